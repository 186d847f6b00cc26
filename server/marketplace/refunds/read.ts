/** Refunds as the shopper's order page and the desk's queue show them. */
import type { Db } from '../db/connection';
import type { RefundCause, RefundMethod, RefundState } from './request';

export interface PartRefund { partId: number; amountCents: number; method: RefundMethod; state: Exclude<RefundState, 'failed'>; at: string }

/**
 * Each part's refunds, oldest first. A failed one reads as requested to the shopper: the money is
 * still owed and the marketplace retries it; why it failed is the desk's business.
 */
export async function refundsOfParts(db: Db, partIds: readonly number[]): Promise<Map<number, PartRefund[]>> {
  const byPart = new Map<number, PartRefund[]>();
  if (partIds.length === 0) return byPart;
  const rows = await db.selectFrom('refunds').select(['order_shop_id', 'amount_cents', 'method', 'state', 'requested_at', 'sent_at', 'confirmed_at'])
    .where('order_shop_id', 'in', [...partIds]).orderBy('id').execute();
  for (const row of rows) {
    const state = row.state === 'failed' ? 'requested' : (row.state as PartRefund['state']);
    const at = state === 'confirmed' ? row.confirmed_at : state === 'sent' ? row.sent_at : row.requested_at;
    const list = byPart.get(row.order_shop_id) ?? [];
    list.push({ partId: row.order_shop_id, amountCents: row.amount_cents, method: row.method as RefundMethod, state, at: at ?? row.requested_at });
    byPart.set(row.order_shop_id, list);
  }
  return byPart;
}

export interface QueuedRefund {
  id: number; orderNumber: string; partNumber: string; shopName: string; amountCents: number; cause: RefundCause; method: RefundMethod; state: RefundState;
  attempts: number; failure: string | null; hasAccount: boolean; requestedAt: string; sentAt: string | null; confirmedAt: string | null; failedAt: string | null; transferFileId: number | null;
}

export const REFUND_STATES: readonly RefundState[] = ['failed', 'requested', 'sent', 'confirmed'];

/** The desk's queue: refunds in a state (all when none is named), newest first, and how many each state holds. */
export async function refundQueue(db: Db, state: RefundState | null, limit = 200): Promise<{ refunds: QueuedRefund[]; counts: Record<RefundState, number>; owedTransfers: number; files: { id: number; transfers: number; totalCents: number; createdAt: string }[] }> {
  let query = db.selectFrom('refunds as r').innerJoin('order_shops as os', 'os.id', 'r.order_shop_id').innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id', 'o.number as orderNumber', 'os.number as partNumber', 'os.shop_name as shopName', 'r.amount_cents as amountCents', 'r.cause', 'r.method', 'r.state', 'r.attempts',
      'r.failure', 'r.iban', 'r.requested_at as requestedAt', 'r.sent_at as sentAt', 'r.confirmed_at as confirmedAt', 'r.failed_at as failedAt', 'r.transfer_file_id as transferFileId']);
  if (state) query = query.where('r.state', '=', state);
  const rows = await query.orderBy('r.id', 'desc').limit(limit).execute();
  const counted = await db.selectFrom('refunds').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute();
  const counts = { requested: 0, sent: 0, confirmed: 0, failed: 0 } as Record<RefundState, number>;
  for (const row of counted) counts[row.state as RefundState] = Number(row.n);
  const owed = await db.selectFrom('refunds').select((eb) => eb.fn.countAll<number>().as('n')).where('method', '=', 'transfer').where('state', '=', 'requested')
    .where('transfer_file_id', 'is', null).where('iban', 'is not', null).executeTakeFirstOrThrow();
  const files = await db.selectFrom('refund_transfer_files').select(['id', 'transfers', 'total_cents as totalCents', 'created_at as createdAt']).orderBy('id', 'desc').limit(12).execute();
  return {
    refunds: rows.map(({ iban, ...row }) => ({ ...row, cause: row.cause as RefundCause, method: row.method as RefundMethod, state: row.state as RefundState, hasAccount: iban !== null })),
    counts, owedTransfers: Number(owed.n), files,
  };
}
