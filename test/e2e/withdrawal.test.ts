/**
 * The shopper's withdrawal in Chromium, in de-DE (JavaScript off) and fr-FR (JavaScript on): an
 * order from two shops, both parts shipped through the shops' API; the footer's withdrawal function,
 * the order named by number and e-mail, the form and its confirm button; a part whose period ended
 * meanwhile is refused with the reason; the other part withdrawn, confirmed twice (one withdrawal,
 * one mail); the confirmation mail on the in-process SMTP server with the statement and the time
 * the page shows; the shop fetches it, takes the goods back and refunds; the order page shows it.
 */
import type { Page } from 'puppeteer-core';
import request from 'supertest';
import { COOKIES } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { SHOPPER } from '../checkout/helpers';
import { offersFromShops, shopToken } from '../checkout/support';
import { checkoutInBrowser } from './support/checkout-in-browser';
import { bookTransferReceived } from '../support/transfer-booked';
import { waitFor } from '../support/wait-for';

jest.setTimeout(180_000);

const e2e = checkoutInBrowser();

const EDITIONS = [
  {
    locale: 'de-DE', javaScript: false, country: 'DE', generate: '/Warenkorb/generieren', link: 'Vertrag widerrufen', confirm: 'Widerruf bestätigen',
    ended: 'Die Widerrufsfrist für', received: 'Ihr Widerruf ist am', subject: 'Ihr Widerruf', statement: 'Hiermit widerrufe ich', refunded: 'Erstattung veranlasst:',
  },
  {
    locale: 'fr-FR', javaScript: true, country: 'FR', generate: '/fr-FR/panier/generer', link: 'Se rétracter du contrat ici', confirm: 'Confirmer la rétractation',
    ended: 'Le délai de rétractation pour', received: 'Votre rétractation a été reçue le', subject: 'Votre rétractation', statement: 'vous notifie par la présente ma rétractation', refunded: 'Remboursement lancé\u00a0:',
  },
] as const;

const mainText = (page: Page) => page.$eval('main', (m) => (m as HTMLElement).innerText);

async function placeOrder(page: Page, edition: (typeof EDITIONS)[number], offers: { offerId: number; shopId: number }[]): Promise<string> {
  await page.goto(`${e2e.shop.origin}${edition.generate}?${offers.map((o) => `cartParam[${o.offerId}]=1`).join('&')}`);
  await Promise.all([page.waitForNavigation(), page.click('.cart-checkout a')]);
  await page.waitForSelector('.checkout-form');
  await page.type('#checkout-email', SHOPPER.email);
  await page.type('#checkout-name', SHOPPER.name);
  await page.type('#checkout-street', SHOPPER.street);
  await page.type('#checkout-zip', edition.country === 'FR' ? '75011' : SHOPPER.zip);
  await page.type('#checkout-city', SHOPPER.city);
  for (const offer of offers) {
    await page.click(`input[name="payment-${offer.shopId}"][value="prepayment"]`);
    await page.click(`input[name="accept-${offer.shopId}"]`);
  }
  await Promise.all([page.waitForNavigation(), page.click('.checkout-place')]);
  return /SP-\d{6}-[2-9A-Z]{6}/.exec(await page.$eval('h1', (h) => h.textContent ?? ''))![0];
}

test.each(EDITIONS.map((edition) => [edition.locale, edition] as const))('%s: withdraw one shop\'s part through the footer\'s function; a late one refused with the reason; one withdrawal for a doubled confirm; mail, shop, refund', async (_locale, edition) => {
  const offers = await offersFromShops(e2e.shop.db, edition.country, 2);
  const { page, errors } = await e2e.chromium.open({ javaScript: edition.javaScript });
  await page.setCookie({ name: COOKIES.deliveryCountry, value: edition.country, url: e2e.shop.origin });
  const number = await placeOrder(page, edition, offers);

  // Both shops ship their parts through the API.
  const parts: Record<number, { number: string; auth: Record<string, string>; links: { status: string } }> = {};
  for (const offer of offers) {
    const auth = { authorization: `Bearer ${await shopToken(e2e.shop.db, offer.shopId)}` };
    const list = await request(e2e.shop.origin).get(`/shop-orders/${offer.shopId}/orders`).set(auth).expect(200);
    const part = list.body.orders.find((o: { orderNumber: string }) => o.orderNumber === number);
    await request(e2e.shop.origin).post(`/shop-orders/${offer.shopId}/orders/ack`).set(auth).send({ orders: [part.number] }).expect(200);
    await bookTransferReceived(e2e.shop.db.kysely, part.number);
    await request(e2e.shop.origin).post(part.links.status).set(auth).send({ status: 'shipped', carrier: 'DHL', trackingNumber: `JJD00${Date.now()}` }).expect(200);
    parts[offer.shopId] = { number: part.number, auth, links: part.links };
  }
  const [kept, late] = [parts[offers[0]!.shopId]!, parts[offers[1]!.shopId]!];

  // The footer of any page carries the function; a guest names the order by number and e-mail.
  await page.goto(`${e2e.shop.origin}${edition.locale === 'de-DE' ? '' : `/${edition.locale}`}/`);
  const footerLink = await page.$$eval('footer a', (links, label) => links.find((a) => a.textContent === label)?.getAttribute('href') ?? null, edition.link);
  expect(footerLink).not.toBeNull();
  await Promise.all([page.waitForNavigation(), page.click(`footer a[href="${footerLink}"]`)]);
  await page.type('#withdraw-number', number);
  await page.type('#withdraw-email', SHOPPER.email);
  await Promise.all([page.waitForNavigation(), page.click('.orders-lookup button[type="submit"]')]);
  expect(await page.$eval('.withdrawal-confirm', (b) => b.textContent)).toBe(edition.confirm);
  expect(await page.$$eval('input[name="part"]', (inputs) => inputs.map((i) => (i as HTMLInputElement).value).sort())).toEqual([kept.number, late.number].sort());

  // While the form is open, the second part's period runs out (shipped 35 days ago, presumed delivered days later, holidays and all): confirming it is refused with the reason.
  await e2e.shop.db.kysely.updateTable('order_shops').set({ shipped_at: new Date(Date.now() - 35 * 86_400_000).toISOString() }).where('number', '=', late.number).execute();
  await page.click(`input[name="part"][value="${late.number}"]`);
  await Promise.all([page.waitForNavigation(), page.click('.withdrawal-confirm')]);
  const refused = await page.$eval('[role="alert"]', (a) => (a as HTMLElement).innerText);
  expect(refused).toContain(edition.ended);
  expect(refused).toContain(late.number);
  expect(await page.$eval('[role="alert"] a', (a) => a.getAttribute('href'))).toMatch(/\/info\//i);

  // The other part confirmed; then the very same form sent again (a second click that got through).
  await page.click(`input[name="part"][value="${kept.number}"]`);
  const action = await page.$eval('.withdrawal-form', (f) => (f as HTMLFormElement).action);
  const sent = await page.$$eval('.withdrawal-form input', (inputs) => (inputs as HTMLInputElement[])
    .filter((i) => (i.type !== 'radio' && i.type !== 'checkbox') || i.checked).map((i) => [i.name, i.value]));
  await Promise.all([page.waitForNavigation(), page.click('.withdrawal-confirm')]);
  const confirmed = await page.$eval('.withdrawal-received', (p) => (p as HTMLElement).innerText);
  expect(confirmed).toContain(edition.received);
  expect(confirmed).toContain(SHOPPER.email);
  const time = /\d{1,2}:\d{2}:\d{2}/.exec(confirmed)![0];
  const again = await request(action).post('').set('origin', e2e.shop.origin).type('form').send(new URLSearchParams(sent).toString());
  expect(again.status).toBe(303);
  expect(again.headers.location).toContain(`withdrawn=${kept.number}`);
  const recorded = await e2e.shop.db.kysely.selectFrom('withdrawals as w').innerJoin('order_shops as os', 'os.id', 'w.order_shop_id').select('os.number').where('os.order_id', '=',
    (eb) => eb.selectFrom('orders').select('id').where('number', '=', number)).execute();
  expect(recorded).toEqual([{ number: kept.number }]);

  // The confirmation mail: the statement, the date and the time the page showed; one mail only.
  const mail = await e2e.mailbox.waitFor((m) => (m.subject ?? '').includes(kept.number) && (m.subject ?? '').includes(edition.subject));
  expect(mail.subject).toContain(edition.subject);
  expect(mail.text).toContain(edition.statement);
  expect(mail.text).toContain(time);
  // The statement sent again queued no mail: a list of the shopper's orders asked for after it, and
  // received, comes after anything queued before it (the queue sends in the order mails were queued).
  const listSubject = translatorFor(createI18n(), 'de-DE')('orders.listLink.mail.subject');
  const lists = () => e2e.mailbox.mails.filter((m) => m.subject === listSubject).length;
  const listsBefore = lists();
  await request(e2e.shop.origin).post('/Bestellungen').set('origin', e2e.shop.origin).type('form').send({ intent: 'list', email: SHOPPER.email }).expect(303);
  await waitFor('the list mail asked for after the statement was sent again', () => lists() > listsBefore, 30_000, 50);
  expect(e2e.mailbox.mails.filter((m) => (m.subject ?? '').includes(kept.number) && (m.subject ?? '').includes(edition.subject))).toHaveLength(1);

  // The shop fetches the withdrawal as a status change, acknowledges it, takes the goods back and refunds.
  const shopId = offers[0]!.shopId;
  const fresh = await request(e2e.shop.origin).get(`/shop-orders/${shopId}/orders`).set(kept.auth).expect(200);
  expect(fresh.body.orders.find((o: { number: string }) => o.number === kept.number)).toEqual(expect.objectContaining({ status: 'withdrawn' }));
  await request(e2e.shop.origin).post(`/shop-orders/${shopId}/orders/ack`).set(kept.auth).send({ orders: [kept.number] }).expect(200);
  await request(e2e.shop.origin).post(kept.links.status).set(kept.auth).send({ status: 'returned' }).expect(200);
  await request(e2e.shop.origin).post(kept.links.status).set(kept.auth).send({ status: 'refunded' }).expect(200);

  // The order page shows each step.
  await page.reload();
  const steps = await page.$eval(`#part-${kept.number}`, (h) => (h.closest('section') as HTMLElement).innerText);
  expect(steps).toContain(edition.refunded);
  expect(steps).toContain(time);
  const lateText = await page.$eval(`#part-${late.number}`, (h) => (h.closest('section') as HTMLElement).innerText);
  expect(lateText).toContain(edition.ended);
  expect(errors).toEqual([]);
  await page.close();
});
