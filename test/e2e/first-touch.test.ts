/**
 * The shopper's first touch on a slow line (150 ms a round trip), nothing fetched ahead: choosing a
 * manufacturer asks for every file of the vehicle dropdowns at once, not one chunk after another as
 * each is parsed, and the experiment report waits until the dropdowns have woken and their series
 * list has come.
 */
import type { HTTPRequest } from 'puppeteer-core';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const e2e = useShopInBrowser();
const ROUND_TRIP_MS = 150;
const ROOT = 'spareo-island[data-name="VehicleSelector"]';

test('choosing a manufacturer asks for all the dropdowns\' files within one round trip, and the experiment call comes after the series list and the hydration', async () => {
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
    console.log('series shown', await page.evaluate(() => [document.readyState, [...document.querySelectorAll('spareo-island')].map((m) => `${(m as HTMLElement).dataset.name} ${(m as HTMLElement).dataset.hydrated ?? '-'} ${(m as HTMLElement).dataset.islandError ?? ''}`)]));
    await experiment;

    const island = e2e.shop.manifest.islands.VehicleSelector!;
    const files = [island.file, ...island.imports].map((file) => started.get(file));
    expect(files.every((at) => at !== undefined)).toBe(true);
    const spread = Math.max(...(files as number[])) - Math.min(...(files as number[]));
    expect(spread).toBeLessThan(ROUND_TRIP_MS);
    const experimentAt = started.get(`/api/experiments/dap-10092-mbe`)!;
    expect(experimentAt).toBeGreaterThanOrEqual(seriesAnswered);
    expect(experimentAt).toBeGreaterThanOrEqual(await page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt));
  } finally {
    await context.close();
  }
});
