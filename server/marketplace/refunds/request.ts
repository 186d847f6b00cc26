/**
 * A refund owed for a part, requested once and never above what is left of the payment. Whoever
 * holds the money pays it back: the marketplace for provider payments (through the provider) and
 * prepayment transfers (by transfer to the account the shopper names); cash on delivery and
 * purchase on account were collected by the shop, which refunds them itself, so nothing is recorded
 * here to pay. What is left to refund is what was paid for the part less every refund of it so far.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { collectorOf } from '../payments';

export interface RefundPart { id: number; orderId: number; paymentMethod: string; totalCents: number }
export type RefundCause = 'cancelled' | 'refused' | 'withdrawal';
export type RefundMethod = 'provider' | 'transfer';
export type RefundState = 'requested' | 'sent' | 'confirmed' | 'failed';

export type RequestOutcome = { ok: true; refundId: number | null } | { ok: false; reason: 'over_refundable'; refundableCents: number };

/** The route a refund of this payment method takes; null when the shop collected the money. */
export function refundMethodOf(paymentMethod: string): RefundMethod | null {
  if (collectorOf(paymentMethod) === 'shop') return null;
  return paymentMethod === 'prepayment' ? 'transfer' : 'provider';
}

async function paidCents(db: Db, part: RefundPart): Promise<number> {
  // The shop collected it on delivery or by its own invoice: what the part cost is what it holds.
  if (collectorOf(part.paymentMethod) === 'shop') return part.totalCents;
  const paid = await db.selectFrom('order_events').select('id').where('order_shop_id', '=', part.id).where('kind', '=', 'paid').limit(1).executeTakeFirst();
  return paid ? part.totalCents : 0;
}

async function refundedCents(db: Db, part: RefundPart): Promise<number> {
  const sum = async (query: Promise<{ cents: unknown } | undefined>) => Number((await query)?.cents ?? 0);
  if (collectorOf(part.paymentMethod) === 'marketplace') {
    return sum(db.selectFrom('refunds').select((eb) => eb.fn.sum<number>('amount_cents').as('cents')).where('order_shop_id', '=', part.id).executeTakeFirst());
  }
  // The shop's own refunds are known from what it reported: refused or cancelled lines, and the withdrawal's refund.
  return await sum(db.selectFrom('order_refunds').select((eb) => eb.fn.sum<number>('amount_cents').as('cents')).where('order_shop_id', '=', part.id).executeTakeFirst())
    + await sum(db.selectFrom('withdrawals').select((eb) => eb.fn.sum<number>('refund_cents').as('cents')).where('order_shop_id', '=', part.id).where('refunded_at', 'is not', null).executeTakeFirst());
}

/** What may still be refunded for the part: paid less refunded, never below nothing. */
export async function refundableCents(db: Db, part: RefundPart): Promise<number> {
  return Math.max(0, (await paidCents(db, part)) - (await refundedCents(db, part)));
}

/**
 * Records a refund for the part inside the caller's transaction (the step that owes it). Refused
 * above what is left; for a part whose shop holds the money, checked and nothing recorded. A
 * transfer refund takes the account the shopper gave for the order, if any yet.
 */
export async function requestRefund(tx: Db, part: RefundPart, amountCents: number, cause: RefundCause, at: string): Promise<RequestOutcome> {
  const refundable = await refundableCents(tx, part);
  if (amountCents > refundable) return { ok: false, reason: 'over_refundable', refundableCents: refundable };
  const method = refundMethodOf(part.paymentMethod);
  if (!method || amountCents <= 0) return { ok: true, refundId: null };
  const account = method === 'transfer'
    ? await tx.selectFrom('refund_accounts').select(['holder', 'iban']).where('order_id', '=', part.orderId).executeTakeFirst()
    : undefined;
  // The key is set once the id is known: it names this refund in every call to the provider.
  const row = await tx.insertInto('refunds').values({
    order_id: part.orderId, order_shop_id: part.id, amount_cents: amountCents, cause, method, state: 'requested',
    idempotency_key: `pending-${randomUUID()}`, iban: account?.iban ?? null, holder: account?.holder ?? null, requested_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  await tx.updateTable('refunds').set({ idempotency_key: `spareo-refund-${row.id}`, end_to_end_id: method === 'transfer' ? `SPAREO-R-${row.id}` : null }).where('id', '=', row.id).execute();
  return { ok: true, refundId: row.id };
}
