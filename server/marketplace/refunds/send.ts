/**
 * Provider refunds go out outside the step that owed them: the step records the refund requested
 * and the sender (sender.ts) sends it after the commit. Each one requested (or failed, on a retry)
 * is claimed in the database for a while, sent with its own idempotency key and marked sent on the
 * provider's answer. A refusal or no answer marks it failed; a retry sends the same key again, so
 * the provider pays it once however often it is asked. Confirmation comes with the provider's
 * notification (confirm.ts).
 */
import type { Db } from '../db/connection';
import { postRefundPaid } from '../ledger';
import type { PaymentProvider } from '../payments';

export type SendOutcome = 'sent' | 'failed' | 'skipped';

async function paymentReference(db: Db, orderId: number): Promise<string | null> {
  const payment = await db.selectFrom('order_payments').select('provider_reference').where('order_id', '=', orderId).where('status', '=', 'paid')
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  return payment?.provider_reference ?? null;
}

/**
 * How long a process holds a refund it is sending: longer than the provider's calls with their own
 * retry take, so only a sender that died leaves one held, and a later sweep sends it again.
 */
export const CLAIM_MS = 5 * 60_000;

/** Sends one provider refund in the state given (requested, or failed for a retry). */
async function sendOne(db: Db, provider: PaymentProvider, id: number, from: 'requested' | 'failed', now: () => Date): Promise<SendOutcome> {
  const at = now();
  // One statement claims it: of two processes (or two clicks) one finds it unclaimed and sends.
  // Were both to send, the one key would still make it one refund at the provider.
  const claimed = await db.updateTable('refunds')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), failure: null, claimed_until: new Date(at.getTime() + CLAIM_MS).toISOString() }))
    .where('id', '=', id).where('method', '=', 'provider').where('state', '=', from)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at.toISOString())]))
    .returning(['id', 'order_id', 'order_shop_id', 'amount_cents', 'idempotency_key']).executeTakeFirst();
  if (!claimed) return 'skipped';
  const fail = async (failure: string) => {
    await db.updateTable('refunds').set({ state: 'failed', failed_at: now().toISOString(), failure: failure.slice(0, 500), claimed_until: null }).where('id', '=', id).execute();
    return 'failed' as const;
  };
  if (!provider.refund) return fail('the payment provider takes no refunds');
  const reference = await paymentReference(db, claimed.order_id);
  if (!reference) return fail('no paid provider payment for the order');
  try {
    const sent = await provider.refund({ reference, amountCents: claimed.amount_cents, key: claimed.idempotency_key, refundId: id });
    await db.updateTable('refunds').set({ state: 'sent', provider_refund_id: sent.id, sent_at: now().toISOString(), failed_at: null, claimed_until: null }).where('id', '=', id).execute();
    // The money owed leaves the provider's clearing: once, by the refund's own key.
    await postRefundPaid(db, { key: `refund_paid:${id}`, orderShopId: claimed.order_shop_id, cents: claimed.amount_cents, from: 'provider_clearing', at: now() });
    return 'sent';
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** Sends every provider refund still requested and not held by another sender (those of just now, and any a crash left behind). */
export async function sendRequestedRefunds(db: Db, provider: PaymentProvider | null, now: () => Date = () => new Date()): Promise<Record<SendOutcome, number>> {
  const counts = { sent: 0, failed: 0, skipped: 0 };
  if (!provider) return counts;
  const at = now().toISOString();
  const rows = await db.selectFrom('refunds').select('id').where('state', '=', 'requested').where('method', '=', 'provider')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)])).orderBy('id').limit(100).execute();
  for (const row of rows) counts[await sendOne(db, provider, row.id, 'requested', now)] += 1;
  return counts;
}

/** The retry of a failed provider refund: the same key again. Anything not failed is left as it is. */
export async function retryRefund(db: Db, provider: PaymentProvider | null, id: number, now: () => Date = () => new Date()): Promise<SendOutcome> {
  if (!provider) return 'skipped';
  return sendOne(db, provider, id, 'failed', now);
}

/** Retries every failed provider refund (the command's way). */
export async function retryFailedRefunds(db: Db, provider: PaymentProvider | null, now: () => Date = () => new Date()): Promise<Record<SendOutcome, number>> {
  const counts = { sent: 0, failed: 0, skipped: 0 };
  if (!provider) return counts;
  const rows = await db.selectFrom('refunds').select('id').where('state', '=', 'failed').where('method', '=', 'provider').orderBy('id').limit(100).execute();
  for (const row of rows) counts[await retryRefund(db, provider, row.id, now)] += 1;
  return counts;
}
