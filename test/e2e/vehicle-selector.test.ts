/**
 * Vehicle selection by dropdowns in the browser, in every edition; keyboard for
 * the first choice. The vehicle islands wake on view only when something is remembered, else on the
 * first interaction, and keep what was picked before they woke.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { projectRoot } from '../../server/shared/paths';
import { untilAtRest } from '../../scripts/shots/at-rest';
import { afterRoundTrip, holdChunk, hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(90_000);

const e2e = useShopInBrowser();

const ROOT = 'spareo-island[data-name="VehicleSelector"]';
const SECTIONS: Record<string, string> = { '': 'Ersatzteile', '/de-AT': 'Ersatzteile', '/es-ES': 'recambios', '/fr-FR': 'pieces-auto', '/it-IT': 'ricambi', '/nl-NL': 'reserveonderdelen' };
/** Each edition's engine units in the model options the island loads: power, kW, displacement. */
// Austrian usage groups thousands with a point or a (no-break) space; both are right there.
const ENGINE: Record<string, RegExp> = {
  '': /\d PS \/ \d+ kW, [\d.]+ ccm, /, '/de-AT': /\d PS \/ \d+ kW, [\d.\u00a0\u202f ]+ ccm, /, '/es-ES': /\d CV \/ \d+ kW, [\d.]+ cm³, /,
  '/fr-FR': /\d ch \/ \d+ kW, [\d\u202f]+ cm³, /, '/it-IT': /\d CV \/ \d+ kW, [\d.]+ cm³, /, '/nl-NL': /\d pk \/ \d+ kW, [\d.]+ cm³, /,
};

test.each(Object.keys(SECTIONS))('edition %s: manufacturer -> series -> model navigates to the model page', async (prefix) => {
  const { page, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}${prefix}/`);
  // Each edition starts without the vehicle the previous case remembered (it would preselect the dropdowns).
  await page.evaluate(() => localStorage.removeItem('spareo:vehicle'));
  await page.reload();
  // Lookup values of an earlier visit, which a new manufacturer makes stale.
  await page.evaluate(() => {
    localStorage.setItem('spareo:hsn', '0603');
    localStorage.setItem('spareo:tsn', 'BQA');
    localStorage.setItem('spareo:plate', 'AB-123-CD');
  });

  // Keyboard only: focus the manufacturer dropdown, arrow to the first entry. Nothing remembered: the
  // page draws the series list from the answer to that choice, and the dropdowns wake after it.
  await page.focus(`${ROOT} select[name=manufacturerId]`);
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
  await hydrated(page, 'VehicleSelector');
  const first = await page.$eval(`${ROOT} select[name=manufacturerId]`, (s) => (s as HTMLSelectElement).value);
  expect(first).not.toBe('');
  expect(await page.evaluate(() => ['spareo:hsn', 'spareo:tsn', 'spareo:plate'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null]);
  const seriesGroups = await page.$$eval(`${ROOT} select[name=seriesId] optgroup`, (g) => g.map((x) => x.querySelectorAll('option').length));
  expect(seriesGroups).toHaveLength(2);
  expect(seriesGroups[0]).toBeLessThanOrEqual(10);
  const seriesLabel = await page.$eval(`${ROOT} select[name=seriesId] optgroup:last-child option`, (o) => o.textContent);
  expect(seriesLabel).toMatch(/\(\d{4}–(\d{4})?\)/);

  const seriesValue = await page.$eval(`${ROOT} select[name=seriesId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value);
  await page.select(`${ROOT} select[name=seriesId]`, seriesValue);
  await page.waitForSelector(`${ROOT} select[name=modelId] optgroup option`);
  const modelOption = await page.$eval(`${ROOT} select[name=modelId] optgroup:last-child option`, (o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent }));
  expect(modelOption.label).toMatch(ENGINE[prefix]!);
  expect(modelOption.label).toMatch(/\d{4}/);

  // A new manufacturer resets series and model.
  const [second] = await page.$$eval(`${ROOT} select[name=manufacturerId] optgroup:last-child option`, (o, skip) => o.map((x) => (x as HTMLOptionElement).value).filter((v) => v !== skip), first);
  await page.select(`${ROOT} select[name=manufacturerId]`, second!);
  await page.waitForSelector(`${ROOT} select[name=modelId]`, { hidden: true });
  // The series list of the new manufacturer loads before its dropdown shows again.
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
  expect(await page.$eval(`${ROOT} select[name=seriesId]`, (s) => (s as HTMLSelectElement).value)).toBe('');

  // Back to the first manufacturer and series, then the model navigates.
  await page.select(`${ROOT} select[name=manufacturerId]`, first);
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
  await page.select(`${ROOT} select[name=seriesId]`, seriesValue);
  await page.waitForSelector(`${ROOT} select[name=modelId] optgroup option`);
  await Promise.all([page.waitForNavigation(), page.select(`${ROOT} select[name=modelId]`, modelOption.value)]);
  const path = decodeURIComponent(new URL(page.url()).pathname);
  expect(path).toMatch(new RegExp(`^${prefix}/${SECTIONS[prefix]}/[^/]+/3-${modelOption.value}-$`));
  expect(errors.filter((e) => !e.includes('/static/'))).toEqual([]);
  await page.close();
});

test('de-DE: the HSN/TSN island refills stored values; picking a manufacturer clears them, so a reload shows empty fields', async () => {
  const HSN_ROOT = 'spareo-island[data-name="HsnTsn"]';
  const { page, errors } = await e2e.chromium.open();
  // The tests above left another edition's locale cookie, which would redirect / there.
  await (await page.createCDPSession()).send('Network.clearBrowserCookies');
  await page.goto(`${e2e.shop.origin}/`);
  await page.evaluate(() => {
    localStorage.setItem('spareo:hsn', '0603');
    localStorage.setItem('spareo:tsn', 'BQA');
    localStorage.setItem('spareo:plate', 'AB-123-CD');
    localStorage.removeItem('spareo:vehicle');
  });
  await page.reload();
  await page.$eval(HSN_ROOT, (marker) => marker.querySelector('form')?.scrollIntoView());
  await hydrated(page, 'HsnTsn');
  const fields = () => page.$$eval(`${HSN_ROOT} input[name=hsn], ${HSN_ROOT} input[name=tsn]`, (inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  await page.waitForFunction((root) => (document.querySelector(`${root} input[name=tsn]`) as HTMLInputElement | null)?.value === 'BQA', {}, HSN_ROOT);
  expect(await fields()).toEqual(['0603', 'BQA']);

  await page.hover(`${ROOT} select[name=manufacturerId]`);
  await hydrated(page, 'VehicleSelector');
  const manufacturer = await page.$eval(`${ROOT} select[name=manufacturerId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value);
  await page.select(`${ROOT} select[name=manufacturerId]`, manufacturer);
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
  expect(await page.evaluate(() => ['spareo:hsn', 'spareo:tsn', 'spareo:plate'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null]);

  await page.reload();
  // Nothing stored any more: in view, the form stays server markup until it is touched.
  await untilAtRest(page, () => page.$eval(HSN_ROOT, (marker) => marker.querySelector('form')?.scrollIntoView()));
  expect(await page.$(`${HSN_ROOT}[data-hydrated]`)).toBeNull();
  await page.hover(`${HSN_ROOT} input[name=hsn]`);
  await hydrated(page, 'HsnTsn');
  expect(await fields()).toEqual(['', '']);
  expect(errors.filter((e) => !e.includes('/static/'))).toEqual([]);
  await page.close();
});

/** A first visit to the German home page: no locale cookie, nothing in localStorage; `scripts` counts from this load. */
async function firstVisit(): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
  const opened = await e2e.chromium.open();
  await (await opened.page.createCDPSession()).send('Network.clearBrowserCookies');
  // The origin's storage is cleared from a document that runs no script: a home page opened with an
  // earlier test's vehicle still remembered wakes at paint, and its runtime, still on its way once
  // cleared, was counted as this visit's.
  await opened.page.goto(`${e2e.shop.origin}/robots.txt`);
  await opened.page.evaluate(() => localStorage.clear());
  opened.scripts.length = 0;
  await untilAtRest(opened.page, () => opened.page.goto(`${e2e.shop.origin}/`, { waitUntil: 'load' }));
  return opened;
}
const lastManufacturer = (page: Page) => page.$eval(`${ROOT} select[name=manufacturerId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value);
const isHydrated = (page: Page, name: string) => page.$eval(`spareo-island[data-name="${name}"]`, (m) => (m as HTMLElement).dataset.hydrated !== undefined);

test('a first visit runs no script, the vehicle blocks in view; the first hover on the dropdowns loads the runtime and wakes them', async () => {
  const { page, errors, scripts } = await firstVisit();
  const { manifest } = e2e.shop;
  await untilAtRest(page, () => page.$eval(ROOT, (marker) => marker.querySelector('form')?.scrollIntoView()));
  // A script fetched says what woke the loader (its event and the element), not only that it woke.
  const woke = scripts.length === 0 ? null : await page.evaluate(() => {
    const wake = (window as { spareoWake?: { type: string; target: Element | null } }).spareoWake;
    return wake ? { type: wake.type, target: wake.target?.outerHTML?.slice(0, 200) ?? null } : 'nothing recorded';
  });
  expect({ scripts, woke }).toEqual({ scripts: [], woke: null });
  expect(await page.$$eval('spareo-island[data-hydrated]', (markers) => markers.length)).toBe(0);

  await page.hover(`${ROOT} select[name=manufacturerId]`);
  await hydrated(page, 'VehicleSelector');
  expect(scripts).toContain(manifest.runtime);
  expect(scripts).toContain(manifest.islands.VehicleSelector!.file);
  // Only the touched island woke.
  expect(scripts).not.toContain(manifest.islands.HsnTsn!.file);
  expect(await isHydrated(page, 'HsnTsn')).toBe(false);
  await page.select(`${ROOT} select[name=manufacturerId]`, await lastManufacturer(page));
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
  expect(errors.filter((e) => !e.includes('/static/'))).toEqual([]);
  await page.close();
});

test('a remembered vehicle wakes the dropdowns on view and preselects it; the HSN/TSN form, nothing stored, waits', async () => {
  const { page, errors } = await firstVisit();
  const manufacturer = await lastManufacturer(page);
  await page.evaluate((id) => localStorage.setItem('spareo:vehicle', JSON.stringify({ manufacturer: { id } })), manufacturer);
  await page.reload();
  // No input at all: the view alone wakes it.
  await hydrated(page, 'VehicleSelector');
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
  expect(await page.$eval(`${ROOT} select[name=manufacturerId]`, (s) => (s as HTMLSelectElement).value)).toBe(manufacturer);
  expect(await isHydrated(page, 'HsnTsn')).toBe(false);
  expect(errors.filter((e) => !e.includes('/static/'))).toEqual([]);
  await page.close();
});

test('a manufacturer picked while the dropdowns are still loading is kept and loads its series', async () => {
  const { page, errors } = await firstVisit();
  const chunk = e2e.shop.manifest.islands.VehicleSelector!.file;
  // Hold the island's chunk: the pick lands between waking and hydrating.
  const { requested: chunkRequested, release } = await holdChunk(page, chunk);
  const manufacturer = await lastManufacturer(page);
  await page.hover(`${ROOT} select[name=manufacturerId]`);
  await chunkRequested;
  await page.select(`${ROOT} select[name=manufacturerId]`, manufacturer);
  expect(await isHydrated(page, 'VehicleSelector')).toBe(false);
  release();
  await hydrated(page, 'VehicleSelector');
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
  expect(await page.$eval(`${ROOT} select[name=manufacturerId]`, (s) => (s as HTMLSelectElement).value)).toBe(manufacturer);
  expect(errors.filter((e) => !e.includes('/static/'))).toEqual([]);
  await page.close();
});

test('the series list of a manufacturer picked before the island woke is asked for at the pick, once, and shown once the island wakes', async () => {
  const { page, errors } = await firstVisit();
  const series: string[] = [];
  const isSeries = (url: string) => /\/api\/vehicle\/manufacturers\/[^/]+\/series/.test(url);
  page.on('request', (request) => {
    if (isSeries(request.url())) series.push(request.url());
  });
  const answered = new Promise<void>((resolve) => page.on('response', (response) => isSeries(response.url()) && resolve()));
  const { requested: chunkRequested, release } = await holdChunk(page, e2e.shop.manifest.islands.VehicleSelector!.file);
  const manufacturer = await lastManufacturer(page);
  await page.select(`${ROOT} select[name=manufacturerId]`, manufacturer);
  await chunkRequested;
  // The list is on its way while the island's code is still held back.
  await answered;
  expect(await isHydrated(page, 'VehicleSelector')).toBe(false);
  release();
  await hydrated(page, 'VehicleSelector');
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
  // Given to the island on waking, read on mount and given again by the runtime: asked for once
  // (a second ask would have gone before a request the page sends now is answered).
  await afterRoundTrip(page);
  expect(series).toHaveLength(1);
  expect(series[0]).toContain(`/api/vehicle/manufacturers/${manufacturer}/series`);
  expect(errors.filter((e) => !e.includes('/static/'))).toEqual([]);
  await page.close();
});

test.each([
  ['de-DE', ''],
  ['fr-FR', '/fr-FR'],
])('%s: the picker chosen step by step fits a phone and a desktop (pictures in artifacts/screenshots)', async (locale, prefix) => {
  const dir = path.join(projectRoot, 'artifacts', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [360, 1366]) {
    const { page, errors } = await e2e.chromium.open();
    await page.setViewport({ width, height: width < 600 ? 640 : 900, isMobile: width < 600, hasTouch: width < 600 });
    await untilAtRest(page, () => page.goto(`${e2e.shop.origin}${prefix}/`, { waitUntil: 'load' }));
    const picker = await page.$(`${ROOT} form`);
    // The block's heading above the form in the picture too.
    await picker!.evaluate((form) => window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY - 120));
    const shoot = async (state: string) => {
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(dir, `vehicle-picker-${state}-${locale}-${width}.png`) });
    };
    await shoot('start');
    await page.select(`${ROOT} select[name=manufacturerId]`, await lastManufacturer(page));
    await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
    await shoot('series');
    const seriesValue = await page.$eval(`${ROOT} select[name=seriesId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value);
    await page.select(`${ROOT} select[name=seriesId]`, seriesValue);
    await page.waitForSelector(`${ROOT} select[name=modelId] optgroup option`);
    await shoot('models');
    expect(errors.filter((e) => !e.includes('/static/'))).toEqual([]);
    await page.close();
  }
});
