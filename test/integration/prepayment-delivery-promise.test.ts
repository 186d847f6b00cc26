/**
 * A prepayment part ships only once its transfer is booked, so its delivery day counts from the
 * payment: the article page, the cart, the checkout and the confirmation (page and mail) say so
 * where the shopper can pay the shop only that way, and booking the transfer on a later day moves
 * the order's promised day to one counted from the booking. The clock is moved.
 */
import request from 'supertest';
import type { Database } from '../../server/marketplace/db/connection';
import { pathFor } from '../../server/web/routes/table';
import { writeThreeDiscs } from './three-discs';
import { filledForm, orderNumberOf } from '../checkout/helpers';
import { createTestApp } from '../support/app';
import { createEmptyDatabase } from '../support/seeded-db';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(120_000);

const db: Database = createEmptyDatabase();
const shop = createTestApp({ db });
const ORIGIN = 'http://127.0.0.1';

beforeAll(async () => {
  await writeThreeDiscs(db);
  const k = db.kysely;
  // Prepayment only, dispatched the working day after the order, two working days by carrier; cut-off 14:00 Berlin.
  await k.insertInto('shops').values({ id: 1, name: 'Teilestadt', slug: 'teilestadt', rating: 4.8, payment_methods: 'prepayment', email: 'orders@teilestadt.example' }).execute();
  await k.insertInto('shop_texts').values({ shop_id: 1, lang_no: 1, description: 'Teile', terms: 'AGB', cancellation_policy: 'Widerruf' }).execute();
  await k.insertInto('shop_shipping').values(['DE', 'FR'].map((country) => ({ shop_id: 1, country, cost_cents: 495, free_from_cents: null, delivery_days_min: 1, delivery_days_max: 2 }))).execute();
  await k.insertInto('offers').values({ id: 500, article_id: 1000, shop_id: 1, price_cents: 4990, stock: 50, delivery_days: 1 }).execute();
  // A shop that takes prepayment and invoice: a shopper paying by invoice has the day as counted.
  await k.insertInto('shops').values({ id: 2, name: 'Bremsenhof', slug: 'bremsenhof', rating: 4.5, payment_methods: 'prepayment,invoice', email: 'orders@bremsenhof.example' }).execute();
  await k.insertInto('shop_shipping').values(['DE', 'IT'].map((country) => ({ shop_id: 2, country, cost_cents: 595, free_from_cents: null, delivery_days_min: 1, delivery_days_max: 2 }))).execute();
  await k.insertInto('offers').values({ id: 501, article_id: 1000, shop_id: 2, price_cents: 5190, stock: 50, delivery_days: 1 }).execute();
  await k.insertInto('category_texts').values({ category_id: 100, lang_no: 7, title: 'Dischi freno', seo_alias: 'Dischi-freno' }).execute();
  await k.insertInto('shop_shipping').values({ shop_id: 1, country: 'IT', cost_cents: 995, free_from_cents: null, delivery_days_min: 2, delivery_days_max: 3 }).execute();
});

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'clearImmediate', 'queueMicrotask', 'performance', 'hrtime'] });
});
afterEach(() => jest.useRealTimers());

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<\/?(time|span)[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, '\'');
const ARTICLE = { brandName: 'Bosch', normNumber: '0986479R64' };
/** The delivery sentence of one offer on the article page, and of one shop's part of the cart. */
const offerDelivery = (html: string, offerId: number) => {
  const item = [...text(html).matchAll(/<li class="offer[^"]*" id="offer-(\d+)">([\s\S]*?)<\/li>/g)].find((m) => Number(m[1]) === offerId)?.[2] ?? '';
  return /<small>([^<]*(?:Lieferung|Consegna)[^<]*)<\/small>/.exec(item)?.[1] ?? null;
};
const cartDelivery = (html: string, shopName: string) => {
  const section = [...text(html).matchAll(/<section class="cart-shop"[\s\S]*?<\/section>/g)].map((m) => m[0]).find((part) => part.includes(`>${shopName}</a>`)) ?? '';
  return /<p class="cart-hint cart-delivery">(.*?)<\/p>/.exec(section)?.[1] ?? null;
};

const deliveryLine = (html: string) => /<p class="(?:order-delivery|checkout-sold-by)">(.*?)<\/p>/.exec(text(html))?.[1] ?? null;

async function checkout(locale: 'de-DE' | 'fr-FR', country: string) {
  const agent = request.agent(shop.app).set('cookie', `spareo_delivery_country=${country}`);
  await agent.post(pathFor(`Cart___${locale}`, {})).type('form').send({ action: 'add', offerId: '500', quantity: '1' }).expect(303);
  const form = await agent.get(pathFor(`Checkout___${locale}`, {})).expect(200);
  const placed = await agent.post(pathFor(`Checkout___${locale}`, {})).set('host', '127.0.0.1').set('origin', ORIGIN).type('form').send(filledForm(form.text, country === 'FR' ? { zip: '75011' } : {})).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const confirmation = await agent.get(placed.headers.location!).expect(200);
  return { agent, form: form.text, confirmation: confirmation.text, orderPage: placed.headers.location!.replace('&placed=1', ''), number };
}

test('de-DE: the checkout and the confirmation count from the payment; booked on Thursday, the order page counts from Thursday', async () => {
  // Monday 30 November, 11:00 in Berlin: handled today, dispatched Tuesday, delivered Thursday 3 December, if paid at once.
  jest.setSystemTime(new Date('2026-11-30T10:00:00Z'));
  const { agent, form, confirmation, orderPage, number } = await checkout('de-DE', 'DE');
  expect(deliveryLine(form)).toContain('Lieferung bis Do. 03.12., nach Zahlungseingang heute');
  expect(deliveryLine(confirmation)).toBe('Voraussichtliche Lieferung bis Do. 03.12., nach Zahlungseingang am Bestelltag; ein späterer Zahlungseingang verschiebt sie entsprechend');
  const mail = await db.kysely.selectFrom('mail_queue').select('text_body').where('kind', '=', 'confirmation').where('text_body', 'like', `%${number}%`).executeTakeFirstOrThrow();
  expect(mail.text_body).toContain('Voraussichtliche Lieferung bis Do. 03.12., nach Zahlungseingang am Bestelltag');

  // The transfer is booked on Thursday 3 December at 10:00 in Berlin: dispatched Friday, delivered Tuesday 8 December.
  jest.setSystemTime(new Date('2026-12-03T09:00:00Z'));
  await bookTransferReceived(db.kysely, `${number}-1`);
  const after = await agent.get(orderPage).expect(200);
  expect(deliveryLine(after.text)).toBe('Voraussichtliche Lieferung bis Di. 08.12.');
  expect((await db.kysely.selectFrom('order_shops').select('delivery_by').where('number', '=', `${number}-1`).executeTakeFirstOrThrow()).delivery_by).toBe('2026-12-08');
});

test('fr-FR: the confirmation says the day counts from the payment\'s receipt', async () => {
  jest.setSystemTime(new Date('2026-11-30T10:00:00Z'));
  const { confirmation, number } = await checkout('fr-FR', 'FR');
  expect(deliveryLine(confirmation)).toContain('Livraison prévue au plus tard le jeu. 03/12, après réception du paiement le jour de la commande');
  const mail = await db.kysely.selectFrom('mail_queue').select('text_body').where('kind', '=', 'confirmation').where('text_body', 'like', `%${number}%`).executeTakeFirstOrThrow();
  expect(mail.text_body).toContain('après réception du paiement le jour de la commande');
});

test.each([
  ['de-DE', 'DE', 'Lieferung bis Do. 03.12., nach Zahlungseingang heute', 'Lieferung bis Do. 03.12.'],
  ['it-IT', 'IT', 'Consegna entro ven 04/12, con pagamento ricevuto oggi', 'Consegna entro gio 03/12'],
] as const)('%s: the article page and the cart say a prepayment-only shop\'s day counts from the payment, a shop also taking invoice\'s not', async (locale, country, onlyPrepayment, alsoInvoice) => {
  // Monday 30 November, 11:00 in Berlin.
  jest.setSystemTime(new Date('2026-11-30T10:00:00Z'));
  const agent = request.agent(shop.app).set('cookie', `spareo_delivery_country=${country}`);
  const page = await agent.get(pathFor(`Article___${locale}`, ARTICLE)).expect(200);
  expect(offerDelivery(page.text, 500)).toBe(onlyPrepayment);
  expect(offerDelivery(page.text, 501)).toBe(alsoInvoice);
  for (const offerId of ['500', '501']) await agent.post(pathFor(`Cart___${locale}`, {})).type('form').send({ action: 'add', offerId, quantity: '1' }).expect(303);
  const cart = await agent.get(pathFor(`Cart___${locale}`, {})).expect(200);
  expect(cartDelivery(cart.text, 'Teilestadt')).toBe(onlyPrepayment);
  expect(cartDelivery(cart.text, 'Bremsenhof')).toBe(alsoInvoice);
});

test.each([
  ['de-DE', 'DE', 'Teilestadt: 49,90 € zzgl. 4,95 € Versand, Lieferung bis Do. 03.12., nach Zahlungseingang heute, Bewertung 4,8/5', /Werktage/],
  ['it-IT', 'IT', 'Teilestadt: 49,90 € più 9,95 € di spedizione, consegna entro ven 04/12, con pagamento ricevuto oggi, valutazione 4,8/5', /giorni lavorativi/],
] as const)('%s: the cart\'s other shops say the day, as the cart\'s own shops do, never a span of working days', async (locale, country, option, span) => {
  jest.setSystemTime(new Date('2026-11-30T10:00:00Z'));
  const agent = request.agent(shop.app).set('cookie', `spareo_delivery_country=${country}`);
  await agent.post(pathFor(`Cart___${locale}`, {})).type('form').send({ action: 'add', offerId: '501', quantity: '1' }).expect(303);
  const cart = await agent.get(pathFor(`Cart___${locale}`, {})).expect(200);
  const shown = /<option value="500">([^<]*)<\/option>/.exec(text(cart.text).replace(/&nbsp;|\u00a0|\u202f/g, ' '))?.[1];
  expect(shown).toBe(option);
  expect(cart.text).not.toMatch(span);
});
