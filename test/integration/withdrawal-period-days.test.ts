/**
 * The withdrawal period kept to the day, through the order page and the withdrawal form with the
 * clock moved: shipped 1 December, delivered 4 December, the period runs to the end of
 * 18 December in the shopper's zone (14 days after delivery, not after shipping); before the
 * delivery report the page and the shipment mail name the same presumed day, said as a presumption;
 * in German and in French.
 */
import request from 'supertest';
import type { Database } from '../../server/marketplace/db/connection';
import { setShopOrderStatus } from '../../server/marketplace/orders/status';
import { writeThreeDiscs } from './three-discs';
import { createTestApp } from '../support/app';
import { createEmptyDatabase, testBackend } from '../support/seeded-db';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(120_000);

const db: Database = createEmptyDatabase();
const shop = createTestApp({ db });

beforeAll(async () => {
  await writeThreeDiscs(db);
  const k = db.kysely;
  await k.insertInto('shops').values({ id: 1, name: 'Teilestadt', slug: 'teilestadt', rating: 4.8, payment_methods: 'prepayment', email: 'orders@teilestadt.example', withdrawal_days: 14 }).execute();
  await k.insertInto('shop_texts').values({ shop_id: 1, lang_no: 1, description: 'Teile', terms: 'AGB', cancellation_policy: 'Widerruf' }).execute();
  // The carrier takes two working days at most, to Germany and to France.
  await k.insertInto('shop_shipping').values(['DE', 'FR'].map((country) => ({ shop_id: 1, country, cost_cents: 495, free_from_cents: null, delivery_days_min: 1, delivery_days_max: 2 }))).execute();
  await k.insertInto('offers').values({ id: 500, article_id: 1000, shop_id: 1, price_cents: 4990, stock: 50 }).execute();
});

const EDITIONS = {
  'de-DE': { country: 'DE', zip: '51147', orders: '/Bestellungen', withdraw: 'widerrufen' },
  'fr-FR': { country: 'FR', zip: '75011', orders: '/fr-FR/mes-commandes', withdraw: 'retractation' },
} as const;
type EditionLocale = keyof typeof EDITIONS;

async function placeOrder(locale: EditionLocale): Promise<{ number: string; token: string; part: string }> {
  const edition = EDITIONS[locale];
  const headers = { 'x-spareo-locale': locale, 'x-spareo-delivery-country': edition.country };
  const call = (method: 'GET' | 'POST', path: string, extra: Record<string, string> = {}, body?: unknown) =>
    shop.marketplace.handle({ method, path, query: {}, body, headers: { ...headers, ...extra } });
  const sid = ((await call('GET', '/session')).body as { sid: string }).sid;
  const as = { 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.8' };
  // A first write stores the session the cart line belongs to.
  await call('POST', '/experiments/none/variation', as, { variationId: 'x' });
  await db.kysely.insertInto('cart_lines').values({ session_id: sid, offer_id: 500, quantity: 1, added_at: new Date().toISOString() }).execute();
  const quote = ((await call('GET', '/checkout', as)).body as { quote: { fingerprint: string } }).quote;
  const placed = await call('POST', '/orders', as, {
    idempotencyKey: `period-${testBackend()}-${locale}-${Date.now()}`, fingerprint: quote.fingerprint, email: 'kunde@example.de',
    delivery: { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: edition.zip, city: 'Köln' },
    shops: [{ shopId: 1, payment: 'prepayment', acceptTerms: true }], orderUrl: `http://127.0.0.1${edition.orders}/{number}?t={token}`,
  });
  if (placed.status !== 200) throw new Error(`not placed: ${JSON.stringify(placed.body)}`);
  const { number, token } = placed.body as { number: string; token: string };
  return { number, token, part: `${number}-1` };
}

/** The page's text without React's comment markers. */
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, '\'').replace(/&amp;/g, '&');
const periodOf = (html: string) => /<p class="withdrawal-period[^"]*"[^>]*>(.*?)(<a |<\/p>)/.exec(text(html))?.[1]?.trim() ?? null;

async function pages(locale: EditionLocale, order: { number: string; token: string; part: string }) {
  const { orders, withdraw } = EDITIONS[locale];
  const page = await request(shop.app).get(`${orders}/${order.number}?t=${order.token}`).expect(200);
  const form = await request(shop.app).get(`${orders}/${order.number}/${withdraw}?t=${order.token}`).expect(200);
  return {
    period: periodOf(page.text), offered: page.text.includes('withdrawal-link'),
    formOffers: new RegExp(`<input type="radio"[^>]* name="part"[^>]*value="${order.part}"`).test(form.text),
  };
}

/** Only the clock moves (Date); timers and the event loop run as ever. */
function at(moment: string) {
  jest.setSystemTime(new Date(moment));
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'clearImmediate', 'queueMicrotask', 'performance', 'hrtime'] });
});
afterEach(() => jest.useRealTimers());

test.each([
  ['de-DE', '18. Dezember 2026', '17. Dezember 2026', 'voraussichtlich bis', 'abgelaufen'],
  ['fr-FR', '18 décembre 2026', '17 décembre 2026', 'selon nos prévisions', 'expiré'],
] as const)('%s: shipped 1 December, delivered 4 December: offered to the end of 18 December, ended on the 19th; before delivery a presumption, the mail\'s day the page\'s', async (locale, day18, day17, presumption, ended) => {
  at('2026-11-30T10:00:00Z');
  const order = await placeOrder(locale);
  await bookTransferReceived(db.kysely, order.part);
  expect((await setShopOrderStatus(db.kysely, 1, order.part, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' }, new Date('2026-12-01T09:00:00Z'))).ok).toBe(true);

  // Shipped, not yet delivered: presumed delivered two working days later (Thursday 3 December).
  at('2026-12-02T10:00:00Z');
  const before = await pages(locale, order);
  expect(before.period).toContain(presumption);
  expect(before.period).toContain(day17);
  expect(before.offered).toBe(true);
  // The shipment's mail says the very sentence the page says.
  const mail = await db.kysely.selectFrom('mail_queue').select('text_body').where('kind', '=', 'shipped').where('text_body', 'like', `%${order.number}%`).executeTakeFirstOrThrow();
  expect(mail.text_body).toContain(before.period!);

  expect((await setShopOrderStatus(db.kysely, 1, order.part, { status: 'delivered' }, new Date('2026-12-04T14:00:00Z'))).ok).toBe(true);
  for (const moment of ['2026-12-16T11:00:00Z', '2026-12-18T22:59:00Z']) {
    at(moment);
    const open = await pages(locale, order);
    expect(open.period).toContain(day18);
    expect(open.period).not.toContain(presumption);
    expect([open.offered, open.formOffers]).toEqual([true, true]);
  }

  // 19 December, half a minute past midnight in Berlin and Paris: over.
  at('2026-12-18T23:00:30Z');
  const after = await pages(locale, order);
  expect(after.period).toContain(ended);
  expect(after.period).toContain(day18);
  expect([after.offered, after.formOffers]).toEqual([false, false]);
  const late = await shop.marketplace.handle({
    method: 'POST', path: `/orders/${order.number}/withdrawals`, query: {}, headers: { 'x-spareo-locale': locale },
    body: { token: order.token, part: order.part, name: 'Erika Mustermann', email: 'erika@example.de' },
  });
  expect(late.status).toBe(409);
  expect(late.body).toEqual(expect.objectContaining({ error: 'period_ended', period: expect.objectContaining({ lastDay: '2026-12-18', deliveryDay: '2026-12-04' }) }));
});
