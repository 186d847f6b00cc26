/** Hydrate when the main thread is idle (a timeout where requestIdleCallback is missing). */
export const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
