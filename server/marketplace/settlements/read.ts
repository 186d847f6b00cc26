/** Settlements as the desk and the portal read them: the months closed, a shop's settlements, one with its parts. */
import type { Db } from '../db/connection';

export interface SettlementSummary {
  id: number; month: string; shopId: number; shopName: string; commissionBp: number; commissionFixedCents: number; parts: number;
  goodsCents: number; shippingCents: number; collectedCents: number; refundsCents: number; commissionCents: number;
  carriedInCents: number; payoutCents: number; carriedOutCents: number;
  /** The VAT contained in the commission (commissionCents is the gross the shop bears). */
  commissionVatCents: number;
  /** The number of the operator's invoice for the commission; null while none is issued. */
  commissionInvoice: string | null;
}
export interface SettlementItem { kind: 'shipped' | 'refund'; partNumber: string; paymentMethod: string; at: string; goodsCents: number; shippingCents: number; collectedCents: number; refundCents: number; commissionCents: number }
export interface SettlementDetail extends SettlementSummary { closedAt: string; items: SettlementItem[] }

const summaryColumns = [
  's.id', 's.month', 's.shop_id as shopId', 's.shop_name as shopName', 's.commission_bp as commissionBp', 's.commission_fixed_cents as commissionFixedCents',
  's.parts', 's.goods_cents as goodsCents', 's.shipping_cents as shippingCents', 's.collected_cents as collectedCents', 's.refunds_cents as refundsCents',
  's.commission_cents as commissionCents', 's.carried_in_cents as carriedInCents', 's.payout_cents as payoutCents', 's.carried_out_cents as carriedOutCents',
  's.commission_vat_cents as commissionVatCents', 'ci.number as commissionInvoice',
] as const;

/** The columns that hold numbers: a driver may hand a large integer over as text. */
const NUMERIC = /^(id|shopId|parts|commissionBp|\w+Cents)$/;
const numbers = <T extends Record<string, unknown>>(row: T): { [K in keyof T]: K extends `${string}Cents` ? number : T[K] } =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, NUMERIC.test(k) ? Number(v) : v])) as { [K in keyof T]: K extends `${string}Cents` ? number : T[K] };

export async function closedMonths(db: Db): Promise<{ month: string; closedAt: string; closedBy: string }[]> {
  return db.selectFrom('settlement_months').select(['month', 'closed_at as closedAt', 'closed_by as closedBy']).orderBy('month', 'desc').execute();
}

export async function settlementsOf(db: Db, filter: { shopId?: number; month?: string }): Promise<SettlementSummary[]> {
  let query = db.selectFrom('settlements as s').leftJoin('commission_invoices as ci', 'ci.settlement_id', 's.id').select(summaryColumns).orderBy('s.month', 'desc').orderBy('s.shop_name');
  if (filter.shopId !== undefined) query = query.where('s.shop_id', '=', filter.shopId);
  if (filter.month !== undefined) query = query.where('s.month', '=', filter.month);
  return (await query.execute()).map(numbers);
}

/** One settlement with its parts; undefined when there is none (or it is another shop's). */
export async function settlementDetail(db: Db, id: number, shopId?: number): Promise<SettlementDetail | undefined> {
  let query = db.selectFrom('settlements as s').innerJoin('settlement_months as m', 'm.month', 's.month').leftJoin('commission_invoices as ci', 'ci.settlement_id', 's.id').select([...summaryColumns, 'm.closed_at as closedAt']).where('s.id', '=', id);
  if (shopId !== undefined) query = query.where('s.shop_id', '=', shopId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const items = await db.selectFrom('settlement_items').select(['kind', 'part_number as partNumber', 'payment_method as paymentMethod', 'at', 'goods_cents as goodsCents',
    'shipping_cents as shippingCents', 'collected_cents as collectedCents', 'refund_cents as refundCents', 'commission_cents as commissionCents'])
    .where('settlement_id', '=', id).orderBy('id').execute();
  return { ...numbers(row), items: items.map((item) => numbers(item) as SettlementItem) };
}
