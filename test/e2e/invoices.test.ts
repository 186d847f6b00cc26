/**
 * Invoices in Chromium against the real server on loopback: a garage orders (de-DE) giving its
 * company and VAT ID, a consumer orders without; the shop's member ships both parts in the portal;
 * the order page links each invoice, which opens as a PDF (the garage's a Factur-X whose XML
 * validates against the EN 16931 schema); the portal's order view links the same PDF; the consumer
 * withdraws and the credit note appears. Screenshots and PDF renderings (pdftoppm) go to
 * artifacts/screenshots, or SHOTS_DIR when set.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from 'puppeteer-core';
import { SHOPPER } from '../checkout/helpers';
import { offersFromShops, shopToken } from '../checkout/support';
import { attachments, pdfText, validateFacturX } from '../support/invoice-files';
import { checkoutInBrowser } from './support/checkout-in-browser';
import { screenshotPath } from './support/back-office';
import { bookTransferReceived } from '../support/transfer-booked';
import { loadEInvoiceLibrary } from '../../server/marketplace/invoices/index';

jest.setTimeout(240_000);

// The shopper opens the PDF in the browser itself: the headless shell has no PDF viewer.
const e2e = checkoutInBrowser({ browser: 'shopper' });
// As a marketplace process does at its start: a download never waits for the library's first load.
beforeAll(() => loadEInvoiceLibrary());


/** The PDF's first page as PNG (pdftoppm), beside the PDF. */
function render(pdfFile: string): void {
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfFile, pdfFile.replace(/\.pdf$/, '')]);
}

async function placeOrder(page: Page, offer: { offerId: number; shopId: number }, business?: { company: string; vatId: string }): Promise<string> {
  await page.goto(`${e2e.shop.origin}/Warenkorb/generieren?cartParam[${offer.offerId}]=2`);
  await Promise.all([page.waitForNavigation(), page.click('.cart-checkout a')]);
  await page.waitForSelector('.checkout-form');
  await page.type('#checkout-email', SHOPPER.email);
  await page.type('#checkout-name', SHOPPER.name);
  await page.type('#checkout-street', SHOPPER.street);
  await page.type('#checkout-zip', SHOPPER.zip);
  await page.type('#checkout-city', SHOPPER.city);
  if (business) {
    await page.type('#checkout-company', business.company);
    await page.type('#checkout-vatId', business.vatId);
  }
  await page.click(`input[name="payment-${offer.shopId}"][value="prepayment"]`);
  await page.click(`input[name="accept-${offer.shopId}"]`);
  if (business) {
    await page.setViewport({ width: 1366, height: 900 });
    const fields = await page.$('.checkout-business');
    await fields!.screenshot({ path: screenshotPath('checkout-business-fields-de-DE.png') });
  }
  await Promise.all([page.waitForNavigation(), page.click('.checkout-place')]);
  return /SP-\d{6}-[2-9A-Z]{6}/.exec(await page.$eval('h1', (h) => h.textContent ?? ''))![0];
}

async function download(page: Page, url: string): Promise<{ type: string | null; bytes: Uint8Array }> {
  const cookies = await page.cookies(url);
  const answer = await fetch(url, { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
  return { type: answer.headers.get('content-type'), bytes: new Uint8Array(await answer.arrayBuffer()) };
}

test('a garage and a consumer order, the shop ships in the portal, each opens its invoice; the garage\'s is a valid Factur-X', async () => {
  const [offer] = await offersFromShops(e2e.shop.db, 'DE', 1);
  const { page, errors } = await e2e.chromium.open({ javaScript: true });
  const garage = await placeOrder(page, offer!, { company: 'Werkstatt Müller GmbH', vatId: 'DE136695976' });
  const garageUrl = page.url();
  const consumer = await placeOrder(page, offer!);
  const consumerUrl = page.url();

  // The shop's member ships both parts in the portal.
  await page.goto(`${e2e.shop.origin}/portal/sign-in`);
  await page.type('input[name="shopId"]', String(offer!.shopId));
  await page.type('input[name="token"]', await shopToken(e2e.shop.db, offer!.shopId));
  await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
  for (const number of [garage, consumer]) {
    await page.goto(`${e2e.shop.origin}/portal/orders`);
    const part = `${number}-1`;
    // Paid by prepayment: the operator has booked the transfer received before the part ships.
    await bookTransferReceived(e2e.shop.db.kysely, part);
    await page.type(`input[id="${part}-carrier"]`, 'DHL');
    await page.type(`input[id="${part}-trackingNumber"]`, '00340434161094042557');
    await Promise.all([page.waitForNavigation(), page.click(`article[id="${part}"] form:has(input[value="shipped"]) button`)]);
  }
  await page.setViewport({ width: 1366, height: 900 });
  const portalLink = await page.$eval(`article[id="${garage}-1"] a.invoice-link`, (a) => (a as HTMLAnchorElement).href);
  await (await page.$(`article[id="${garage}-1"]`))!.screenshot({ path: screenshotPath('portal-order-with-invoice-de-DE.png') });
  const fromPortal = await download(page, portalLink);
  expect(fromPortal.type).toBe('application/pdf');

  // The garage's order page links its invoice: a Factur-X PDF.
  await page.goto(garageUrl);
  const invoiceLink = await page.$eval('.order-invoices a', (a) => (a as HTMLAnchorElement).href);
  await (await page.$('.order-part'))!.screenshot({ path: screenshotPath('order-page-invoice-link-de-DE.png') });
  const garagePdf = await download(page, invoiceLink);
  expect(garagePdf.type).toBe('application/pdf');
  expect(Buffer.from(garagePdf.bytes).equals(Buffer.from(fromPortal.bytes)) || pdfText(garagePdf.bytes) === pdfText(fromPortal.bytes)).toBe(true);
  fs.writeFileSync(screenshotPath('invoice-facturx-de-DE.pdf'), garagePdf.bytes);
  render(screenshotPath('invoice-facturx-de-DE.pdf'));
  const xml = attachments(garagePdf.bytes)['factur-x.xml']!;
  fs.writeFileSync(screenshotPath('invoice-facturx-de-DE.xml'), xml);
  const verdict = validateFacturX(xml);
  fs.writeFileSync(screenshotPath('xmllint-facturx.txt'), `${verdict.output}\n`);
  expect(verdict.ok).toBe(true);
  expect(pdfText(garagePdf.bytes)).toContain('Werkstatt Müller GmbH');

  // Opened in the browser itself, as the shopper clicks it.
  const opened = await page.goto(invoiceLink);
  expect(opened!.headers()['content-type']).toBe('application/pdf');

  // The consumer's: a plain PDF invoice; after withdrawing, a credit note beside it.
  await page.goto(consumerUrl);
  const consumerLink = await page.$eval('.order-invoices a', (a) => (a as HTMLAnchorElement).href);
  const consumerPdf = await download(page, consumerLink);
  fs.writeFileSync(screenshotPath('invoice-de-DE.pdf'), consumerPdf.bytes);
  render(screenshotPath('invoice-de-DE.pdf'));
  expect(attachments(consumerPdf.bytes)).toEqual({});
  await Promise.all([page.waitForNavigation(), page.click('.withdrawal-link')]);
  await page.waitForSelector('.withdrawal-form');
  // Name and e-mail come filled from the order: the one button confirms.
  await Promise.all([page.waitForNavigation(), page.click('.withdrawal-form button[type="submit"]')]);
  await page.goto(consumerUrl);
  const links = await page.$$eval('.order-invoices a', (as) => as.map((a) => (a as HTMLAnchorElement).href));
  expect(links).toHaveLength(2);
  await (await page.$('.order-part'))!.screenshot({ path: screenshotPath('order-page-credit-note-de-DE.png') });
  const credit = await download(page, links[1]!);
  fs.writeFileSync(screenshotPath('credit-note-de-DE.pdf'), credit.bytes);
  render(screenshotPath('credit-note-de-DE.pdf'));
  expect(pdfText(credit.bytes)).toContain('Rechnungskorrektur CN-');
  // Chromium's PDF viewer asks for /favicon.ico on its own (a PDF names no icon): not the site's error.
  expect(errors.filter((error) => !error.endsWith('/favicon.ico'))).toEqual([]);
});
