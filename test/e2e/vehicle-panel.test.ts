/**
 * The VehiclePanel island in Chromium (without JS the header's vehicle box is a link:
 * integration/nojs-flows); hydrated it toggles the panel (aria-expanded, keyboard, Escape), the
 * catalogue inside loads the vehicle's categories and closes with the panel; a vehicle page's vehicle
 * is remembered, offered on other pages, and preselects manufacturer and series in the dropdowns.
 */
import type { Page } from 'puppeteer-core';
import { afterFrames, afterRoundTrip, hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(90_000);

interface Answer { manufacturer: { id: number; name: string }; series: { id: number; slug: string }; model: { id: number; fullName: string } }

const e2e = useShopInBrowser();
let vehicle: Answer;
let other: Answer;
beforeAll(async () => {
  vehicle = (await (await fetch(`${e2e.shop.origin}/api/vehicle/models/2`)).json()) as Answer;
  // Another manufacturer's vehicle, so preselection is not just the first entry.
  for (let id = 3; id < 400; id += 1) {
    const response = await fetch(`${e2e.shop.origin}/api/vehicle/models/${id}`);
    if (!response.ok) continue;
    const answer = (await response.json()) as Answer;
    if (answer.manufacturer.id !== vehicle.manufacturer.id) {
      other = answer;
      break;
    }
  }
});

const ROOT = 'spareo-island[data-name="VehiclePanel"]';
const TOGGLE = `${ROOT} .vehicle-box-toggle`;
const BODY = `${ROOT} .vehicle-panel-body`;
const CATALOGUE_TOGGLE = `${ROOT} .vehicle-panel-catalogue-toggle`;
const SELECTOR = 'spareo-island[data-name="VehicleSelector"]';
const SECTIONS: Record<string, string> = { '': 'Ersatzteile', '/fr-FR': 'pieces-auto' };
const modelPath = (prefix: string, answer: Answer) => `${prefix}/${SECTIONS[prefix]}/${answer.series.slug}/3-${answer.model.id}-`;

const expanded = (page: Page, selector: string) => page.$eval(selector, (el) => el.getAttribute('aria-expanded'));
const visible = (page: Page, selector: string) => page.$eval(selector, (el) => !(el as HTMLElement).hidden && (el as HTMLElement).offsetParent !== null);
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('spareo:vehicle') ?? 'null') as Record<string, { id: string }> | null);
const ours = (errors: string[]) => errors.filter((e) => !e.includes('/static/favicon'));
/** The panel hydrates on interaction: the pointer over the box wakes it. */
async function wakePanel(page: Page): Promise<void> {
  await page.hover(`${ROOT} .vehicle-box`);
  await hydrated(page, 'VehiclePanel');
}

test('model page: the box toggles the panel, the catalogue loads the vehicle\'s categories, Escape closes both; the vehicle is remembered', async () => {
  const { page, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}${modelPath('', vehicle)}`);
  await wakePanel(page);
  await page.waitForSelector(TOGGLE);
  expect(await expanded(page, TOGGLE)).toBe('false');
  expect(await visible(page, BODY)).toBe(false);
  expect(await page.$eval(TOGGLE, (b) => b.textContent)).toContain('Ihr Fahrzeug');

  // Remembered with manufacturer and series (resolved from the model), for the dropdowns.
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('spareo:vehicle') ?? '{}').series !== undefined);
  expect(await stored(page)).toMatchObject({
    manufacturer: { id: String(vehicle.manufacturer.id) },
    series: { id: String(vehicle.series.id) },
    model: { id: String(vehicle.model.id) },
    href: modelPath('', vehicle),
  });

  await page.click(TOGGLE);
  expect(await expanded(page, TOGGLE)).toBe('true');
  expect(await visible(page, BODY)).toBe(true);
  expect(await page.$eval(`${BODY} .vehicle-panel-link`, (a) => new URL((a as HTMLAnchorElement).href).pathname)).toBe(modelPath('', vehicle));
  expect(await expanded(page, CATALOGUE_TOGGLE)).toBe('false');

  const navigation = page.waitForResponse((res) => res.url().includes('/api/navigation') && res.url().includes(`vehicleModelId=${vehicle.model.id}`));
  await page.click(CATALOGUE_TOGGLE);
  await navigation;
  expect(await expanded(page, CATALOGUE_TOGGLE)).toBe('true');
  await page.waitForSelector(`${ROOT} .vehicle-catalogue-list a`);
  const hrefs = await page.$$eval(`${ROOT} .vehicle-catalogue-list a`, (links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(3);
  expect(hrefs.some((href) => href.includes(`/3-${vehicle.model.id}-`))).toBe(true);

  // Closing the catalogue alone keeps the panel open.
  await page.click(CATALOGUE_TOGGLE);
  expect(await expanded(page, CATALOGUE_TOGGLE)).toBe('false');
  expect(await visible(page, `${ROOT} .vehicle-catalogue`)).toBe(false);
  expect(await visible(page, BODY)).toBe(true);

  // Escape closes the panel and the catalogue with it; focus returns to the box.
  await page.click(CATALOGUE_TOGGLE);
  await page.waitForSelector(`${ROOT} .vehicle-catalogue-list a`);
  await page.focus(CATALOGUE_TOGGLE);
  await page.keyboard.press('Escape');
  expect(await expanded(page, TOGGLE)).toBe('false');
  expect(await visible(page, BODY)).toBe(false);
  expect(await page.evaluate(() => document.activeElement?.classList.contains('vehicle-box-toggle'))).toBe(true);
  await page.keyboard.press('Enter');
  expect(await expanded(page, TOGGLE)).toBe('true');
  expect(await expanded(page, CATALOGUE_TOGGLE)).toBe('false');

  // Keyboard only: Tab to the catalogue toggle, Space opens it; a click outside closes everything.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('vehicle-panel-catalogue-toggle');
  await page.keyboard.press('Space');
  expect(await expanded(page, CATALOGUE_TOGGLE)).toBe('true');
  await page.mouse.click(5, 600);
  expect(await expanded(page, TOGGLE)).toBe('false');
  expect(await expanded(page, CATALOGUE_TOGGLE)).toBe('false');
  expect(ours(errors)).toEqual([]);
  await page.close();
});

test('a page without a vehicle offers the remembered one with its catalogue; forgetting it empties the panel', async () => {
  const { page, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}${modelPath('', vehicle)}`);
  await wakePanel(page);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('spareo:vehicle') ?? '{}').series !== undefined);
  // A page the server renders without a vehicle (its cookie gone): the browser's memory offers it.
  await page.deleteCookie({ name: 'spareo_vehicle', url: e2e.shop.origin });
  await page.goto(`${e2e.shop.origin}/`);
  await wakePanel(page);
  await page.waitForSelector(TOGGLE);
  expect(await page.$eval(TOGGLE, (b) => b.textContent)).toContain('Fahrzeug wählen');
  await page.click(TOGGLE);
  expect(await page.$eval(`${BODY} .vehicle-panel-heading`, (p) => p.textContent)).toBe('Zuletzt gewähltes Fahrzeug');
  expect(await page.$eval(`${BODY} .vehicle-panel-link`, (a) => new URL((a as HTMLAnchorElement).href).pathname)).toBe(modelPath('', vehicle));
  await page.click(CATALOGUE_TOGGLE);
  await page.waitForSelector(`${ROOT} .vehicle-catalogue-list a[href*="/3-${vehicle.model.id}-"]`);

  await page.click(`${BODY} .vehicle-panel-forget`);
  expect(await stored(page)).toBeNull();
  expect(await page.$(CATALOGUE_TOGGLE)).toBeNull();
  expect(await page.$eval(`${BODY} .vehicle-panel-none`, (p) => p.textContent)).toBe('Sie haben noch kein Fahrzeug gewählt.');
  expect(await page.$eval(`${BODY} .vehicle-panel-choose`, (a) => a.textContent)).toBe('Fahrzeug wählen');
  expect(ours(errors)).toEqual([]);
  await page.close();
});

test.each(Object.keys(SECTIONS))('edition %s: a previously chosen vehicle preselects manufacturer, series and model and loads their lists', async (prefix) => {
  const { page, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}${modelPath(prefix, other)}`);
  await wakePanel(page);
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('spareo:vehicle') ?? '{}').series !== undefined);
  await page.evaluate(() => localStorage.setItem('spareo:hsn', '0603'));

  await page.goto(`${e2e.shop.origin}${prefix}/`);
  await page.$eval(SELECTOR, (marker) => marker.querySelector('form')?.scrollIntoView());
  await hydrated(page, 'VehicleSelector');
  await page.waitForSelector(`${SELECTOR} select[name=modelId] optgroup option`);
  const values = await page.$$eval(`${SELECTOR} select`, (selects) => selects.map((s) => [(s as HTMLSelectElement).name, (s as HTMLSelectElement).value]));
  // The dropdowns show the vehicle the shopper chose, down to its model, however it was chosen.
  expect(values).toEqual([['manufacturerId', String(other.manufacturer.id)], ['seriesId', String(other.series.id)], ['modelId', String(other.model.id)]]);
  expect(await page.$$eval(`${SELECTOR} select[name=modelId] option`, (o) => o.map((x) => (x as HTMLOptionElement).value))).toContain(String(other.model.id));
  // Preselection is not a pick: stored HSN stays.
  expect(await page.evaluate(() => localStorage.getItem('spareo:hsn'))).toBe('0603');

  // The page's own choice (?manufacturerId=) wins over the remembered vehicle.
  await page.goto(`${e2e.shop.origin}${prefix}/?manufacturerId=${vehicle.manufacturer.id}`);
  await page.$eval(SELECTOR, (marker) => marker.querySelector('form')?.scrollIntoView());
  await hydrated(page, 'VehicleSelector');
  // Whatever the island asked for on waking (a remembered vehicle's lists) has come and been drawn.
  await afterRoundTrip(page);
  await afterFrames(page);
  expect(await page.$eval(`${SELECTOR} select[name=manufacturerId]`, (s) => (s as HTMLSelectElement).value)).toBe(String(vehicle.manufacturer.id));
  expect(await page.$eval(`${SELECTOR} select[name=seriesId]`, (s) => (s as HTMLSelectElement).value)).toBe('');

  // Picking a model remembers it (with manufacturer and series) before navigating.
  await page.evaluate(() => localStorage.removeItem('spareo:vehicle'));
  await page.select(`${SELECTOR} select[name=seriesId]`, String(vehicle.series.id));
  await page.waitForSelector(`${SELECTOR} select[name=modelId] optgroup option`);
  await Promise.all([page.waitForNavigation(), page.select(`${SELECTOR} select[name=modelId]`, String(vehicle.model.id))]);
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(modelPath(prefix, vehicle));
  expect(await stored(page)).toMatchObject({ manufacturer: { id: String(vehicle.manufacturer.id) }, series: { id: String(vehicle.series.id) }, model: { id: String(vehicle.model.id) } });
  expect(ours(errors)).toEqual([]);
  await page.close();
});

test('fr-FR: the panel speaks French', async () => {
  const { page } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}${modelPath('/fr-FR', vehicle)}`, { waitUntil: 'networkidle0' });
  // The first click on the not yet hydrated box (a link) is held and opens the panel, no navigation.
  const url = page.url();
  await page.click(`${ROOT} a.vehicle-box`);
  await page.waitForSelector(`${TOGGLE}[aria-expanded=true]`);
  expect(page.url()).toBe(url);
  expect(await page.$eval(CATALOGUE_TOGGLE, (b) => b.textContent)).toBe('Catalogue de pièces pour ce véhicule');
  expect(await page.$eval(`${BODY} .vehicle-panel-choose`, (a) => a.textContent)).toBe('Choisir un autre véhicule');
  await page.close();
});
