/**
 * A card-paid part cancelled by the shopper is refunded through Stripe (the stand-in on loopback):
 * one POST /v1/refunds with the refund's own Idempotency-Key, the refund sent, then confirmed by
 * Stripe's signed notification; the order page says so in the shopper's language. A refund that
 * fails (Stripe answering 500, the SDK's own retry included) is failed, and the desk's retry sends
 * the same key again: Stripe holds one refund however often it was asked. The refund is sent after
 * the step, so a slow Stripe never makes the shopper's step wait.
 */
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { stripeProvider } from '../../server/marketplace/payments/stripe';
import { orderToken } from '../../server/marketplace/orders/signing';
import { retryRefund } from '../../server/marketplace/refunds/index';
import { pathFor } from '../../server/web/routes/table';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';
import { waitFor } from '../support/wait-for';
import { addToCart, filledForm, shopperAgent, type Agent } from './helpers';
import { startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from './support';

jest.setTimeout(180_000);

const SECRET = 'whsec_test_spareo_refunds';
let mailbox: Mailbox;
let shop: CheckoutShop;
let stripe: StripeStandIn;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port });
  stripe = await startStripeStandIn('sk_test_refunds');
  shop.dependencies.paymentProvider = stripeProvider({ secretKey: 'sk_test_refunds', apiBase: stripe.origin, webhookSecret: SECRET });
});

afterAll(async () => {
  await shop.close();
  await mailbox.close();
  await stripe.close();
});

const sign = (payload: string, at = Math.floor(Date.now() / 1000)) => `t=${at},v1=${createHmac('sha256', SECRET).update(`${at}.${payload}`).digest('hex')}`;
const notify = (payload: string) => request(shop.origin).post('/payment-notifications/stripe').set('content-type', 'application/json').set('stripe-signature', sign(payload)).send(payload);
const event = (type: string, object: unknown) => JSON.stringify({ id: `evt_test_${Math.random().toString(36).slice(2)}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });

/** An order of one card-paid part, paid at Stripe and announced: the part is its shop's new order. */
async function paidByCard(): Promise<{ agent: Agent; number: string; part: string; token: string; totalCents: number; sessionId: string }> {
  const { offerId, shopId } = await shop.db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 's.id as shopId']).where('o.stock', '>=', 10).where('s.suspended_at', 'is', null).orderBy('o.id').limit(1).executeTakeFirstOrThrow();
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [offerId]);
  const page = await agent.get('/Kasse').expect(200);
  const before = new Set(stripe.sessions.keys());
  await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text, { [`payment-${shopId}`]: 'card' })).expect(303);
  const session = [...stripe.sessions.values()].find((s) => !before.has(s.id))!;
  stripe.settle(session.id, { status: 'complete', payment_status: 'paid' });
  const paid = event('checkout.session.completed', { id: session.id, object: 'checkout.session' });
  expect((await notify(paid).expect(200)).body).toEqual({ received: true, state: 'paid' });
  const number = session.client_reference_id!;
  const part = await shop.db.kysely.selectFrom('order_shops as os').innerJoin('orders as o', 'o.id', 'os.order_id').select(['os.number', 'os.total_cents', 'os.status']).where('o.number', '=', number).executeTakeFirstOrThrow();
  expect(part.status).toBe('new');
  return { agent, number, part: part.number, token: await orderToken(shop.db.kysely, number), totalCents: part.total_cents, sessionId: session.id };
}

const cancel = (o: { agent: Agent; number: string; part: string; token: string }) =>
  o.agent.post(pathFor('Order___de-DE', { orderNumber: o.number })).set('origin', shop.origin).type('form').send({ intent: 'cancel', token: o.token, part: o.part }).expect(303);
const refundCalls = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
const refundOf = (part: string) => shop.db.kysely.selectFrom('refunds as r').innerJoin('order_shops as os', 'os.id', 'r.order_shop_id')
  .select(['r.id', 'r.state', 'r.amount_cents', 'r.idempotency_key', 'r.provider_refund_id', 'r.attempts']).where('os.number', '=', part).executeTakeFirstOrThrow();
/** The sender sends after the step: the refund once it left requested. */
async function settledRefundOf(part: string, timeoutMs = 30_000) {
  let refund: Awaited<ReturnType<typeof refundOf>> | undefined;
  await waitFor(`the refund of ${part} to leave requested`, async () => (refund = await refundOf(part)).state !== 'requested', timeoutMs, 50);
  return refund!;
}
const decode = (html: string) => html.replace(/&#x27;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

test('the shopper cancels a card-paid part: one refund at Stripe with the refund\'s own key, sent, then confirmed by the signed notification and shown on the order page', async () => {
  const order = await paidByCard();
  const before = refundCalls().length;
  await cancel(order);
  const refund = await settledRefundOf(order.part);
  const calls = refundCalls().slice(before);
  expect(calls).toHaveLength(1);
  expect(refund).toMatchObject({ state: 'sent', amount_cents: order.totalCents, attempts: 1 });
  expect(calls[0]!.idempotencyKey).toBe(refund.idempotency_key);
  expect(calls[0]!.idempotencyKey).toBe(`spareo-refund-${refund.id}`);
  expect(calls[0]!.form).toMatchObject({ amount: String(order.totalCents), payment_intent: stripe.sessions.get(order.sessionId)!.payment_intent, 'metadata[spareo_refund]': String(refund.id) });

  let page = decode((await order.agent.get(pathFor('Order___de-DE', { orderNumber: order.number }, { query: { t: order.token } })).expect(200)).text);
  expect(page).toMatch(/data-refund-state="sent"[\s\S]*ausgezahlt/);

  const updated = event('refund.updated', { id: refund.provider_refund_id, object: 'refund', status: 'succeeded', amount: order.totalCents });
  expect((await notify(updated).expect(200)).body).toEqual({ received: true, refunds: 1 });
  expect((await refundOf(order.part)).state).toBe('confirmed');
  // Stripe sends again, or sends charge.refunded too: nothing changes, nothing is paid twice.
  const charge = event('charge.refunded', { id: 'ch_test_1', object: 'charge', refunds: { object: 'list', data: [{ id: refund.provider_refund_id, object: 'refund', status: 'succeeded' }] } });
  expect((await notify(charge).expect(200)).body).toEqual({ received: true, refunds: 0 });
  page = decode((await order.agent.get(pathFor('Order___fr-FR', { orderNumber: order.number }, { query: { t: order.token } })).expect(200)).text);
  expect(page).toMatch(/data-refund-state="confirmed"[\s\S]*crédité/);
  expect(refundCalls().slice(before)).toHaveLength(1);
});

test('a refund Stripe fails is marked failed; the retry sends the same key again and Stripe holds one refund', async () => {
  const order = await paidByCard();
  const before = refundCalls().length;
  // Stripe answers 500 to the call and to the SDK's own retry of it.
  stripe.failNext(500, 'An unknown error occurred', '/v1/refunds');
  stripe.failNext(500, 'An unknown error occurred', '/v1/refunds');
  await cancel(order);
  const failed = await settledRefundOf(order.part);
  expect(failed.state).toBe('failed');
  expect(refundCalls().slice(before).map((r) => r.idempotencyKey)).toEqual([failed.idempotency_key, failed.idempotency_key]);

  // The answer of the retry lost on the way: the SDK asks again with the same key and Stripe replays its answer.
  stripe.dropNextAnswer();
  expect(await retryRefund(shop.db.kysely, shop.dependencies.paymentProvider, failed.id)).toBe('sent');
  expect(await retryRefund(shop.db.kysely, shop.dependencies.paymentProvider, failed.id)).toBe('skipped');
  const calls = refundCalls().slice(before);
  expect(new Set(calls.map((r) => r.idempotencyKey))).toEqual(new Set([failed.idempotency_key]));
  expect(calls.length).toBeGreaterThanOrEqual(3);
  const intent = stripe.sessions.get(order.sessionId)!.payment_intent;
  expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent)).toHaveLength(1);
  expect(await refundOf(order.part)).toMatchObject({ state: 'sent', amount_cents: order.totalCents });
});

test('Stripe answering slowly: the shopper\'s cancellation answers at once with the refund requested, and the refund is sent afterwards', async () => {
  const order = await paidByCard();
  const before = refundCalls().length;
  // Stripe takes 5 s over the refund; the web tier gives a step 2 s.
  stripe.delayNext(5_000);
  const started = Date.now();
  await cancel(order);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await refundOf(order.part)).toMatchObject({ state: 'requested', amount_cents: order.totalCents });
  const page = decode((await order.agent.get(pathFor('Order___de-DE', { orderNumber: order.number }, { query: { t: order.token } })).expect(200)).text);
  expect(page).toMatch(/data-refund-state="requested"/);

  const refund = await settledRefundOf(order.part);
  expect(refund).toMatchObject({ state: 'sent', attempts: 1 });
  expect(refundCalls().slice(before).map((r) => r.idempotencyKey)).toEqual([refund.idempotency_key]);
});
