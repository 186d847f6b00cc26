/**
 * Stripe Checkout as the payment provider (https://docs.stripe.com/api/checkout/sessions), through
 * Stripe's own SDK, used with a test-mode secret key (sk_test_…) until the shop goes live. One
 * Checkout Session per order covers the parts paid through Stripe; the shopper pays on Stripe's
 * page and comes back to the order page, which asks for the session's payment_status. Stripe's
 * signed notifications (webhooks) ask the same, for a shopper who never comes back.
 */
import type Stripe from 'stripe';
import { PROVIDER_METHODS } from '../../../contract/index';
import type { PaymentProvider, PaymentRequest, PaymentState, ProviderNotice, RefundRequest, SentRefund, StartedPayment } from './provider';

export interface StripeOptions {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…); unset: notifications are refused. */
  webhookSecret?: string;
  /** Where Stripe's API answers (scheme, host and port only): Stripe itself, or a stand-in for tests or staging. */
  apiBase?: string;
}

/** A page waits on these calls: a slow API fails the call rather than the page. */
const CALL_TIMEOUT_MS = 10_000;
/** A call that got no answer or a 5xx is sent once more; the SDK keys each creation so a repeat makes no second session. */
const RETRIES = 1;
/** A notification signed longer ago than this is refused, so a captured one cannot be replayed later (Stripe's default). */
const SIGNATURE_TOLERANCE_S = 300;
/** The events about a Checkout Session's payment; any other is acknowledged and left alone. */
const SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed', 'checkout.session.expired']);
/** The events that tell how a refund went: a charge refunded (its refunds listed) or one refund's new status. */
const REFUND_EVENTS = new Set(['charge.refunded', 'refund.updated', 'refund.failed']);

type RefundObject = { id: string; status?: string | null };
const refundNotice = (refunds: RefundObject[]): ProviderNotice => ({
  refunds: refunds.map((r) => ({ id: r.id, succeeded: r.status === 'succeeded', failed: r.status === 'failed' || r.status === 'canceled' })),
});

/**
 * The SDK is loaded only where a key is configured: its modules add noticeably to a process's start
 * and resident memory, and a shop without card payments never needs them.
 */
async function stripeClient(options: StripeOptions): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const base = new URL(options.apiBase ?? 'https://api.stripe.com');
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new StripeClient(options.secretKey, {
    // An IPv6 address comes bracketed in a URL; Node's request takes it bare.
    host: base.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: CALL_TIMEOUT_MS,
    maxNetworkRetries: RETRIES,
    telemetry: false,
    appInfo: { name: 'Spareo' },
  });
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  // Loading starts with the provider, so the first payment does not wait for it; a failure surfaces on the first call.
  const client = stripeClient(options);
  client.catch(() => undefined);
  return {
    name: 'stripe',
    // All are Checkout payment_method_types in the SDK's API version; which one a shopper is offered is methods.ts's choice.
    methods: PROVIDER_METHODS,
    async start(request: PaymentRequest): Promise<StartedPayment> {
      const session = await (await client).checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.orderNumber,
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        locale: request.locale.slice(0, 2),
        // In the API version the SDK speaks, this filters the methods Stripe offers (older versions named them in payment_method_types).
        allowed_payment_method_types: request.methods,
        line_items: [{ quantity: 1, price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: request.description } } }],
      });
      // Only an embedded session comes without a page to send the shopper to.
      if (!session.url) throw new Error(`stripe checkout session ${session.id} came without a url`);
      return { reference: session.id, redirectUrl: session.url };
    },
    async state(reference: string): Promise<PaymentState> {
      const session = await (await client).checkout.sessions.retrieve(reference);
      if (session.payment_status === 'paid') return 'paid';
      return session.status === 'expired' ? 'failed' : 'pending';
    },
    async notification(payload: Buffer, signature: string | undefined): Promise<ProviderNotice | null> {
      if (!options.webhookSecret) throw new Error('no webhook secret configured');
      // Checks the Stripe-Signature header: HMAC-SHA256 over "timestamp.payload" with the endpoint secret, within the tolerance.
      const event = (await client).webhooks.constructEvent(payload, signature ?? '', options.webhookSecret, SIGNATURE_TOLERANCE_S);
      if (REFUND_EVENTS.has(event.type)) {
        const object = event.data.object as { object?: string; refunds?: { data?: RefundObject[] } } & RefundObject;
        return refundNotice(object.object === 'charge' ? (object.refunds?.data ?? []) : [object]);
      }
      if (!SESSION_EVENTS.has(event.type)) return null;
      return { reference: (event.data.object as { id: string }).id };
    },
    async refund(request: RefundRequest): Promise<SentRefund> {
      const stripe = await client;
      // A Checkout Session names the payment it took once paid; the refund goes against that payment.
      const session = await stripe.checkout.sessions.retrieve(request.reference);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`stripe checkout session ${request.reference} has no payment to refund`);
      // The key is the refund's own: a retry after a failure or a lost answer is the same refund, never a second one.
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: request.amountCents, metadata: { spareo_refund: String(request.refundId) } },
        { idempotencyKey: request.key },
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    },
  };
}
