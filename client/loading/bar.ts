/**
 * The loading bar's state: shown only when a load lasts longer than 200 ms,
 * advances towards 100 over 5000 ms (held at 95 until the load ends), jumps to 100 at the end and
 * hides 500 ms later. Loads overlap: the bar ends when the last one ends.
 */
export const LOADING_THROTTLE_MS = 200;
export const LOADING_DURATION_MS = 5000;
export const LOADING_HIDE_DELAY_MS = 500;
const TICK_MS = 100;
const HOLD_AT = 95;

export interface LoadingState {
  visible: boolean;
  /** 0..100 */
  progress: number;
}

export interface LoadingBar {
  start(): void;
  done(): void;
  /** A navigation away: the bar runs until the page goes (no done()). */
  navigate(): void;
  reset(): void;
  get(): LoadingState;
  subscribe(listener: () => void): () => void;
}

export function createLoadingBar(now: () => number = () => Date.now()): LoadingBar {
  let state: LoadingState = { visible: false, progress: 0 };
  let pending = 0;
  let startedAt = 0;
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: LoadingState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const clearAll = () => {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    clearInterval(tick);
    showTimer = hideTimer = tick = undefined;
  };
  const advance = () => set({ visible: true, progress: Math.min(HOLD_AT, Math.round(((now() - startedAt) / LOADING_DURATION_MS) * 100)) });
  const show = () => {
    showTimer = undefined;
    startedAt = now() - LOADING_THROTTLE_MS;
    advance();
    tick = setInterval(advance, TICK_MS);
  };
  const bar: LoadingBar = {
    start() {
      pending += 1;
      if (pending > 1) return;
      if (hideTimer !== undefined) {
        // A new load while the finished bar fades: keep showing it.
        clearTimeout(hideTimer);
        hideTimer = undefined;
        show();
        return;
      }
      if (showTimer === undefined && tick === undefined) showTimer = setTimeout(show, LOADING_THROTTLE_MS);
    },
    done() {
      if (pending === 0) return;
      pending -= 1;
      if (pending > 0) return;
      if (showTimer !== undefined) {
        // Finished within the throttle: never shown.
        clearAll();
        return;
      }
      clearInterval(tick);
      tick = undefined;
      set({ visible: true, progress: 100 });
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        set({ visible: false, progress: 0 });
      }, LOADING_HIDE_DELAY_MS);
    },
    navigate() {
      bar.start();
    },
    reset() {
      pending = 0;
      clearAll();
      set({ visible: false, progress: 0 });
    },
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return bar;
}

/** Wraps fetch so every same-origin /api call of any island runs the bar. Returns the undo. */
export function trackFetches(bar: LoadingBar, target: { fetch: typeof fetch } = window): () => void {
  const original = target.fetch;
  const tracked: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, location.href);
    if (path.origin !== location.origin || !path.pathname.startsWith('/api/')) return original.call(target, input, init);
    bar.start();
    return original.call(target, input, init).finally(() => bar.done());
  };
  target.fetch = tracked;
  return () => {
    if (target.fetch === tracked) target.fetch = original;
  };
}
