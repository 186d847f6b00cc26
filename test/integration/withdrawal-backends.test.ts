/**
 * The shopper's withdrawal on both backends (the jest project's database), through the marketplace's endpoint table and the
 * shops' order API: each shop's part is its own contract; a doubled form on two replicas records
 * one withdrawal; the confirmation and the shop's notice are queued; the shop fetches the
 * withdrawal as a status change (JSON, CSV, openTRANS), acknowledges it, reports the goods received
 * back and the refund; the period follows the part's state (the shop's longer period counts) and a
 * late withdrawal is refused with the reason; every step is on the order's timeline.
 */
import express from 'express';
import request from 'supertest';
import type { Database } from '../../server/marketplace/db/connection';
import { createMarketplace, type Marketplace } from '../../server/marketplace/index';
import { doorsApp } from '../support/doors-app';
import { setShopOrderStatus } from '../../server/marketplace/orders/status';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { writeThreeDiscs } from './three-discs';
import { createTestApp } from '../support/app';
import { reopenDatabase } from '../support/database-location';
import { createEmptyDatabase, testBackend } from '../support/seeded-db';
import { bookTransferReceived } from '../support/transfer-booked';

const ORDER_URL = 'http://127.0.0.1/Bestellungen/{number}?t={token}';
const DAY = 24 * 60 * 60 * 1000;

/** One article in each of three shops; shop 2's terms give 30 days. */
async function writeCatalogue(db: Database): Promise<void> {
  await writeThreeDiscs(db);
  const k = db.kysely;
  await k.insertInto('shops').values([
    { id: 1, name: 'Teilestadt', slug: 'teilestadt', rating: 4.8, payment_methods: 'prepayment', email: 'orders@teilestadt.example', withdrawal_days: 14 },
    { id: 2, name: 'Bremsenwelt', slug: 'bremsenwelt', rating: 4.2, payment_methods: 'prepayment', withdrawal_days: 30 },
    { id: 3, name: 'Autohaus', slug: 'autohaus', rating: 4.0, payment_methods: 'prepayment', withdrawal_days: 14 },
  ]).execute();
  await k.insertInto('shop_texts').values([1, 2, 3].map((id) => ({ shop_id: id, lang_no: 1, description: 'Teile', terms: 'AGB', cancellation_policy: 'Widerruf' }))).execute();
  await k.insertInto('shop_shipping').values([1, 2, 3].map((id) => ({ shop_id: id, country: 'DE', cost_cents: 495, free_from_cents: null, delivery_days_min: 1, delivery_days_max: 2 }))).execute();
  await k.insertInto('offers').values([
    { id: 500, article_id: 1000, shop_id: 1, price_cents: 4990, stock: 5 },
    { id: 501, article_id: 1001, shop_id: 1, price_cents: 2990, stock: 5 },
    { id: 502, article_id: 1002, shop_id: 2, price_cents: 1990, stock: 5 },
    { id: 503, article_id: 1000, shop_id: 3, price_cents: 4790, stock: 5 },
  ]).execute();
}

type Period = { state: string; days: number; shippedAt: string | null; deliveryDay: string | null; presumed: boolean; lastDay: string | null; endsAt: string | null; reason: string | null };
type Part = { number: string; status: string; withdrawalPeriod: Period; withdrawal: null | { lines: number[]; wholePart: boolean; statement: string; receivedAt: string; goodsReceivedAt: string | null; refundedAt: string | null; refundCents: number | null } };

describe(`withdrawal on ${testBackend()}`, () => {
  const backend = testBackend();
  let db: Database;
  let second: Database | undefined;
  let marketplace: Marketplace;
  let replica: Marketplace;
  let shopApi: express.Express;

  beforeAll(async () => {
    db = createEmptyDatabase();
    await writeCatalogue(db);
    marketplace = createMarketplace(db, undefined, (error) => { throw error; });
    // On PostgreSQL a second handle on the same database is another replica; SQLite runs one process.
    second = backend === 'postgres' ? reopenDatabase(db) : undefined;
    replica = second ? createMarketplace(second, undefined, (error) => { throw error; }) : marketplace;
    shopApi = doorsApp(db, { onError: (error) => { throw error; } });
  }, 120_000);
  // The teardown closes the handed-out handle; the second one is this file's own.
  afterAll(async () => { await second?.shut(); });

  const call = (method: 'GET' | 'POST', path: string, options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}, through = marketplace) =>
    through.handle({ method, path, query: options.query ?? {}, body: options.body, headers: { 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE', ...options.headers } });

  async function placeOrder(key: string): Promise<{ number: string; token: string }> {
    const sid = ((await call('GET', '/session')).body as { sid: string }).sid;
    const as = { 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.8' };
    await call('POST', '/experiments/none/variation', { body: { variationId: 'x' }, headers: as });
    const now = new Date().toISOString();
    await db.kysely.insertInto('cart_lines').values([500, 501, 502, 503].map((offer) => ({ session_id: sid, offer_id: offer, quantity: 1, added_at: now }))).execute();
    const quote = ((await call('GET', '/checkout', { headers: as })).body as { quote: { fingerprint: string; shops: { shop: { id: number } }[] } }).quote;
    const answer = await call('POST', '/orders', { headers: as, body: {
      idempotencyKey: `withdrawal-${backend}-${key}`, fingerprint: quote.fingerprint, email: 'kunde@example.de',
      delivery: { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
      shops: quote.shops.map((s) => ({ shopId: s.shop.id, payment: 'prepayment', acceptTerms: true })), orderUrl: ORDER_URL,
    } });
    expect(answer.status).toBe(200);
    return answer.body as { number: string; token: string };
  }

  const partsOf = async (placed: { number: string; token: string }) =>
    ((await call('GET', `/orders/${placed.number}`, { query: { token: placed.token } })).body as { shops: (Part & { shop: { id: number } })[] }).shops;
  const partOfShop = async (placed: { number: string; token: string }, shopId: number) => (await partsOf(placed)).find((p) => p.shop.id === shopId)!;

  test('one shop\'s part withdrawn (one line), the others kept; the shop fetches, acknowledges, takes the goods back and refunds', async () => {
    const placed = await placeOrder('one');
    const teilestadt = await partOfShop(placed, 1);
    expect(teilestadt.withdrawalPeriod).toEqual({ state: 'open', days: 14, shippedAt: null, deliveredAt: null, deliveryDay: null, presumed: false, lastDay: null, endsAt: null, reason: null });
    expect((await partOfShop(placed, 2)).withdrawalPeriod.days).toBe(30);

    const token = await issueShopToken(db.kysely, 1);
    const auth = { Authorization: `Bearer ${token}` };
    await request(shopApi).post('/shop-orders/1/orders/ack').set(auth).send({ orders: [teilestadt.number] }).expect(200);
    // Paid by prepayment: the operator books the transfer received before the part ships.
    await bookTransferReceived(db.kysely, teilestadt.number);
    await request(shopApi).post(`/shop-orders/1/orders/${teilestadt.number}/status`).set(auth).send({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' }).expect(200);
    const shipped = (await partOfShop(placed, 1)).withdrawalPeriod;
    expect(shipped.state).toBe('open');
    // Not yet delivered: the delivery is presumed (the carrier's two working days), the period runs 14 days from it.
    expect(shipped.presumed).toBe(true);
    expect(Date.parse(`${shipped.lastDay!}T12:00:00Z`) - Date.parse(`${shipped.deliveryDay!}T12:00:00Z`)).toBeGreaterThanOrEqual(14 * DAY);
    expect(Date.parse(shipped.deliveryDay!)).toBeGreaterThan(Date.parse(shipped.shippedAt!) - DAY);

    // A doubled confirm, reaching two replicas at once: one withdrawal, one confirmation.
    const body = { token: placed.token, part: teilestadt.number, lines: [2], name: 'Erika Mustermann', email: 'erika@example.de' };
    const [a, b] = await Promise.all([call('POST', `/orders/${placed.number}/withdrawals`, { body }), call('POST', `/orders/${placed.number}/withdrawals`, { body }, replica)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([(a.body as { created: boolean }).created, (b.body as { created: boolean }).created].sort()).toEqual([false, true]);
    expect(await db.kysely.selectFrom('withdrawals').select(['lines', 'whole_part']).execute()).toEqual([{ lines: '[2]', whole_part: 0 }]);
    const withdrawal = (a.body as { withdrawal: NonNullable<Part['withdrawal']> }).withdrawal;
    expect(withdrawal.statement).toContain('Hiermit widerrufe ich, Erika Mustermann,');
    expect(withdrawal.statement).toContain('0 986 479 R65');
    expect(withdrawal.statement).not.toContain('0 986 479 R64');

    const mails = await db.kysely.selectFrom('mail_queue').select(['kind', 'recipient', 'text_body']).where('kind', 'like', 'withdrawal%').orderBy('id').execute();
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([['withdrawal', 'erika@example.de'], ['withdrawal_shop', 'orders@teilestadt.example']]);
    expect(mails[0]!.text_body).toContain(withdrawal.statement);
    expect(mails[0]!.text_body).toMatch(/am \d{1,2}\. \w+ \d{4} um \d{2}:\d{2}:\d{2} Uhr erhalten/);

    // The other shops' parts stay as they were.
    expect((await partsOf(placed)).map((p) => [p.shop.id, p.status]).sort()).toEqual([[1, 'withdrawn'], [2, 'new'], [3, 'new']]);

    // The shop sees the withdrawal with its new orders, in every format, and acknowledges it.
    const fresh = (await request(shopApi).get('/shop-orders/1/orders').set(auth).expect(200)).body as { orders: { number: string; status: string; withdrawal: unknown }[] };
    expect(fresh.orders.filter((o) => o.number === teilestadt.number)).toEqual([expect.objectContaining({ status: 'withdrawn', withdrawal: { receivedAt: withdrawal.receivedAt, lines: [2], wholePart: false } })]);
    const csv = (await request(shopApi).get('/shop-orders/1/orders?format=csv').set(auth).expect(200)).text;
    expect(csv.split('\r\n')[0]).toMatch(/,withdrawal_received_at,line_withdrawn$/);
    expect(csv).toContain(`${withdrawal.receivedAt},0`);
    expect(csv).toContain(`${withdrawal.receivedAt},1`);
    const xml = (await request(shopApi).get(`/shop-orders/1/orders/${teilestadt.number}.xml`).set(auth).expect(200)).text;
    expect(xml).toContain('<REMARKS type="withdrawal_lines">2</REMARKS>');
    await request(shopApi).post('/shop-orders/1/orders/ack').set(auth).send({ orders: [teilestadt.number] }).expect(200);
    expect(((await request(shopApi).get('/shop-orders/1/orders').set(auth).expect(200)).body as { orders: unknown[] }).orders).toEqual([]);

    // The shop cannot skip to a state the machine does not allow, then reports each step.
    await request(shopApi).post(`/shop-orders/1/orders/${teilestadt.number}/status`).set(auth).send({ status: 'shipped', carrier: 'DHL', trackingNumber: '1234567' }).expect(409);
    await request(shopApi).post(`/shop-orders/1/orders/${teilestadt.number}/status`).set(auth).send({ status: 'refunded', refundCents: -1 }).expect(400);
    await request(shopApi).post(`/shop-orders/1/orders/${teilestadt.number}/status`).set(auth).send({ status: 'returned' }).expect(200);
    await request(shopApi).post('/shop-orders/1/status').set(auth).type('text/csv').send(`order,status,refund_cents\n${teilestadt.number},refunded,\n`).expect(200);
    const done = await partOfShop(placed, 1);
    expect(done.status).toBe('refunded');
    expect(done.withdrawal).toEqual(expect.objectContaining({ lines: [2], goodsReceivedAt: expect.any(String), refundedAt: expect.any(String), refundCents: 2990 }));

    const order = await db.kysely.selectFrom('orders').select('id').where('number', '=', placed.number).executeTakeFirstOrThrow();
    const timeline = await db.kysely.selectFrom('order_events').select(['kind', 'actor', 'order_shop_id']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(timeline.map((e) => `${e.kind} ${e.actor}`)).toEqual([
      'placed shopper', 'acknowledged shop:1', 'paid staff:1', 'shipped shop:1', 'withdrawn shopper', 'acknowledged shop:1', 'goods_received shop:1', 'refunded shop:1',
    ]);
  }, 60_000);

  test('after the period the withdrawal is refused with the reason; the shop\'s longer period counts; a refused part has no contract', async () => {
    const placed = await placeOrder('late');
    const [teilestadt, bremsenwelt, autohaus] = await Promise.all([1, 2, 3].map((shopId) => partOfShop(placed, shopId)));
    // Shipped 25 days ago (presumed delivered a few days later): past Teilestadt's 14 days, within Bremsenwelt's 30.
    const shippedAt = new Date(Date.now() - 25 * DAY);
    for (const [shopId, part] of [[1, teilestadt], [2, bremsenwelt]] as const) {
      await bookTransferReceived(db.kysely, part!.number);
      expect((await setShopOrderStatus(db.kysely, shopId, part!.number, { status: 'shipped', carrier: 'DPD', trackingNumber: '01234567890' }, shippedAt)).ok).toBe(true);
    }
    expect((await setShopOrderStatus(db.kysely, 3, autohaus!.number, { status: 'refused', reason: 'nicht lieferbar' })).ok).toBe(true);
    const withdraw = (part: string) => call('POST', `/orders/${placed.number}/withdrawals`, { body: { token: placed.token, part, name: 'Erika Mustermann', email: 'erika@example.de' } });

    const late = await withdraw(teilestadt!.number);
    expect(late.status).toBe(409);
    expect(late.body).toEqual(expect.objectContaining({ error: 'period_ended', period: expect.objectContaining({ state: 'ended', days: 14, shippedAt: shippedAt.toISOString() }) }));
    const refused = await withdraw(autohaus!.number);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(expect.objectContaining({ error: 'not_withdrawable', period: expect.objectContaining({ state: 'none', reason: 'refused' }) }));
    expect((await withdraw(bremsenwelt!.number)).status).toBe(200);
    expect((await call('POST', `/orders/${placed.number}/withdrawals`, { body: { token: placed.token, part: `${placed.number}-9`, name: 'E', email: 'erika@example.de' } })).body).toEqual(expect.objectContaining({ field: 'part' }));
    expect((await call('POST', `/orders/${placed.number}/withdrawals`, { body: { token: placed.token, part: teilestadt!.number, lines: [7], name: 'E', email: 'erika@example.de' } })).status).toBe(409);
    expect((await partsOf(placed)).map((p) => [p.shop.id, p.status, p.withdrawalPeriod.state]).sort()).toEqual([[1, 'shipped', 'ended'], [2, 'withdrawn', 'withdrawn'], [3, 'refused', 'none']]);
  }, 60_000);

  test('a partly withdrawn part says in the portal which lines were withdrawn and what they cost; the shop\'s mail leads to the portal', async () => {
    const placed = await placeOrder('portal-lines');
    const teilestadt = await partOfShop(placed, 1);
    const answer = await call('POST', `/orders/${placed.number}/withdrawals`, { body: { token: placed.token, part: teilestadt.number, lines: [2], name: 'Erika Mustermann', email: 'erika@example.de' } });
    expect(answer.status).toBe(200);

    const { app } = createTestApp({ db });
    const token = await issueShopToken(db.kysely, 1);
    const signedIn = await request(app).post('/portal/sign-in').type('form').send({ shopId: '1', token });
    expect(signedIn.status).toBe(303);
    const inbox = await request(app).get('/portal/orders').set('cookie', String(signedIn.headers['set-cookie']).split(';')[0]!);
    expect(inbox.status).toBe(200);
    const part = inbox.text.slice(inbox.text.indexOf(`id="${teilestadt.number}"`), inbox.text.indexOf('</article>', inbox.text.indexOf(`id="${teilestadt.number}"`)));
    const rows = [...part.slice(part.indexOf('<tbody>')).matchAll(/<tr( class="withdrawn")?>(.*?)<\/tr>/g)].map((row) => [Boolean(row[1]), row[2]!.includes('R65') ? 'R65' : row[2]!.includes('R64') ? 'R64' : 'sum']);
    expect(rows).toEqual([[false, 'R64'], [true, 'R65'], [false, 'sum'], [false, 'sum']]);
    expect(part).toContain('Widerrufen sind nur die markierten Positionen: 1 von 2 (Warenwert 29,90');

    const [mail] = await db.kysely.selectFrom('mail_queue').select(['text_body']).where('kind', '=', 'withdrawal_shop').where('text_body', 'like', `%${teilestadt.number}%`).execute();
    expect(mail!.text_body).toContain(`http://127.0.0.1/portal/orders#${teilestadt.number}`);
    expect(mail!.text_body).toContain('Shop-Portal');
    expect(mail!.text_body).not.toContain('Status „withdrawn“');
    const partly = mail!.text_body.slice(mail!.text_body.indexOf('Widerrufen sind nur diese 1 von 2 Positionen'));
    expect(partly.split('\n\n')[0]).toMatch(/^Widerrufen sind nur diese 1 von 2 Positionen \(Warenwert 29,90\s€\); die übrigen bleiben gekauft:\n1 × .+0 986 479 R65\) \(29,90\s€\)$/);
  }, 60_000);
});
