/**
 * Cart count and add to cart: the header count rises at once by the quantity,
 * a failed add rolls it back with no message, a successful one fetches and lists cross-selling;
 * the count reflects the server's cart on every page.
 */
import type { HTTPRequest, Page } from 'puppeteer-core';
import { articlePath } from './support/articles';
import { behaviourReady } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(90_000);

const e2e = useShopInBrowser();
let article: string;
beforeAll(async () => {
  article = await articlePath(e2e.shop.origin);
});

const COUNT = 'spareo-behaviour[data-name="CartCount"] .cart-count';
const FORM = 'spareo-island[data-name="AddToCart"] form.add-to-cart:has(button:not([disabled]))';
const count = (page: Page) => page.$eval(COUNT, (el) => Number(el.textContent));

async function openArticle() {
  const opened = await e2e.chromium.open();
  await opened.page.goto(`${e2e.shop.origin}${article}`);
  // The form wakes at the first sign of use.
  await opened.page.hover(`${FORM} button[type=submit]`);
  await behaviourReady(opened.page, 'CartCount');
  await opened.page.waitForSelector(`spareo-island[data-name="AddToCart"][data-hydrated] ${FORM.split(' ').slice(1).join(' ')}`, { timeout: 10_000 });
  return opened;
}

async function setQuantity(page: Page, value: string) {
  const input = await page.$(`${FORM} input[name=quantity]`);
  await input!.click({ count: 3 });
  await input!.type(value);
}

test('adding raises the header count at once, keeps the page, and lists what fits with it', async () => {
  const { page, errors } = await openArticle();
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents += 1;
  });
  // Hold the add so the optimistic count can be seen before the answer.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = (request: HTTPRequest) => {
    if (request.url().includes('/api/Warenkorb/Hinzufuegen/')) void held.then(() => request.continue());
    else void request.continue();
  };
  await page.setRequestInterception(true);
  page.on('request', hold);
  expect(await count(page)).toBe(0);
  await setQuantity(page, '3');
  const added = page.waitForResponse((r) => r.url().includes('/api/Warenkorb/Hinzufuegen/') && r.request().method() === 'POST' && r.status() === 200);
  const crossSelling = page.waitForResponse((r) => r.url().includes('/api/cross-selling?offerId='));
  await page.click(`${FORM} button[type=submit]`);
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === '3', { timeout: 2_000 }, COUNT);
  release();
  await added;
  const crossAnswer = await crossSelling;
  const suggestions = ((await crossAnswer.json()) as { articles: unknown[] }).articles;
  expect(suggestions.length).toBeGreaterThan(0);
  await page.waitForSelector('.cross-selling li');
  expect(await page.$$eval('.cross-selling li', (items) => items.length)).toBe(suggestions.length);
  expect(await page.$eval('.cross-selling h3', (h) => h.textContent)).toBe('Passt dazu');
  expect(await page.$eval('.add-to-cart-status', (el) => el.textContent)).toBe('Der Artikel liegt im Warenkorb.');
  expect(await count(page)).toBe(3);
  expect(documents).toBe(0);
  // The server agrees: the next page renders 3 in the header.
  page.off('request', hold);
  await page.setRequestInterception(false);
  await page.goto(`${e2e.shop.origin}/`);
  expect(await count(page)).toBe(3);
  // Layout images are not this test's business; the one 401 is the session bootstrap (third test).
  expect(errors.filter((e) => !/\/(static|img)\//.test(e) && !/^401 .*\/api\/Warenkorb\/Hinzufuegen\//.test(e))).toEqual([]);
  await page.close();
});

test('an add that got no answer is asked after by its key: surely not added, the count is rolled back and the row says so', async () => {
  const { page } = await openArticle();
  const before = await count(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url().includes('/api/Warenkorb/Hinzufuegen/')) {
      void held.then(() => request.respond({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }));
    } else void request.continue();
  });
  await setQuantity(page, '2');
  await page.click(`${FORM} button[type=submit]`);
  await page.waitForFunction((sel, expected) => document.querySelector(sel)?.textContent === String(expected), { timeout: 2_000 }, COUNT, before + 2);
  release();
  await page.waitForFunction((sel, expected) => document.querySelector(sel)?.textContent === String(expected), { timeout: 5_000 }, COUNT, before);
  expect(await page.$('.cross-selling')).toBeNull();
  // The 503 never reached the shop: asked after, its key is settled as nothing, and the row says to try again.
  await page.waitForSelector('.add-to-cart-problem[role=alert]', { timeout: 5_000 });
  expect(await page.$$eval('[role=alert]', (alerts) => alerts.map((a) => a.textContent?.trim()).join(''))).toBe('Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.');
  expect(await page.$eval('.add-to-cart-status', (el) => el.textContent)).toBe('');
  // The confirmation shown at the tap is taken back with the count.
  expect(await page.$$eval('.add-to-cart button.added', (buttons) => buttons.length)).toBe(0);
  await page.close();
});

test('a visitor without a session gets one with the add itself (the web tier asks for it): one call from the browser', async () => {
  const context = await e2e.chromium.browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(`${e2e.shop.origin}${article}`);
  await page.hover(`${FORM} button[type=submit]`);
  await page.waitForSelector('spareo-island[data-name="AddToCart"][data-hydrated]', { timeout: 10_000 });
  expect((await page.cookies()).find((c) => c.name === 'spareo_sid')).toBeUndefined();
  const calls: string[] = [];
  page.on('response', (r) => {
    // The page's experiment report is its own low-priority call and may come at any moment.
    if (r.url().includes('/api/') && !r.url().includes('/api/experiments/')) calls.push(`${r.request().method()} ${new URL(r.url()).pathname.replace(/\/\d+$/, '/:id')} ${r.status()}`);
  });
  await page.click(`${FORM} button[type=submit]`);
  await page.waitForFunction(() => document.querySelector('.add-to-cart-status')?.textContent !== '', { timeout: 10_000 });
  expect(calls.slice(0, 1)).toEqual(['POST /api/Warenkorb/Hinzufuegen/:id 200']);
  expect(calls.filter((call) => call.startsWith('GET /api/session'))).toEqual([]);
  expect((await page.cookies()).find((c) => c.name === 'spareo_sid')).toBeDefined();
  expect(await count(page)).toBe(1);
  await context.close();
});
