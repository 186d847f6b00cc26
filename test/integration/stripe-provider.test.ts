/**
 * The Stripe provider through Stripe's SDK, pointed at a stand-in for Stripe's API on loopback: the
 * Checkout Session request as it goes over the wire, the payment status read back, and Stripe's
 * refusals, which are thrown and never taken for a payment.
 */
import Stripe from 'stripe';
import type { PaymentRequest } from '../../server/marketplace/payments/provider';
import { stripeProvider } from '../../server/marketplace/payments/stripe';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in';

const SECRET_KEY = 'sk_test_123';
const ORDER: PaymentRequest = {
  orderNumber: 'SP-261122-ABCDEF', amountCents: 12345, currency: 'EUR', methods: ['card', 'paypal'], description: 'Spareo SP-261122-ABCDEF',
  returnUrl: 'https://www.spareo.de/Bestellungen/SP-261122-ABCDEF?t=x&payment=return', cancelUrl: 'https://www.spareo.de/Bestellungen/SP-261122-ABCDEF?t=x', locale: 'de-DE',
};

let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn(SECRET_KEY);
});

afterAll(() => stripe.close());

beforeEach(() => {
  stripe.requests.length = 0;
  stripe.sessions.clear();
});

test('start creates one Checkout Session in payment mode for the order, with both methods, the locale and the return links', async () => {
  const started = await stripeProvider({ secretKey: SECRET_KEY, apiBase: stripe.origin }).start(ORDER);

  expect(stripe.requests).toHaveLength(1);
  const [sent] = stripe.requests;
  expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${SECRET_KEY}`, stripeVersion: Stripe.API_VERSION });
  expect(sent!.idempotencyKey).toBeTruthy();
  expect(sent!.form).toEqual({
    mode: 'payment', client_reference_id: 'SP-261122-ABCDEF', locale: 'de',
    success_url: ORDER.returnUrl, cancel_url: ORDER.cancelUrl,
    'allowed_payment_method_types[0]': 'card', 'allowed_payment_method_types[1]': 'paypal',
    'line_items[0][quantity]': '1', 'line_items[0][price_data][currency]': 'eur', 'line_items[0][price_data][unit_amount]': '12345',
    'line_items[0][price_data][product_data][name]': 'Spareo SP-261122-ABCDEF',
  });
  const [session] = [...stripe.sessions.values()];
  expect(started).toEqual({ reference: session!.id, redirectUrl: `https://checkout.stripe.com/c/pay/${session!.id}` });
  expect(session).toMatchObject({ amount_total: 12345, currency: 'eur', allowed_payment_method_types: ['card', 'paypal'] });
});

test('state reads payment_status: paid once paid, pending while open, failed once expired', async () => {
  const provider = stripeProvider({ secretKey: SECRET_KEY, apiBase: stripe.origin });
  const { reference } = await provider.start(ORDER);
  expect(await provider.state(reference)).toBe('pending');
  stripe.settle(reference, { status: 'complete', payment_status: 'paid' });
  expect(await provider.state(reference)).toBe('paid');

  const { reference: abandoned } = await provider.start(ORDER);
  stripe.settle(abandoned, { status: 'expired' });
  expect(await provider.state(abandoned)).toBe('failed');
  expect(stripe.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
    `/v1/checkout/sessions/${reference}`, `/v1/checkout/sessions/${reference}`, `/v1/checkout/sessions/${abandoned}`,
  ]);
});

test('Stripe refusing a call throws its message: an unknown session, a refused request, a wrong key; none is taken for paid', async () => {
  const provider = stripeProvider({ secretKey: SECRET_KEY, apiBase: stripe.origin });
  await expect(provider.state('cs_test_unknown')).rejects.toMatchObject({ statusCode: 404, message: "No such checkout.session: 'cs_test_unknown'" });

  stripe.failNext(400, 'Invalid currency: eur');
  await expect(provider.start(ORDER)).rejects.toMatchObject({ statusCode: 400, message: 'Invalid currency: eur' });
  expect(stripe.sessions.size).toBe(0);

  await expect(stripeProvider({ secretKey: 'sk_test_wrong', apiBase: stripe.origin }).start(ORDER)).rejects.toMatchObject({ statusCode: 401 });
  expect(stripe.sessions.size).toBe(0);
});

test('a 5xx is asked once more; when it stays down the state read throws instead of answering', async () => {
  const provider = stripeProvider({ secretKey: SECRET_KEY, apiBase: stripe.origin });
  stripe.failNext(500, 'An unknown error occurred');
  const { reference } = await provider.start(ORDER);
  expect(stripe.sessions.size).toBe(1);

  stripe.failNext(500, 'An unknown error occurred');
  stripe.failNext(500, 'An unknown error occurred');
  await expect(provider.state(reference)).rejects.toMatchObject({ statusCode: 500 });
  expect(stripe.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'GET', 'GET']);
});

test('a creation whose answer was lost is sent again with the same idempotency key, and makes one session', async () => {
  stripe.dropNextAnswer();
  const started = await stripeProvider({ secretKey: SECRET_KEY, apiBase: stripe.origin }).start(ORDER);

  expect(stripe.requests).toHaveLength(2);
  expect(stripe.requests[1]!.idempotencyKey).toBe(stripe.requests[0]!.idempotencyKey);
  expect([...stripe.sessions.keys()]).toEqual([started.reference]);
});
