/** Delivery-country picker: modal grid, cookie and reload, same country only closes; keyboard only. */
import { afterRoundTrip, hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(60_000);

const e2e = useShopInBrowser();

const OPENER = 'spareo-island[data-name="DeliveryCountryPicker"] a.delivery-country';

async function openPicker() {
  const { page, errors } = await e2e.chromium.open({ width: 1280 });
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents += 1;
  });
  await page.goto(`${e2e.shop.origin}/`);
  // Keyboard only: focus the opener and press Enter. The picker hydrates on interaction:
  // the focus wakes it, and the Enter that may come before its chunk is held and opens the modal.
  await page.focus(OPENER);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[role=dialog][aria-modal=true]');
  await hydrated(page, 'DeliveryCountryPicker');
  return { page, errors, documents: () => documents };
}

test('opens a modal with the country grid in 7 columns on desktop, focus inside, trapped, Escape closes', async () => {
  const { page } = await openPicker();
  const columns = await page.$eval('.country-grid', (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(7);
  expect(await page.$$eval('.country-choice', (b) => b.length)).toBe(47);
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
  // Shift+Tab from the first element wraps to the last: focus never leaves the dialog.
  await page.keyboard.down('Shift');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.up('Shift');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]'))).toBe(true);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[role=dialog]', { hidden: true });
  expect(await page.evaluate(() => document.activeElement?.classList.contains('delivery-country'))).toBe(true);
  await page.close();
});

test('the same country only closes the dialog', async () => {
  const { page, documents } = await openPicker();
  await page.click('.country-choice[data-country="DE"]');
  await page.waitForSelector('[role=dialog]', { hidden: true });
  await afterRoundTrip(page);
  expect(documents()).toBe(1);
  expect((await page.cookies()).find((c) => c.name === 'spareo_delivery_country')).toBeUndefined();
  await page.close();
});

test('a different country is stored in a strict cookie on path / and the page reloads', async () => {
  const { page, documents } = await openPicker();
  await page.focus('.country-choice[data-country="FR"]');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  const cookie = (await page.cookies()).find((c) => c.name === 'spareo_delivery_country');
  expect(cookie).toMatchObject({ value: 'FR', path: '/', sameSite: 'Strict' });
  expect(documents()).toBe(2);
  expect(await page.$eval(OPENER, (a) => a.textContent)).toContain('FR');
  await page.close();
});

test('the first click on the not yet hydrated link opens the modal, not the no-JS page', async () => {
  const { page, errors } = await e2e.chromium.open({ width: 1280 });
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents += 1;
  });
  await page.goto(`${e2e.shop.origin}/`, { waitUntil: 'networkidle0' });
  expect(await page.$('spareo-island[data-name="DeliveryCountryPicker"][data-hydrated]')).toBeNull();
  await page.click(OPENER);
  await page.waitForSelector('[role=dialog][aria-modal=true]');
  await afterRoundTrip(page);
  expect(documents).toBe(1);
  expect(errors.filter((e) => !/\/(static|img)\//.test(e))).toEqual([]);
  await page.close();
});
