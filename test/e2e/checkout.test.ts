/**
 * The whole checkout in Chromium, in two editions, with JavaScript on and off: a cart from three
 * shops (the cart link), the checkout form typed as a guest, prepayment, the confirmation page,
 * the confirmation mail on a real SMTP server, the shop fetching its part as openTRANS (validated
 * against the schema) and marking it shipped, and the shopper's order page with the carrier, the tracking
 * number and the carrier's tracking page. The checkout has no island: the JS-off runs are its slowed-page cover.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { projectRoot } from '../../server/shared/paths';
import { COOKIES } from '../../locales/editions';
import { trackingUrl } from '../../contract/carriers';
import { SHOPPER, validateOpenTrans } from '../checkout/helpers';
import { offersFromShops, shopToken } from '../checkout/support';
import { checkoutInBrowser } from './support/checkout-in-browser';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(180_000);

const e2e = checkoutInBrowser();

const AXE = fs.readFileSync(path.join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** Serious and critical axe violations of the page as it is (axe evaluated through DevTools, never fetched). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe.run();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const EDITIONS = [
  { locale: 'de-DE', prefix: '', country: 'DE', cart: '/Warenkorb', generate: '/Warenkorb/generieren', place: 'Zahlungspflichtig bestellen', thanks: 'Vielen Dank für Ihre Bestellung!', subject: 'Ihre Bestellung', shipped: 'Versandt', parcel: 'DHL, Sendungsnummer', track: 'Sendung bei DHL verfolgen' },
  { locale: 'fr-FR', prefix: '/fr-FR', country: 'FR', cart: '/fr-FR/panier', generate: '/fr-FR/panier/generer', place: 'Commande avec obligation de paiement', thanks: 'Merci pour votre commande\u202f!', subject: 'Votre commande', shipped: 'Expédiée', parcel: 'DHL, numéro de suivi', track: 'Suivre le colis chez DHL' },
] as const;

const cases = EDITIONS.flatMap((edition) => [true, false].map((javaScript) => [edition.locale, javaScript ? 'JavaScript on' : 'JavaScript off', edition, javaScript] as const));

test.each(cases)('%s, %s: cart from three shops -> guest checkout with prepayment -> mail -> openTRANS -> shipped -> tracking on the order page', async (_locale, _js, edition, javaScript) => {
  const offers = (await offersFromShops(e2e.shop.db, edition.country, 3));
  expect(new Set(offers.map((o) => o.shopId)).size).toBe(3);
  const { page, errors } = await e2e.chromium.open({ javaScript });
  await page.setCookie({ name: COOKIES.deliveryCountry, value: edition.country, url: e2e.shop.origin });

  // The cart from three shops, by the shop's own cart link.
  const query = offers.map((o) => `cartParam[${o.offerId}]=1`).join('&');
  await page.goto(`${e2e.shop.origin}${edition.generate}?${query}`);
  expect(new URL(page.url()).pathname).toBe(edition.cart);
  await Promise.all([page.waitForNavigation(), page.click('.cart-checkout a')]);

  // Typed the moment the page is there, as a guest.
  await page.waitForSelector('.checkout-form');
  expect(await page.$eval('.checkout-place', (b) => b.textContent)).toBe(edition.place);
  // The form of a three-shops cart as it opens is audited by visual-states (checkout, de-DE and fr-FR, 320 and 1366 px).
  await page.type('#checkout-email', SHOPPER.email);
  await page.type('#checkout-name', SHOPPER.name);
  await page.type('#checkout-street', SHOPPER.street);
  await page.type('#checkout-zip', SHOPPER.zip);
  await page.type('#checkout-city', SHOPPER.city);
  for (const offer of offers) {
    await page.click(`input[name="payment-${offer.shopId}"][value="prepayment"]`);
    await page.click(`input[name="accept-${offer.shopId}"]`);
  }
  await Promise.all([page.waitForNavigation(), page.click('.checkout-place')]);

  // The confirmation page: thanks, one transfer to the marketplace's account for the three shops, the order number as reference, its QR code.
  const confirmation = await page.$eval('main', (m) => (m as HTMLElement).innerText);
  expect(confirmation).toContain(edition.thanks);
  const number = /SP-\d{6}-[2-9A-Z]{6}/.exec(await page.$eval('h1', (h) => h.textContent ?? ''))![0];
  expect(await page.$$eval('.order-iban', (cells) => cells.map((c) => c.textContent))).toEqual(['DE89370400440532013000']);
  expect(await page.$$eval('.order-reference', (cells) => cells.map((c) => c.textContent))).toEqual([number]);
  expect(await page.$$eval('.order-qr svg', (codes) => codes.length)).toBe(1);

  // The mail arrives: subject, body, order number.
  const mail = await e2e.mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  expect(mail.subject).toContain(edition.subject);
  expect(mail.text).toContain(number);
  expect(mail.text).toContain(SHOPPER.name);

  // The shop fetches its part as openTRANS, valid against the schema, and marks it shipped.
  const shopId = offers[0]!.shopId;
  const auth = { authorization: `Bearer ${(await shopToken(e2e.shop.db, shopId))}` };
  const list = await request(e2e.shop.origin).get(`/shop-orders/${shopId}/orders`).set(auth).expect(200);
  const part = list.body.orders.find((o: { orderNumber: string }) => o.orderNumber === number);
  const xml = await request(e2e.shop.origin).get(part.links.opentrans).set(auth).expect(200);
  expect(validateOpenTrans(xml.text)).toBe('');
  const tracking = `JJD0099${Date.now()}`;
  await bookTransferReceived(e2e.shop.db.kysely, part.number);
  await request(e2e.shop.origin).post(part.links.status).set(auth).send({ status: 'shipped', carrier: 'DHL', trackingNumber: tracking }).expect(200);

  // The shopper's order page shows the part's shipped step: the carrier, the tracking number and
  // the carrier's tracking page.
  await page.reload();
  const shipped = await page.$eval(`#part-${part.number}`, (h) => {
    const step = h.closest('section')!.querySelector('.order-steps li[data-step="shipped"]') as HTMLElement;
    const link = step.querySelector('a')!;
    return { name: step.querySelector('.order-step-name')!.textContent, parcel: step.querySelector('.order-step-tracking')!.textContent, link: link.textContent, href: link.href };
  });
  expect(shipped.name).toBe(edition.shipped);
  expect(shipped.parcel).toContain(`${edition.parcel} ${tracking}`);
  expect(shipped.link).toBe(edition.track);
  expect(shipped.href).toBe(trackingUrl('DHL', tracking, { country: edition.country, zip: SHOPPER.zip }, edition.locale));
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
