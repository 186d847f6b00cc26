/**
 * The portal's order inbox in Chromium with JavaScript off: a shopper orders (de-DE), the shop's
 * member signs in to the portal with the shop's key, finds the part under "new" with the address,
 * accepts it, ships it with carrier and tracking number, and sees it under "shipped"; the delivery
 * note opens as a PDF. Screenshots of the inbox at 360 and 1366 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { PDFDocument } from 'pdf-lib';
import { projectRoot } from '../../server/shared/paths';
import { SHOPPER } from '../checkout/helpers';
import { offersFromShops, shopToken } from '../checkout/support';
import { checkoutInBrowser } from './support/checkout-in-browser';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(180_000);

const e2e = checkoutInBrowser();

function screenshotPath(name: string): string {
  const dir = path.join(projectRoot, 'artifacts', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

async function placeOrder(page: Page, offer: { offerId: number; shopId: number }): Promise<string> {
  await page.goto(`${e2e.shop.origin}/Warenkorb/generieren?cartParam[${offer.offerId}]=2`);
  await Promise.all([page.waitForNavigation(), page.click('.cart-checkout a')]);
  await page.waitForSelector('.checkout-form');
  await page.type('#checkout-email', SHOPPER.email);
  await page.type('#checkout-name', SHOPPER.name);
  await page.type('#checkout-street', SHOPPER.street);
  await page.type('#checkout-zip', SHOPPER.zip);
  await page.type('#checkout-city', SHOPPER.city);
  await page.click(`input[name="payment-${offer.shopId}"][value="prepayment"]`);
  await page.click(`input[name="accept-${offer.shopId}"]`);
  await Promise.all([page.waitForNavigation(), page.click('.checkout-place')]);
  return /SP-\d{6}-[2-9A-Z]{6}/.exec(await page.$eval('h1', (h) => h.textContent ?? ''))![0];
}

const sectionOf = (page: Page, part: string) => page.$eval(`article[id="${part}"]`, (a) => a.closest('section')!.querySelector('h2')!.textContent);

test('without JavaScript a member accepts and ships a part from the inbox; the delivery note opens as a PDF', async () => {
  const [offer] = await offersFromShops(e2e.shop.db, 'DE', 1);
  const { page, errors } = await e2e.chromium.open({ javaScript: false });
  const number = await placeOrder(page, offer!);
  const part = `${number}-1`;

  await page.goto(`${e2e.shop.origin}/portal/sign-in`);
  await page.type('input[name="shopId"]', String(offer!.shopId));
  await page.type('input[name="token"]', await shopToken(e2e.shop.db, offer!.shopId));
  await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
  await Promise.all([page.waitForNavigation(), page.click('nav a[href="/portal/orders"]')]);
  expect(await sectionOf(page, part)).toMatch(/^Neu \(\d+\)$/);
  expect(await page.$eval(`article[id="${part}"] address`, (a) => (a as HTMLElement).innerText)).toContain(SHOPPER.name);

  await Promise.all([page.waitForNavigation(), page.click(`article[id="${part}"] form:has(input[value="accepted"]) button`)]);
  expect(await sectionOf(page, part)).toMatch(/^Angenommen/);

  await page.setViewport({ width: 1366, height: 900 });
  await page.screenshot({ path: screenshotPath('portal-orders-de-DE-1366.png'), fullPage: true });
  await page.setViewport({ width: 360, height: 640, isMobile: true, hasTouch: true });
  await page.screenshot({ path: screenshotPath('portal-orders-de-DE-360.png'), fullPage: true });

  // Paid by prepayment: the operator books the transfer received before the part ships.
  await bookTransferReceived(e2e.shop.db.kysely, part);
  await page.type(`input[id="${part}-carrier"]`, 'DHL');
  await page.type(`input[id="${part}-trackingNumber"]`, '00340434161094042557');
  await Promise.all([page.waitForNavigation(), page.click(`article[id="${part}"] form:has(input[value="shipped"]) button`)]);
  expect(await sectionOf(page, part)).toMatch(/^Versendet/);
  expect(await page.$eval(`article[id="${part}"]`, (a) => (a as HTMLElement).innerText)).toContain('00340434161094042557');

  const note = await page.$eval(`article[id="${part}"] a[href$="delivery-note.pdf"]`, (a) => (a as HTMLAnchorElement).href);
  const cookies = await page.cookies(note);
  const pdf = await fetch(note, { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(await pdf.arrayBuffer());
  fs.writeFileSync(screenshotPath('portal-delivery-note-de-DE.pdf'), bytes);
  expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Lieferschein ${part}`);
  expect(errors).toEqual([]);
});
