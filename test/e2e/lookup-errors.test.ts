/**
 * HSN/TSN (de-DE) and licence plate (fr-FR) with JavaScript: a malformed or unknown key marks its
 * field invalid and names the problem in a visible message the field refers to (aria-describedby),
 * in the edition's language; the "?" help stays a small button beside the HSN on a phone.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { hydrated } from './support/browser';
import { freshPage, type SlowPage } from './support/slow';
import { useShopInBrowser } from './support/session';

jest.setTimeout(120_000);

const e2e = useShopInBrowser();
let opened: SlowPage | undefined;
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const texts = (lang: string) => (JSON.parse(fs.readFileSync(path.join(__dirname, `../../locales/resources/${lang}/home.json`), 'utf8')) as { home: Record<string, Record<string, string>> }).home;
const DE = texts('de').hsnTsn!;
const FR = texts('fr').plate!;

const HSN_ROOT = 'spareo-island[data-name="HsnTsn"]';
const PLATE_ROOT = 'spareo-island[data-name="LicensePlate"]';

/** The field's invalid state and the visible texts of the elements it is described by. */
function errorState(page: Page, selector: string) {
  return page.$eval(selector, (field) => ({
    invalid: field.getAttribute('aria-invalid'),
    messages: (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => Boolean(element && !element.hidden && element.offsetParent !== null))
      .map((element) => element.textContent?.trim() ?? ''),
  }));
}

async function open(url: string, root: string, name: string, width = 1280): Promise<SlowPage> {
  opened = await freshPage(e2e.chromium.browser, width);
  await opened.page.goto(`${e2e.shop.origin}${url}`);
  await opened.page.hover(`${root} input`);
  await hydrated(opened.page, name);
  return opened;
}

test('HSN/TSN: a malformed HSN is marked when the shopper moves on; the TSN is not', async () => {
  const { page, errors } = await open('/', HSN_ROOT, 'HsnTsn');
  await page.type(`${HSN_ROOT} input[name=hsn]`, '06#');
  await page.keyboard.press('Tab');
  await page.waitForSelector(`${HSN_ROOT} input[name=hsn][aria-invalid=true]`);
  expect(await errorState(page, `${HSN_ROOT} input[name=hsn]`)).toEqual({ invalid: 'true', messages: [DE.invalid] });
  expect((await errorState(page, `${HSN_ROOT} input[name=tsn]`)).invalid).toBeNull();
  // Corrected, the mark goes.
  await page.click(`${HSN_ROOT} input[name=hsn]`, { count: 3 });
  await page.keyboard.type('0603');
  expect((await errorState(page, `${HSN_ROOT} input[name=hsn]`)).invalid).toBeNull();
  expect(errors).toEqual([]);
});

test('HSN/TSN: an unknown pair marks both fields, each described by the message', async () => {
  const { page, errors } = await open('/', HSN_ROOT, 'HsnTsn');
  await page.type(`${HSN_ROOT} input[name=hsn]`, 'zz99');
  await page.keyboard.type('zzz');
  await page.waitForSelector(`${HSN_ROOT} input[name=tsn][aria-invalid=true]`);
  for (const name of ['hsn', 'tsn']) expect(await errorState(page, `${HSN_ROOT} input[name=${name}]`)).toEqual({ invalid: 'true', messages: [DE.unknown] });
  expect(errors).toEqual([]);
});

test('plate: a malformed plate sent with Enter is marked with the French message; an unknown one too', async () => {
  const { page, errors } = await open('/fr-FR', PLATE_ROOT, 'LicensePlate');
  const input = `${PLATE_ROOT} input[name=plate]`;
  await page.type(input, 'abc-12');
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${input}[aria-invalid=true]`);
  const malformed = await errorState(page, input);
  expect(malformed.invalid).toBe('true');
  expect(malformed.messages).toContain(FR.invalid);
  await page.click(input, { count: 3 });
  await page.keyboard.type('zz-999-zz');
  await page.keyboard.press('Enter');
  await page.waitForFunction((selector, text) => {
    const field = document.querySelector(selector);
    return (field?.getAttribute('aria-describedby') ?? '').split(' ').some((id) => document.getElementById(id)?.textContent === text);
  }, { timeout: 20_000 }, input, FR.licenseUnknown!);
  expect((await errorState(page, input)).invalid).toBe('true');
  expect(errors).toEqual([]);
});

test('360 px: the HSN help is a small button beside the HSN field; its text opens without widening the page', async () => {
  const { page, errors } = await open('/', HSN_ROOT, 'HsnTsn', 360);
  const box = (selector: string) => page.$eval(selector, (element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, width: rect.width, height: rect.height };
  });
  const toggle = await box(`${HSN_ROOT} .help-toggle`);
  const hsn = await box(`${HSN_ROOT} input[name=hsn]`);
  expect(toggle.width).toBeLessThanOrEqual(48);
  expect(toggle.height).toBeLessThanOrEqual(48);
  // On the HSN field's line, not a bar of its own.
  expect(toggle.top).toBeLessThan(hsn.bottom);
  expect(toggle.bottom).toBeGreaterThan(hsn.top);
  await page.click(`${HSN_ROOT} .help-toggle`);
  expect(await page.$eval(`${HSN_ROOT} .help-toggle`, (button) => button.getAttribute('aria-expanded'))).toBe('true');
  const help = await box('#hsn-help');
  expect(help.width).toBeGreaterThan(0);
  expect(help.left).toBeGreaterThanOrEqual(0);
  expect(help.right).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The button did not move or grow when its text opened.
  expect(await box(`${HSN_ROOT} .help-toggle`)).toEqual(toggle);
  await page.keyboard.press('Escape');
  expect(await page.$eval('#hsn-help', (help) => (help as HTMLElement).hidden)).toBe(true);
  expect(errors).toEqual([]);
});
