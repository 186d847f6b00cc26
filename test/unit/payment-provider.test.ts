/**
 * The Stripe provider builds the Checkout Session request Stripe's API documents and reads the
 * payment status back; fetch is injected, so nothing leaves this process. Also the mail backoff.
 */
import { backoffMs } from '../../server/marketplace/mail/worker';
import { stripeProvider } from '../../server/marketplace/payments/stripe';

function recordingFetch(answers: unknown[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: string | undefined }[] = [];
  const fake = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), headers: init.headers as Record<string, string>, body: init.body as string | undefined });
    const answer = answers.shift();
    return new Response(JSON.stringify(answer), { status: (answer as { error?: unknown }).error ? 400 : 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fake };
}

test('start creates a Checkout Session in payment mode for the order, with both methods and the return links', async () => {
  const { calls, fake } = recordingFetch([{ id: 'cs_test_a1', url: 'https://checkout.stripe.com/c/pay/cs_test_a1' }]);
  const provider = stripeProvider({ secretKey: 'sk_test_123', apiBase: 'https://stripe.invalid', fetch: fake });
  const started = await provider.start({
    orderNumber: 'SP-261122-ABCDEF', amountCents: 12345, currency: 'EUR', methods: ['card', 'paypal'], description: 'Spareo SP-261122-ABCDEF',
    returnUrl: 'https://www.spareo.de/Bestellungen/SP-261122-ABCDEF?t=x&payment=return', cancelUrl: 'https://www.spareo.de/Bestellungen/SP-261122-ABCDEF?t=x', locale: 'de-DE',
  });
  expect(started).toEqual({ reference: 'cs_test_a1', redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1' });
  expect(calls[0]).toMatchObject({ url: 'https://stripe.invalid/v1/checkout/sessions', method: 'POST' });
  expect(calls[0]!.headers.authorization).toBe('Bearer sk_test_123');
  const form = new URLSearchParams(calls[0]!.body);
  expect(Object.fromEntries(form)).toMatchObject({
    mode: 'payment', client_reference_id: 'SP-261122-ABCDEF', locale: 'de',
    'line_items[0][price_data][currency]': 'eur', 'line_items[0][price_data][unit_amount]': '12345', 'line_items[0][quantity]': '1',
    'payment_method_types[0]': 'card', 'payment_method_types[1]': 'paypal',
    success_url: 'https://www.spareo.de/Bestellungen/SP-261122-ABCDEF?t=x&payment=return',
  });
});

test('state reads payment_status; an expired session failed; an API error is thrown, not taken for paid', async () => {
  const { fake } = recordingFetch([{ payment_status: 'paid', status: 'complete' }, { payment_status: 'unpaid', status: 'open' }, { payment_status: 'unpaid', status: 'expired' }, { error: { message: 'No such checkout.session' } }]);
  const provider = stripeProvider({ secretKey: 'sk_test_123', apiBase: 'https://stripe.invalid', fetch: fake });
  expect(await provider.state('cs_1')).toBe('paid');
  expect(await provider.state('cs_2')).toBe('pending');
  expect(await provider.state('cs_3')).toBe('failed');
  await expect(provider.state('cs_4')).rejects.toThrow('No such checkout.session');
});

test('mail retries back off exponentially up to the cap', () => {
  expect([1, 2, 3, 4, 10].map((attempts) => backoffMs(attempts, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000]);
});
