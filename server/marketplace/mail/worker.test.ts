/** Mail retries wait longer after each failed attempt, up to a cap. */
import { backoffMs } from './worker';

test('mail retries back off exponentially up to the cap', () => {
  expect([1, 2, 3, 4, 10].map((attempts) => backoffMs(attempts, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000]);
});
