/** Vehicle selection by dropdowns in the browser (spec sections 2, 4), in every edition; keyboard for the first choice. */
import { hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(90_000);

const e2e = useShopInBrowser();

const ROOT = 'spareo-island[data-name="VehicleSelector"]';
const SECTIONS: Record<string, string> = { '': 'Ersatzteile', '/de-AT': 'Ersatzteile', '/es-ES': 'recambios', '/fr-FR': 'pieces-auto', '/it-IT': 'ricambi', '/nl-NL': 'reserveonderdelen' };

test.each(Object.keys(SECTIONS))('edition %s: manufacturer -> series -> model navigates to the model page', async (prefix) => {
  const { page, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}${prefix}/`);
  // Each edition starts without the vehicle the previous case remembered (it would preselect the dropdowns).
  await page.evaluate(() => localStorage.removeItem('spareo:vehicle'));
  await page.reload();
  await page.$eval(ROOT, (marker) => marker.querySelector('form')?.scrollIntoView());
  await hydrated(page, 'VehicleSelector');
  await page.evaluate(() => {
    localStorage.setItem('spareo:hsn', '0603');
    localStorage.setItem('spareo:tsn', 'BDD');
    localStorage.setItem('spareo:plate', 'AB-123-CD');
  });

  // Keyboard only: focus the manufacturer dropdown, arrow to the first entry.
  await page.focus(`${ROOT} select[name=manufacturerId]`);
  await page.keyboard.press('ArrowDown');
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
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
  expect(modelOption.label).toMatch(/PS \/ .* kW, .* ccm, \d{4}/);

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
    localStorage.setItem('spareo:tsn', 'BDD');
    localStorage.setItem('spareo:plate', 'AB-123-CD');
    localStorage.removeItem('spareo:vehicle');
  });
  await page.reload();
  await page.$eval(HSN_ROOT, (marker) => marker.querySelector('form')?.scrollIntoView());
  await hydrated(page, 'HsnTsn');
  const fields = () => page.$$eval(`${HSN_ROOT} input[name=hsn], ${HSN_ROOT} input[name=tsn]`, (inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  await page.waitForFunction((root) => (document.querySelector(`${root} input[name=tsn]`) as HTMLInputElement | null)?.value === 'BDD', {}, HSN_ROOT);
  expect(await fields()).toEqual(['0603', 'BDD']);

  await page.$eval(ROOT, (marker) => marker.querySelector('form')?.scrollIntoView());
  await hydrated(page, 'VehicleSelector');
  const manufacturer = await page.$eval(`${ROOT} select[name=manufacturerId] optgroup:last-child option`, (o) => (o as HTMLOptionElement).value);
  await page.select(`${ROOT} select[name=manufacturerId]`, manufacturer);
  await page.waitForSelector(`${ROOT} select[name=seriesId] optgroup option`);
  expect(await page.evaluate(() => ['spareo:hsn', 'spareo:tsn', 'spareo:plate'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null]);

  await page.reload();
  await page.$eval(HSN_ROOT, (marker) => marker.querySelector('form')?.scrollIntoView());
  await hydrated(page, 'HsnTsn');
  expect(await fields()).toEqual(['', '']);
  expect(errors.filter((e) => !e.includes('/static/'))).toEqual([]);
  await page.close();
});
