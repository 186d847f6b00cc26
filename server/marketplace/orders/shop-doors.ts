/**
 * The shop-facing order API, doors of the marketplace (http/door.ts) like the offer feeds (it
 * answers XML and CSV, which the JSON marketplace calls do not), with the same per-shop bearer
 * tokens (read by the doors' one reader, reading with orders:read, the rest with orders:write):
 *   GET  /shop-orders/{shopId}/orders[?status=new|all][&format=json|csv]   the shop's orders (new: not yet acknowledged)
 *   GET  /shop-orders/{shopId}/orders/{number}.xml                      one part as openTRANS 2.1 ORDER
 *   GET  /shop-orders/{shopId}/orders/{number}                          one part as JSON
 *   POST /shop-orders/{shopId}/orders/ack                               {"orders": ["SP-…-1", …]}: fetched, no longer new
 *   POST /shop-orders/{shopId}/orders/{number}/status                   {"status": "shipped", "carrier": …, "trackingNumber": …}
 *                                                                       then {"status": "out_for_delivery"}, {"status": "delivered"}
 *                                                                       after a withdrawal {"status": "returned"}, {"status": "refunded", "refundCents": …}
 *                                                                       "lines": [1, 3] with refused or shipped: only those lines (the rest stay open)
 *   POST /shop-orders/{shopId}/status                                   text/csv: order,status,carrier,tracking_number,reason[,refund_cents][,lines]
 * A shopper's withdrawal makes the part new to the shop again, with status withdrawn and the
 * withdrawal's statement and lines: the shop fetches it with the new orders and acknowledges it.
 * Failures are a clear 4xx JSON naming the field; nothing personal is logged.
 * The two status doors are flows/shop-order-doors.ts: a step may span domains (a refund, its credit
 * note); what they read from the request and how they answer is here.
 */
import type { Request, Response } from 'express';
import type { Database } from '../db/connection';
import { problem } from '../http/door';
import { openTransOrder } from './opentrans';
import { shopOrderOf, shopOrders, type StoredOrder } from './repository';
import { ordersCsv, readStatusCsv, statusUpdateOf, type StatusRow } from './shop-csv';
import { SHOP_ORDER_NUMBER } from './signing';
import { acknowledge, overRefundableMessage, UNPAID_MESSAGE, type ShopStatusUpdate, type StatusOutcome } from './status';

const fail = (res: Response, status: number, error: string, message: string, extra: Record<string, unknown> = {}) => problem(res, status, { error, message, ...extra });

/** The shop the door's reader found the caller's key to be of. */
export type ShopCaller = { shopId: number };
type Services = { db: Database };

function summary(order: StoredOrder) {
  return order.shops.map((part) => ({
    number: part.number, orderNumber: order.number, createdAt: order.createdAt, status: part.status, acknowledged: part.acknowledgedAt !== null,
    paymentMethod: part.paymentMethod, totalCents: part.totalCents, lines: part.lines.length,
    withdrawal: part.withdrawal && { receivedAt: part.withdrawal.receivedAt, lines: part.withdrawal.lines, wholePart: part.withdrawal.wholePart },
  }));
}

/** The answer to one step: the part's status, or what stood in the way. */
export function shopStepAnswer(res: Response, number: string, outcome: StatusOutcome) {
  if (outcome.ok) return void res.json({ number, status: outcome.status, changed: outcome.changed });
  if (outcome.reason === 'not_found') return void fail(res, 404, 'not_found', 'no such order of this shop', { field: 'number' });
  if (outcome.reason === 'lines') return void fail(res, 400, 'bad_request', `lines must name open lines of the part: ${outcome.open.join(', ') || 'none is open'}`, { field: 'lines', open: outcome.open });
  if (outcome.reason === 'unpaid') return void fail(res, 409, 'unpaid', UNPAID_MESSAGE);
  // Well-formed but more than is left to refund: the request cannot be carried out as it stands.
  if (outcome.reason === 'over_refundable') return void fail(res, 422, 'over_refundable', overRefundableMessage(outcome.refundableCents), { field: 'refundCents', refundableCents: outcome.refundableCents });
  fail(res, 409, 'conflict', `the order is ${outcome.current}; that step is not possible from there`, { current: outcome.current });
}

/** GET /shop-orders/{shopId}/orders: the shop's orders, as JSON with links or as CSV. */
export const listShopOrders = ({ db }: Services) => async (req: Request, res: Response, { shopId }: ShopCaller) => {
  const which = req.query.status ?? 'new';
  if (which !== 'new' && which !== 'all') return void fail(res, 400, 'bad_request', 'status must be new or all', { field: 'status' });
  const format = req.query.format ?? (req.accepts(['json', 'text/csv']) === 'text/csv' ? 'csv' : 'json');
  if (format !== 'json' && format !== 'csv') return void fail(res, 400, 'bad_request', 'format must be json or csv', { field: 'format' });
  const orders = await shopOrders(db.kysely, shopId, which);
  if (format === 'csv') return void res.type('text/csv; charset=utf-8').send(ordersCsv(orders));
  const base = `/shop-orders/${shopId}/orders`;
  res.json({ orders: orders.flatMap(summary).map((part) => ({ ...part, links: { opentrans: `${base}/${part.number}.xml`, json: `${base}/${part.number}`, status: `${base}/${part.number}/status` } })) });
};

/** POST /shop-orders/{shopId}/orders/ack: the parts named were fetched, no longer new. */
export const acknowledgeShopOrders = ({ db }: Services) => async (req: Request, res: Response, { shopId }: ShopCaller) => {
  const numbers = (req.body as { orders?: unknown } | undefined)?.orders;
  if (!Array.isArray(numbers) || numbers.length === 0 || numbers.length > 1000 || !numbers.every((n) => typeof n === 'string' && SHOP_ORDER_NUMBER.test(n))) {
    return void fail(res, 400, 'bad_request', 'orders must be a list of order numbers like SP-261122-ABCDEF-1', { field: 'orders' });
  }
  res.json(await acknowledge(db.kysely, shopId, numbers as string[]));
};

/** GET /shop-orders/{shopId}/orders/{number}[.xml]: one part, as JSON or openTRANS. */
export const oneShopOrder = ({ db }: Services) => async (req: Request, res: Response, { shopId }: ShopCaller) => {
  const given = String(req.params.number);
  const xml = given.endsWith('.xml');
  const number = xml ? given.slice(0, -4) : given;
  if (!SHOP_ORDER_NUMBER.test(number)) return void fail(res, 400, 'bad_request', 'expected an order number like SP-261122-ABCDEF-1', { field: 'number' });
  const found = await shopOrderOf(db.kysely, shopId, number);
  if (!found) return void fail(res, 404, 'not_found', 'no such order of this shop', { field: 'number' });
  if (xml) return void res.type('application/xml; charset=utf-8').send(await openTransOrder(found.order, found.part));
  const { order, part } = found;
  res.json({ ...part, orderNumber: order.number, createdAt: order.createdAt, email: order.email, phone: order.phone, deliveryAddress: order.deliveryAddress, billingAddress: order.billingAddress ?? order.deliveryAddress });
};

/** POST /shop-orders/{shopId}/orders/{number}/status: the step asked, or null once refused (answered). */
export function shopStepRequest(req: Request, res: Response): { number: string; update: ShopStatusUpdate } | null {
  const number = String(req.params.number);
  if (!SHOP_ORDER_NUMBER.test(number)) { fail(res, 400, 'bad_request', 'expected an order number like SP-261122-ABCDEF-1', { field: 'number' }); return null; }
  const update = statusUpdateOf((req.body ?? {}) as Record<string, unknown>);
  if ('error' in update) { fail(res, 400, 'bad_request', update.error, { field: update.field }); return null; }
  return { number, update };
}

/** POST /shop-orders/{shopId}/status: the CSV's rows in the shop's order, each a step or why it cannot be one; null once refused (answered). */
export function shopStepRows(req: Request, res: Response): StatusRow[] | null {
  if (typeof req.body !== 'string' || req.body.trim() === '') { fail(res, 400, 'bad_request', 'send the status rows as text/csv with a header row: order,status,carrier,tracking_number,reason', { field: 'body' }); return null; }
  const rows = readStatusCsv(req.body);
  if ('error' in rows) { fail(res, 400, 'bad_request', rows.error, { field: 'body' }); return null; }
  return rows.map((row) => ('error' in row || SHOP_ORDER_NUMBER.test(row.order) ? row : { line: row.line, order: row.order, error: 'expected an order number like SP-261122-ABCDEF-1' }));
}

/** A CSV row once taken: its step's outcome, or the row's own problem. */
export type TakenRow = Extract<StatusRow, { error: string }> | { line: number; order: string; outcome: StatusOutcome };

/** Every row's result: 200 when all were taken, else 207. */
export function shopStepsAnswer(res: Response, rows: TakenRow[]) {
  const results = rows.map((row) => {
    if ('error' in row) return { line: row.line, order: row.order, ok: false, error: row.error };
    const { outcome } = row;
    return outcome.ok ? { line: row.line, order: row.order, ok: true, status: outcome.status } : { line: row.line, order: row.order, ok: false, error: outcome.reason === 'not_found' ? 'no such order of this shop' : outcome.reason === 'lines' ? `lines must name open lines of the part: ${outcome.open.join(' ') || 'none is open'}` : outcome.reason === 'unpaid' ? UNPAID_MESSAGE : outcome.reason === 'over_refundable' ? overRefundableMessage(outcome.refundableCents) : `the order is ${outcome.current}` };
  });
  res.status(results.every((r) => r.ok) ? 200 : 207).json({ results });
}

/** The body types the status CSV may be sent as. */
export const STATUS_CSV_TYPES = ['text/csv', 'text/plain', 'application/csv'] as const;
