/**
 * A pair the register lists but the vehicle base cannot place (0005/BLC, a 320d whose key of 2012 may be an
 * E90's or an F30's), typed on a slow phone before the HSN/TSN form has woken: the form says, in
 * German, what the register names (maker and trade name) and asks for the dropdowns instead of
 * offering another generation's cars. Without JavaScript the plain form answers the same.
 * Screenshots go to SCREENSHOT_DIR (default: the system's temporary folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { onSlowPhone } from '../../scripts/bench/phone-profile';
import { holdChunk, launchBrowser, type TestBrowser } from './support/browser';
import { startShop, type RunningShop } from './support/server';
import { freshPage, isAwake, openEarly, SLOW_TIMEOUT, type SlowPage } from './support/slow';

jest.setTimeout(180_000);

const SHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();
const ROOT = 'spareo-island[data-name="HsnTsn"]';
const PAIR = { hsn: '0005', tsn: 'BLC' };
const UNPLACED = (JSON.parse(fs.readFileSync(path.join(__dirname, '../../locales/resources/de/home.json'), 'utf8')) as { home: { hsnTsn: { unplaced: string } } }).home.hsnTsn.unplaced;

let shop: RunningShop;
let chromium: TestBrowser;
let opened: SlowPage | undefined;
/** What the register names the pair, as the lookup answers it. */
let registered: { maker: string; tradeName: string };

beforeAll(async () => {
  await Promise.all([launchBrowser().then((browser) => (chromium = browser)), startShop().then((started) => (shop = started))]);
  const answer = (await (await fetch(`${shop.origin}/api/vehicle/hsntsn/${PAIR.hsn}${PAIR.tsn}`)).json()) as { vehicles: unknown[]; register: { maker: string; tradeName: string } | null };
  expect(answer.vehicles).toEqual([]);
  registered = answer.register!;
});
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});
afterAll(async () => {
  await chromium?.close();
  await shop?.close();
});

const message = () => UNPLACED.replace('{{name}}', registered.tradeName);
const errorState = (page: Page) => page.$eval(ROOT, (root) => ({
  text: root.querySelector('.form-error')?.textContent ?? null,
  role: root.querySelector('.form-error')?.getAttribute('role') ?? null,
  invalid: [...root.querySelectorAll('input')].map((input) => input.getAttribute('aria-invalid')),
  offered: root.querySelectorAll('.vehicle-choices li, .lookup-matches li').length,
}));

test('the register names the pair\'s maker and trade name: BMW 320D', () => {
  expect(registered).toEqual({ maker: 'BAYER.MOT.WERKE-BMW', tradeName: 'BMW 320D' });
  expect(message()).toBe('Das KBA-Register nennt zu dieser HSN / TSN nur „BMW 320D“, nicht Baureihe und Motor. Bitte wählen Sie Ihr Fahrzeug über Hersteller und Modell.');
});

test('on a slow phone, typed before the form woke: the form says what the register names, in German, and offers no car', async () => {
  opened = await freshPage(chromium.browser, 360);
  const { page, errors } = opened;
  await onSlowPhone(page);
  // The form's code is held until the pair is typed: the input comes before waking however fast the machine.
  const held = await holdChunk(page, shop.manifest.islands.HsnTsn!.file);
  const loaded = await openEarly(page, `${shop.origin}/`, `${ROOT} input[name=hsn]`);
  await page.type(`${ROOT} input[name=hsn]`, PAIR.hsn);
  await page.type(`${ROOT} input[name=tsn]`, PAIR.tsn.toLowerCase());
  expect(await isAwake(page, 'HsnTsn')).toBe(false);
  await held.requested.then(held.release);
  await page.waitForFunction((root) => Boolean(document.querySelector(`${root} .form-error`)), { timeout: SLOW_TIMEOUT }, ROOT);
  await loaded;
  expect(await errorState(page)).toEqual({ text: message(), role: 'alert', invalid: ['true', 'true'], offered: 0 });
  // What was typed stays, in capitals; the page stays the home page.
  expect(await page.$$eval(`${ROOT} input`, (inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([PAIR.hsn, PAIR.tsn]);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.$eval(ROOT, (root) => root.scrollIntoView({ block: 'center' }));
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'de-hsn-tsn-unplaced-phone.png') as `${string}.png` });
  expect(errors).toEqual([]);
});

test('without JavaScript, the plain form answers the pair the same way', async () => {
  opened = await freshPage(chromium.browser, 360);
  const { page } = opened;
  await page.setJavaScriptEnabled(false);
  await page.goto(`${shop.origin}/`);
  await page.type(`${ROOT} input[name=hsn]`, PAIR.hsn);
  await page.type(`${ROOT} input[name=tsn]`, PAIR.tsn);
  await Promise.all([page.waitForNavigation(), page.click(`${ROOT} button[type=submit]`)]);
  const state = await errorState(page);
  expect(state.text).toBe(message());
  expect(state.offered).toBe(0);
  // The form alone: without scripts the page cannot be scrolled to it, an element's picture can.
  await (await page.$(`${ROOT} form`))!.screenshot({ path: path.join(SHOTS, 'de-hsn-tsn-unplaced-nojs.png') as `${string}.png` });
});
