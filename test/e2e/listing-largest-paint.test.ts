/**
 * A listing on a phone paints its largest element with the page, and what the page does once idle
 * comes in small pieces.
 *  - On a slow line the card pictures come a round trip after the document. Shown as half a phone's
 *    width, the first card's picture was the first screen's largest element, painted that much after
 *    the first paint (Lighthouse: 1,070 ms against 851 on a category, 1,210 against 860 on a search).
 *    Here every picture is held back until the first screen has painted, as a slow line holds it
 *    (a fixed delay lost the race to a busy machine's paint): the largest element must be text,
 *    painted before the first picture arrives, and no picture may take its place once they come.
 *  - The idle prefetch of the runtime and the islands' files started 27-30 fetches in one task
 *    (6 ms of a desktop core, four times that on a slow phone: a blocking task). With an idle period
 *    that has no time left, each idle callback may start only one.
 */
import type { Page } from 'puppeteer-core';
import { pagesOfEveryType, type PageOfType } from './support/page-types';
import { useShopInBrowser } from './support/session';

jest.setTimeout(180_000);

const e2e = useShopInBrowser({}, { browser: 'shopper' });
let pages: PageOfType[];

beforeAll(async () => {
  pages = (await pagesOfEveryType(e2e.shop.origin))['de-DE'];
});

const pathOf = (type: PageOfType['type']) => pages.find((p) => p.type === type)!.path;

async function phone(): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await e2e.chromium.browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
  return { page, close: () => context.close() };
}

test.each(['category', 'search'] as const)('%s at 412 px with its pictures held back past the first paint: the largest paint is text, before any picture arrives', async (type) => {
  const { page, close } = await phone();
  try {
    // Pictures wait until the page has painted its first largest candidate, however long a busy
    // machine takes for that; then they come, and the ones asked for later come at once.
    const held: Array<() => void> = [];
    let released = false;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith('data:') && !released) held.push(() => void request.continue());
      else void request.continue();
    });
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { largest: Array<{ at: number; tag: string }> };
      w.largest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) w.largest.push({ at: entry.startTime, tag: entry.element?.tagName ?? '' });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${e2e.shop.origin}${pathOf(type)}`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => (window as unknown as { largest: unknown[] }).largest.length > 0, { timeout: 60_000 });
    // Two frames more: a busy machine may paint the first screen's text over two.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    released = true;
    for (const release of held.splice(0)) release();
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
    const { firstPicture, largest } = await page.evaluate(() => ({
      firstPicture: Math.min(...performance.getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'img')
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd)),
      largest: (window as unknown as { largest: Array<{ at: number; tag: string }> }).largest,
    }));
    // The pictures came (the test holds them back, it does not drop them).
    expect(await page.$eval('.cards img', (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    // A busy machine may paint the first screen's text over two frames; what matters is that the
    // largest paint never waits for a picture: no picture is ever the largest, and the last
    // candidate was painted before the first picture arrived.
    expect(largest.length).toBeGreaterThan(0);
    expect(largest.filter((entry) => entry.tag === 'IMG')).toEqual([]);
    expect(largest.at(-1)!.at).toBeLessThan(firstPicture);
  } finally {
    await close();
  }
});

test('the idle prefetch starts one file per idle period that has no time left, and every file in the end', async () => {
  const { page, close } = await phone();
  try {
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { started: number[] };
      w.started = [];
      const own = window.requestIdleCallback.bind(window);
      window.requestIdleCallback = (callback, options) => own(() => {
        const before = document.querySelectorAll('link[rel=prefetch]').length;
        callback({ didTimeout: false, timeRemaining: () => 0 });
        w.started.push(document.querySelectorAll('link[rel=prefetch]').length - before);
      }, options);
    });
    await page.goto(`${e2e.shop.origin}${pathOf('search')}`, { waitUntil: 'load' });
    const listed = (await page.$eval('#spareo-runtime', (s) => (s as HTMLElement).dataset.prefetch ?? '')).split(' ').filter(Boolean).length;
    expect(listed).toBeGreaterThan(10);
    await page.waitForFunction((n: number) => document.querySelectorAll('link[rel=prefetch]').length === n, { timeout: 30_000 }, listed);
    const started = await page.evaluate(() => (window as unknown as { started: number[] }).started);
    expect(Math.max(...started)).toBe(1);
    expect(started.reduce((a, b) => a + b, 0)).toBe(listed);
  } finally {
    await close();
  }
});
