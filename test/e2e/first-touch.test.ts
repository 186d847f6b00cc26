/**
 * The shopper's first touch on a slow line (150 ms a round trip), nothing fetched ahead: choosing a
 * manufacturer asks for the runtime and every file of the vehicle dropdowns at once, not the
 * island's entry once the runtime has run and its chunks once the entry has come, and the experiment report waits until the dropdowns have woken and their series
 * list has come.
 */
import type { HTTPRequest } from 'puppeteer-core';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const e2e = useShopInBrowser();
const ROUND_TRIP_MS = 150;
const ROOT = 'spareo-island[data-name="VehicleSelector"]';

test('choosing a manufacturer asks for all the dropdowns\' files before the runtime has come, and the experiment call comes after the series list and the hydration', async () => {
  const context = await e2e.chromium.browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: ROUND_TRIP_MS, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    const started = new Map<string, number>();
    let seriesAnswered = Infinity;
    page.on('request', (request: HTTPRequest) => {
      const at = new URL(request.url()).pathname;
      if (!started.has(at)) started.set(at, Date.now());
    });
    const finished = new Map<string, number>();
    page.on('requestfinished', (request: HTTPRequest) => {
      const at = new URL(request.url()).pathname;
      if (!finished.has(at)) finished.set(at, Date.now());
    });
    page.on('response', (response) => {
      if (/\/api\/vehicle\/manufacturers\/[^/]+\/series/.test(response.url())) seriesAnswered = Math.min(seriesAnswered, Date.now());
    });
    // When the dropdowns hydrated, on the same clock as the requests'.
    await page.evaluateOnNewDocument(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('spareo-island[data-name="VehicleSelector"][data-hydrated]')) return;
        (window as unknown as { hydratedAt?: number }).hydratedAt = Date.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'domcontentloaded' });
    const select = `${ROOT} select[name=manufacturerId]`;
    const manufacturer = await page.$eval(`${select} optgroup:last-child option`, (o) => (o as HTMLOptionElement).value);
    await page.focus(select);
    await page.select(select, manufacturer);
    const experiment = page.waitForRequest((r) => r.url().includes('/api/experiments/'), { timeout: 60_000 });
    await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`, { timeout: 30_000 });
    await experiment;

    const island = e2e.shop.manifest.islands.VehicleSelector!;
    // Left to the module graph, the island's entry is found once the runtime has come and run, and
    // its chunks once the entry has come: a round trip each. Asked for at once, all are on their way
    // before the runtime has arrived.
    const files = [island.file, ...island.imports].map((file) => started.get(file));
    expect(files.every((at) => at !== undefined)).toBe(true);
    expect(Math.max(...(files as number[]))).toBeLessThan(finished.get(e2e.shop.manifest.runtime!)!);
    const experimentAt = started.get(`/api/experiments/dap-10092-mbe`)!;
    expect(experimentAt).toBeGreaterThanOrEqual(seriesAnswered);
    expect(experimentAt).toBeGreaterThanOrEqual(await page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt));
  } finally {
    await context.close();
  }
});
