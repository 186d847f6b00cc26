/**
 * A prepayment part ships only once its transfer is booked, so its delivery day counts from the
 * payment: the checkout and the confirmation (page and mail) say so, and booking the transfer on a
 * later day moves the order's promised day to one counted from the booking. The clock is moved.
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
});

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'clearImmediate', 'queueMicrotask', 'performance', 'hrtime'] });
});
afterEach(() => jest.useRealTimers());

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<\/?(time|span)[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&#x27;/g, '\'');
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
