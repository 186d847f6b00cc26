/**
 * A page at rest after the shopper's step: what the step started has ended, waited for itself
 * rather than for a quiet network (which waits half a second after the last request whatever the
 * page does, and never comes on a page whose loader prefetches). At rest means: every island that
 * wakes at load, when idle or in view is hydrated (or failed), those that wait for use may sleep;
 * with `prefetched`, the loader's prefetch links are in the document too; and two frames pass with
 * no request open that was made since the step began (the islands' calls to the shop, images,
 * documents). Prefetches and scripts are not counted as open: Chromium tells DevTools when they
 * start but not always when they end (a chunk the document before prefetched, say), and what a
 * script does shows in the islands hydrated, which is waited for itself.
 */
import type { Frame, HTTPRequest, Page } from 'puppeteer-core';

/** How long each wait may take before the step fails, naming what is still open. */
const BOUND_MS = 15_000;
const NOT_COUNTED = new Set(['prefetch', 'script']);

export async function untilAtRest(page: Page, step: () => Promise<unknown>, { prefetched = false } = {}): Promise<void> {
  const open = new Set<HTTPRequest>();
  // A module preloaded by a link is a script too, though Chromium types it "other".
  const notCounted = (request: HTTPRequest) => NOT_COUNTED.has(request.resourceType()) || /\.m?js$/.test(new URL(request.url()).pathname);
  const started = (request: HTTPRequest) => void (!notCounted(request) && open.add(request));
  const ended = (request: HTTPRequest) => void open.delete(request);
  // Leaving a page ends what it still had open (its calls are cancelled), but DevTools does not
  // always say so: an idle call the left page made as the step began stayed "open" for good. Once
  // the next document is committed, only the navigation itself is waited for from before it.
  const left = (frame: Frame) => {
    if (frame !== page.mainFrame()) return;
    for (const request of open) if (!request.isNavigationRequest()) open.delete(request);
  };
  page.on('request', started);
  page.on('framenavigated', left);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await step();
    await page.waitForFunction((withPrefetches: boolean) => {
      const inView = (el: Element) => {
        const box = el.getBoundingClientRect();
        return (box.width > 0 || box.height > 0) && box.bottom >= 0 && box.top <= innerHeight;
      };
      if (withPrefetches) {
        // A file already preloaded as a module is not fetched ahead again, nor the runtime once an
        // island has woken (it was imported, so it is in the cache already).
        const prefetched = [...document.querySelectorAll('link[rel=prefetch], link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
        const runtime = document.getElementById('spareo-runtime');
        const imported = document.querySelector('spareo-island[data-hydrated]') ? runtime?.dataset.runtime : undefined;
        const prefetches = (runtime?.dataset.prefetch ?? '').split(' ').filter((href) => href && href !== imported);
        if (!prefetches.every((href) => prefetched.includes(href))) return false;
      }
      return [...document.querySelectorAll<HTMLElement>('spareo-island')].every((marker) => {
        if (marker.dataset.hydrated !== undefined || marker.dataset.islandError) return true;
        const when = marker.dataset.when ?? 'load';
        if (when === 'visible') return ![...marker.children].some((child) => child.tagName !== 'SCRIPT' && inView(child));
        return when !== 'load' && when !== 'idle';
      });
    }, { timeout: BOUND_MS }, prefetched);
    // A hydrated island may call the shop at once: done when two frames pass with nothing open.
    const deadline = Date.now() + BOUND_MS;
    for (let quiet = 0; quiet < 2; ) {
      if (Date.now() > deadline) throw new Error(`requests still open: ${[...open].map((request) => request.url()).join(', ')}`);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      quiet = open.size === 0 ? quiet + 1 : 0;
    }
  } finally {
    page.off('request', started);
    page.off('framenavigated', left);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
