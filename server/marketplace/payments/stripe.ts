/**
 * Stripe Checkout as the payment provider (https://docs.stripe.com/api/checkout/sessions), used
 * with a test-mode secret key (sk_test_…) until the shop goes live. One Checkout Session per order
 * covers the parts paid by card or PayPal; the shopper pays on Stripe's page and comes back to the
 * order page, which asks for the session's payment_status. `fetch` and the API base are injectable
 * so tests never reach the network.
 */
import type { PaymentProvider, PaymentRequest, PaymentState, StartedPayment } from './provider';

export interface StripeOptions {
  secretKey: string;
  apiBase?: string;
  fetch?: typeof fetch;
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const base = (options.apiBase ?? 'https://api.stripe.com').replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  const headers = { authorization: `Bearer ${options.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' };

  async function call(method: 'GET' | 'POST', path: string, form?: URLSearchParams): Promise<Record<string, unknown>> {
    const response = await send(`${base}${path}`, { method, headers, body: form?.toString(), signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`stripe ${path}: ${response.status} ${String((body.error as { message?: string } | undefined)?.message ?? '')}`);
    return body;
  }

  return {
    name: 'stripe',
    methods: ['card', 'paypal'],
    async start(request: PaymentRequest): Promise<StartedPayment> {
      const form = new URLSearchParams({
        mode: 'payment',
        client_reference_id: request.orderNumber,
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        locale: request.locale.slice(0, 2),
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(request.amountCents),
        'line_items[0][price_data][product_data][name]': request.description,
      });
      request.methods.forEach((method, i) => form.append(`payment_method_types[${i}]`, method));
      const session = await call('POST', '/v1/checkout/sessions', form);
      return { reference: String(session.id), redirectUrl: String(session.url) };
    },
    async state(reference: string): Promise<PaymentState> {
      const session = await call('GET', `/v1/checkout/sessions/${encodeURIComponent(reference)}`);
      if (session.payment_status === 'paid') return 'paid';
      return session.status === 'expired' ? 'failed' : 'pending';
    },
  };
}
