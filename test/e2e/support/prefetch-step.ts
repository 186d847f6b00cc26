/**
 * The loader's idle prefetch is decided 1.5 s after the load and the first paint, when the browser
 * is idle (its `later`, views/render/runtime-loader.ts): the page marks when that step has run,
 * fetched or not (Save-Data, a slow line, a shopper's answer still on its way). Waiting on the step
 * itself, not a fixed time, keeps a view about as short as the loader allows; a loader whose step
 * no longer runs times the wait out instead of passing unseen.
 */
import type { Page } from 'puppeteer-core';

const PREFETCH_STEP_TIMEOUT_MS = 30_000;

/** Before the page is opened: marks the page once the loader's prefetch step has run. */
export async function markPrefetchStep(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const own = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) => own((deadline) => {
      try {
        callback(deadline);
      } finally {
        if (callback.name === 'later') (window as unknown as { prefetchStepRan?: boolean }).prefetchStepRan = true;
      }
    }, options);
  });
}

/** Resolves once the loader's prefetch step has run on the page (marked by `markPrefetchStep`). */
export async function prefetchStepRan(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { prefetchStepRan?: boolean }).prefetchStepRan === true, { timeout: PREFETCH_STEP_TIMEOUT_MS, polling: 100 }).catch((error: unknown) => {
    throw new Error(`the loader's prefetch step (its function \`later\`, views/render/runtime-loader.ts) did not run within ${PREFETCH_STEP_TIMEOUT_MS / 1000} s: ${String(error)}`);
  });
}
