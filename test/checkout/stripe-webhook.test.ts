/**
 * Stripe's webhook: a Checkout Session paid on Stripe's page and announced by a signed notification
 * hands the order's parts to their shops once, however often Stripe sends it; a notification whose
 * signature does not hold (wrong secret, changed body, too old, none) gets 400 and changes nothing.
 * Signed here as Stripe signs (HMAC-SHA256 over "timestamp.payload" with the endpoint secret),
 * against the Stripe stand-in on loopback.
 */
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { stripeProvider } from '../../server/marketplace/payments/stripe';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';
import { addToCart, filledForm, shopperAgent } from './helpers';
import { startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from './support';

jest.setTimeout(120_000);

const SECRET = 'whsec_test_spareo_endpoint';
const PATH = '/payment-notifications/stripe';

let mailbox: Mailbox;
let shop: CheckoutShop;
let stripe: StripeStandIn;

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port });
  stripe = await startStripeStandIn('sk_test_webhook');
  shop.dependencies.paymentProvider = stripeProvider({ secretKey: 'sk_test_webhook', apiBase: stripe.origin, webhookSecret: SECRET });
});

afterAll(async () => {
  await shop.close();
  await mailbox.close();
  await stripe.close();
});

function signature(payload: string, secret = SECRET, at = Math.floor(Date.now() / 1000)): string {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`;
}

function completedEvent(sessionId: string): string {
  return JSON.stringify({
    id: `evt_test_${sessionId.slice(-12)}`, object: 'event', type: 'checkout.session.completed', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000),
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', status: 'complete' } },
  });
}

function notify(payload: string, header: string | undefined) {
  const call = request(shop.origin).post(PATH).set('content-type', 'application/json');
  return (header === undefined ? call : call.set('stripe-signature', header)).send(payload);
}

/** An order whose one part is paid by card: placed, sent to Stripe, and there paid. */
async function orderPaidAtStripe(method = 'card'): Promise<{ orderId: number; sessionId: string; number: string }> {
  const { offerId, shopId } = await shop.db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 's.id as shopId']).where('o.stock', '>=', 10).where('s.suspended_at', 'is', null).orderBy('o.id').limit(1).executeTakeFirstOrThrow();
  const agent = shopperAgent(shop.origin);
  await addToCart(agent, shop.origin, '/Warenkorb', [offerId]);
  const page = await agent.get('/Kasse').expect(200);
  const before = new Set(stripe.sessions.keys());
  await agent.post('/Kasse').set('origin', shop.origin).type('form').send(filledForm(page.text, { [`payment-${shopId}`]: method })).expect(303);
  const session = [...stripe.sessions.values()].find((s) => !before.has(s.id))!;
  const order = await shop.db.kysely.selectFrom('orders').select('id').where('number', '=', session.client_reference_id!).executeTakeFirstOrThrow();
  stripe.settle(session.id, { status: 'complete', payment_status: 'paid' });
  expect(session.allowed_payment_method_types).toEqual([method]);
  return { orderId: order.id, sessionId: session.id, number: session.client_reference_id! };
}

async function orderState(orderId: number) {
  const parts = await shop.db.kysely.selectFrom('order_shops').select('status').where('order_id', '=', orderId).execute();
  const paid = await shop.db.kysely.selectFrom('order_events').select('id').where('order_id', '=', orderId).where('kind', '=', 'paid').execute();
  const payment = await shop.db.kysely.selectFrom('order_payments').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return { parts: parts.map((p) => p.status), paidEvents: paid.length, payment: payment.status };
}

test('a signed notification of a paid session hands the part to its shop once; the same notification again changes nothing', async () => {
  const { orderId, sessionId } = await orderPaidAtStripe();
  expect(await orderState(orderId)).toEqual({ parts: ['awaiting_payment'], paidEvents: 0, payment: 'pending' });
  const payload = completedEvent(sessionId);

  const first = await notify(payload, signature(payload)).expect(200);
  expect(first.body).toEqual({ received: true, state: 'paid' });
  expect(await orderState(orderId)).toEqual({ parts: ['new'], paidEvents: 1, payment: 'paid' });

  // Stripe sends a notification again until it hears 2xx, and may send it twice anyway.
  await Promise.all([notify(payload, signature(payload)).expect(200), notify(payload, signature(payload)).expect(200)]);
  expect(await orderState(orderId)).toEqual({ parts: ['new'], paidEvents: 1, payment: 'paid' });
});

test('paid with Klarna: the session allows Klarna, the confirmation mail names it, the notification hands the order on', async () => {
  const { orderId, sessionId, number } = await orderPaidAtStripe('klarna');
  const mail = await mailbox.waitFor((m) => m.text?.includes(number) ?? false);
  expect(mail.text).toContain('Zahlung per Klarna:');
  const payload = completedEvent(sessionId);
  await notify(payload, signature(payload)).expect(200);
  expect(await orderState(orderId)).toEqual({ parts: ['new'], paidEvents: 1, payment: 'paid' });
});

test('a bad signature is refused with 400 and changes nothing, though the session is paid at Stripe', async () => {
  const { orderId, sessionId } = await orderPaidAtStripe();
  const payload = completedEvent(sessionId);
  const old = Math.floor(Date.now() / 1000) - 301;
  const refusals: [string, string, string | undefined][] = [
    ['signed with another secret', payload, signature(payload, 'whsec_someone_else')],
    ['body changed after signing', payload.replace('"paid"', '"paid" '), signature(payload)],
    ['signed longer ago than the tolerance', payload, signature(payload, SECRET, old)],
    ['no signature', payload, undefined],
    ['a signature header of nonsense', payload, 't=abc,v1=xyz'],
  ];
  for (const [why, body, header] of refusals) {
    const answer = await notify(body, header);
    expect([why, answer.status, answer.body.error]).toEqual([why, 400, 'bad_signature']);
  }
  expect(await orderState(orderId)).toEqual({ parts: ['awaiting_payment'], paidEvents: 0, payment: 'pending' });
});

test('a signed notification about a session that is not ours, or another event, is acknowledged and changes nothing', async () => {
  const unknown = completedEvent('cs_test_not_ours_000000000000');
  expect((await notify(unknown, signature(unknown)).expect(200)).body).toEqual({ received: true, state: 'unknown' });
  const other = JSON.stringify({ id: 'evt_test_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_test_1', object: 'customer' } } });
  expect((await notify(other, signature(other)).expect(200)).body).toEqual({ received: true, state: 'ignored' });
});
