/**
 * HSN/TSN (de-DE) and licence plate (fr-FR) islands in the browser: focus
 * moves to the TSN, zero/one/several results, the modal, the disabled submit, stored values; plate
 * patterns, capitals, unknown plate; the no-JS forms keep working.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { createSeededDatabase } from '../support/seeded-db';
import { afterFrames, holdChunk, hydrated } from './support/browser';
import { useShopInBrowser } from './support/session';

jest.setTimeout(90_000);

const e2e = useShopInBrowser();
// The shop's database is a copy of the same seeded template: look the test data up in another copy.
const db = createSeededDatabase();
const kba = (having: string) =>
  db.prepare(`SELECT hsn, tsn, COUNT(DISTINCT model_id) AS n, MIN(model_id) AS modelId, MAX(names_generation) AS generation FROM kba GROUP BY hsn, tsn HAVING ${having} ORDER BY hsn, tsn LIMIT 1`).get() as
    { hsn: string; tsn: string; n: number; modelId: number; generation: number } | undefined;
const SEVERAL = kba('n > 1');
const ONE = kba('n = 1');

afterAll(() => {
  db.close();
});

const FR = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../locales/resources/fr/home.json'), 'utf8')) as { home: { plate: Record<string, string> } }).home.plate;

const HSN_ROOT = 'spareo-island[data-name="HsnTsn"]';
const PLATE_ROOT = 'spareo-island[data-name="LicensePlate"]';

/** Console errors of this page, without the CSP report another island's inline style triggers (not these islands). */
async function openPage(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors: all } = await e2e.chromium.open();
  const errors: string[] = [];
  const push = all.push.bind(all);
  all.push = (...items: string[]) => {
    errors.push(...items.filter((item) => !item.includes('Content Security Policy')));
    return push(...items);
  };
  return { page, errors };
}

async function openHsnTsn(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage();
  await page.goto(`${e2e.shop.origin}/`);
  // On view only with a stored HSN: the pointer over the form wakes it in any case.
  await page.hover(`${HSN_ROOT} input[name=hsn]`);
  await hydrated(page, 'HsnTsn');
  return { page, errors };
}
const submitDisabled = (page: Page, root: string) => page.$eval(`${root} button[type=submit]`, (b) => (b as HTMLButtonElement).disabled);
const activeName = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name);

test('seed has HSN/TSN pairs with one and with several models', () => {
  expect(SEVERAL?.n).toBeGreaterThan(1);
  expect(ONE?.n).toBe(1);
});

test('HSN/TSN: a valid HSN clears the TSN and focuses it; unknown pair -> error, submit stays disabled', async () => {
  const { page, errors } = await openHsnTsn();
  expect(await submitDisabled(page, HSN_ROOT)).toBe(true);
  await page.type(`${HSN_ROOT} input[name=tsn]`, 'ab');
  await page.type(`${HSN_ROOT} input[name=hsn]`, 'zz99');
  expect(await activeName(page)).toBe('tsn');
  expect(await page.$eval(`${HSN_ROOT} input[name=tsn]`, (i) => (i as HTMLInputElement).value)).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('spareo:hsn'))).toBe('ZZ99');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/vehicle/hsntsn/ZZ99ZZZ'));
  await page.keyboard.type('zzz');
  expect((await (await answer).json()).vehicles).toEqual([]);
  await page.waitForSelector(`${HSN_ROOT} .form-error`);
  expect(await page.$eval(`${HSN_ROOT} .form-error`, (p) => p.textContent)).toBe('Diese HSN / TSN ist uns leider nicht bekannt');
  expect(await page.$eval(`${HSN_ROOT} input[name=hsn]`, (i) => [i.getAttribute('aria-invalid'), getComputedStyle(i).borderTopColor])).toEqual(['true', 'rgb(179, 38, 30)']);
  expect(await submitDisabled(page, HSN_ROOT)).toBe(true);
  // The help tooltip opens from its button.
  expect(await page.$eval('#hsn-help', (h) => (h as HTMLElement).hidden)).toBe(true);
  await page.click(`${HSN_ROOT} .help-toggle`);
  expect(await page.$eval('#hsn-help', (h) => [(h as HTMLElement).hidden, h.getAttribute('role')])).toEqual([false, 'tooltip']);
  expect(errors).toEqual([]);
  await page.close();
});

test('HSN/TSN: an unknown pair is not brought back, red with a disabled button, on a later visit', async () => {
  const { page, errors } = await openPage();
  await page.goto(`${e2e.shop.origin}/`);
  // The unknown pair typed in the test above left only its HSN behind.
  expect(await page.evaluate(() => [localStorage.getItem('spareo:hsn'), localStorage.getItem('spareo:tsn')])).toEqual(['ZZ99', null]);
  // A pair remembered by an older version of the page is forgotten quietly once the lookup does not know it.
  await page.evaluate(() => localStorage.setItem('spareo:tsn', 'ZZZ'));
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/vehicle/hsntsn/ZZ99ZZZ'));
  await page.reload();
  await page.$eval(HSN_ROOT, (marker) => marker.querySelector('form')?.scrollIntoView());
  await hydrated(page, 'HsnTsn');
  await answer;
  await page.waitForFunction((root) => (document.querySelector(`${root} input[name=tsn]`) as HTMLInputElement).value === '', {}, HSN_ROOT);
  // The answer's whole reaction is drawn: no error came with it.
  await afterFrames(page);
  expect(await page.$(`${HSN_ROOT} .form-error`)).toBeNull();
  expect(await page.$$eval(`${HSN_ROOT} input`, (inputs) => inputs.map((i) => [(i as HTMLInputElement).value, i.getAttribute('aria-invalid')]))).toEqual([['ZZ99', null], ['', null]]);
  expect(await page.evaluate(() => localStorage.getItem('spareo:tsn'))).toBeNull();
  expect(errors).toEqual([]);
  await page.close();
});

test('HSN/TSN: one match is taken (its model page)', async () => {
  const { page, errors } = await openHsnTsn();
  // The previous test's values were stored and are restored: select them to type over.
  expect(await page.$eval(`${HSN_ROOT} input[name=hsn]`, (i) => (i as HTMLInputElement).value)).toBe('ZZ99');
  await page.click(`${HSN_ROOT} input[name=hsn]`, { count: 3 });
  await page.keyboard.type(ONE!.hsn);
  await page.keyboard.type(ONE!.tsn.slice(0, 2));
  expect(errors).toEqual([]);
  await Promise.all([page.waitForNavigation(), page.keyboard.type(ONE!.tsn.slice(2))]);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/Ersatzteile/[^/]+/3-${ONE!.modelId}-$`));
  expect(await page.evaluate(() => [localStorage.getItem('spareo:hsn'), localStorage.getItem('spareo:tsn')])).toEqual([ONE!.hsn, ONE!.tsn]);
  await page.close();
});

test('HSN/TSN: several matches open the modal with name, kW/PS and years; the submit is enabled and reopens it', async () => {
  const { page, errors } = await openHsnTsn();
  await page.click(`${HSN_ROOT} input[name=hsn]`, { count: 3 });
  await page.keyboard.type(SEVERAL!.hsn);
  await page.keyboard.type(SEVERAL!.tsn);
  await page.waitForSelector('[role=dialog][aria-modal=true]');
  const rows = await page.$$eval('[role=dialog] .vehicle-choices li', (li) => li.map((x) => ({ text: x.textContent ?? '', href: x.querySelector('a')!.getAttribute('href') ?? '' })));
  expect(rows).toHaveLength(SEVERAL!.n);
  // The register names this pair only by its model: the dialog says so in its words.
  const registered = db.prepare('SELECT trade_name AS name FROM kba_register WHERE hsn = ? AND tsn = ?').get(SEVERAL!.hsn, SEVERAL!.tsn) as { name: string } | undefined;
  expect(registered).toBeDefined();
  // A pair naming its generation only says the register names no engine: the shopper picks it.
  const said = await page.$eval('[role=dialog]', (dialog) => dialog.textContent);
  if (SEVERAL!.generation) expect(said).toContain(`Das Register nennt zu ${SEVERAL!.hsn}/${SEVERAL!.tsn} nur „`);
  if (SEVERAL!.generation) expect(said).toContain('keinen Motor: wählen Sie Ihren.');
  else expect(said).toContain('Das KBA-Register nennt zu dieser HSN / TSN nur „');
  for (const row of rows) {
    expect(row.text).toMatch(/\d+ kW \/ \d+ PS, (\d{4}–\d{4}|ab \d{4})/);
    expect(row.href).toMatch(/^\/Ersatzteile\/[^/]+\/3-\d+-$/);
  }
  // Focus is in the dialog; Escape closes it; the submit is enabled now and opens it again.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=dialog]')))).toBe(true);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[role=dialog]', { hidden: true });
  expect(await submitDisabled(page, HSN_ROOT)).toBe(false);
  await page.click(`${HSN_ROOT} button[type=submit]`);
  await page.waitForSelector('[role=dialog] .vehicle-choices a');
  expect(errors).toEqual([]);
  await Promise.all([page.waitForNavigation(), page.click(`[role=dialog] .vehicle-choices a[href="${rows[rows.length - 1]!.href}"]`)]);
  expect(new URL(page.url()).pathname).toBe(rows[rows.length - 1]!.href);
  await page.close();
});

const PLATE = db.prepare('SELECT plate, model_id AS modelId FROM fr_plates WHERE plate IN (SELECT plate FROM fr_plates GROUP BY plate HAVING COUNT(*) = 1) ORDER BY plate').all() as { plate: string; modelId: number }[];
const SIV = PLATE.find((p) => /^[A-Z]{2}\d{3}[A-Z]{2}$/.test(p.plate));
const FNI = PLATE.find((p) => /^\d{1,4}[A-Z]{1,3}\w{1,3}$/.test(p.plate) && !/^[A-Z]{2}\d{3}[A-Z]{2}$/.test(p.plate));

async function openPlate(): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage();
  await page.goto(`${e2e.shop.origin}/fr-FR/`);
  // The plate form wakes on interaction.
  await page.hover(`${PLATE_ROOT} input[name=plate]`);
  await hydrated(page, 'LicensePlate');
  return { page, errors };
}

test.each([
  ['SIV (AA-123-ZZ)', () => `${SIV!.plate.slice(0, 2)}-${SIV!.plate.slice(2, 5)}-${SIV!.plate.slice(5)}`.toLowerCase(), () => SIV!],
  ['FNI (1234-AB-56)', () => FNI!.plate.toLowerCase(), () => FNI!],
])('plate %s: shown in capitals, looked up, its model page', async (_name, typed, expected) => {
  const { page, errors } = await openPlate();
  expect(await page.$eval(`${PLATE_ROOT} input[name=plate]`, (i) => i.getAttribute('placeholder'))).toBe('AA-123-ZZ');
  await page.type(`${PLATE_ROOT} input[name=plate]`, typed());
  expect(await page.$eval(`${PLATE_ROOT} input[name=plate]`, (i) => (i as HTMLInputElement).value)).toBe(typed().toUpperCase());
  expect(errors).toEqual([]);
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/fr-FR/pieces-auto/[^/]+/3-${expected().modelId}-$`));
  expect(await page.evaluate(() => localStorage.getItem('spareo:plate'))).toBe(typed().toUpperCase());
  await page.close();
});

test('plate: a malformed plate is rejected without a call; an unknown one shows licenseUnknown', async () => {
  const { page, errors } = await openPlate();
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/vehicle/license/') && calls.push(r.url()));
  // Bypass the browser's own pattern check: the island validates on submit.
  await page.$eval(`${PLATE_ROOT} form`, (f) => f.setAttribute('novalidate', ''));
  await page.type(`${PLATE_ROOT} input[name=plate]`, 'ABC-12');
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${PLATE_ROOT} .form-error`);
  expect(await page.$eval(`${PLATE_ROOT} .form-error`, (p) => p.textContent)).toBe(FR.invalid);
  expect(calls).toEqual([]);
  expect(await page.$eval(`${PLATE_ROOT} input[name=plate]`, (i) => i.getAttribute('aria-invalid'))).toBe('true');
  await page.click(`${PLATE_ROOT} input[name=plate]`, { count: 3 });
  await page.keyboard.type('zz-999-zz');
  // Asked in the stored form: capitals, no dashes.
  const answer = page.waitForResponse((r) => r.url().includes('/api/vehicle/license/fr/ZZ999ZZ'));
  await page.keyboard.press('Enter');
  await answer;
  await page.waitForFunction((root, text) => document.querySelector(`${root} .form-error`)?.textContent === text, { timeout: 5000 }, PLATE_ROOT, FR.licenseUnknown!);
  expect(calls).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.close();
});

const isHydrated = (page: Page, root: string) => page.$eval(root, (m) => (m as HTMLElement).dataset.hydrated !== undefined);

test('HSN/TSN: an HSN typed while the form is still loading is kept, and the TSN after it finds the vehicle', async () => {
  const { page, errors } = await openPage();
  // The plate tests left the fr-FR locale cookie, which would redirect / there.
  await (await page.createCDPSession()).send('Network.clearBrowserCookies');
  await page.goto(`${e2e.shop.origin}/`);
  // Nothing stored: the form waits for the first focus.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const chunk = await holdChunk(page, e2e.shop.manifest.islands.HsnTsn!.file);
  await page.type(`${HSN_ROOT} input[name=hsn]`, ONE!.hsn.toLowerCase());
  await chunk.requested;
  expect(await isHydrated(page, HSN_ROOT)).toBe(false);
  chunk.release();
  await hydrated(page, 'HsnTsn');
  expect(await page.$eval(`${HSN_ROOT} input[name=hsn]`, (i) => (i as HTMLInputElement).value)).toBe(ONE!.hsn.toUpperCase());
  await page.focus(`${HSN_ROOT} input[name=tsn]`);
  await Promise.all([page.waitForNavigation(), page.keyboard.type(ONE!.tsn)]);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/Ersatzteile/[^/]+/3-${ONE!.modelId}-$`));
  expect(errors).toEqual([]);
  await page.close();
});

test('plate: a plate typed while the form is still loading is kept and looked up on Enter', async () => {
  const { page, errors } = await openPage();
  await page.goto(`${e2e.shop.origin}/fr-FR/`);
  const chunk = await holdChunk(page, e2e.shop.manifest.islands.LicensePlate!.file);
  const typed = `${SIV!.plate.slice(0, 2)}-${SIV!.plate.slice(2, 5)}-${SIV!.plate.slice(5)}`.toLowerCase();
  await page.type(`${PLATE_ROOT} input[name=plate]`, typed);
  await chunk.requested;
  expect(await isHydrated(page, PLATE_ROOT)).toBe(false);
  chunk.release();
  await hydrated(page, 'LicensePlate');
  expect(await page.$eval(`${PLATE_ROOT} input[name=plate]`, (i) => (i as HTMLInputElement).value)).toBe(typed.toUpperCase());
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/fr-FR/pieces-auto/[^/]+/3-${SIV!.modelId}-$`));
  expect(errors).toEqual([]);
  await page.close();
});
