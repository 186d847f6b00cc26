/** Reading stored orders: the shopper's view, the shop's view. Every read of orders lives here. */
import type { Db } from '../db/connection';
import type { Address, BankAccount, OrderStatus, PaymentMethod } from '../../../contract/index';
import { RETURN_COSTS, RETURN_REASONS, type ReturnCosts, type VatNote } from '../../../contract/calls/orders';
import { LINE_STATES, type LineState, type StoredLine, type StoredOrder, type StoredShopOrder, type StoredWithdrawal } from '../db/stored-order';

export { LINE_STATES, type LineState, type StoredLine, type StoredOrder, type StoredShopOrder, type StoredWithdrawal };

type ReturnReason = (typeof RETURN_REASONS)[number];

const lineStateOf = (text: string): LineState => ((LINE_STATES as readonly string[]).includes(text) ? text as LineState : 'open');

interface OrderRow {
  id: number; number: string; locale: string; delivery_country: string; email: string; phone: string | null; user_id: number | null; session_id: string | null;
  delivery_address: string; billing_address: string | null; items_cents: number; shipping_cents: number; total_cents: number; vat_cents: number; page_url: string; created_at: string;
  buyer_company: string | null; buyer_vat_id: string | null;
}

interface ShopRow {
  id: number; order_id: number; number: string; shop_id: number; shop_name: string; status: OrderStatus; payment_method: PaymentMethod; payment_reference: string; bank_account: string | null;
  items_cents: number; shipping_cents: number; total_cents: number; vat_rate_bp: number; vat_cents: number; vat_note: string | null; delivery_days_min: number; delivery_days_max: number;
  terms: string; cancellation_policy: string; terms_accepted_at: string; acknowledged_at: string | null; carrier: string | null; tracking_number: string | null;
  refusal_reason: string | null; status_changed_at: string; withdrawal_days: number; shipped_at: string | null; delivery_by: string | null; return_costs: string | null;
}

interface LineRow {
  order_shop_id: number; offer_id: number; article_id: number; sku: string | null; article_number: string; ean: string | null; brand: string; title: string;
  quantity: number; unit_price_cents: number; line_total_cents: number; refund_cents: number; state: string;
}

async function linesOf(db: Db, shopOrderIds: number[]): Promise<Map<number, StoredLine[]>> {
  const map = new Map<number, StoredLine[]>();
  if (shopOrderIds.length === 0) return map;
  const rows = await db.selectFrom('order_lines').selectAll().where('order_shop_id', 'in', shopOrderIds).orderBy('id').execute() as LineRow[];
  for (const row of rows) {
    const list = map.get(row.order_shop_id) ?? [];
    list.push({
      offerId: row.offer_id, articleId: row.article_id, sku: row.sku, articleNumber: row.article_number, ean: row.ean, brand: row.brand, title: row.title,
      quantity: row.quantity, unitPrice: row.unit_price_cents, lineTotal: row.line_total_cents, refund: row.refund_cents, state: lineStateOf(row.state),
    });
    map.set(row.order_shop_id, list);
  }
  return map;
}

async function withdrawalsOf(db: Db, shopOrderIds: number[]): Promise<Map<number, StoredWithdrawal>> {
  const map = new Map<number, StoredWithdrawal>();
  if (shopOrderIds.length === 0) return map;
  const rows = await db.selectFrom('withdrawals').selectAll().where('order_shop_id', 'in', shopOrderIds).execute();
  for (const row of rows) {
    map.set(row.order_shop_id, {
      id: row.id, name: row.name, email: row.email, lines: JSON.parse(row.lines) as number[], wholePart: row.whole_part === 1, statement: row.statement, locale: row.locale,
      receivedAt: row.received_at, acknowledgedAt: row.acknowledged_at, goodsReceivedAt: row.goods_received_at, refundedAt: row.refunded_at, refundCents: row.refund_cents,
      reason: (RETURN_REASONS as readonly string[]).includes(row.reason ?? '') ? row.reason as ReturnReason : null,
      kind: row.kind === 'return' ? 'return' : 'withdrawal',
    });
  }
  return map;
}

/** The parts among these the shopper has paid for (see partPaid). */
async function paidParts(db: Db, shopOrderIds: number[]): Promise<Set<number>> {
  if (shopOrderIds.length === 0) return new Set();
  const rows = await db.selectFrom('order_events').select('order_shop_id').where('kind', '=', 'paid').where('order_shop_id', 'in', shopOrderIds).execute();
  return new Set(rows.flatMap((row) => (row.order_shop_id === null ? [] : [row.order_shop_id])));
}

/** What of the part went out and what was refused, in cents (see StoredShopOrder). */
export function settledCents(lines: readonly Pick<StoredLine, 'state' | 'lineTotal'>[], shippingCents: number): { shippedCents: number; refusedCents: number } {
  const sum = (state: LineState) => lines.reduce((cents, line) => cents + (line.state === state ? line.lineTotal : 0), 0);
  const anyShipped = lines.some((line) => line.state === 'shipped');
  const allRefused = lines.length > 0 && lines.every((line) => line.state === 'refused');
  return { shippedCents: sum('shipped') + (anyShipped ? shippingCents : 0), refusedCents: sum('refused') + (allRefused ? shippingCents : 0) };
}

function toShopOrder(row: ShopRow, lines: StoredLine[], withdrawal: StoredWithdrawal | null, paid: boolean): StoredShopOrder {
  return {
    ...settledCents(lines, row.shipping_cents),
    id: row.id, number: row.number, shop: { id: row.shop_id, name: row.shop_name }, status: row.status, paymentMethod: row.payment_method,
    paymentReference: row.payment_reference, bankAccount: row.bank_account ? (JSON.parse(row.bank_account) as BankAccount) : null,
    itemsCents: row.items_cents, shippingCents: row.shipping_cents, totalCents: row.total_cents, vatRateBp: row.vat_rate_bp, vatCents: row.vat_cents,
    vatNote: row.vat_note ? (JSON.parse(row.vat_note) as VatNote) : null,
    deliveryDays: { min: row.delivery_days_min, max: row.delivery_days_max }, terms: row.terms, cancellationPolicy: row.cancellation_policy,
    termsAcceptedAt: row.terms_accepted_at, acknowledgedAt: row.acknowledged_at, carrier: row.carrier, trackingNumber: row.tracking_number,
    refusalReason: row.refusal_reason, statusChangedAt: row.status_changed_at, lines, deliveryBy: row.delivery_by ?? null,
    withdrawalDays: row.withdrawal_days, shippedAt: row.shipped_at, withdrawal, paid,
    returnCosts: (RETURN_COSTS as readonly string[]).includes(row.return_costs ?? '') ? row.return_costs as ReturnCosts : null,
  };
}

/** Orders with their parts and lines: two queries for any number of orders, not two per order. */
async function toOrders(db: Db, rows: OrderRow[], onlyShopId?: number): Promise<StoredOrder[]> {
  if (rows.length === 0) return [];
  let parts = db.selectFrom('order_shops').selectAll().where('order_id', 'in', rows.map((row) => row.id));
  if (onlyShopId !== undefined) parts = parts.where('shop_id', '=', onlyShopId);
  const shopRows = await parts.orderBy('id').execute() as ShopRow[];
  const lines = await linesOf(db, shopRows.map((s) => s.id));
  const withdrawals = await withdrawalsOf(db, shopRows.filter((s) => WITHDRAWN_STATUSES.includes(s.status)).map((s) => s.id));
  const paid = await paidParts(db, shopRows.map((s) => s.id));
  return rows.map((row) => ({
    id: row.id, number: row.number, locale: row.locale, deliveryCountry: row.delivery_country, email: row.email, phone: row.phone, userId: row.user_id,
    sessionId: row.session_id, deliveryAddress: JSON.parse(row.delivery_address) as Address,
    billingAddress: row.billing_address ? (JSON.parse(row.billing_address) as Address) : null,
    itemsCents: row.items_cents, shippingCents: row.shipping_cents, totalCents: row.total_cents, vatCents: row.vat_cents, pageUrl: row.page_url, createdAt: row.created_at,
    buyerCompany: row.buyer_company, buyerVatId: row.buyer_vat_id,
    shops: shopRows.filter((s) => s.order_id === row.id).map((s) => toShopOrder(s, lines.get(s.id) ?? [], withdrawals.get(s.id) ?? null, paid.has(s.id))),
  }));
}

const orderColumns = [
  'o.id', 'o.number', 'o.locale', 'o.delivery_country', 'o.email', 'o.phone', 'o.user_id', 'o.session_id', 'o.delivery_address', 'o.billing_address',
  'o.items_cents', 'o.shipping_cents', 'o.total_cents', 'o.vat_cents', 'o.page_url', 'o.created_at', 'o.buyer_company', 'o.buyer_vat_id',
] as const;

export async function orderByNumber(db: Db, number: string): Promise<StoredOrder | undefined> {
  const row = await db.selectFrom('orders as o').select(orderColumns).where('o.number', '=', number).executeTakeFirst();
  return row ? (await toOrders(db, [row]))[0] : undefined;
}

export async function orderById(db: Db, id: number): Promise<StoredOrder | undefined> {
  const row = await db.selectFrom('orders as o').select(orderColumns).where('o.id', '=', id).executeTakeFirst();
  return row ? (await toOrders(db, [row]))[0] : undefined;
}

export async function orderByIdempotencyKey(db: Db, key: string): Promise<{ id: number; number: string; sessionId: string | null } | undefined> {
  return db.selectFrom('orders').select(['id', 'number', 'session_id as sessionId']).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function ordersOfUser(db: Db, userId: number, limit = 50): Promise<StoredOrder[]> {
  const rows = await db.selectFrom('orders as o').select(orderColumns).where('o.user_id', '=', userId).orderBy('o.id', 'desc').limit(limit).execute();
  return toOrders(db, rows);
}

/** Whether the shopper has paid for the part (a provider payment, or a transfer booked as received). */
export async function partPaid(db: Db, shopOrderId: number): Promise<boolean> {
  return (await db.selectFrom('order_events').select('id').where('order_shop_id', '=', shopOrderId).where('kind', '=', 'paid').limit(1).executeTakeFirst()) !== undefined;
}

/** A part in one of these has a withdrawal on record. */
export const WITHDRAWN_STATUSES: readonly OrderStatus[] = ['withdrawn', 'returned', 'refunded'];

/**
 * A shop's parts of orders: those not yet acknowledged (new orders, and withdrawals the shop has
 * not fetched yet), or all.
 */
export async function shopOrders(db: Db, shopId: number, which: 'new' | 'all', limit = 200): Promise<StoredOrder[]> {
  let query = db.selectFrom('orders as o').innerJoin('order_shops as os', 'os.order_id', 'o.id').select(orderColumns)
    .where('os.shop_id', '=', shopId).where('os.status', '<>', 'awaiting_payment');
  if (which === 'new') query = query.where('os.status', 'in', ['new', 'withdrawn']).where('os.acknowledged_at', 'is', null);
  return toOrders(db, await query.orderBy('o.id').limit(limit).execute(), shopId);
}

/** A shop's most recent orders (its parts of them), newest first: the portal's inbox. */
export async function recentShopOrders(db: Db, shopId: number, limit = 200): Promise<StoredOrder[]> {
  const rows = await db.selectFrom('orders as o').innerJoin('order_shops as os', 'os.order_id', 'o.id').select(orderColumns)
    .where('os.shop_id', '=', shopId).where('os.status', '<>', 'awaiting_payment').orderBy('o.id', 'desc').limit(limit).execute();
  return toOrders(db, rows, shopId);
}

/** The shop's parts of the given orders, in the order the ids come (a page of the portal's order list). */
export async function shopOrdersByIds(db: Db, shopId: number, orderIds: readonly number[]): Promise<StoredOrder[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.selectFrom('orders as o').select(orderColumns).where('o.id', 'in', [...orderIds]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toOrders(db, orderIds.flatMap((id) => byId.get(id) ?? []), shopId);
}

/** One shop's part of one order, by its number (SP-…-n); only the shop's own. */
export async function shopOrderOf(db: Db, shopId: number, shopOrderNumber: string): Promise<{ order: StoredOrder; part: StoredShopOrder } | undefined> {
  const row = await db.selectFrom('orders as o').innerJoin('order_shops as os', 'os.order_id', 'o.id').select(orderColumns)
    .where('os.number', '=', shopOrderNumber).where('os.shop_id', '=', shopId).where('os.status', '<>', 'awaiting_payment').executeTakeFirst();
  if (!row) return undefined;
  const [order] = await toOrders(db, [row], shopId);
  const part = order!.shops.find((s) => s.number === shopOrderNumber);
  return part ? { order: order!, part } : undefined;
}
