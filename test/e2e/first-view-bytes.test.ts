/**
 * What a first view costs on the wire, measured in Chromium (every response's encoded bytes, from a
 * fresh browser context, until the page has loaded and the idle prefetch would have run):
 *  - with Save-Data on, or a line the browser rates 3g, at most 40 KB in all: the page works
 *    without its scripts, and nothing is fetched ahead of the shopper's first use;
 *  - otherwise, no script file but those of the runtime and the page's own islands.
 */
import type { CDPSession, Page } from 'puppeteer-core';
import { pagesOfEveryType, type PageOfType } from './support/page-types';
import { markPrefetchStep, prefetchStepRan } from './support/prefetch-step';
import { useShopInBrowser } from './support/session';

jest.setTimeout(240_000);

const e2e = useShopInBrowser({}, { browser: 'shopper' });
const SAVE_DATA_BUDGET = 40 * 1024;

/** The view ends once the network is quiet after the loader's prefetch step (support/prefetch-step.ts). */
async function afterThePrefetch(page: Page): Promise<void> {
  await prefetchStepRan(page);
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
}

let pages: PageOfType[];
beforeAll(async () => {
  pages = (await pagesOfEveryType(e2e.shop.origin))['de-DE'].filter((p) => p.type !== 'login');
});

interface Fetched {
  url: string;
  bytes: number;
}

/** A fresh context's first view of `path`: every response and its bytes on the wire. */
async function firstView(path: string, line: (page: Page, cdp: CDPSession) => Promise<void>): Promise<Fetched[]> {
  const context = await e2e.chromium.browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 360, height: 640, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await line(page, cdp);
    await markPrefetchStep(page);
    const fetched = new Map<string, Fetched>();
    cdp.on('Network.requestWillBeSent', (e) => fetched.set(e.requestId, { url: e.request.url, bytes: 0 }));
    cdp.on('Network.loadingFinished', (e) => {
      const entry = fetched.get(e.requestId);
      if (entry) entry.bytes = e.encodedDataLength;
    });
    await page.goto(`${e2e.shop.origin}${path}`, { waitUntil: 'load' });
    await afterThePrefetch(page);
    return [...fetched.values()];
  } finally {
    await context.close();
  }
}

/**
 * `view` for every page type, `atOnce` at a time: a lean view is mostly the loader's idle wait, and
 * each is a context of its own (own cache and cookies), so views side by side change no byte
 * counted. Results in the pages' order; every view runs to its end before the first failure is thrown.
 */
async function everyPage<T>(atOnce: number, view: (entry: PageOfType) => Promise<T>): Promise<T[]> {
  const results: PromiseSettledResult<T>[] = [];
  let next = 0;
  const lane = async () => {
    while (next < pages.length) {
      const at = next++;
      results[at] = await view(pages[at]!).then((value) => ({ status: 'fulfilled', value }) as const, (reason: unknown) => ({ status: 'rejected', reason }) as const);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<T>).value);
}

const total = (fetched: Fetched[]) => fetched.reduce((sum, f) => sum + f.bytes, 0);
const scripts = (fetched: Fetched[]) => fetched.filter((f) => /\/assets\/.*\.js$/.test(new URL(f.url).pathname));
const described = (fetched: Fetched[]) => fetched.map((f) => `${new URL(f.url).pathname} ${f.bytes}`).join('\n');

const saveData = async (_page: Page, cdp: CDPSession) => {
  await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Save-Data': 'on' } });
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
};
/** A slow line: Chromium rates it from the emulated latency and throughput (navigator.connection.effectiveType). */
const slowLine = async (page: Page, cdp: CDPSession) => {
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: (700 * 1024) / 8, uploadThroughput: (300 * 1024) / 8, connectionType: 'cellular3g' });
  await page.evaluateOnNewDocument(() => {
    (window as unknown as { lineRated?: string }).lineRated = (navigator as unknown as { connection?: { effectiveType?: string } }).connection?.effectiveType;
  });
};

test('with Save-Data on, a first view of every page type downloads at most 40 KB in all, no script among it', async () => {
  const views = await everyPage(4, async ({ type, path }) => ({ type, path, fetched: await firstView(path, saveData) }));
  const figures: string[] = [];
  for (const { type, path, fetched } of views) {
    figures.push(`${type} ${(total(fetched) / 1024).toFixed(1)} KB in ${fetched.length} responses`);
    expect({ type, scripts: scripts(fetched).map((f) => f.url) }).toEqual({ type, scripts: [] });
    if (total(fetched) > SAVE_DATA_BUDGET) throw new Error(`${type} ${path}: ${total(fetched)} bytes\n${described(fetched)}`);
  }
  if (process.env.BUDGET_REPORT) console.log(`first view with Save-Data:\n${figures.join('\n')}`);
});

test('on a line the browser rates 3g, a first view downloads at most 40 KB and no script', async () => {
  const home = pages.find((p) => p.type === 'home')!;
  const fetched = await firstView(home.path, slowLine);
  expect(scripts(fetched).map((f) => f.url)).toEqual([]);
  expect(total(fetched)).toBeLessThanOrEqual(SAVE_DATA_BUDGET);
});

test('otherwise no script is fetched that the runtime or the page\'s own islands cannot use', async () => {
  const { manifest } = e2e.shop;
  const runtimeFiles = new Set([manifest.runtime!, ...(manifest.runtimeImports ?? []), ...(manifest.runtimeLater ?? [])]);
  // One at a time: where the runtime and the prefetch race for a chunk, views side by side slow
  // both and make the race (a chunk fetched twice) likelier than a shopper's phone would.
  const views = await everyPage(1, async ({ type, path }) => {
    const context = await e2e.chromium.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      await markPrefetchStep(page);
      // Over the network only: a module preloaded and then run comes from the cache.
      page.on('requestfinished', (request) => {
        const at = new URL(request.url()).pathname;
        if (/^\/assets\/.*\.js$/.test(at) && request.response()?.fromCache() === false) requested.push(at);
      });
      await page.goto(`${e2e.shop.origin}${path}`, { waitUntil: 'load' });
      await afterThePrefetch(page);
      const islands = await page.$$eval('spareo-island', (markers) => markers.map((m) => (m as HTMLElement).dataset.name!));
      return { type, requested, islands };
    } finally {
      await context.close();
    }
  });
  for (const { type, requested, islands } of views) {
    const usable = new Set(runtimeFiles);
    for (const name of islands) for (const file of [manifest.islands[name]!.file, ...manifest.islands[name]!.imports]) usable.add(file);
    expect({ type, unusable: requested.filter((file) => !usable.has(file)) }).toEqual({ type, unusable: [] });
    // Each file once: a file fetched ahead is not fetched again.
    expect({ type, twice: requested.filter((file, at) => requested.indexOf(file) !== at) }).toEqual({ type, twice: [] });
  }
});
