/**
 * A vehicle chosen by HSN/TSN, as the shopper then sees it in Chromium: back on the home page the
 * dropdowns show that manufacturer, series and model, and the header names the whole vehicle,
 * engine included, on a phone and on a desktop (wrapped, never cut). Screenshots go to
 * SCREENSHOT_DIR (default: the system's temporary folder).
 */
import os from 'node:os';
import path from 'node:path';
import { freshPage } from './support/slow';
import { checkoutInBrowser } from './support/checkout-in-browser';

jest.setTimeout(180_000);

const e2e = checkoutInBrowser();

const SHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();
const ROOT = 'spareo-island[data-name="VehicleSelector"]';

test.each([360, 1366])('de-DE at %i px: HSN/TSN chooses the vehicle; the dropdowns and the header show all of it', async (width) => {
  // A pair that names one vehicle, the one with the longest name.
  const candidates = await e2e.shop.db.kysely.selectFrom('kba as k').innerJoin('models as m', 'm.id', 'k.model_id')
    .select(['k.hsn', 'k.tsn', 'k.model_id as modelId', 'm.series_id as seriesId', 'm.manufacturer_id as manufacturerId', 'm.name', 'm.full_name as fullName'])
    .orderBy((eb) => eb.fn('length', ['m.full_name']), 'desc').orderBy('k.id').execute();
  const pairs = new Map<string, number>();
  for (const row of await e2e.shop.db.kysely.selectFrom('kba').select(['hsn', 'tsn']).execute()) pairs.set(`${row.hsn}/${row.tsn}`, (pairs.get(`${row.hsn}/${row.tsn}`) ?? 0) + 1);
  const kba = candidates.find((row) => pairs.get(`${row.hsn}/${row.tsn}`) === 1);
  if (!kba) throw new Error('no HSN/TSN pair names exactly one vehicle');
  // A context of its own: nothing the other width typed is remembered (a remembered pair fills the fields).
  const { page, errors, close } = await freshPage(e2e.chromium.browser, width);
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'domcontentloaded' });
  await page.type('input[name=hsn]', kba.hsn);
  // A complete TSN that names one vehicle opens its page by itself (or, typed before the form woke,
  // once it has): the navigation may start with the last key, so it is awaited from before it.
  await Promise.all([page.waitForNavigation(), page.type('input[name=tsn]', kba.tsn)]);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`/3-${kba.modelId}-$`));

  // Server-rendered: the selects show the vehicle before any script runs.
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'load' });
  const value = (name: string) => page.$eval(`${ROOT} select[name=${name}]`, (select) => (select as HTMLSelectElement).value);
  expect(await value('manufacturerId')).toBe(String(kba.manufacturerId));
  expect(await value('seriesId')).toBe(String(kba.seriesId));
  expect(await value('modelId')).toBe(String(kba.modelId));

  // The header: the whole label is there and nothing of it is cut (on a phone the generation's chassis
  // codes are left to screen readers; the type, engine and power stay on screen).
  const box = await page.$eval('.vehicle-box-name', (element) => ({
    text: (element as HTMLElement).innerText, cut: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
    inView: element.getBoundingClientRect().right <= window.innerWidth,
  }));
  expect(box.text).toContain(kba.name);
  expect(box.text).toMatch(/kW/);
  expect(box).toMatchObject({ cut: false, inView: true });
  await page.screenshot({ path: path.join(SHOTS, `hsn-tsn-chosen-${width}.png`) as `${string}.png` });
  expect(errors).toEqual([]);
  await close();
});
