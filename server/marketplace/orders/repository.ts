/** Reading stored orders: the shopper's view, the shop's view. Every SQL read of orders lives here. */
import type { Database } from '../db/connection';
import type { Address, BankAccount, OrderStatus, PaymentMethod } from './types';

export interface StoredLine {
  offerId: number; articleId: number; sku: string | null; articleNumber: string; ean: string | null; brand: string; title: string;
  quantity: number; unitPrice: number; lineTotal: number; refund: number;
}

export interface StoredShopOrder {
  id: number; number: string; shop: { id: number; name: string }; status: OrderStatus; paymentMethod: PaymentMethod; paymentReference: string;
  bankAccount: BankAccount | null; itemsCents: number; shippingCents: number; totalCents: number; vatRateBp: number; vatCents: number;
  deliveryDays: { min: number; max: number }; terms: string; cancellationPolicy: string; termsAcceptedAt: string; acknowledgedAt: string | null;
  carrier: string | null; trackingNumber: string | null; refusalReason: string | null; statusChangedAt: string; lines: StoredLine[];
}

export interface StoredOrder {
  id: number; number: string; locale: string; deliveryCountry: string; email: string; phone: string | null; userId: number | null; sessionId: string | null;
  deliveryAddress: Address; billingAddress: Address | null; itemsCents: number; shippingCents: number; totalCents: number; vatCents: number;
  pageUrl: string; createdAt: string; shops: StoredShopOrder[];
}

interface OrderRow {
  id: number; number: string; locale: string; delivery_country: string; email: string; phone: string | null; user_id: number | null; session_id: string | null;
  delivery_address: string; billing_address: string | null; items_cents: number; shipping_cents: number; total_cents: number; vat_cents: number; page_url: string; created_at: string;
}

interface ShopRow {
  id: number; number: string; shop_id: number; shop_name: string; status: OrderStatus; payment_method: PaymentMethod; payment_reference: string; bank_account: string | null;
  items_cents: number; shipping_cents: number; total_cents: number; vat_rate_bp: number; vat_cents: number; delivery_days_min: number; delivery_days_max: number;
  terms: string; cancellation_policy: string; terms_accepted_at: string; acknowledged_at: string | null; carrier: string | null; tracking_number: string | null;
  refusal_reason: string | null; status_changed_at: string;
}

interface LineRow {
  order_shop_id: number; offer_id: number; article_id: number; sku: string | null; article_number: string; ean: string | null; brand: string; title: string;
  quantity: number; unit_price_cents: number; line_total_cents: number; refund_cents: number;
}

function linesOf(db: Database, shopOrderIds: number[]): Map<number, StoredLine[]> {
  const map = new Map<number, StoredLine[]>();
  if (shopOrderIds.length === 0) return map;
  const rows = db.prepare(`SELECT * FROM order_lines WHERE order_shop_id IN (${shopOrderIds.map(() => '?').join(',')}) ORDER BY id`).all(...shopOrderIds) as unknown as LineRow[];
  for (const row of rows) {
    const list = map.get(row.order_shop_id) ?? [];
    list.push({
      offerId: row.offer_id, articleId: row.article_id, sku: row.sku, articleNumber: row.article_number, ean: row.ean, brand: row.brand, title: row.title,
      quantity: row.quantity, unitPrice: row.unit_price_cents, lineTotal: row.line_total_cents, refund: row.refund_cents,
    });
    map.set(row.order_shop_id, list);
  }
  return map;
}

function toShopOrder(row: ShopRow, lines: StoredLine[]): StoredShopOrder {
  return {
    id: row.id, number: row.number, shop: { id: row.shop_id, name: row.shop_name }, status: row.status, paymentMethod: row.payment_method,
    paymentReference: row.payment_reference, bankAccount: row.bank_account ? (JSON.parse(row.bank_account) as BankAccount) : null,
    itemsCents: row.items_cents, shippingCents: row.shipping_cents, totalCents: row.total_cents, vatRateBp: row.vat_rate_bp, vatCents: row.vat_cents,
    deliveryDays: { min: row.delivery_days_min, max: row.delivery_days_max }, terms: row.terms, cancellationPolicy: row.cancellation_policy,
    termsAcceptedAt: row.terms_accepted_at, acknowledgedAt: row.acknowledged_at, carrier: row.carrier, trackingNumber: row.tracking_number,
    refusalReason: row.refusal_reason, statusChangedAt: row.status_changed_at, lines,
  };
}

function toOrder(db: Database, row: OrderRow, onlyShopId?: number): StoredOrder {
  const shopRows = (onlyShopId === undefined
    ? db.prepare('SELECT * FROM order_shops WHERE order_id = ? ORDER BY id').all(row.id)
    : db.prepare('SELECT * FROM order_shops WHERE order_id = ? AND shop_id = ? ORDER BY id').all(row.id, onlyShopId)) as unknown as ShopRow[];
  const lines = linesOf(db, shopRows.map((s) => s.id));
  return {
    id: row.id, number: row.number, locale: row.locale, deliveryCountry: row.delivery_country, email: row.email, phone: row.phone, userId: row.user_id,
    sessionId: row.session_id, deliveryAddress: JSON.parse(row.delivery_address) as Address,
    billingAddress: row.billing_address ? (JSON.parse(row.billing_address) as Address) : null,
    itemsCents: row.items_cents, shippingCents: row.shipping_cents, totalCents: row.total_cents, vatCents: row.vat_cents, pageUrl: row.page_url, createdAt: row.created_at,
    shops: shopRows.map((s) => toShopOrder(s, lines.get(s.id) ?? [])),
  };
}

export function orderByNumber(db: Database, number: string): StoredOrder | undefined {
  const row = db.prepare('SELECT * FROM orders WHERE number = ?').get(number) as OrderRow | undefined;
  return row ? toOrder(db, row) : undefined;
}

export function orderById(db: Database, id: number): StoredOrder | undefined {
  const row = db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  return row ? toOrder(db, row) : undefined;
}

export function orderByIdempotencyKey(db: Database, key: string): { id: number; number: string; sessionId: string | null } | undefined {
  return db.prepare('SELECT id, number, session_id AS sessionId FROM orders WHERE idempotency_key = ?').get(key) as { id: number; number: string; sessionId: string | null } | undefined;
}

export function ordersOfUser(db: Database, userId: number, limit = 50): StoredOrder[] {
  const rows = db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT ?').all(userId, limit) as unknown as OrderRow[];
  return rows.map((row) => toOrder(db, row));
}

/** A shop's parts of orders: new and not yet acknowledged, or all since an order number. */
export function shopOrders(db: Database, shopId: number, which: 'new' | 'all', limit = 200): StoredOrder[] {
  const rows = db.prepare(`SELECT o.* FROM orders o JOIN order_shops os ON os.order_id = o.id
     WHERE os.shop_id = ? AND os.status <> 'awaiting_payment' ${which === 'new' ? "AND os.status = 'new' AND os.acknowledged_at IS NULL" : ''}
     ORDER BY o.id LIMIT ?`).all(shopId, limit) as unknown as OrderRow[];
  return rows.map((row) => toOrder(db, row, shopId));
}

/** One shop's part of one order, by its number (SP-…-n); only the shop's own. */
export function shopOrderOf(db: Database, shopId: number, shopOrderNumber: string): { order: StoredOrder; part: StoredShopOrder } | undefined {
  const row = db.prepare(`SELECT o.* FROM orders o JOIN order_shops os ON os.order_id = o.id WHERE os.number = ? AND os.shop_id = ? AND os.status <> 'awaiting_payment'`)
    .get(shopOrderNumber, shopId) as OrderRow | undefined;
  if (!row) return undefined;
  const order = toOrder(db, row, shopId);
  const part = order.shops.find((s) => s.number === shopOrderNumber);
  return part ? { order, part } : undefined;
}
