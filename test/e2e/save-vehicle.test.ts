/**
 * The SaveVehicle island in Chromium: on the model page a signed-out click shows the login
 * hint without leaving the page; signed in, the click saves the vehicle (POST /api/user/vehicles with
 * the check headers) and shows "saved"; the account area then lists it and the offer is gone.
 */
import { hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(60_000);

const e2e = useShopInBrowser();
let vehicle: { id: number; fullName: string; seriesSlug: string };
beforeAll(async () => {
  const answer = (await (await fetch(`${e2e.shop.origin}/api/vehicle/models/2`)).json()) as { model: { id: number; fullName: string }; series: { slug: string } };
  vehicle = { ...answer.model, seriesSlug: answer.series.slug };
});

const modelPath = () => `/Ersatzteile/${vehicle.seriesSlug}/3-${vehicle.id}-`;
const savePath = () => `/Mein-Spareo/Fahrzeuge/speichern/${vehicle.id}`;
// The favicon is the layout's (missing in static/ at the time of writing); anything else is ours.
const ours = (errors: string[]) => errors.filter((e) => !e.includes('/static/favicon'));

test('signed out: the click shows the login hint on the page, linking the login with the save path to return to', async () => {
  const { page, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}${modelPath()}`);
  await hydrated(page, 'SaveVehicle');
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/user/vehicles') && res.request().method() === 'POST');
  await page.click('.save-vehicle-link');
  const response = await answer;
  expect(response.request().headers()).toMatchObject({ csr: expect.any(String), ts: expect.any(String), c: expect.any(String) });
  expect(await response.json()).toEqual({ success: false });
  await page.waitForSelector('.save-vehicle-hint');
  expect(new URL(page.url()).pathname).toBe(modelPath());
  expect(await page.$eval('.save-vehicle-hint', (el) => el.textContent)).toContain('Bitte loggen Sie sich ein, um Fahrzeuge zu speichern.');
  const login = new URL(await page.$eval('.save-vehicle-hint a', (a) => (a as HTMLAnchorElement).href));
  expect(login.pathname).toBe('/Einloggen');
  expect(login.searchParams.get('redirectUrl')).toBe(savePath());
  expect(await page.$eval('.account-link', (el) => el.textContent)).toBe('Einloggen');
  expect(ours(errors)).toEqual([]);
  await page.close();
});

test('signed in: the click saves the vehicle and shows it saved; the account area lists it, the offer is gone', async () => {
  const { page, errors } = await e2e.chromium.open();
  await page.goto(`${e2e.shop.origin}/Einloggen?redirectUrl=${encodeURIComponent(modelPath())}`);
  await page.type('#register-email', 'insel-speichern@example.de');
  await page.type('#register-password', 'Bremsscheibe-2024');
  await Promise.all([page.waitForNavigation(), page.click('.account-register button[type=submit]')]);
  expect(new URL(page.url()).pathname).toBe(modelPath());
  expect(await page.$eval('.account-link', (el) => [el.textContent, new URL((el as HTMLAnchorElement).href).pathname])).toEqual(['Mein Konto', '/Mein-Spareo/Fahrzeuge']);

  await hydrated(page, 'SaveVehicle');
  await page.click('.save-vehicle-link');
  await page.waitForSelector('.save-vehicle-saved');
  expect(await page.$eval('.save-vehicle-saved', (el) => el.textContent)).toContain('Fahrzeug gespeichert');
  expect(new URL(page.url()).pathname).toBe(modelPath());

  await page.goto(`${e2e.shop.origin}/Mein-Spareo/Fahrzeuge`);
  expect(await page.$$eval('.saved-vehicle-name', (links) => links.map((a) => a.textContent))).toEqual([expect.stringContaining(vehicle.fullName)]);
  await page.goto(`${e2e.shop.origin}${modelPath()}`);
  expect(await page.$('.save-vehicle-link')).toBeNull();
  expect(await page.$eval('#spareo-state', (el) => JSON.parse(el.textContent ?? '{}').userActive)).toBe(true);
  expect(ours(errors)).toEqual([]);
  await page.close();
});

test('saved with the keyboard: focus moves to "saved" in place of the link, not to the top of the page', async () => {
  const { page, errors } = await e2e.chromium.open();
  // A new shopper: the one above is signed in and has saved this vehicle already.
  await page.goto(`${e2e.shop.origin}/`);
  await page.deleteCookie(...(await page.cookies()));
  await page.goto(`${e2e.shop.origin}/Einloggen?redirectUrl=${encodeURIComponent(modelPath())}`);
  await page.type('#register-email', 'tastatur-speichern@example.de');
  await page.type('#register-password', 'Bremsscheibe-2024');
  await Promise.all([page.waitForNavigation(), page.click('.account-register button[type=submit]')]);
  await page.focus('.save-vehicle-link');
  await hydrated(page, 'SaveVehicle');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.save-vehicle-saved');
  await page.waitForFunction(() => document.activeElement !== document.body, { timeout: 1000 }).catch(() => undefined);
  expect(await page.evaluate(() => document.activeElement?.className)).toBe('save-vehicle-saved');
  expect(new URL(page.url()).pathname).toBe(modelPath());
  expect(ours(errors)).toEqual([]);
  await page.close();
});
