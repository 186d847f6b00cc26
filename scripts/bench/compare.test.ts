/** The bench's comparison names a planted slowdown and leaves run-to-run noise alone. */
import { compare, comparableOf, comparisonTable, type ComparableResult } from './compare';

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

test('a planted slowdown (the article page at half its throughput, twice its CPU) is named worse', () => {
  const now: ComparableResult = { ...recorded, throughput: { ...recorded.throughput, article: { app: { p99Ms: 90, cpuMsPerRequest: 1.6 }, nginxRatio: 0.31 } } };
  const worse = compare(recorded, now).filter((m) => m.verdict === 'worse').map((m) => m.figure.name);
  expect(worse).toEqual(['article: requests/s × nginx', 'article: p99', 'article: CPU per request']);
  expect(comparisonTable(compare(recorded, now)).split('\n')[2]).toMatch(/^\| article: requests\/s × nginx \| 0\.62 × \| 0\.31 × \| ± 0\.09 × \| worse \|$/);
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
