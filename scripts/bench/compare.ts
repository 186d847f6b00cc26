/**
 * `npm run bench -- --compare`: the figures of a run set beside the last recorded ones, each with
 * the noise band its kind of figure shows between runs of the same code on this kind of machine,
 * so a change that slows the shop is named before it lands. Only a move past the band counts:
 * ratios and latencies swing from round to round on a shared machine, bytes do not.
 */

/** One figure a run measured, named so the same figure of two runs meets. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Which way is better. */
  better: 'higher' | 'lower';
  /** How far two runs of the same code may differ: a fraction of the recorded value, or at least `absolute`. */
  band: { relative: number; absolute: number };
}

export interface Movement {
  figure: Figure;
  recorded: number;
  verdict: 'worse' | 'better' | 'within noise';
}

/** The parts of the bench's result (artifacts/bench/latest.json) whose figures are compared. */
export interface ComparableResult {
  throughput?: Record<string, { app: { p99Ms: number; cpuMsPerRequest?: number }; nginxRatio?: number } | undefined>;
  bytes?: Record<string, { htmlBrotli: number; jsBrotli: number } | undefined>;
  lighthouse?: Record<string, { score: number | null; tbtMs: number | null } | undefined>;
  peakRssMb?: number;
  firstInteraction?: Array<{ measure: string; medianMs: number | null }>;
}

const pick = <T, K extends keyof T>(record: Record<string, T | undefined> | undefined, keys: K[]) =>
  record && Object.fromEntries(Object.entries(record).flatMap(([name, value]) => (value ? [[name, Object.fromEntries(keys.map((k) => [k, value[k]]))]] : [])));

/** Only what the comparison reads, for the recorded file. */
export function comparableOf(result: ComparableResult): ComparableResult {
  return {
    throughput: result.throughput && Object.fromEntries(Object.entries(result.throughput).flatMap(([page, t]) => (t ? [[page, { app: { p99Ms: t.app.p99Ms, cpuMsPerRequest: t.app.cpuMsPerRequest }, nginxRatio: t.nginxRatio }]] : []))),
    bytes: pick(result.bytes, ['htmlBrotli', 'jsBrotli']) as ComparableResult['bytes'],
    lighthouse: pick(result.lighthouse, ['score', 'tbtMs']) as ComparableResult['lighthouse'],
    peakRssMb: result.peakRssMb,
  };
}

/** The bands: what repeated runs of one commit showed for each kind of figure. */
const BANDS = {
  ratio: { relative: 0.15, absolute: 0.05 },
  latency: { relative: 0.3, absolute: 2 },
  cpu: { relative: 0.2, absolute: 0.05 },
  bytes: { relative: 0.02, absolute: 200 },
  score: { relative: 0, absolute: 0.03 },
  tbt: { relative: 0, absolute: 50 },
  memory: { relative: 0.1, absolute: 10 },
  firstTouch: { relative: 0.15, absolute: 30 },
} satisfies Record<string, Figure['band']>;

export function figuresOf(result: ComparableResult): Figure[] {
  const figures: Figure[] = [];
  const add = (name: string, value: number | null | undefined, unit: string, better: Figure['better'], band: Figure['band']) => {
    if (typeof value === 'number' && Number.isFinite(value)) figures.push({ name, value, unit, better, band });
  };
  for (const [page, t] of Object.entries(result.throughput ?? {})) {
    if (!t) continue;
    add(`${page}: requests/s × nginx`, t.nginxRatio, '×', 'higher', BANDS.ratio);
    add(`${page}: p99`, t.app.p99Ms, 'ms', 'lower', BANDS.latency);
    add(`${page}: CPU per request`, t.app.cpuMsPerRequest, 'ms', 'lower', BANDS.cpu);
  }
  for (const [page, b] of Object.entries(result.bytes ?? {})) {
    if (!b) continue;
    add(`${page}: HTML brotli`, b.htmlBrotli, 'B', 'lower', BANDS.bytes);
    add(`${page}: scripts brotli`, b.jsBrotli, 'B', 'lower', BANDS.bytes);
  }
  for (const [page, l] of Object.entries(result.lighthouse ?? {})) {
    if (!l) continue;
    add(`Lighthouse ${page}: score`, l.score, '', 'higher', BANDS.score);
    add(`Lighthouse ${page}: TBT`, l.tbtMs, 'ms', 'lower', BANDS.tbt);
  }
  add('web processes: peak RSS', result.peakRssMb, 'MB', 'lower', BANDS.memory);
  for (const f of result.firstInteraction ?? []) add(`first touch: ${f.measure}`, f.medianMs, 'ms', 'lower', BANDS.firstTouch);
  return figures;
}

export function compare(recorded: ComparableResult, current: ComparableResult): Movement[] {
  const before = new Map(figuresOf(recorded).map((f) => [f.name, f.value]));
  return figuresOf(current).flatMap((figure): Movement[] => {
    const was = before.get(figure.name);
    if (was === undefined) return [];
    const allowed = Math.max(figure.band.absolute, Math.abs(was) * figure.band.relative);
    const moved = figure.value - was;
    if (Math.abs(moved) <= allowed) return [{ figure, recorded: was, verdict: 'within noise' }];
    const worse = figure.better === 'higher' ? moved < 0 : moved > 0;
    return [{ figure, recorded: was, verdict: worse ? 'worse' : 'better' }];
  });
}

const shown = (value: number, unit: string) => `${Number.isInteger(value) ? value : value.toFixed(2)}${unit ? ` ${unit}` : ''}`;

/** The comparison as a table, the moves past their band first. */
export function comparisonTable(movements: Movement[]): string {
  const order = { worse: 0, better: 1, 'within noise': 2 };
  const rows = [...movements].sort((a, b) => order[a.verdict] - order[b.verdict]).map((m) => {
    const band = Math.max(m.figure.band.absolute, Math.abs(m.recorded) * m.figure.band.relative);
    return `| ${m.figure.name} | ${shown(m.recorded, m.figure.unit)} | ${shown(m.figure.value, m.figure.unit)} | ± ${shown(band, m.figure.unit)} | ${m.verdict} |`;
  });
  return ['| figure | recorded | now | noise band | verdict |', '| --- | ---: | ---: | ---: | --- |', ...rows].join('\n');
}
