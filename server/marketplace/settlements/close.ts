/**
 * The settlement domain's steps of closing a month (the flow that runs them in order, with the
 * orders' marks, the ledger and the commission invoices, is server/marketplace/flows/close-month.ts):
 * the month's row taken in settlement_months, and for every shop with something to settle one
 * settlement of what happened up to the month's end (Europe/Berlin) that no earlier settlement
 * counted: lines shipped (their goods), the shipping of parts shipping for the first time, refunds
 * of withdrawals from parts the marketplace collected (a shop that collected itself refunds itself),
 * the commission on them, what the shop collected itself (cash on delivery, purchase on account:
 * payments/collector.ts), and a negative balance carried in.
 */
import type { Db } from '../db/connection';
import { collectorOf } from '../payments';
import { commissionCents, type Commission } from './commission';
import { monthBounds } from './month';
import { commissionTaxOf, commissionVatCents } from '../tax';

export type CloseOutcome =
  | { kind: 'closed'; month: string; settlements: number; payoutCents: number }
  | { kind: 'already'; month: string }
  /** A later month is closed already: months close in order. */
  | { kind: 'later'; month: string; later: string };

/** Called between the writes of a run: tests stop the run there, as a crash would. */
export type Fault = (step: string) => void | Promise<void>;

export interface Item { kind: 'shipped' | 'refund'; partId: number; partNumber: string; paymentMethod: string; at: string; goodsCents: number; shippingCents: number; collectedCents: number; refundCents: number; commissionCents: number }
interface Run { shopId: number; items: Item[]; lineIds: number[]; partIds: number[]; withdrawalIds: number[] }
interface ShopTerms { name: string; commission: Commission; tax: ReturnType<typeof commissionTaxOf> }
/** One shop's settlement to write: its items, what it carries in, and the ids of what it counts (to be marked). */
export interface ShopRun extends Run { shop: ShopTerms; carriedIn: number }

/** SQLite takes at most a few hundred bound values per statement: ids go in slices. */
const SLICE = 400;
export function slices<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += SLICE) out.push(list.slice(i, i + SLICE));
  return out;
}


/**
 * The month's row in settlement_months, taken first: a second run finds it and changes nothing;
 * months close in order, so a later month closed refuses it. Undefined when taken now.
 */
export async function takeMonth(tx: Db, month: string, closedBy: string, now: Date): Promise<Exclude<CloseOutcome, { kind: 'closed' }> | undefined> {
  const later = await tx.selectFrom('settlement_months').select('month').where('month', '>', month).orderBy('month', 'desc').limit(1).executeTakeFirst();
  if (later) return { kind: 'later', month, later: later.month };
  const taken = await tx.insertInto('settlement_months').values({ month, closed_at: now.toISOString(), closed_by: closedBy })
    .onConflict((oc) => oc.column('month').doNothing()).returning('month').executeTakeFirst();
  return taken ? undefined : { kind: 'already', month };
}

/** Every shop's settlement of the month, by shop: what no earlier settlement counted up to its end. */
export async function monthRuns(tx: Db, month: string): Promise<ShopRun[]> {
  const { end } = monthBounds(month);
  const lines = await tx.selectFrom('order_lines as ol').innerJoin('order_shops as os', 'os.id', 'ol.order_shop_id')
    .select(['ol.id', 'ol.line_total_cents as goods', 'ol.shipped_at as at', 'os.id as partId', 'os.number', 'os.shop_id as shopId', 'os.payment_method as method', 'os.shipping_cents as shipping', 'os.shipping_settlement_id as shippingSettled'])
    .where('ol.state', '=', 'shipped').where('ol.settlement_id', 'is', null).where('ol.shipped_at', '<', end)
    .orderBy('os.id').orderBy('ol.id').execute();
  const refunds = await tx.selectFrom('withdrawals as w').innerJoin('order_shops as os', 'os.id', 'w.order_shop_id')
    .select(['w.id', 'w.refund_cents as cents', 'w.refunded_at as at', 'os.id as partId', 'os.number', 'os.shop_id as shopId', 'os.payment_method as method'])
    .where('w.refunded_at', 'is not', null).where('w.refunded_at', '<', end).where('w.settlement_id', 'is', null)
    .orderBy('w.id').execute();
  // What each shop still owed after its last settlement.
  const owed = new Map<number, number>();
  const earlier = await tx.selectFrom('settlements').select(['shop_id', 'carried_out_cents']).where('month', '<', month).orderBy('month').execute();
  for (const row of earlier) owed.set(row.shop_id, Number(row.carried_out_cents));

  const runs = new Map<number, Run>();
  const runOf = (shopId: number): Run => {
    let run = runs.get(shopId);
    if (!run) runs.set(shopId, (run = { shopId, items: [], lineIds: [], partIds: [], withdrawalIds: [] }));
    return run;
  };
  const shops = new Map((await tx.selectFrom('shops').select(['id', 'name', 'commission_bp', 'commission_fixed_cents', 'country', 'vat_id']).execute())
    .map((s) => [s.id, { name: s.name, commission: { bp: Number(s.commission_bp), fixedCents: Number(s.commission_fixed_cents) } satisfies Commission, tax: commissionTaxOf({ country: s.country, vatId: s.vat_id }) }]));

  // One shipped item per part: the goods of its lines shipped now, its shipping if it ships for the first time.
  const parts = new Map<number, Item & { shopId: number; first: boolean }>();
  for (const line of lines) {
    runOf(line.shopId).lineIds.push(line.id);
    let part = parts.get(line.partId);
    if (!part) {
      const first = line.shippingSettled === null;
      part = { kind: 'shipped', shopId: line.shopId, first, partId: line.partId, partNumber: line.number, paymentMethod: line.method, at: line.at!, goodsCents: 0, shippingCents: first ? Number(line.shipping) : 0, collectedCents: 0, refundCents: 0, commissionCents: 0 };
      parts.set(line.partId, part);
      if (first) runOf(line.shopId).partIds.push(line.partId);
    }
    part.goodsCents += Number(line.goods);
    if (line.at! > part.at) part.at = line.at!;
  }
  for (const { shopId, first, ...item } of parts.values()) {
    const commission = shops.get(shopId)!.commission;
    item.commissionCents = commissionCents(item.goodsCents, first, commission);
    // Cash on delivery, purchase on account: the shopper pays the shop, never the marketplace.
    if (collectorOf(item.paymentMethod) === 'shop') item.collectedCents = item.goodsCents + item.shippingCents;
    runOf(shopId).items.push(item);
  }
  // A refund is taken off the shop only up to what the shop is credited for the part (its shipped
  // lines and the shipping): lines withdrawn before they went out are paid back from the money the
  // marketplace still holds for them, never from the shop's.
  const credited = new Map<number, number>();
  for (const ids of slices([...new Set(refunds.map((r) => r.partId))])) {
    const rows = await tx.selectFrom('order_lines as ol').innerJoin('order_shops as os', 'os.id', 'ol.order_shop_id')
      .select(['os.id', 'os.shipping_cents as shipping', (eb) => eb.fn.sum<number>('ol.line_total_cents').as('goods')])
      .where('ol.state', '=', 'shipped').where('os.id', 'in', ids).groupBy(['os.id', 'os.shipping_cents']).execute();
    for (const row of rows) credited.set(row.id, Number(row.goods) + Number(row.shipping));
  }
  for (const refund of refunds) {
    const run = runOf(refund.shopId);
    run.withdrawalIds.push(refund.id);
    // The shop that collected the money paid the shopper back itself: nothing to take off it.
    if (collectorOf(refund.method) === 'shop') continue;
    const refundCents = Math.min(Number(refund.cents ?? 0), credited.get(refund.partId) ?? 0);
    run.items.push({ kind: 'refund', partId: refund.partId, partNumber: refund.number, paymentMethod: refund.method, at: refund.at!, goodsCents: 0, shippingCents: 0, collectedCents: 0, refundCents, commissionCents: 0 });
  }
  for (const [shopId, cents] of owed) if (cents < 0) runOf(shopId);

  return [...runs.values()].sort((a, b) => a.shopId - b.shopId)
    .map((run) => ({ ...run, shop: shops.get(run.shopId)!, carriedIn: Math.min(0, owed.get(run.shopId) ?? 0) }));
}

/** The shop's settlement and its items written; its id and what it pays out. */
export async function writeSettlement(tx: Db, month: string, run: ShopRun): Promise<{ id: number; payoutCents: number }> {
  const { shop, carriedIn } = run;
  const sum = (key: 'goodsCents' | 'shippingCents' | 'collectedCents' | 'refundCents' | 'commissionCents') => run.items.reduce((total, item) => total + item[key], 0);
  const net = carriedIn + sum('goodsCents') + sum('shippingCents') - sum('collectedCents') - sum('refundCents') - sum('commissionCents');
  const { id } = await tx.insertInto('settlements').values({
    month, shop_id: run.shopId, shop_name: shop.name, commission_bp: shop.commission.bp, commission_fixed_cents: shop.commission.fixedCents,
    parts: run.items.filter((item) => item.kind === 'shipped').length, goods_cents: sum('goodsCents'), shipping_cents: sum('shippingCents'),
    collected_cents: sum('collectedCents'), refunds_cents: sum('refundCents'), commission_cents: sum('commissionCents'),
    // The VAT in the commission by the shop's establishment today: what the ledger posts and the invoice shows.
    commission_vat_cents: commissionVatCents(sum('commissionCents'), shop.tax),
    carried_in_cents: carriedIn, payout_cents: Math.max(0, net), carried_out_cents: Math.min(0, net),
  }).returning('id').executeTakeFirstOrThrow();
  for (const slice of slices(run.items)) {
    await tx.insertInto('settlement_items').values(slice.map((item) => ({
      settlement_id: id, kind: item.kind, part_number: item.partNumber, payment_method: item.paymentMethod, at: item.at,
      goods_cents: item.goodsCents, shipping_cents: item.shippingCents, collected_cents: item.collectedCents, refund_cents: item.refundCents, commission_cents: item.commissionCents,
    }))).execute();
  }
  return { id, payoutCents: Math.max(0, net) };
}
