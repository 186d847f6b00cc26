/**
 * The search box as shoppers use it, in every edition: a real category word of the language typed
 * right after the page appears (without waiting for the island), suggestions from the real
 * marketplace, one chosen with the keyboard, its category page reached. And on a slowed phone
 * (CPU x4, slow network) the whole term typed before the island woke is kept and suggested for.
 */
import type { Page } from 'puppeteer-core';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const e2e = useShopInBrowser();
const INPUT = 'spareo-island[data-name="SearchBox"] input[name=q]';
const OPTION = 'spareo-island[data-name="SearchBox"] [role=option]';

const EDITIONS: [string, string, string][] = [
  ['de-DE', '/', 'Brems'],
  ['de-AT', '/de-AT', 'Brems'],
  ['fr-FR', '/fr-FR', 'frein'],
  ['es-ES', '/es-ES', 'freno'],
  ['it-IT', '/it-IT', 'filtro'],
  ['nl-NL', '/nl-NL', 'rem'],
];

async function slowDown(page: Page) {
  await page.emulateCPUThrottling(4);
  // About a slow 3G connection: 400 ms round trip, 50 KB/s down.
  await page.emulateNetworkConditions({ download: 50 * 1024, upload: 25 * 1024, latency: 400 });
}

test.each(EDITIONS)('%s: "%s" typed at once suggests real categories; the keyboard choice opens its page', async (_locale, home, word) => {
  const { page, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}${home}`, { waitUntil: 'domcontentloaded' });
  await page.type(INPUT, word);
  await page.waitForSelector(OPTION, { visible: true, timeout: 20_000 });
  const options = await page.$$eval(OPTION, (nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
  expect(options.length).toBeGreaterThan(0);
  expect(options.some((label) => label.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  expect(await page.$eval(INPUT, (input) => (input as HTMLInputElement).value)).toBe(word);
  await page.keyboard.press('ArrowDown');
  const [response] = await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(response?.status()).toBe(200);
  expect(await page.$eval('h1', (h1) => h1.textContent?.trim())).toContain(options[0]);
  expect(errors).toEqual([]);
  await page.close();
});

test('slowed phone: the whole term typed before the island woke stays and is suggested for', async () => {
  const { page, errors } = await e2e.chromium.open({ width: 360 });
  await slowDown(page);
  await page.goto(`${e2e.shop.origin}/fr-FR`, { waitUntil: 'domcontentloaded' });
  await page.type(INPUT, 'frein', { delay: 30 });
  // The page asks for each term from its second letter: an answer for the first letters may show
  // first, then the whole term's replaces it.
  await page.waitForFunction(
    (selector) => {
      const labels = [...document.querySelectorAll(selector)].map((node) => node.textContent?.trim() ?? '');
      return labels.length > 0 && labels.every((label) => /frein/i.test(label));
    },
    { timeout: 60_000 },
    OPTION,
  );
  expect(await page.$eval(INPUT, (input) => (input as HTMLInputElement).value)).toBe('frein');
  expect(errors).toEqual([]);
  await page.close();
});

test('de-DE: without a chosen vehicle the suggestions are not headed "for your vehicle"; with one they are', async () => {
  const HEADING = 'spareo-island[data-name="SearchBox"] .search-suggestions-heading';
  const { page, errors } = await e2e.chromium.open();
  // The browser is shared with the tests before: no edition or vehicle remembered from them.
  await page.deleteCookie({ name: 'spareo_locale', url: e2e.shop.origin }, { name: 'spareo_vehicle', url: e2e.shop.origin });
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'domcontentloaded' });
  await page.type(INPUT, 'Brems');
  await page.waitForSelector(OPTION, { visible: true, timeout: 20_000 });
  const headings = await page.$$eval(HEADING, (nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
  expect(headings.length).toBeGreaterThan(0);
  expect(headings).not.toContain('Passend für Ihr Fahrzeug');
  expect(headings[0]).toBe('Kategorien');

  // A vehicle chosen in the dropdowns: the same search now speaks of the shopper's vehicle.
  const ROOT = 'spareo-island[data-name="VehicleSelector"]';
  await page.select(`${ROOT} select[name=manufacturerId]`, await page.$eval(`${ROOT} select[name=manufacturerId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value));
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`, { timeout: 30_000 });
  await page.select(`${ROOT} select[name=seriesId]`, await page.$eval(`${ROOT} select[name=seriesId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value));
  await page.waitForSelector(`${ROOT} select[name=modelId] optgroup option`, { timeout: 30_000 });
  const model = await page.$eval(`${ROOT} select[name=modelId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value);
  await Promise.all([page.waitForNavigation(), page.select(`${ROOT} select[name=modelId]`, model)]);
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'domcontentloaded' });
  await page.type(INPUT, 'Brems');
  await page.waitForSelector(OPTION, { visible: true, timeout: 20_000 });
  const chosen = await page.$$eval(HEADING, (nodes) => nodes.map((node) => node.textContent?.trim() ?? ''));
  expect(chosen).toContain('Passend für Ihr Fahrzeug');
  expect(errors).toEqual([]);
  await page.deleteCookie({ name: 'spareo_vehicle', url: e2e.shop.origin });
  await page.close();
});
