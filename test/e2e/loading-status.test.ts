/**
 * In the browser: the loading bar for in-page loads (200 ms throttle, 100 at the end, hidden 500 ms
 * later), the online/offline status, and the experiment reported to window.dataLayer.
 */
import type { HTTPRequest } from 'puppeteer-core';
import { articlePath } from './support/articles';
import { behaviourReady, firstSign } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(90_000);

const e2e = useShopInBrowser({}, { browser: 'shopper' });

const BAR = 'spareo-behaviour[data-name="LoadingBar"] .loading-bar';

test('a slow in-page load shows the bar after 200 ms, fills it to 100 at the end and hides it 500 ms later', async () => {
  const { page } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}${await articlePath(e2e.shop.origin)}`);
  await page.hover('form.add-to-cart:has(button:not([disabled])) button[type=submit]');
  await behaviourReady(page, 'LoadingBar');
  await page.waitForSelector('spareo-island[data-name="AddToCart"][data-hydrated]');
  expect(await page.$eval(BAR, (bar) => (bar as HTMLElement).hidden)).toBe(true);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.url().includes('/api/Warenkorb/Hinzufuegen/')) void held.then(() => request.continue());
    else void request.continue();
  });
  // Record the bar's states with timestamps from the page's own clock.
  await page.evaluate((selector) => {
    const bar = document.querySelector<HTMLElement>(selector)!;
    const log: { t: number; hidden: boolean; value: string | null }[] = [];
    (window as unknown as { barLog: typeof log }).barLog = log;
    new MutationObserver(() => log.push({ t: performance.now(), hidden: bar.hidden !== false, value: bar.getAttribute('aria-valuenow') })).observe(bar, { attributes: true });
  }, BAR);
  const clickedAt = await page.evaluate(() => performance.now());
  await page.click('form.add-to-cart:has(button:not([disabled])) button[type=submit]');
  await page.waitForFunction((selector) => !document.querySelector<HTMLElement>(selector)!.hidden, { timeout: 3_000 }, BAR);
  // The answer is held until the bar has shown progress going up.
  await page.waitForFunction(() => {
    const values = (window as unknown as { barLog: { hidden: boolean; value: string | null }[] }).barLog.filter((entry) => !entry.hidden).map((entry) => Number(entry.value));
    return values.length > 1 && values.at(-1)! > values[0]!;
  }, { timeout: 5_000 });
  release();
  await page.waitForFunction((selector) => document.querySelector<HTMLElement>(selector)!.hidden, { timeout: 3_000 }, BAR);
  const log = await page.evaluate(() => (window as unknown as { barLog: { t: number; hidden: boolean; value: string | null }[] }).barLog);
  const shown = log.find((entry) => !entry.hidden)!;
  expect(shown.t - clickedAt).toBeGreaterThanOrEqual(190);
  const full = log.find((entry) => entry.value === '100')!;
  expect(full.hidden).toBe(false);
  const hidden = log.find((entry) => entry.t > full.t && entry.hidden)!;
  expect(hidden.t - full.t).toBeGreaterThanOrEqual(480);
  expect(hidden.t - full.t).toBeLessThan(1500);
  // Progress went up in between.
  const values = log.filter((entry) => !entry.hidden && entry.t < full.t).map((entry) => Number(entry.value));
  expect(values.length).toBeGreaterThan(1);
  expect(values.at(-1)!).toBeGreaterThan(values[0]!);
  await page.close();
});

test('going offline shows the offline notice; coming back says so', async () => {
  const { page } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}/`);
  await firstSign(page);
  await behaviourReady(page, 'ConnectionStatus');
  const STATUS = 'spareo-behaviour[data-name="ConnectionStatus"] [role=status]';
  expect(await page.$eval(STATUS, (el) => el.textContent)).toBe('');
  await page.setOfflineMode(true);
  await page.waitForFunction((s) => document.querySelector(s)?.textContent?.startsWith('Sie sind offline.'), { timeout: 3_000 }, STATUS);
  await page.setOfflineMode(false);
  await page.waitForFunction((s) => document.querySelector(s)?.textContent === 'Sie sind wieder online.', { timeout: 3_000 }, STATUS);
  await page.close();
});

test('the experiment is reported to the dataLayer only for a visitor in it', async () => {
  const context = await e2e.chromium.browser.createBrowserContext();
  const page = await context.newPage();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/experiments/dap-10092-mbe'));
  await page.goto(`${e2e.shop.origin}/`);
  await firstSign(page);
  expect(await (await answer).json()).toMatchObject({ enabled: false });
  await behaviourReady(page, 'Experiment');
  expect(await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'experiment'))).toEqual([]);

  // Switch this visitor into the 'mbe' variation (the QA call), then a new page reports it.
  await page.evaluate(async () => {
    await fetch('/api/session');
    await fetch('/api/experiments/dap-10092-mbe/variation', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"variationId":"mbe"}' });
  });
  await page.reload();
  await firstSign(page);
  await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => e.event === 'experiment'), { timeout: 10_000 });
  expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'experiment', experimentKey: 'dap-10092-mbe', variationId: 'mbe' }]);
  expect(await page.evaluate(() => document.documentElement.dataset.experiment)).toBe('dap-10092-mbe:mbe');
  await context.close();
});

test('offline before any interaction: the notice shows without the runtime, and the runtime takes over once back online', async () => {
  const { page } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'networkidle0' });
  const STATUS = 'spareo-behaviour[data-name="ConnectionStatus"] [role=status]';
  expect(await page.$('spareo-behaviour[data-name="ConnectionStatus"][data-ready]')).toBeNull();
  await page.setOfflineMode(true);
  await page.waitForFunction((s) => document.querySelector(s)?.textContent?.startsWith('Sie sind offline.'), { timeout: 3_000 }, STATUS);
  await page.setOfflineMode(false);
  await behaviourReady(page, 'ConnectionStatus');
  await page.waitForFunction((s) => document.querySelector(s)?.textContent === 'Sie sind wieder online.', { timeout: 3_000 }, STATUS);
  await page.close();
});
