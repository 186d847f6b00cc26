/** Loading bar timing with fake timers: 200 ms throttle, 5000 ms run, hidden 500 ms after the end. */
import { createLoadingBar, LOADING_DURATION_MS, LOADING_HIDE_DELAY_MS, LOADING_THROTTLE_MS } from './bar';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const bar = () => createLoadingBar(() => Date.now());

test('the spec constants', () => {
  expect([LOADING_THROTTLE_MS, LOADING_DURATION_MS, LOADING_HIDE_DELAY_MS]).toEqual([200, 5000, 500]);
});

test('a load shorter than 200 ms never shows the bar', () => {
  const b = bar();
  const seen: boolean[] = [];
  b.subscribe(() => seen.push(b.get().visible));
  b.start();
  jest.advanceTimersByTime(199);
  b.done();
  jest.advanceTimersByTime(2000);
  expect(seen).toEqual([]);
  expect(b.get()).toEqual({ visible: false, progress: 0 });
});

test('starts after 200 ms, advances over 5000 ms (held below 100), 100 at the end, hidden 500 ms later', () => {
  const b = bar();
  b.start();
  jest.advanceTimersByTime(199);
  expect(b.get().visible).toBe(false);
  jest.advanceTimersByTime(1);
  expect(b.get().visible).toBe(true);
  const early = b.get().progress;
  expect(early).toBeLessThan(10);
  jest.advanceTimersByTime(2300); // 2.5 s in: half way
  expect(b.get().progress).toBe(50);
  jest.advanceTimersByTime(10_000);
  expect(b.get().progress).toBe(95);
  b.done();
  expect(b.get()).toEqual({ visible: true, progress: 100 });
  jest.advanceTimersByTime(499);
  expect(b.get().visible).toBe(true);
  jest.advanceTimersByTime(1);
  expect(b.get()).toEqual({ visible: false, progress: 0 });
});

test('overlapping loads end the bar with the last one; a new load while fading keeps it shown', () => {
  const b = bar();
  b.start();
  b.start();
  jest.advanceTimersByTime(300);
  b.done();
  expect(b.get().progress).toBeLessThan(100);
  b.done();
  expect(b.get().progress).toBe(100);
  jest.advanceTimersByTime(200);
  b.start();
  jest.advanceTimersByTime(1000);
  expect(b.get().visible).toBe(true);
  expect(b.get().progress).toBeLessThan(100);
  b.done();
  jest.advanceTimersByTime(500);
  expect(b.get().visible).toBe(false);
});

test('done without start and reset are harmless', () => {
  const b = bar();
  b.done();
  b.navigate();
  jest.advanceTimersByTime(500);
  expect(b.get().visible).toBe(true);
  b.reset();
  expect(b.get()).toEqual({ visible: false, progress: 0 });
  jest.advanceTimersByTime(10_000);
  expect(b.get().visible).toBe(false);
});
