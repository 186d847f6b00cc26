/**
 * The shop with the keyboard only (de-DE, 1280 px): focus survives an island waking up, the model
 * dropdown waits for a confirming Enter (a change of context only on request), and a whole walk
 * (vehicle, search, article, add to cart, quantity, remove) with focus checked after every step.
 */
import type { Page } from 'puppeteer-core';
import { createSeededDatabase } from '../support/seeded-db';
import { termWithResults } from './support/articles';
import { afterFrames, afterRoundTrip, hydrated } from './support/browser';
import { freshPage, type SlowPage } from './support/slow';
import { useShopInBrowser } from './support/session';

jest.setTimeout(180_000);

const e2e = useShopInBrowser();
let opened: SlowPage | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

// A series with at least two models, so the second one can be reached.
const db = createSeededDatabase();
const SERIES = db
  .prepare('SELECT s.id AS seriesId, s.manufacturer_id AS manufacturerId FROM series s JOIN models m ON m.series_id = s.id GROUP BY s.id HAVING COUNT(*) >= 2 ORDER BY s.id LIMIT 1')
  .get() as { seriesId: number; manufacturerId: number };
afterAll(() => db.close());

const SELECTOR = 'spareo-island[data-name="VehicleSelector"]';
const select = (name: string) => `${SELECTOR} select[name=${name}]`;

/** What has focus, as a short description; "BODY" when focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'BODY';
    const name = element.getAttribute('name');
    return `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}${name ? `[name=${name}]` : ''}`;
  });
const focusMatches = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses Tab (or Shift+Tab) until `selector` has focus; focus never rests on <body> on the way. */
async function tabTo(page: Page, selector: string, { back = false, max = 120 } = {}): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await focusMatches(page, selector)) return;
    if (back) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (back) await page.keyboard.up('Shift');
    if (step > 0) expect(await focused(page)).not.toBe('BODY');
  }
  throw new Error(`${selector} not reached by Tab; focus is on ${await focused(page)}`);
}

/** The first of these article pages whose add-to-cart button is enabled (an offer that ships here). */
async function deliverable(hrefs: string[]): Promise<string> {
  for (const href of hrefs) {
    const html = await (await fetch(`${e2e.shop.origin}${href}`)).text();
    if (/<button type="submit"(?! disabled)[^>]*>/.test(html.slice(html.indexOf('class="add-to-cart"')))) return href;
  }
  throw new Error('no listed article with a deliverable offer');
}

/** After a page load the first Tab lands on the page's first control, not nowhere. */
async function afterLoad(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  expect(await focused(page)).not.toBe('BODY');
}

test('focus stays on the header vehicle box (the same element) while its island wakes up', async () => {
  opened = await freshPage(e2e.chromium.browser);
  const { page, errors } = opened;
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'networkidle0' });
  await tabTo(page, 'spareo-island[data-name="VehiclePanel"] .vehicle-box');
  await page.evaluate(() => ((window as unknown as { box: Element | null }).box = document.activeElement));
  await hydrated(page, 'VehiclePanel');
  await afterFrames(page);
  expect(await page.evaluate(() => document.activeElement === (window as unknown as { box: Element }).box && document.activeElement!.isConnected)).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForSelector('spareo-island[data-name="VehiclePanel"] .vehicle-box[aria-expanded=true]');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(errors).toEqual([]);
});

test('the model dropdown: arrows move through the models without leaving; Enter goes to the chosen one', async () => {
  opened = await freshPage(e2e.chromium.browser);
  const { page, errors } = opened;
  await page.goto(`${e2e.shop.origin}/`);
  // The dropdowns wake once a manufacturer is chosen, not at the focus: the series come first.
  await page.focus(select('manufacturerId'));
  await page.select(select('manufacturerId'), String(SERIES.manufacturerId));
  await page.waitForSelector(`${select('seriesId')} option[value="${SERIES.seriesId}"]`);
  await hydrated(page, 'VehicleSelector');
  await page.select(select('seriesId'), String(SERIES.seriesId));
  await page.waitForSelector(`${select('modelId')} optgroup option`);
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.focus(select('modelId'));
  await page.keyboard.press('ArrowDown');
  const first = await page.$eval(select('modelId'), (s) => (s as HTMLSelectElement).value);
  expect(first).not.toBe('');
  await afterRoundTrip(page);
  expect(documents).toBe(0);
  await page.keyboard.press('ArrowDown');
  const second = await page.$eval(select('modelId'), (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent);
  const secondValue = await page.$eval(select('modelId'), (s) => (s as HTMLSelectElement).value);
  expect(second).not.toBeUndefined();
  expect(await page.$eval(select('modelId'), (s) => (s as HTMLSelectElement).selectedIndex)).toBe(2);
  expect(documents).toBe(0);
  expect(await focusMatches(page, select('modelId'))).toBe(true);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`/3-${secondValue}-$`));
  expect(errors).toEqual([]);
});

test('keyboard only: choose a vehicle, search, open an article, add it to the cart, change the quantity, remove it', async () => {
  opened = await freshPage(e2e.chromium.browser);
  const { page, errors } = opened;
  await page.goto(`${e2e.shop.origin}/`);
  await afterLoad(page);

  // Vehicle: manufacturer, series, model by arrows; the model needs Enter.
  await tabTo(page, select('manufacturerId'));
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector(`${select('seriesId')} optgroup option`, { timeout: 20_000 });
  expect(await focusMatches(page, select('manufacturerId'))).toBe(true);
  await tabTo(page, select('seriesId'));
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector(`${select('modelId')} optgroup option`, { timeout: 20_000 });
  expect(await focusMatches(page, select('seriesId'))).toBe(true);
  await tabTo(page, select('modelId'));
  await page.keyboard.press('ArrowDown');
  expect(await focusMatches(page, select('modelId'))).toBe(true);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).pathname).toMatch(/^\/Ersatzteile\/[^/]+\/3-\d+-$/);
  await afterLoad(page);

  // Search: type a term, Enter sends the form.
  const term = await termWithResults(page, e2e.shop.origin);
  await tabTo(page, 'spareo-island[data-name="SearchBox"] input[name=q]');
  await page.keyboard.type(term);
  expect(await focusMatches(page, 'input[name=q]')).toBe(true);
  // No suggestion chosen: Enter sends the term (Escape would clear a search field).
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).searchParams.get('q')).toBe(term);
  await afterLoad(page);

  // A listed article with an offer that ships here.
  const article = await deliverable(await page.$$eval('a[href*="articleId="]', (links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]));
  const link = `a[href="${article.replace(/"/g, '\\"')}"]`;
  await tabTo(page, link, { max: 300 });
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  await afterLoad(page);

  // Add to cart: focus stays on the button while the count rises.
  const add = '.add-to-cart button[type=submit]:not([disabled])';
  await tabTo(page, add, { max: 300 });
  await hydrated(page, 'AddToCart');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => [...document.querySelectorAll('.add-to-cart-status')].some((s) => s.textContent), { timeout: 20_000 });
  expect(await focusMatches(page, add)).toBe(true);
  expect(new URL(page.url()).pathname).not.toBe('/Warenkorb');

  // To the cart through the header link.
  await tabTo(page, '.cart-link', { back: true, max: 300 });
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).pathname).toBe('/Warenkorb');
  await afterLoad(page);

  // Quantity 1 -> 2, sent with Enter; focus stays in the line's quantity field.
  const quantity = '.cart-line .cart-quantity input[name=quantity]';
  await tabTo(page, quantity);
  await hydrated(page, 'CartEditor');
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => [...document.querySelectorAll('.cart-message')].some((m) => m.textContent === 'Die Menge wurde geändert.'), { timeout: 20_000 });
  expect(await focusMatches(page, quantity)).toBe(true);
  expect(await page.$eval(quantity, (input) => (input as HTMLInputElement).value)).toBe('2');

  // Remove: the line goes, focus moves to the cart's message, not to the top of the page.
  await tabTo(page, '.cart-line .cart-delete');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.cart-empty', { timeout: 20_000 });
  expect(await focused(page)).not.toBe('BODY');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cart-editor')))).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/Warenkorb');
  // A first visit has no session yet: the web tier opens one with the add (an older answer, 401 then a retry, is allowed for).
  expect(errors.filter((error) => !/^401 .*\/api\/Warenkorb\/Hinzufuegen\//.test(error))).toEqual([]);
});
