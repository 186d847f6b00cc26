/**
 * A shop's balance as its portal shows it: what closed settlements owe it and no run has paid yet,
 * less a negative balance carried (what it owes the marketplace), both read from the ledger; what
 * is pending (lines shipped since the last close, not settled yet, worked out as a settlement
 * would: an estimate, as refunds and the month's close may still change it); what was paid out,
 * to which account; and the next payout day by the schedule.
 */
import type { Db } from '../db/connection';
import { shopAccount } from '../ledger';
import { collectorOf } from '../payments';
import { commissionCents } from './commission';
import { nextPayoutDay } from './payout-schedule';
import { payoutsOf, type ShopPayout } from './runs';

export interface ShopBalance {
  /** Owed by closed settlements and not yet paid, plus the (negative) balance carried. */
  balanceCents: number;
  owedCents: number;
  carriedCents: number;
  /** Shipped since the last close, not settled yet: an estimate. */
  pendingCents: number;
  pendingParts: number;
  paid: ShopPayout[];
  nextPayoutDay: string;
}

export async function shopBalance(db: Db, shopId: number, runDay: number, now = new Date()): Promise<ShopBalance> {
  // What closed settlements owe the shop and no payout has paid, and what it owes: the ledger's own balances.
  const account = await shopAccount(db, shopId);
  const owedCents = account.payableCents;
  const carriedCents = 0 - account.receivableCents || 0;

  const shop = await db.selectFrom('shops').select(['commission_bp', 'commission_fixed_cents']).where('id', '=', shopId).executeTakeFirst();
  const commission = { bp: Number(shop?.commission_bp ?? 0), fixedCents: Number(shop?.commission_fixed_cents ?? 0) };
  const lines = await db.selectFrom('order_lines as ol').innerJoin('order_shops as os', 'os.id', 'ol.order_shop_id')
    .select(['os.id as partId', 'ol.line_total_cents as goods', 'os.shipping_cents as shipping', 'os.shipping_settlement_id as shippingSettled', 'os.payment_method as method'])
    .where('os.shop_id', '=', shopId).where('ol.state', '=', 'shipped').where('ol.settlement_id', 'is', null).execute();
  const parts = new Map<number, { goods: number; shipping: number; first: boolean; method: string }>();
  for (const line of lines) {
    const part = parts.get(line.partId) ?? { goods: 0, shipping: line.shippingSettled === null ? Number(line.shipping) : 0, first: line.shippingSettled === null, method: line.method };
    part.goods += Number(line.goods);
    parts.set(line.partId, part);
  }
  let pendingCents = 0;
  for (const part of parts.values()) {
    pendingCents += part.goods + part.shipping - commissionCents(part.goods, part.first, commission);
    if (collectorOf(part.method) === 'shop') pendingCents -= part.goods + part.shipping;
  }
  const refunds = await db.selectFrom('withdrawals as w').innerJoin('order_shops as os', 'os.id', 'w.order_shop_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('w.refund_cents'), eb.lit(0)).as('n'))
    .where('os.shop_id', '=', shopId).where('w.refunded_at', 'is not', null).where('w.settlement_id', 'is', null).executeTakeFirstOrThrow();
  pendingCents -= Number(refunds.n);

  const [lastClosed, lastRun] = await Promise.all([
    db.selectFrom('settlement_months').select(['month', 'closed_at as closedAt']).orderBy('month', 'desc').limit(1).executeTakeFirst(),
    db.selectFrom('payout_runs').select('created_at').orderBy('id', 'desc').limit(1).executeTakeFirst(),
  ]);
  return {
    balanceCents: owedCents + carriedCents, owedCents, carriedCents, pendingCents, pendingParts: parts.size,
    paid: await payoutsOf(db, shopId), nextPayoutDay: nextPayoutDay(runDay, { lastClosed: lastClosed ?? null, lastRunAt: lastRun?.created_at ?? null }, now),
  };
}
