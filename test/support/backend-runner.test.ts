import { shareSize } from './backend-runner';

/** Takes shares the way the two lanes do, alternately, and returns each call's size. */
function calls(files: number, lanes: number[]): number[] {
  const all = lanes.reduce((sum, workers) => sum + workers, 0);
  const sizes: number[] = [];
  for (let left = files, lane = 0; left > 0; lane = (lane + 1) % lanes.length) {
    const size = shareSize(left, lanes[lane]!, all);
    sizes.push(size);
    left -= size;
  }
  return sizes;
}

test('a lane takes its workers\' part of a third of the queue, at most six files per worker', () => {
  expect(shareSize(45, 1, 3)).toBe(5);
  expect(shareSize(45, 2, 3)).toBe(10);
  // A measured run gave one worker 23 files when about 200 were left; it ran them alone at the end.
  expect(shareSize(200, 1, 3)).toBe(6);
  expect(shareSize(200, 2, 3)).toBe(12);
});

test('near the end each call takes one file per worker, so no lane is left with a long share alone', () => {
  expect(shareSize(24, 1, 3)).toBe(1);
  expect(shareSize(24, 2, 3)).toBe(2);
  expect(shareSize(1, 2, 3)).toBe(1);
  // The last share of the one-worker lane is one file (it was a quarter of what was left, 52 files in a measured run).
  const sizes = calls(300, [1, 2]);
  expect(sizes.slice(-12).every((size) => size <= 2)).toBe(true);
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(300);
  // Calls stay few: each starts new workers.
  expect(sizes.length).toBeLessThan(90);
});
