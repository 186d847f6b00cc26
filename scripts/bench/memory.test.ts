/** The benchmark's memory phase reads its figures off the crawl's samples (scripts/bench/memory.ts). */
import { memoryFigures, type MemorySample } from './memory';

const MB = 1048576;
const sample = (pages: number, a: number, b: number): MemorySample => ({ pages, rss: { 11: a * MB, 12: b * MB } });

test('peak, the resident set at the half and at the end, and the growth over the second half, per web process', () => {
  const samples = [sample(0, 105, 107), sample(1000, 200, 190), sample(2000, 240, 220), sample(3000, 262, 221), sample(4000, 252, 231)];
  const figures = memoryFigures(samples);
  expect(figures.pages).toBe(4000);
  expect(figures.processes).toEqual([
    { pid: 11, peakMb: 262, halfMb: 240, endMb: 252, secondHalfGrowthPct: 5 },
    { pid: 12, peakMb: 231, halfMb: 220, endMb: 231, secondHalfGrowthPct: 5 },
  ]);
  expect(figures.peakMb).toBe(262);
  expect(figures.secondHalfGrowthPct).toBe(5);
});

test('the half is the sample nearest the middle of the pages asked for, and a process that shrank shows a negative growth', () => {
  const figures = memoryFigures([sample(0, 100, 100), sample(500, 150, 150), sample(800, 200, 160), sample(1100, 180, 200)]);
  expect(figures.processes[0]).toMatchObject({ halfMb: 150, endMb: 180, secondHalfGrowthPct: 20 });
  expect(memoryFigures([sample(0, 100, 100), sample(500, 200, 200), sample(1000, 190, 200)]).processes[0]!.secondHalfGrowthPct).toBe(-5);
});

test('a collection\'s sawtooth is no growth: the half and the end are each the high-water mark of the twentieth of the crawl ending there', () => {
  // Every 50 pages over 2,050: the resident set swings 200-220 MB between collections and levels off;
  // the sample at the half falls on a low (200), the last on a high (220): read alone, +10 %.
  const samples = Array.from({ length: 42 }, (_, i) => sample(i * 50, i % 2 === 0 ? 200 : 220, 100 + i * 5));
  const figures = memoryFigures(samples);
  expect(figures.processes[0]).toMatchObject({ halfMb: 220, endMb: 220, secondHalfGrowthPct: 0 });
  // A process that grows shows it as much as before: 100 + 5 a sample, 200 at the half, 305 at the end.
  expect(figures.processes[1]).toMatchObject({ halfMb: 200, endMb: 305, secondHalfGrowthPct: 52.5 });
});
