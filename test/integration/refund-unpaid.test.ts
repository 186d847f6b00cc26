/**
 * What the shopper reads of the money after a withdrawal, on the order page and in the mail: a part
 * never paid (a prepayment whose transfer never came) has nothing to refund even when its shop marks
 * it refunded; a part on account that went out owes nothing for the withdrawn goods (the invoice is
 * cancelled) instead of waiting for a refund; a part paid shows the refund as before.
 */
import request from 'supertest';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { createTestApp } from '../support/app';
import { placeShopOrder, type PlacedOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { bookTransferReceived } from '../support/transfer-booked';
import { hundredths } from '../../locales/amounts';

const { app, db, marketplace } = createTestApp({ db: createSeededDatabase() });

/** A shop that takes prepayment and purchase on account (the seed gives every sixth shop from 2 both). */
async function shopOnAccount(): Promise<number> {
  const shop = await db.kysely.selectFrom('shops').innerJoin('shop_shipping', 'shop_shipping.shop_id', 'shops.id').innerJoin('offers', 'offers.shop_id', 'shops.id')
    .select('shops.id').where('shops.payment_methods', 'like', '%invoice%').where('shop_shipping.country', '=', 'DE').where('offers.stock', '>', 3)
    .where('shops.email', 'is not', null).orderBy('shops.id').executeTakeFirstOrThrow();
  return shop.id;
}

const withdraw = async (placed: PlacedOrder) => {
  const answer = await marketplace.handle({
    method: 'POST', path: `/orders/${placed.number}/withdrawals`, query: {},
    body: { token: placed.token, part: placed.part, lines: [], name: 'Élodie Lefèvre', email: 'client@example.fr' },
    headers: { 'x-spareo-locale': 'fr-FR', 'x-spareo-delivery-country': 'DE' },
  });
  expect(answer.status).toBe(200);
};

/** Amounts and French punctuation carry no-break spaces; the expectations are written with plain ones. */
const spaced = (text: string) => text.replace(/\u00a0|\u202f|&nbsp;|&#160;/g, ' ');

const orderPage = async (placed: PlacedOrder) => {
  const page = await request(app).get(`/fr-FR/mes-commandes/${placed.number}`).query({ t: placed.token });
  expect(page.status).toBe(200);
  return spaced(page.text);
};

const refundMail = async (placed: PlacedOrder) => db.kysely.selectFrom('mail_queue').select(['subject', 'text_body as text'])
  .where('kind', '=', 'refunded').where('order_id', '=', (await db.kysely.selectFrom('orders').select('id').where('number', '=', placed.number).executeTakeFirstOrThrow()).id)
  .executeTakeFirst().then((mail) => mail && { subject: spaced(mail.subject), text: spaced(mail.text) });

afterAll(() => db.close());

test('a prepayment never paid, withdrawn and marked refunded by its shop: nothing refunded, nothing to pay, on the page and in the mail', async () => {
  const shopId = await shopOnAccount();
  const placed = await placeShopOrder(marketplace, db, shopId, { payment: 'prepayment' });
  await withdraw(placed);
  // The shop closes the withdrawal with its default amount (the part's total).
  expect((await shopOrderStep(db.kysely, shopId, placed.part, { status: 'refunded' })).ok).toBe(true);

  const page = await orderPage(placed);
  expect(page).not.toMatch(/Remboursé : \d/);
  expect(page).toContain('Rien à rembourser, rien à payer : vous n’aviez rien payé pour cette partie, elle est annulée.');

  const mail = (await refundMail(placed))!;
  expect(mail.subject).not.toContain('remboursé');
  expect(mail.text).not.toMatch(/vous a remboursé \d/);
  expect(mail.text).toContain('Vous n’aviez rien payé pour cette partie : il n’y a rien à rembourser et rien à payer.');
});

test('a part on account that went out, withdrawn: the invoice is cancelled, no refund pending', async () => {
  const shopId = await shopOnAccount();
  const placed = await placeShopOrder(marketplace, db, shopId, { payment: 'invoice' });
  expect((await shopOrderStep(db.kysely, shopId, placed.part, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' })).ok).toBe(true);
  await withdraw(placed);

  const page = await orderPage(placed);
  expect(page).not.toContain('Remboursement en attente');
  expect(page).toContain('Rien à payer pour les articles rétractés : leur facture est annulée par un avoir.');
});

test('a prepayment paid, withdrawn and refunded: the refund and its amount, as before', async () => {
  const shopId = await shopOnAccount();
  const placed = await placeShopOrder(marketplace, db, shopId, { payment: 'prepayment' });
  await bookTransferReceived(db.kysely, placed.part);
  await withdraw(placed);
  const before = await orderPage(placed);
  expect(before).toContain('Remboursement en attente');
  // The whole part went back: its total is refunded, delivery included.
  const { total_cents: cents } = await db.kysely.selectFrom('order_shops').select('total_cents').where('number', '=', placed.part).executeTakeFirstOrThrow();
  expect((await shopOrderStep(db.kysely, shopId, placed.part, { status: 'refunded', refundCents: cents })).ok).toBe(true);

  const amount = hundredths(cents, ',');
  expect(await orderPage(placed)).toMatch(new RegExp(`Remboursement lancé : ${amount} € le`));
  const mail = (await refundMail(placed))!;
  expect(mail.text).toContain(`Spareo vous rembourse ${amount} €`);
});
