/**
 * The payment provider's notifications, a door of the marketplace (http/door.ts):
 *   POST /payment-notifications/stripe   Stripe's webhook (Stripe-Signature header, raw JSON body)
 * The doors' one reader checks the signature over the bytes as sent: a notification whose signature
 * does not hold gets 400 and changes nothing. A good one makes the marketplace ask the provider
 * about that payment, as the order page does, so a shopper who pays and never comes back still has
 * the parts handed to their shops; a repeated one changes nothing. A notification that a refund
 * succeeded (charge.refunded, refund.updated) confirms it.
 */
import type { Request, Response } from 'express';
import type { Database } from '../db/connection';
import { refreshPaymentByReference } from './payment';
import type { PaymentProvider, ProviderNotice } from '../payments';
import { confirmProviderRefunds } from '../refunds';

/** The provider whose signature held, and what its notification is about (null: nothing we need). */
export interface SignedNotice {
  provider: PaymentProvider;
  notice: ProviderNotice | null;
}

/** POST /payment-notifications/stripe */
export const receivePaymentNotice = ({ db }: { db: Database }) => async (_req: Request, res: Response, { provider, notice }: SignedNotice) => {
  // A refund's outcome: the signed word of the provider confirms it (or marks it failed for a retry).
  if (notice && 'refunds' in notice) return void res.json({ received: true, refunds: await confirmProviderRefunds(db.kysely, notice.refunds) });
  // Stripe sends again until it gets a 2xx: one we do not know or need is acknowledged all the same.
  const state = notice ? await refreshPaymentByReference(db.kysely, provider, notice.reference) : 'ignored';
  res.json({ received: true, state });
};
