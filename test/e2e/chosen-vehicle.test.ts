/**
 * The chosen vehicle in the browser, on a slowed phone (4x CPU, slow network): the shopper picks a
 * vehicle in the dropdowns the moment the page appears (before the island wakes), then opens a
 * category and an article: the header still names the vehicle and each part says whether it fits.
 * The phone is slowed for the pick, up to the model page it leads to; the pages after it are the
 * server's answers to the chosen vehicle (and the forget button a form), read at full speed.
 * The model options the island loads read in the edition's units. Removing the vehicle with the
 * header's button forgets it.
 */
import type { Page } from 'puppeteer-core';
import { useShopInBrowser } from './support/session';

jest.setTimeout(180_000);

const e2e = useShopInBrowser();
const ROOT = 'spareo-island[data-name="VehicleSelector"]';
const WAIT = { timeout: 60_000 };

async function slowDown(page: Page) {
  await page.emulateCPUThrottling(4);
  // About a slow 3G connection: 400 ms round trip, 50 KB/s down.
  await page.emulateNetworkConditions({ download: 50 * 1024, upload: 25 * 1024, latency: 400 });
}

const text = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent ?? '');

test('fr-FR: a vehicle picked before the dropdowns wake stays chosen on a category and an article page, each saying whether the part fits', async () => {
  const { page, errors } = await e2e.chromium.open({ width: 360 });
  await slowDown(page);
  await page.goto(`${e2e.shop.origin}/fr-FR/`, { waitUntil: 'domcontentloaded' });

  // The first pick lands on the server's markup; the island wakes with it and loads the series.
  const manufacturer = await page.$eval(`${ROOT} select[name=manufacturerId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value);
  // As a finger on a phone does: the dropdown gets focus, then the choice (the island is still asleep).
  await page.focus(`${ROOT} select[name=manufacturerId]`);
  await page.select(`${ROOT} select[name=manufacturerId]`, manufacturer);
  expect(await page.$(`${ROOT}[data-hydrated]`)).toBeNull();
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`, WAIT);
  const series = await page.$eval(`${ROOT} select[name=seriesId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value);
  await page.select(`${ROOT} select[name=seriesId]`, series);
  await page.waitForSelector(`${ROOT} select[name=modelId] optgroup option`, WAIT);

  // Options loaded in the browser: French units (ch, kW, cm³), French number format, no German ones.
  const labels = await page.$$eval(`${ROOT} select[name=modelId] optgroup:last-child option`, (options) => options.map((o) => o.textContent ?? ''));
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    expect(label).toMatch(/\d ch \/ \d+ kW, [\d\u202f\u00a0]+ cm³/);
    expect(label).not.toMatch(/\bPS\b|ccm/);
  }
  const bigEngine = labels.find((label) => /\d[\u202f\u00a0]\d{3} cm³/.test(label));
  if (labels.some((label) => /\d{4} cm³/.test(label))) expect(bigEngine).toBeDefined();

  const model = await page.$eval(`${ROOT} select[name=modelId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value);
  await Promise.all([page.waitForNavigation(WAIT), page.select(`${ROOT} select[name=modelId]`, model)]);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`/3-${model}-$`));
  const cookie = (await page.cookies()).find((c) => c.name === 'spareo_vehicle');
  expect(cookie?.value).toBe(model);
  const vehicle = (await text(page, 'h1')).trim();
  await page.emulateCPUThrottling(1);
  await page.emulateNetworkConditions(null);

  // Another page: the header keeps the vehicle, and each part of the listing says whether it fits.
  await page.goto(`${e2e.shop.origin}/fr-FR/`, { waitUntil: 'domcontentloaded' });
  expect(await text(page, '.vehicle-box-name')).toMatch(/ch \/ \d+ kW/);
  await Promise.all([page.waitForNavigation(WAIT), page.click('main a[href*="--1523"]')]);
  expect(await text(page, '.vehicle-box-name')).not.toBe('');
  const statements = await page.$$eval('.card .card-fitment', (spans) => spans.map((span) => span.textContent ?? ''));
  expect(statements.length).toBe(await page.$$eval('.card', (cards) => cards.length));
  for (const statement of statements) expect(statement).toMatch(/^(Compatible avec votre|Non référencé comme compatible avec votre) /);
  expect(vehicle).toContain(statements[0]!.replace(/^(Compatible avec votre|Non référencé comme compatible avec votre) /, ''));

  // The article page says it too.
  const first = statements[0]!;
  await Promise.all([page.waitForNavigation(WAIT), page.click('.card .card-link')]);
  expect(await text(page, '.fitment-note')).toBe(first);

  // The header's button removes the vehicle: the page comes back without it.
  expect(await page.evaluate(() => localStorage.getItem('spareo:vehicle'))).not.toBeNull();
  await Promise.all([page.waitForNavigation(WAIT), page.click('.vehicle-forget button')]);
  expect(await page.$('.fitment-note')).toBeNull();
  expect(await page.$('.vehicle-box-chosen')).toBeNull();
  expect((await page.cookies()).find((c) => c.name === 'spareo_vehicle')).toBeUndefined();
  // The browser forgets it too: no panel or dropdown offers the removed vehicle again.
  expect(await page.evaluate(() => localStorage.getItem('spareo:vehicle'))).toBeNull();
  expect(errors.filter((e) => !e.includes('/static/'))).toEqual([]);
  await page.close();
});
