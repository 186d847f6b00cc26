/**
 * Prepayment in central checkout, over real HTTP with a real SMTP server: the shopper is told to
 * transfer to the marketplace's own account (from the configuration), the amount of the order's
 * prepayment parts and the order number as the reference, with an EPC QR code of exactly that, on
 * the confirmation page, on the order page found by the lookup, and in the confirmation mail; in
 * every edition's language, and never "the shop sends you the bank details" any more.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setShopOrderStatus } from '../../server/marketplace/orders/status';
import { epcPayload, qrSvgOf } from '../../server/marketplace/orders/transfer';
import { bookTransferReceived } from '../support/transfer-booked';
import { addToCart, filledForm, orderNumberOf, SHOPPER, shopperAgent } from './helpers';
import { offersFromShops, startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from './support';

jest.setTimeout(120_000);

/** The operator's account as a deployment configures it (spaces and lower case as typed). */
const OPERATOR = {
  OPERATOR_NAME: 'Teilewerk Marktplatz GmbH', OPERATOR_REGISTER: 'Amtsgericht Köln, HRB 98765', OPERATOR_VAT_ID: 'DE298765432',
  OPERATOR_IBAN: 'de02 1203 0000 0000 2020 51', OPERATOR_BIC: 'byladem1001',
};
const IBAN = 'DE02120300000000202051';

let mailbox: Mailbox;
let shop: CheckoutShop;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port, env: OPERATOR });
});

afterAll(async () => {
  await shop.close();
  await mailbox.close();
});

const euros = (cents: number, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
const qrOf = (html: string) => /<figure class="order-qr">.*?(<svg[\s\S]*?<\/svg>)/.exec(html)?.[1];

async function placePrepaymentOrder(edition: { cart: string; checkout: string; country: string }, shops: number) {
  const offers = await offersFromShops(shop.db, edition.country, shops);
  expect(offers).toHaveLength(shops);
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, edition.cart, offers.map((o) => o.offerId));
  const form = await agent.get(edition.checkout).expect(200);
  const placed = await agent.post(edition.checkout).set('origin', shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const order = await shop.db.kysely.selectFrom('orders').select(['total_cents']).where('number', '=', number).executeTakeFirstOrThrow();
  return { agent, location: placed.headers.location!, number, totalCents: order.total_cents };
}

test('a prepayment order across two shops: one transfer to the marketplace\'s account with amount, order number and its EPC QR code, on the page, after the lookup and in the mail', async () => {
  const { agent, location, number, totalCents } = await placePrepaymentOrder({ cart: '/Warenkorb', checkout: '/Kasse', country: 'DE' }, 2);
  const epc = ['BCD', '002', '1', 'SCT', 'BYLADEM1001', 'Teilewerk Marktplatz GmbH', IBAN, `EUR${(totalCents / 100).toFixed(2)}`, '', '', number].join('\n');
  expect(epcPayload({ holder: 'Teilewerk Marktplatz GmbH', iban: IBAN, bic: 'BYLADEM1001', amountCents: totalCents, reference: number })).toBe(epc);
  const qr = await qrSvgOf(epc);
  const shopIbans = (await shop.db.kysely.selectFrom('shop_bank_accounts').select('iban').execute()).map((row) => row.iban);

  const confirmation = (await agent.get(location).expect(200)).text;
  expect(confirmation).toContain('Bitte überweisen Sie');
  expect(confirmation).toContain('<dd class="order-holder">Teilewerk Marktplatz GmbH</dd>');
  expect(confirmation).toContain(`<dd class="order-iban">${IBAN}</dd>`);
  expect(confirmation).toContain('<dd class="order-bic">BYLADEM1001</dd>');
  expect(confirmation).toContain(`<dd class="order-amount">${euros(totalCents, 'de-DE')}</dd>`);
  expect(confirmation).toContain(`<dd class="order-reference">${number}</dd>`);
  expect(confirmation.match(/class="order-iban"/g)).toHaveLength(1);
  // The QR code drawn is the library's drawing of exactly that payload.
  expect(qrOf(confirmation)).toBe(qr);
  for (const iban of shopIbans) expect(confirmation).not.toContain(iban);
  expect(confirmation).not.toContain('Bankverbindung;');

  // The order page the lookup opens (number and e-mail, another browser) says the same.
  const other = shopperAgent(shop.origin);
  const found = await other.post('/Bestellungen').set('origin', shop.origin).type('form').send({ number, email: SHOPPER.email }).expect(303);
  const page = (await other.get(found.headers.location!).expect(200)).text;
  expect(page).toContain(`<dd class="order-iban">${IBAN}</dd>`);
  expect(page).toContain(`<dd class="order-amount">${euros(totalCents, 'de-DE')}</dd>`);
  expect(page).toContain(`<dd class="order-reference">${number}</dd>`);
  expect(qrOf(page)).toBe(qr);

  const mail = await mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  expect(mail.text).toContain(`Zahlung per Vorkasse: Bitte überweisen Sie ${euros(totalCents, 'de-DE')} mit dem Verwendungszweck ${number}.`);
  expect(mail.text).toContain(`Empfänger: Teilewerk Marktplatz GmbH, IBAN: ${IBAN}, BIC: BYLADEM1001`);
  expect(mail.html).toContain(qr);
  for (const iban of shopIbans) expect(mail.text).not.toContain(iban);
});

test('in the French edition the transfer is worded in French, with the same account and the QR code', async () => {
  const { agent, location, number, totalCents } = await placePrepaymentOrder({ cart: '/fr-FR/panier', checkout: '/fr-FR/commande', country: 'FR' }, 1);
  const page = (await agent.get(location).expect(200)).text;
  expect(page).toContain('Veuillez effectuer un virement');
  expect(page).toContain(`<dd class="order-iban">${IBAN}</dd>`);
  expect(page).toContain(`<dd class="order-amount">${euros(totalCents, 'fr-FR')}</dd>`);
  expect(qrOf(page)).toBe(await qrSvgOf(['BCD', '002', '1', 'SCT', 'BYLADEM1001', 'Teilewerk Marktplatz GmbH', IBAN, `EUR${(totalCents / 100).toFixed(2)}`, '', '', number].join('\n')));
  const mail = await mailbox.waitFor((m) => (m.subject ?? '').includes(number));
  expect(mail.text).toContain(`BIC\u00a0: BYLADEM1001`);
  expect(mail.text).toContain('Spareo encaisse le paiement pour toutes les boutiques');
  expect(mail.html).toContain('Scannez avec votre application bancaire');
  expect(mail.html).toContain('<svg');
});

test('the transfer asks only for what is still to be paid: a line the shop refused before payment is taken off, a part whose transfer was booked leaves it', async () => {
  const { agent, location, number } = await placePrepaymentOrder({ cart: '/Warenkorb', checkout: '/Kasse', country: 'DE' }, 2);
  const parts = await shop.db.kysely.selectFrom('order_shops as p').innerJoin('orders as o', 'o.id', 'p.order_id').select(['p.number', 'p.shop_id as shopId', 'p.total_cents as totalCents'])
    .where('o.number', '=', number).orderBy('p.id').execute();
  const [first, second] = parts as [typeof parts[0], typeof parts[0]];
  // The first part gets a second line, which its shop then refuses before any money came.
  const line = await shop.db.kysely.selectFrom('order_lines as l').innerJoin('order_shops as p', 'p.id', 'l.order_shop_id').selectAll('l').where('p.number', '=', first.number).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = line;
  await shop.db.kysely.insertInto('order_lines').values({ ...copy, line_total_cents: 4_200, unit_price_cents: 4_200, quantity: 1 }).execute();
  await shop.db.kysely.updateTable('order_shops').set({ total_cents: first.totalCents + 4_200, items_cents: (eb) => eb('items_cents', '+', 4_200) }).where('number', '=', first.number).execute();
  expect((await setShopOrderStatus(shop.db.kysely, first.shopId, first.number, { status: 'refused', reason: 'out of stock', lines: [2] })).ok).toBe(true);
  const asked = (html: string) => /<dd class="order-amount">([^<]*)<\/dd>/.exec(html)?.[1];
  expect(asked((await agent.get(location).expect(200)).text)).toBe(euros(first.totalCents + second.totalCents, 'de-DE'));

  // The second part's transfer is booked: only the first part is still asked for.
  await bookTransferReceived(shop.db.kysely, second.number);
  const page = (await agent.get(location).expect(200)).text;
  expect(asked(page)).toBe(euros(first.totalCents, 'de-DE'));
  expect(qrOf(page)).toBe(await qrSvgOf(epcPayload({ holder: 'Teilewerk Marktplatz GmbH', iban: IBAN, bic: 'BYLADEM1001', amountCents: first.totalCents, reference: number })));

  // Both booked: nothing is asked for any more.
  await bookTransferReceived(shop.db.kysely, first.number);
  expect((await agent.get(location).expect(200)).text).not.toContain('class="order-transfer"');
});

test('no edition tells a prepayment shopper that the shop sends its bank details', () => {
  const told = /sends you the bank|sendet Ihnen die Bankverbindung|le enviará sus datos bancarios|vous enverra ses coordonnées bancaires|ti invierà le coordinate bancarie|stuurt u de bankgegevens/;
  const folder = path.join(__dirname, '../../locales/resources');
  for (const language of fs.readdirSync(folder)) {
    for (const file of fs.readdirSync(path.join(folder, language))) {
      expect(`${language}/${file}: ${fs.readFileSync(path.join(folder, language, file), 'utf8').match(told)?.[0] ?? ''}`).toBe(`${language}/${file}: `);
    }
  }
});
