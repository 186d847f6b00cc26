/**
 * Every island on a slow phone (CPU x4): the shopper types, picks or taps the moment the markup
 * appears, before the island has woken, and the flow completes as if it had been awake. The
 * island's code is held back until the input has been made, so the input comes before hydration
 * however fast the link and however busy the machine; each case checks that it did, then lets the
 * code through.
 */
import type { Page } from 'puppeteer-core';
import { createSeededDatabase } from '../support/seeded-db';
import { articlePath } from './support/articles';
import { afterRoundTrip, holdChunk, isPrefetch, launchBrowser, type TestBrowser } from './support/browser';
import { markPrefetchStep, prefetchStepRan } from './support/prefetch-step';
import { startShop, type RunningShop } from './support/server';
import { freshPage, fullSpeed, isAwake, openEarly, openParsed, slowDown, SLOW_TIMEOUT, type SlowPage } from './support/slow';

/** The island's code, held back until `release()`. */
interface HeldCode { release(): Promise<void> }

jest.setTimeout(180_000);

let shop: RunningShop;
let chromium: TestBrowser;
let opened: SlowPage | undefined;
interface Vehicle { manufacturer: { id: number }; series: { id: number; slug: string }; model: { id: number } }
let vehicle: Vehicle;

const db = createSeededDatabase();
const ONE = db
  .prepare('SELECT hsn, tsn, MIN(model_id) AS modelId FROM kba GROUP BY hsn, tsn HAVING COUNT(DISTINCT model_id) = 1 ORDER BY hsn, tsn LIMIT 1')
  .get() as { hsn: string; tsn: string; modelId: number };
const PLATE = db
  .prepare("SELECT plate, model_id AS modelId FROM fr_plates WHERE plate IN (SELECT plate FROM fr_plates GROUP BY plate HAVING COUNT(*) = 1) AND plate GLOB '[A-Z][A-Z][0-9][0-9][0-9][A-Z][A-Z]' ORDER BY plate LIMIT 1")
  .get() as { plate: string; modelId: number };

beforeAll(async () => {
  // Chromium starts in processes of its own while the shop opens its database.
  await Promise.all([launchBrowser().then((browser) => (chromium = browser)), startShop().then((started) => (shop = started))]);
  vehicle = (await (await fetch(`${shop.origin}/api/vehicle/models/2`)).json()) as Vehicle;
});
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});
afterAll(async () => {
  db.close();
  await chromium?.close();
  await shop?.close();
});

/**
 * Holds back the island `name`'s code (and with `runtime`, the page's runtime too): `release()`
 * waits until the page has asked for it, then lets it through.
 */
async function holdIsland(page: Page, name: string, runtime = false): Promise<HeldCode> {
  const held = await holdChunk(page, shop.manifest.islands[name]!.file, ...(runtime ? [shop.manifest.runtime!] : []));
  return { release: () => held.requested.then(held.release) };
}

/** A slow phone's page on which the island `name`'s code is held back. */
async function slowPage(name: string, { width = 360, runtime = false } = {}): Promise<SlowPage & { code: HeldCode }> {
  opened = await freshPage(chromium.browser, width);
  await slowDown(opened.page, { link: false });
  return { ...opened, code: await holdIsland(opened.page, name, runtime) };
}

const island = (name: string) => `spareo-island[data-name="${name}"]`;
const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);
const valueOf = (page: Page, selector: string) => page.$eval(selector, (field) => (field as HTMLInputElement).value);
const activeName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.getAttribute('name') ?? document.activeElement?.tagName);
const modelPath = (prefix: string, section: string, slug: string, modelId: number) => new RegExp(`^${prefix}/${section}/${slug}/3-${modelId}-$`);

test('search box: a term typed at once is kept, suggested for in full, and the keyboard choice opens its category', async () => {
  const { page, errors, code } = await slowPage('SearchBox');
  const input = `${island('SearchBox')} input[name=q]`;
  await openEarly(page, `${shop.origin}/`, input);
  await page.type(input, 'Brems');
  expect(await isAwake(page, 'SearchBox')).toBe(false);
  await code.release();
  // The answer for the whole term: one for its first letters may show first, then be replaced.
  const options = (await (
    await page.waitForFunction(
      (selector) => {
        const labels = [...document.querySelectorAll(selector)].map((node) => node.textContent?.trim() ?? '');
        return labels.length > 0 && labels.every((label) => /brems/i.test(label)) && labels;
      },
      { timeout: SLOW_TIMEOUT },
      `${island('SearchBox')} [role=option]`,
    )
  ).jsonValue()) as string[];
  expect(await valueOf(page, input)).toBe('Brems');
  await page.keyboard.press('ArrowDown');
  const [response] = await Promise.all([page.waitForNavigation({ timeout: SLOW_TIMEOUT }), page.keyboard.press('Enter')]);
  expect(response?.status()).toBe(200);
  expect(await page.$eval('h1', (h1) => h1.textContent?.trim())).toContain(options[0]);
  expect(errors).toEqual([]);
});

test('vehicle dropdowns: a manufacturer picked at once loads its series; series and model then lead to the model page', async () => {
  const { page, errors, code } = await slowPage('VehicleSelector');
  const select = (name: string) => `${island('VehicleSelector')} select[name=${name}]`;
  await openEarly(page, `${shop.origin}/`, `${select('manufacturerId')} option[value="${vehicle.manufacturer.id}"]`);
  await page.focus(select('manufacturerId'));
  await page.select(select('manufacturerId'), String(vehicle.manufacturer.id));
  expect(await isAwake(page, 'VehicleSelector')).toBe(false);
  await code.release();
  await page.waitForSelector(`${select('seriesId')} option[value="${vehicle.series.id}"]`, { timeout: SLOW_TIMEOUT });
  expect(await valueOf(page, select('manufacturerId'))).toBe(String(vehicle.manufacturer.id));
  await page.select(select('seriesId'), String(vehicle.series.id));
  await page.waitForSelector(`${select('modelId')} option[value="${vehicle.model.id}"]`, { timeout: SLOW_TIMEOUT });
  await Promise.all([page.waitForNavigation({ timeout: SLOW_TIMEOUT }), page.select(select('modelId'), String(vehicle.model.id))]);
  expect(path(page)).toMatch(modelPath('', 'Ersatzteile', vehicle.series.slug, vehicle.model.id));
  expect(errors).toEqual([]);
});

test('vehicle dropdowns: a manufacturer picked at once shows its series as plain options before the dropdowns\' own code is asked for; woken, they keep the list and lead on', async () => {
  const { page, errors, code } = await slowPage('VehicleSelector');
  // When the island's code was asked for, and when the series showed, on one clock (the page's observer runs as they are drawn).
  let codeAsked = Infinity;
  // The page's idle prefetch (a slow driver can leave the page idle that long) fills the cache, it does not wake the island.
  page.on('request', (request) => void (!isPrefetch(request) && new URL(request.url()).pathname === shop.manifest.islands.VehicleSelector!.file && (codeAsked = Math.min(codeAsked, Date.now()))));
  await page.evaluateOnNewDocument(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('spareo-island[data-name="VehicleSelector"] select[name=seriesId] option[value]:not([value=""])')) return;
      (window as unknown as { seriesAt: number }).seriesAt = Date.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  const select = (name: string) => `${island('VehicleSelector')} select[name=${name}]`;
  await openEarly(page, `${shop.origin}/`, `${select('manufacturerId')} option[value="${vehicle.manufacturer.id}"]`);
  await page.focus(select('manufacturerId'));
  await page.select(select('manufacturerId'), String(vehicle.manufacturer.id));
  // Drawn as plain options from the answer to the choice, before any island code was asked for.
  await page.waitForSelector(`${select('seriesId')} option[value="${vehicle.series.id}"]`, { timeout: SLOW_TIMEOUT });
  expect(await page.evaluate(() => (window as unknown as { seriesAt: number }).seriesAt)).toBeLessThanOrEqual(codeAsked);
  expect(await isAwake(page, 'VehicleSelector')).toBe(false);
  const drawn = await page.$$eval(`${select('seriesId')} option`, (options) => options.map((o) => o.textContent));
  await code.release();
  await page.waitForSelector(`${island('VehicleSelector')}[data-hydrated]`, { timeout: SLOW_TIMEOUT });
  // Hydrated over the drawn list as it is (a mismatch would have been logged and the list drawn again).
  expect(await page.$$eval(`${select('seriesId')} option`, (options) => options.map((o) => o.textContent))).toEqual(drawn);
  expect(await valueOf(page, select('manufacturerId'))).toBe(String(vehicle.manufacturer.id));
  await page.select(select('seriesId'), String(vehicle.series.id));
  await page.waitForSelector(`${select('modelId')} option[value="${vehicle.model.id}"]`, { timeout: SLOW_TIMEOUT });
  await Promise.all([page.waitForNavigation({ timeout: SLOW_TIMEOUT }), page.select(select('modelId'), String(vehicle.model.id))]);
  expect(path(page)).toMatch(modelPath('', 'Ersatzteile', vehicle.series.slug, vehicle.model.id));
  expect(errors).toEqual([]);
});

test('vehicle dropdowns: a model picked at once on the server-rendered model list leads to its page', async () => {
  const { page, errors, code } = await slowPage('VehicleSelector');
  const model = `${island('VehicleSelector')} select[name=modelId]`;
  await openEarly(page, `${shop.origin}/?manufacturerId=${vehicle.manufacturer.id}&seriesId=${vehicle.series.id}`, `${model} option[value="${vehicle.model.id}"]`);
  await page.focus(model);
  const navigation = page.waitForNavigation({ timeout: SLOW_TIMEOUT });
  await page.select(model, String(vehicle.model.id));
  expect(await isAwake(page, 'VehicleSelector')).toBe(false);
  await code.release();
  await navigation;
  expect(path(page)).toMatch(modelPath('', 'Ersatzteile', vehicle.series.slug, vehicle.model.id));
  expect(errors).toEqual([]);
});

test('HSN/TSN: an HSN typed at once moves focus to the TSN on waking; the TSN then finds the vehicle', async () => {
  const { page, errors, code } = await slowPage('HsnTsn');
  const hsn = `${island('HsnTsn')} input[name=hsn]`;
  await openEarly(page, `${shop.origin}/`, hsn);
  await page.type(hsn, ONE.hsn.toLowerCase());
  expect(await isAwake(page, 'HsnTsn')).toBe(false);
  await code.release();
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'tsn', { timeout: SLOW_TIMEOUT });
  expect(await valueOf(page, hsn)).toBe(ONE.hsn.toUpperCase());
  await Promise.all([page.waitForNavigation({ timeout: SLOW_TIMEOUT }), page.keyboard.type(ONE.tsn)]);
  expect(path(page)).toMatch(new RegExp(`^/Ersatzteile/[^/]+/3-${ONE.modelId}-$`));
  expect(errors).toEqual([]);
});

/** Types ONE's HSN and TSN the moment the fields are shown, before the island wakes; expects its model page. */
async function pairTypedBeforeWaking({ page, errors, code }: SlowPage & { code: HeldCode }): Promise<void> {
  const field = (name: string) => `${island('HsnTsn')} input[name=${name}]`;
  await openEarly(page, `${shop.origin}/`, field('tsn'));
  const navigation = page.waitForNavigation({ timeout: SLOW_TIMEOUT });
  await page.type(field('hsn'), ONE.hsn);
  await page.type(field('tsn'), ONE.tsn);
  expect(await isAwake(page, 'HsnTsn')).toBe(false);
  await code.release();
  await navigation;
  expect(path(page)).toMatch(new RegExp(`^/Ersatzteile/[^/]+/3-${ONE.modelId}-$`));
  expect(errors).toEqual([]);
}

test('HSN/TSN: a complete pair typed before waking is looked up and leads to the model page', async () => {
  await pairTypedBeforeWaking(await slowPage('HsnTsn'));
});

test('HSN/TSN with an HSN remembered: a pair typed before the island wakes wins over the remembered HSN', async () => {
  const slow = await slowPage('HsnTsn');
  const remembered = db.prepare('SELECT hsn FROM kba WHERE hsn <> ? ORDER BY hsn LIMIT 1').get(ONE.hsn) as { hsn: string };
  // Stored before the page's own scripts run, as on a return visit.
  await slow.page.evaluateOnNewDocument((hsn) => localStorage.setItem('spareo:hsn', hsn), remembered.hsn);
  await pairTypedBeforeWaking(slow);
});

test('HSN/TSN: an HSN typed while the page\'s script is still on its way wakes the form when it arrives', async () => {
  // Nothing can listen yet: the runtime is held back until the HSN is typed.
  const { page, errors, code } = await slowPage('HsnTsn', { runtime: true });
  const hsn = `${island('HsnTsn')} input[name=hsn]`;
  await openEarly(page, `${shop.origin}/`, hsn);
  await page.type(hsn, ONE.hsn);
  expect(await isAwake(page, 'HsnTsn')).toBe(false);
  await code.release();
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'tsn', { timeout: SLOW_TIMEOUT });
  expect(await valueOf(page, hsn)).toBe(ONE.hsn.toUpperCase());
  expect(errors).toEqual([]);
});

test('licence plate (fr-FR): a plate typed at once is looked up on Enter', async () => {
  const { page, errors, code } = await slowPage('LicensePlate');
  const input = `${island('LicensePlate')} input[name=plate]`;
  await openEarly(page, `${shop.origin}/fr-FR`, input);
  const typed = `${PLATE.plate.slice(0, 2)}-${PLATE.plate.slice(2, 5)}-${PLATE.plate.slice(5)}`.toLowerCase();
  await page.type(input, typed);
  expect(await isAwake(page, 'LicensePlate')).toBe(false);
  await code.release();
  await Promise.all([page.waitForNavigation({ timeout: SLOW_TIMEOUT }), page.keyboard.press('Enter')]);
  expect(path(page)).toMatch(new RegExp(`^/fr-FR/pieces-auto/[^/]+/3-${PLATE.modelId}-$`));
  expect(errors).toEqual([]);
});

/**
 * A real article page with an offer that ships to the default country, and that offer: looked up
 * once, since no case here changes the catalogue or a stock (carts only).
 */
let found: Promise<{ path: string; offer: string }> | undefined;
function anArticle(): Promise<{ path: string; offer: string }> {
  found ??= (async () => {
    const href = await articlePath(shop.origin);
    const html = await (await fetch(`${shop.origin}${href}`)).text();
    return { path: href, offer: /name="offerId" value="(\d+)"/.exec(html.slice(html.indexOf('class="add-to-cart"')))![1]! };
  })();
  return found;
}

test('cart editor: a quantity changed at once is kept and saved', async () => {
  opened = await freshPage(chromium.browser, 360);
  const { page, errors } = opened;
  await page.goto(`${shop.origin}/Warenkorb`);
  const { offer } = await anArticle();
  await page.evaluate(async (id) => {
    await fetch('/api/session');
    await fetch(`/api/Warenkorb/Hinzufuegen/${id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"quantity":1}' });
  }, offer);
  await slowDown(page, { link: false });
  const code = await holdIsland(page, 'CartEditor');
  const quantity = '.cart-line .cart-quantity input[name=quantity]';
  await openEarly(page, `${shop.origin}/Warenkorb`, `${quantity}`);
  await page.click(quantity, { count: 3 });
  await page.keyboard.type('3');
  await page.click('.cart-line .cart-quantity button[type=submit]');
  expect(await isAwake(page, 'CartEditor')).toBe(false);
  await code.release();
  await page.waitForFunction(() => [...document.querySelectorAll('.cart-message')].some((m) => m.textContent === 'Die Menge wurde geändert.'), { timeout: SLOW_TIMEOUT });
  await fullSpeed(page);
  await page.goto(`${shop.origin}/Warenkorb`);
  expect(await valueOf(page, quantity)).toBe('3');
  expect(errors).toEqual([]);
});

test('add to cart: the quantity and the tap made at once put that many in the cart', async () => {
  const { page, errors, code } = await slowPage('AddToCart');
  const { path: article } = await anArticle();
  const quantity = '.add-to-cart input[name=quantity]';
  await openEarly(page, `${shop.origin}${article}`, '.add-to-cart button[type=submit]');
  await page.click(quantity, { count: 3 });
  await page.keyboard.type('2');
  await page.click('.add-to-cart button[type=submit]');
  expect(await isAwake(page, 'AddToCart')).toBe(false);
  await code.release();
  // As if awake: the article is added in place, the shopper stays on the article.
  await page.waitForFunction(() => Boolean(document.querySelector('.add-to-cart-status')?.textContent), { timeout: SLOW_TIMEOUT });
  expect(path(page)).toBe(decodeURIComponent(article.split('?')[0]!));
  expect(await page.$eval('spareo-behaviour[data-name="CartCount"] .cart-count', (count) => count.textContent)).toBe('2');
  await fullSpeed(page);
  await page.goto(`${shop.origin}/Warenkorb`);
  expect(await page.$$eval('.cart-line .cart-quantity input[name=quantity]', (inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['2']);
  // A first visit has no session yet: the web tier opens one with the add, no call is refused.
  expect(errors).toEqual([]);
});

test('add to cart: a tap before anything woke is sent at once, confirmed with no script run, and added exactly once', async () => {
  // The runtime and the island held back: only the page's loader runs.
  const { page, errors, code } = await slowPage('AddToCart', { runtime: true });
  const adds: string[] = [];
  page.on('request', (request) => void (request.method() === 'POST' && request.url().includes('/Hinzufuegen/') && adds.push(request.url())));
  const { path: article } = await anArticle();
  const button = '.add-to-cart button[type=submit]';
  await openEarly(page, `${shop.origin}${article}`, button);
  await page.click(button);
  // The shop's answer, in the status line, while no runtime has run.
  await page.waitForFunction(() => Boolean(document.querySelector('.add-to-cart-status')?.textContent), { timeout: SLOW_TIMEOUT });
  expect(await page.$('spareo-island[data-hydrated]')).toBeNull();
  expect(adds).toHaveLength(1);
  await code.release();
  await page.waitForSelector(`${island('AddToCart')}[data-hydrated]`, { timeout: SLOW_TIMEOUT });
  // The woken island follows the add: the header counts it, the row and the status keep saying so.
  await page.waitForFunction(() => document.querySelector('spareo-behaviour[data-name="CartCount"] .cart-count')?.textContent === '1', { timeout: SLOW_TIMEOUT });
  expect(await page.$eval('.add-to-cart-status', (status) => status.textContent)).not.toBe('');
  expect(await page.$eval(button, (b) => b.classList.contains('added'))).toBe(true);
  await fullSpeed(page);
  await page.goto(`${shop.origin}/Warenkorb`);
  expect(await page.$$eval('.cart-line .cart-quantity input[name=quantity]', (inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual(['1']);
  expect(adds).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('add to cart: a touch on the button (its focus too) asks for no script, woken or fetched ahead, until the shop has answered the add', async () => {
  opened = await freshPage(chromium.browser, 360);
  const { page, errors } = opened;
  await page.setViewport({ width: 360, height: 640, isMobile: true, hasTouch: true });
  await slowDown(page, { link: false });
  await markPrefetchStep(page);
  const { path: article, offer } = await anArticle();
  // The add's answer held back until the loader's idle prefetch step has run: the window in which a
  // woken island's files, or the files fetched ahead, would share the line with it. Every script
  // asked for before the test lets the answer through was asked for while the add waited.
  const add = await holdChunk(page, `/api/Warenkorb/Hinzufuegen/${offer}`);
  let answering = false;
  const scripts: string[] = [];
  page.on('request', (request) => {
    const at = new URL(request.url()).pathname;
    if (!answering && /^\/assets\/.+\.js$/.test(at)) scripts.push(`${request.resourceType()} ${at}`);
  });
  const button = '.add-to-cart button[type=submit]';
  await openEarly(page, `${shop.origin}${article}`, button);
  const box = (await (await page.$(button))!.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await add.requested;
  await prefetchStepRan(page);
  // A later request heard: the files the step began fetching were asked for before it.
  await afterRoundTrip(page);
  expect(scripts).toEqual([]);
  answering = true;
  add.release();
  await page.waitForFunction(() => Boolean(document.querySelector('.add-to-cart-status')?.textContent), { timeout: SLOW_TIMEOUT });
  // Answered, the island wakes.
  await page.waitForSelector(`${island('AddToCart')}[data-hydrated]`, { timeout: SLOW_TIMEOUT });
  expect(errors).toEqual([]);
});

test('save vehicle: signed in, the tap made before waking saves the vehicle on the page', async () => {
  opened = await freshPage(chromium.browser, 360);
  const { page, errors } = opened;
  const model = `/Ersatzteile/${vehicle.series.slug}/3-${vehicle.model.id}-`;
  await page.goto(`${shop.origin}/Einloggen?redirectUrl=${encodeURIComponent(model)}`);
  await page.type('#register-email', 'langsam-speichern@example.de');
  await page.type('#register-password', 'Bremsscheibe-2024');
  await Promise.all([page.waitForNavigation(), page.click('.account-register button[type=submit]')]);
  await slowDown(page, { link: false });
  const code = await holdIsland(page, 'SaveVehicle');
  await openParsed(page, `${shop.origin}${model}`);
  await page.click('.save-vehicle-link');
  expect(await isAwake(page, 'SaveVehicle')).toBe(false);
  await code.release();
  await page.waitForSelector('.save-vehicle-saved', { timeout: SLOW_TIMEOUT });
  expect(path(page)).toBe(model);
  expect(errors).toEqual([]);
});

test('delivery country: the tap made before waking opens the picker; a country chosen there is kept', async () => {
  const { page, errors, code } = await slowPage('DeliveryCountryPicker', { width: 1280 });
  await openParsed(page, `${shop.origin}/`);
  await page.click(`${island('DeliveryCountryPicker')} a.delivery-country`);
  expect(await isAwake(page, 'DeliveryCountryPicker')).toBe(false);
  await code.release();
  await page.waitForSelector('[role=dialog] .country-choice[data-country="FR"]', { timeout: SLOW_TIMEOUT });
  expect(path(page)).toBe('/');
  await Promise.all([page.waitForNavigation({ timeout: SLOW_TIMEOUT }), page.click('.country-choice[data-country="FR"]')]);
  expect(await page.$eval(`${island('DeliveryCountryPicker')} .delivery-country-code`, (code) => code.textContent)).toBe('FR');
  expect(errors).toEqual([]);
});

test('consent settings: choices made before waking are the ones saved', async () => {
  const { page, errors, code } = await slowPage('ConsentSettings', { width: 1280 });
  const root = island('ConsentSettings');
  await openParsed(page, `${shop.origin}/`);
  await page.click(`${root} summary`);
  await page.click(`${root} tr[data-domain="player.vimeo.com"] input[value=accepted]`);
  await page.click(`${root} tr[data-domain="cdn.spareo.eu"] input[value=denied]`);
  await page.click(`${root} button[type=submit]`);
  expect(await isAwake(page, 'ConsentSettings')).toBe(false);
  await code.release();
  await page.waitForFunction(() => /player\.vimeo\.com(:|%3A)accepted/.test(document.cookie), { timeout: SLOW_TIMEOUT });
  await page.waitForSelector(`${root}[data-hydrated]`, { timeout: SLOW_TIMEOUT });
  const consent = decodeURIComponent((await page.cookies()).find((cookie) => cookie.name === 'spareo_consent')!.value);
  expect(consent).toContain('player.vimeo.com:accepted');
  expect(consent).toContain('cdn.spareo.eu:denied');
  expect(await page.$eval(`${root} tr[data-domain="player.vimeo.com"] input[value=accepted]`, (radio) => (radio as HTMLInputElement).checked)).toBe(true);
  expect(errors).toEqual([]);
});

test('vehicle panel: the header box tapped before waking opens the panel in place', async () => {
  const { page, errors, code } = await slowPage('VehiclePanel', { width: 1280 });
  await openParsed(page, `${shop.origin}/`);
  await page.click(`${island('VehiclePanel')} .vehicle-box`);
  expect(await isAwake(page, 'VehiclePanel')).toBe(false);
  await code.release();
  await page.waitForSelector(`${island('VehiclePanel')} .vehicle-box[aria-expanded=true]`, { timeout: SLOW_TIMEOUT });
  expect(await page.$eval(`${island('VehiclePanel')} .vehicle-panel-body`, (body) => (body as HTMLElement).hidden)).toBe(false);
  expect(path(page)).toBe('/');
  expect(errors).toEqual([]);
});

test('navigation: the menu tapped before waking opens the overlay, which loads the manufacturers', async () => {
  const { page, errors, code } = await slowPage('NavigationOverlay', { width: 1280 });
  const root = island('NavigationOverlay');
  await openParsed(page, `${shop.origin}/`);
  await page.click(`${root} summary`);
  expect(await isAwake(page, 'NavigationOverlay')).toBe(false);
  await code.release();
  await page.waitForSelector(`${root} details.navigation-enhanced[open] .nav-toggle`, { visible: true, timeout: SLOW_TIMEOUT });
  await page.click(`${root} .nav-manufacturers .nav-toggle`);
  await page.waitForSelector(`${root} .nav-manufacturer-list a`, { timeout: SLOW_TIMEOUT });
  expect(path(page)).toBe('/');
  expect(errors).toEqual([]);
});
