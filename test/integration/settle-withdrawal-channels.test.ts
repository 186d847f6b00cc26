/**
 * A shop settles a return from each of its channels (the shops' API as JSON, its CSV rows, the
 * portal signed in with the shop's key): each reaches the one flow (flows/settle-withdrawal.ts), so
 * the goods received and the refund made leave the same records whichever door they came through:
 * the withdrawal's dates and refund, the refund the marketplace sends back, the credit note beyond
 * what the return credited, the refund owed in the ledger, the shopper's mail, the timeline. On the
 * backend the jest project names.
 */
import request from 'supertest';
import type { Database, Db } from '../../server/marketplace/db/connection';
import { partMoney } from '../../server/marketplace/ledger/index';
import { createMarketplace } from '../../server/marketplace/index';
import { shopOrderStep } from '../../server/marketplace/flows/index';
import { recordPrepaymentReceived } from '../../server/marketplace/orders/prepayment';
import type { ShopStatusUpdate } from '../../server/marketplace/orders/status';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { doorsApp } from '../support/doors-app';
import { createEmptyDatabase } from '../support/seeded-db';
import { documentsOf, LINES, placeBusinessOrder, TOTAL, writeShop } from './business-orders';

/** More than the returned line: the part beyond the line the return credited gets a credit note of its own. */
const REFUND = LINES[0]! + 500;

let db: Database;
let token = '';

beforeAll(async () => {
  db = createEmptyDatabase();
  await writeShop(db.kysely);
  token = await issueShopToken(db.kysely, 1);
});
afterAll(() => db.close());

/** A part paid, shipped, delivered and its first line agreed to go back: what a channel settles (n from 2: the doors read the number's form, which has no 1). */
async function returnedPart(n: number) {
  const k = db.kysely;
  const part = await placeBusinessOrder(k, n, 'prepayment', '2026-11-02T09:00:00.000Z');
  expect(await recordPrepaymentReceived(k, part.orderNumber, part.number, 'system', new Date('2026-11-03T09:00:00Z'))).toBe('recorded');
  const steps: [ShopStatusUpdate, string][] = [
    [{ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161094042557' }, '2026-11-04T09:00:00Z'],
    [{ status: 'delivered' }, '2026-11-05T09:00:00Z'],
    [{ status: 'return_requested', lines: [1] }, '2026-11-06T09:00:00Z'],
  ];
  for (const [update, at] of steps) {
    expect(await shopOrderStep(k, 1, part.number, update, new Date(at))).toMatchObject({ ok: true, changed: true });
  }
  return part;
}

/** What settling the part left behind, without the moments and ids that differ from part to part. */
async function recordsOf(k: Db, part: { id: number; orderId: number }) {
  const withdrawal = await k.selectFrom('withdrawals').select(['goods_received_at', 'refunded_at', 'refund_cents']).where('order_shop_id', '=', part.id).executeTakeFirstOrThrow();
  const refunds = await k.selectFrom('refunds').select(['amount_cents', 'cause', 'method', 'state']).where('order_shop_id', '=', part.id).orderBy('id').execute();
  const ledger = await k.selectFrom('ledger_entries').select(['kind', 'account', 'amount_cents']).where('transaction_key', '=', `refund:withdrawal:${part.id}`).orderBy('line_no').execute();
  const mails = await k.selectFrom('mail_queue').select(['kind', 'recipient']).where('order_id', '=', part.orderId).orderBy('id').execute();
  const events = await k.selectFrom('order_events').select(['kind', 'actor']).where('order_shop_id', '=', part.id).orderBy('id').execute();
  const status = await k.selectFrom('order_shops').select('status').where('id', '=', part.id).executeTakeFirstOrThrow();
  return {
    status: status.status,
    withdrawal: { goodsReceived: withdrawal.goods_received_at !== null, refunded: withdrawal.refunded_at !== null, refundCents: Number(withdrawal.refund_cents) },
    refunds: refunds.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) })),
    documents: await documentsOf(k, part.id),
    ledger: ledger.map((entry) => ({ ...entry, amount_cents: Number(entry.amount_cents) })),
    refundOwedCents: (await partMoney(k, [part.id])).get(part.id)?.refundOwedCents,
    mails: mails.map((mail) => ({ kind: mail.kind, to: mail.recipient.replace(/\d/, 'N') })),
    events: events.map((event) => `${event.kind} ${event.actor}`),
  };
}

const EXPECTED = {
  status: 'refunded',
  withdrawal: { goodsReceived: true, refunded: true, refundCents: REFUND },
  // The marketplace collected the transfer: it sends the money back.
  refunds: [{ amount_cents: REFUND, cause: 'withdrawal', method: 'transfer', state: 'requested' }],
  documents: [['invoice', 'shipment', TOTAL], ['credit_note', 'withdrawal', LINES[0]], ['credit_note', 'refund', 500]],
  ledger: [{ kind: 'refund_owed', account: 'shopper_payments_held', amount_cents: REFUND }, { kind: 'refund_owed', account: 'shopper_refunds_owed', amount_cents: -REFUND }],
  refundOwedCents: REFUND,
  // The shipment's and the delivery's mails, then the refund's.
  mails: ['shipped', 'review_invitation', 'refunded'].map((kind) => ({ kind, to: 'einkaufN@werkstatt.example' })),
  events: ['paid system', 'shipped shop:1', 'delivered shop:1', 'return_requested shop:1', 'goods_received shop:1', 'refunded shop:1'],
};

const shopApi = () => doorsApp(db, { onError: (error) => { throw error; } });
const auth = () => ({ Authorization: `Bearer ${token}` });

test('the shops\' API as JSON: goods received, then the refund made', async () => {
  const part = await returnedPart(4);
  const received = await request(shopApi()).post(`/shop-orders/1/orders/${part.number}/status`).set(auth()).send({ status: 'returned' });
  expect(received.body).toEqual({ number: part.number, status: 'returned', changed: true });
  const answer = await request(shopApi()).post(`/shop-orders/1/orders/${part.number}/status`).set(auth()).send({ status: 'refunded', refundCents: REFUND }).expect(200);
  expect(answer.body).toEqual({ number: part.number, status: 'refunded', changed: true });
  // Told again: nothing more is recorded.
  expect((await request(shopApi()).post(`/shop-orders/1/orders/${part.number}/status`).set(auth()).send({ status: 'refunded', refundCents: REFUND }).expect(200)).body.changed).toBe(false);
  expect(await recordsOf(db.kysely, part)).toEqual(EXPECTED);
});

test('the shops\' API as CSV rows: both steps in one file', async () => {
  const part = await returnedPart(2);
  const answer = await request(shopApi()).post('/shop-orders/1/status').set(auth()).type('text/csv')
    .send(`order,status,carrier,tracking_number,reason,refund_cents\n${part.number},returned,,,,\n${part.number},refunded,,,,${REFUND}\n`).expect(200);
  expect(answer.body.results).toEqual([{ line: 2, order: part.number, ok: true, status: 'returned' }, { line: 3, order: part.number, ok: true, status: 'refunded' }]);
  expect(await recordsOf(db.kysely, part)).toEqual(EXPECTED);
});

test('the portal, signed in with the shop\'s key: the same steps, the same records', async () => {
  const part = await returnedPart(3);
  const market = createMarketplace(db);
  const step = (body: Record<string, unknown>) => market.handle({ method: 'POST', path: `/portal/orders/${part.number}/status`, query: {}, body, headers: { 'x-spareo-portal': `1.${token}` } });
  expect((await step({ status: 'returned' })).status).toBe(200);
  // More than was paid: refused before anything is written, as on the shops' API.
  expect((await step({ status: 'refunded', refundCents: TOTAL + 1 })).body).toMatchObject({ error: 'over_refundable', refundableCents: TOTAL });
  const answer = await step({ status: 'refunded', refundCents: REFUND });
  expect(answer).toMatchObject({ status: 200, body: { number: part.number, status: 'refunded', withdrawal: { refundCents: REFUND } } });
  expect(await recordsOf(db.kysely, part)).toEqual(EXPECTED);
});
