/**
 * The built server (dist, as `npm start` runs it) configured for Stripe: STRIPE_SECRET_KEY, and
 * STRIPE_API_BASE at a stand-in for Stripe's API on loopback. Card is offered, and placing an order
 * by card creates its Checkout Session there and sends the shopper to Stripe's page; Stripe's
 * notification, signed with STRIPE_WEBHOOK_SECRET, reaches /payment-notifications/stripe. Needs
 * `npm run build` (dist/).
 */
import { createHmac } from 'node:crypto';
import request from 'supertest';
import type { RunningProcess } from '../../scripts/bench/server';
import { startProductionServer } from '../support/production-server';
import { createSeededDatabase } from '../support/seeded-db';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';
import { addToCart, filledForm, shopperAgent } from './helpers';

jest.setTimeout(120_000);

const SECRET_KEY = 'sk_test_built';
const WEBHOOK_SECRET = 'whsec_test_built';
let stripe: StripeStandIn;
let server: RunningProcess;
let card: { offerId: number; shopId: number };

beforeAll(async () => {
  stripe = await startStripeStandIn(SECRET_KEY);
  const db = createSeededDatabase();
  const rows = await db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 's.id').on('sh.country', '=', 'DE'))
    .select(['o.id as offerId', 's.id as shopId', 's.payment_methods as methods']).where('o.stock', '>=', 10).orderBy('o.id').execute();
  card = rows.find((row) => row.methods.split(',').includes('card'))!;
  server = await startProductionServer(db, { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: stripe.origin, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
});

afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

test('an order by card is sent to the Checkout Session the configured Stripe created for it', async () => {
  const agent = shopperAgent(server.base);
  await addToCart(agent, server.base, '/Warenkorb', [card.offerId]);
  const page = await agent.get('/Kasse').expect(200);
  expect(page.text).toContain(`name="payment-${card.shopId}" value="card"`);
  const placed = await agent.post('/Kasse').set('origin', server.base).type('form').send(filledForm(page.text, { [`payment-${card.shopId}`]: 'card' })).expect(303);

  const sessions = [...stripe.sessions.values()];
  expect(sessions).toHaveLength(1);
  expect(placed.headers.location).toBe(sessions[0]!.url);
  expect(stripe.requests[0]).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${SECRET_KEY}` });
  expect(sessions[0]).toMatchObject({ mode: 'payment', currency: 'eur', locale: 'de', allowed_payment_method_types: ['card'] });
  expect(sessions[0]!.success_url).toContain(`/Bestellungen/${sessions[0]!.client_reference_id}`);
});

test('Stripe\'s notification that the session is paid, signed with the configured secret, hands the order on; a wrong signature is refused', async () => {
  const [session] = [...stripe.sessions.values()];
  stripe.settle(session!.id, { status: 'complete', payment_status: 'paid' });
  const payload = JSON.stringify({ id: 'evt_test_built', object: 'event', type: 'checkout.session.completed', data: { object: { id: session!.id, object: 'checkout.session' } } });
  const at = Math.floor(Date.now() / 1000);
  const signed = (secret: string) => `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex')}`;
  const send = (header: string) => request(server.base).post('/payment-notifications/stripe').set('content-type', 'application/json').set('stripe-signature', header).send(payload);
  expect((await send(signed('whsec_not_ours'))).status).toBe(400);
  expect((await send(signed(WEBHOOK_SECRET)).expect(200)).body).toEqual({ received: true, state: 'paid' });
});
