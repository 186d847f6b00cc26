/** The bench's comparison names a planted slowdown and leaves run-to-run noise alone. */
import { BANDS, compare, comparableOf, comparisonTable, mergeRecorded, noiseOf, noiseTable, type ComparableResult } from './compare';

const recorded: ComparableResult = {
  throughput: { article: { app: { p99Ms: 38, cpuMsPerRequest: 0.8 }, nginxRatio: 0.62 }, cart: { app: { p99Ms: 40 }, nginxRatio: 0.6 } },
  bytes: { article: { htmlBrotli: 21000, jsBrotli: 9000 } },
  lighthouse: { 'de-DE category': { score: 1, tbtMs: 20 } },
  peakRssMb: 208,
  firstInteraction: [{ measure: 'first suggestion', medianMs: 450 }],
};

test('a run of the same code, within each band, is within noise', () => {
  const now: ComparableResult = {
    throughput: { article: { app: { p99Ms: 45, cpuMsPerRequest: 0.85 }, nginxRatio: 0.58 }, cart: { app: { p99Ms: 36 }, nginxRatio: 0.63 } },
    bytes: { article: { htmlBrotli: 21100, jsBrotli: 9000 } },
    lighthouse: { 'de-DE category': { score: 0.99, tbtMs: 60 } },
    peakRssMb: 214,
    firstInteraction: [{ measure: 'first suggestion', medianMs: 470 }],
  };
  const movements = compare(recorded, now);
  expect(movements).toHaveLength(11);
  expect(movements.filter((m) => m.verdict !== 'within noise')).toEqual([]);
});

test('a planted slowdown (the article page at half its throughput, twice its CPU, over three times its p99) is named worse', () => {
  const now: ComparableResult = { ...recorded, throughput: { ...recorded.throughput, article: { app: { p99Ms: 130, cpuMsPerRequest: 1.6 }, nginxRatio: 0.31 } } };
  const worse = compare(recorded, now).filter((m) => m.verdict === 'worse').map((m) => m.figure.name);
  expect(worse).toEqual(['article: requests/s × nginx', 'article: p99', 'article: CPU per request']);
  expect(comparisonTable(compare(recorded, now)).split('\n')[2]).toMatch(/^\| article: requests\/s × nginx \| 0\.62 × \| 0\.31 × \| ± 0\.12 × \| worse \|$/);
});

test('bytes are deterministic: a few hundred bytes more of script is worse; fewer is better', () => {
  const more = compare(recorded, { bytes: { article: { htmlBrotli: 21000, jsBrotli: 9500 } } });
  expect(more.find((m) => m.figure.name === 'article: scripts brotli')?.verdict).toBe('worse');
  const fewer = compare(recorded, { bytes: { article: { htmlBrotli: 18000, jsBrotli: 9000 } } });
  expect(fewer.find((m) => m.figure.name === 'article: HTML brotli')?.verdict).toBe('better');
});

test('a figure measured in only one of the runs, or not measured (null), is not compared', () => {
  const movements = compare(recorded, { lighthouse: { 'de-DE category': { score: null, tbtMs: 25 } }, throughput: { search: { app: { p99Ms: 10 }, nginxRatio: 0.5 } } });
  expect(movements.map((m) => m.figure.name)).toEqual(['Lighthouse de-DE category: TBT']);
});

test('the recorded file keeps only what the comparison reads', () => {
  const full = { ...recorded, throughput: { article: { app: { p99Ms: 38, cpuMsPerRequest: 0.8, p50Ms: 3 }, nginxRatio: 0.62, rounds: [0.6, 0.62] } } } as ComparableResult;
  expect(comparableOf(full).throughput).toEqual({ article: { app: { p99Ms: 38, cpuMsPerRequest: 0.8 }, nginxRatio: 0.62 } });
  expect(compare(comparableOf(full), full).every((m) => m.verdict === 'within noise')).toBe(true);
});

test('the database figures: a listing PostgreSQL answers 8 ms slower at p95 is worse; SQLite within its band is not', () => {
  const before: ComparableResult = { databaseTime: { 'a make and a criterion': { sqliteP95: 6, postgresP95: 9, statementsP95: 5 } } };
  const now: ComparableResult = { databaseTime: { 'a make and a criterion': { sqliteP95: 7.5, postgresP95: 17, statementsP95: 13 } } };
  const verdicts = Object.fromEntries(compare(before, now).map((m) => [m.figure.name, m.verdict]));
  expect(verdicts).toEqual({
    'database time, a make and a criterion: SQLite p95': 'within noise',
    'database time, a make and a criterion: PostgreSQL p95': 'worse',
    'database time, a make and a criterion: PostgreSQL statements p95': 'worse',
  });
});

test("the bench's marketplace calls are compared per database and call, and recorded with their p95 alone", () => {
  const run = { marketplace: [{ database: 'demo, SQLite', results: { suggestions: { p50: 0.6, p95: 1.1 }, offers: { p50: 0.1, p95: 0.2 } } }] };
  expect(comparableOf(run).marketplace).toEqual([{ database: 'demo, SQLite', results: { suggestions: { p95: 1.1 }, offers: { p95: 0.2 } } }]);
  const slower = { marketplace: [{ database: 'demo, SQLite', results: { suggestions: { p95: 4.5 }, offers: { p95: 0.3 } } }] };
  expect(compare(comparableOf(run), slower).map((m) => m.verdict)).toEqual(['worse', 'within noise']);
  expect(comparableOf({ marketplace: { skipped: true } }).marketplace).toBeUndefined();
});

test('a run that measured some pages keeps the recorded figures of the others', () => {
  const merged = mergeRecorded(recorded, { throughput: { cart: { app: { p99Ms: 20 }, nginxRatio: 0.7 } }, lighthouse: undefined });
  expect(Object.keys(merged.throughput!)).toEqual(['article', 'cart']);
  expect(merged.throughput!.cart!.nginxRatio).toBe(0.7);
  expect(merged.lighthouse).toEqual(recorded.lighthouse);
  expect(mergeRecorded(recorded, { peakRssMb: 230 }).peakRssMb).toBe(230);
});

test("the noise of repeated runs: a spread within the figure's band is held, one past it is named", () => {
  const runs: ComparableResult[] = [
    { throughput: { article: { app: { p99Ms: 6 }, nginxRatio: 0.43 } }, bytes: { article: { htmlBrotli: 12000, jsBrotli: 4200 } } },
    { throughput: { article: { app: { p99Ms: 9 }, nginxRatio: 0.47 } }, bytes: { article: { htmlBrotli: 12000, jsBrotli: 4900 } } },
    { throughput: { article: { app: { p99Ms: 7 }, nginxRatio: 0.41 } } },
  ];
  const noise = Object.fromEntries(noiseOf(runs).map((n) => [n.name, n]));
  expect(noise['article: requests/s × nginx']).toMatchObject({ runs: 3, low: 0.41, high: 0.47, covered: true });
  // The higher the better: the band is taken around the best run, the one a worse run is set beside.
  expect(noise['article: requests/s × nginx']!.band).toBeCloseTo(Math.max(BANDS.ratio.absolute, 0.47 * BANDS.ratio.relative));
  expect(noise['article: p99']).toMatchObject({ low: 6, high: 9, covered: true });
  expect(noise['article: scripts brotli']).toMatchObject({ runs: 2, covered: false });
  expect(noise['article: CPU per request']).toBeUndefined();
  expect(noiseTable(noiseOf(runs)).split('\n')[2]).toBe('| article: scripts brotli | 2 | 4200 B – 4900 B | ± 200 B | NO |');
});
