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

/** The parts of a bench run's result (artifacts/bench/*.json) whose figures are compared. */
export interface ComparableResult {
  throughput?: Record<string, { app: { p99Ms: number; cpuMsPerRequest?: number }; nginxRatio?: number } | undefined>;
  bytes?: Record<string, { htmlBrotli: number; jsBrotli: number } | undefined>;
  lighthouse?: Record<string, { score: number | null; tbtMs: number | null } | undefined>;
  peakRssMb?: number;
  firstInteraction?: Array<{ measure: string; medianMs: number | null }>;
  /** The marketplace's calls in-process (scripts/bench-api.ts): per database, its calls' p95 (unknown: a run without them says why). */
  marketplace?: unknown;
  /** npm run bench:database: per call, the p95 wall time on each backend and PostgreSQL's statements' time. */
  databaseTime?: Record<string, { sqliteP95: number; postgresP95: number; statementsP95: number | null } | undefined>;
}

const pick = <T, K extends keyof T>(record: Record<string, T | undefined> | undefined, keys: K[]) =>
  record && Object.fromEntries(Object.entries(record).flatMap(([name, value]) => (value ? [[name, Object.fromEntries(keys.map((k) => [k, value[k]]))]] : [])));

const marketplaceOf = (value: ComparableResult['marketplace']) =>
  Array.isArray(value) ? (value as Array<{ database: string; results: Record<string, { p95: number }> }>) : [];

/** Only what the comparison reads, for the recorded file. */
export function comparableOf(result: ComparableResult): ComparableResult {
  const marketplace = marketplaceOf(result.marketplace).map(({ database, results }) =>
    ({ database, results: Object.fromEntries(Object.entries(results).map(([call, r]) => [call, { p95: r.p95 }])) }));
  return {
    throughput: result.throughput && Object.fromEntries(Object.entries(result.throughput).flatMap(([page, t]) => (t ? [[page, { app: { p99Ms: t.app.p99Ms, cpuMsPerRequest: t.app.cpuMsPerRequest }, nginxRatio: t.nginxRatio }]] : []))),
    bytes: pick(result.bytes, ['htmlBrotli', 'jsBrotli']) as ComparableResult['bytes'],
    lighthouse: pick(result.lighthouse, ['score', 'tbtMs']) as ComparableResult['lighthouse'],
    peakRssMb: result.peakRssMb,
    ...(marketplace.length ? { marketplace } : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The recorded figures with a run's part laid over them: a page, call or Lighthouse target the run
 * measured replaces the recorded one; what it did not measure (a page left out with --pages, no
 * Lighthouse) keeps its recorded figure instead of vanishing.
 */
export function mergeRecorded<T extends object>(before: T, part: T): T {
  const merged = { ...before } as Record<string, unknown>;
  for (const [key, value] of Object.entries(part)) {
    if (value === undefined) continue;
    const was = merged[key];
    merged[key] = isRecord(was) && isRecord(value) ? { ...was, ...value } : value;
  }
  return merged as T;
}

/**
 * The bands, by kind of figure: how far two runs of one commit on this shared 2-core machine moved
 * it (`npm run bench -- --noise RUN.json RUN.json …` sets each figure's spread beside its band;
 * docs/performance.md records the runs). Each is a fraction of the recorded value or an absolute
 * amount, whichever is larger.
 */
export const BANDS = {
  // Ratios to nginx: both sides share the round's load, and the median of the rounds is taken.
  ratio: { relative: 0.2, absolute: 0.05 },
  // A p99 is one slow answer in a hundred: between two runs of one commit a neighbour's burst
  // nearly tripled it (72 and 197 ms). CPU per request is the figure that names a slower page.
  latency: { relative: 2, absolute: 5 },
  // CPU per request: the load does not lengthen it much, but caches and frequency scaling do.
  cpu: { relative: 0.3, absolute: 0.05 },
  // Bytes are the same every run (the cart's dates and the build's hashes move a few).
  bytes: { relative: 0.02, absolute: 200 },
  // Lighthouse's score moves by a point or two between runs; TBT by tens of milliseconds.
  score: { relative: 0, absolute: 0.03 },
  tbt: { relative: 0, absolute: 50 },
  memory: { relative: 0.1, absolute: 10 },
  firstTouch: { relative: 0.15, absolute: 30 },
  // A p95 of calls of a few milliseconds: the machine's neighbours move it by half, by a millisecond or two at least.
  callP95: { relative: 0.5, absolute: 2 },
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
  for (const { database, results } of marketplaceOf(result.marketplace)) {
    for (const [call, r] of Object.entries(results)) add(`marketplace ${database}, ${call}: p95`, r.p95, 'ms', 'lower', BANDS.callP95);
  }
  for (const [call, d] of Object.entries(result.databaseTime ?? {})) {
    if (!d) continue;
    add(`database time, ${call}: SQLite p95`, d.sqliteP95, 'ms', 'lower', BANDS.callP95);
    add(`database time, ${call}: PostgreSQL p95`, d.postgresP95, 'ms', 'lower', BANDS.callP95);
    add(`database time, ${call}: PostgreSQL statements p95`, d.statementsP95, 'ms', 'lower', BANDS.callP95);
  }
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

export interface Noise { name: string; unit: string; runs: number; low: number; high: number; band: number; covered: boolean }

/**
 * Each figure's spread over runs of the same code (at least two), beside its band around the
 * lowest: whether the band holds what the runs moved. The bands are set from these spreads.
 */
export function noiseOf(runs: ComparableResult[]): Noise[] {
  const seen = new Map<string, { figure: Figure; values: number[] }>();
  for (const run of runs) {
    for (const figure of figuresOf(run)) {
      const entry = seen.get(figure.name) ?? { figure, values: [] };
      entry.values.push(figure.value);
      seen.set(figure.name, entry);
    }
  }
  return [...seen.values()].filter((e) => e.values.length >= 2).map(({ figure, values }) => {
    const [low, high] = [Math.min(...values), Math.max(...values)];
    // A later run is compared with a recorded one: the band around either end must reach the other.
    const base = figure.better === 'higher' ? high : low;
    const band = Math.max(figure.band.absolute, Math.abs(base) * figure.band.relative);
    return { name: figure.name, unit: figure.unit, runs: values.length, low, high, band, covered: high - low <= band };
  });
}

/** The spreads as a table, those their band does not hold first. */
export function noiseTable(noise: Noise[]): string {
  const rows = [...noise].sort((a, b) => Number(a.covered) - Number(b.covered)).map((n) =>
    `| ${n.name} | ${n.runs} | ${shown(n.low, n.unit)} – ${shown(n.high, n.unit)} | ± ${shown(n.band, n.unit)} | ${n.covered ? 'yes' : 'NO'} |`);
  return ['| figure | runs | lowest – highest | noise band | band holds it |', '| --- | ---: | ---: | ---: | --- |', ...rows].join('\n');
}
