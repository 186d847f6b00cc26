/**
 * What a test file's code leaves waiting on the worker when it ends, let go of at its end: pending
 * timers (a rate limiter's window, a cache's sweep, a retry) and performance observers (the
 * metrics' garbage-collection watch). Their callbacks belong to the file's module registry, so one
 * left behind keeps every module the file loaded in the worker's memory (for a quarter of an hour
 * for a rate-limit window, for ever for an observer): the worker's heap would grow by a whole
 * application per file, each garbage collection would walk all of it, and each observer left would
 * be called at every collection of the files after it.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { promisify } from 'node:util';

type Timer = ReturnType<typeof setTimeout>;

export function trackTimers(global: typeof globalThis): { clearPending(): void } {
  const pending = new Set<Timer>();
  const { setTimeout: start, setInterval: repeat, clearTimeout: stop } = global;
  const once = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const timer: Timer = start((...passed: unknown[]) => {
      pending.delete(timer);
      callback(...passed);
    }, delay, ...args);
    pending.add(timer);
    return timer;
  }) as typeof setTimeout;
  // `util.promisify(setTimeout)` keeps working on the wrapped function.
  Object.assign(once, { [promisify.custom]: (start as unknown as Record<symbol, unknown>)[promisify.custom] });
  global.setTimeout = once;
  global.setInterval = ((callback: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const timer = repeat(callback, delay, ...args);
    pending.add(timer);
    return timer;
  }) as typeof setInterval;
  // Node's clearTimeout and clearInterval each clear either kind.
  const forget = ((timer?: Timer | string | number) => {
    if (timer !== undefined) pending.delete(timer as Timer);
    stop(timer as Timer);
  }) as typeof clearTimeout;
  global.clearTimeout = forget;
  global.clearInterval = forget as typeof clearInterval;
  return {
    clearPending() {
      for (const timer of pending) stop(timer);
      pending.clear();
    },
  };
}

const WRAPPED = Symbol('spareo.test.observe-tracked');
/** Observers started while a file runs (one file at a time in a worker). */
let observing: Set<PerformanceObserver> | undefined;

export function trackObservers(): { disconnectAll(): void } {
  const prototype = PerformanceObserver.prototype as PerformanceObserver & { [WRAPPED]?: true };
  if (!prototype[WRAPPED]) {
    const observe = prototype.observe;
    prototype.observe = function (this: PerformanceObserver, ...args: Parameters<PerformanceObserver['observe']>) {
      observing?.add(this);
      return observe.apply(this, args);
    };
    prototype[WRAPPED] = true;
  }
  const mine = new Set<PerformanceObserver>();
  observing = mine;
  return {
    disconnectAll() {
      for (const observer of mine) observer.disconnect();
      mine.clear();
      if (observing === mine) observing = undefined;
    },
  };
}
