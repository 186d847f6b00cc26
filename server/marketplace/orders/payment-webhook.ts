/**
 * The payment provider's notifications, mounted beside the web tier like the shop order API:
 *   POST /payment-notifications/stripe   Stripe's webhook (Stripe-Signature header, raw JSON body)
 * A notification whose signature does not hold gets 400 and changes nothing. A good one makes the
 * marketplace ask the provider about that payment, as the order page does, so a shopper who pays
 * and never comes back still has the parts handed to their shops; a repeated one changes nothing.
 * A notification that a refund succeeded (charge.refunded, refund.updated) confirms it.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Database } from '../db/connection';
import { apiSecurityHeaders } from '../http/api-headers';
import type { MarketplaceDependencies } from '../dependencies';
import { refreshPaymentByReference } from './payment';
import type { ProviderNotice } from '../payments';
import { confirmProviderRefunds } from '../refunds';

const fail = (res: Response, status: number, error: string, message: string) => res.status(status).json({ error, message });

/** `dependencies`: what the marketplace was handed, read at each notification. */
export function paymentWebhookRouter(options: { db: Database; dependencies: Pick<MarketplaceDependencies, 'paymentProvider'>; onError?: (error: unknown) => void; hsts?: boolean }): express.Router {
  const router = express.Router();
  router.use(apiSecurityHeaders({ hsts: options.hsts }));
  // The signature is over the bytes as sent: the body must not be parsed before it is checked.
  router.post('/stripe', express.raw({ type: () => true, limit: '256kb' }), async (req: Request, res: Response) => {
    const provider = options.dependencies.paymentProvider;
    if (provider?.name !== 'stripe' || !provider.notification) return void fail(res, 404, 'not_found', 'no Stripe notifications are taken here');
    const payload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let about: ProviderNotice | null;
    try {
      about = await provider.notification(payload, req.get('stripe-signature'));
    } catch {
      return void fail(res, 400, 'bad_signature', 'the Stripe-Signature header does not verify for this body');
    }
    // A refund's outcome: the signed word of the provider confirms it (or marks it failed for a retry).
    if (about && 'refunds' in about) return void res.json({ received: true, refunds: await confirmProviderRefunds(options.db.kysely, about.refunds) });
    // Stripe sends again until it gets a 2xx: one we do not know or need is acknowledged all the same.
    const state = about ? await refreshPaymentByReference(options.db.kysely, provider, about.reference) : 'ignored';
    res.json({ received: true, state });
  });
  router.use((_req: Request, res: Response) => void fail(res, 404, 'not_found', 'no such endpoint'));
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) return void fail(res, status, 'bad_request', 'the notification could not be read');
    options.onError?.(error);
    // A failure of ours (provider or database unreachable): Stripe retries later.
    fail(res, 503, 'unavailable', 'the notification could not be processed now');
  });
  return router;
}
