/**
 * The shop-facing order API, mounted beside the web tier like the offer feeds (it answers XML and
 * CSV, which the JSON marketplace calls do not), with the same per-shop bearer tokens:
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
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Database } from '../db/connection';
import { apiSecurityHeaders } from '../http/api-headers';
import { bearerToken, verifyShopToken } from '../shops';
import { openTransOrder } from './opentrans';
import { shopOrderOf, shopOrders, type StoredOrder } from './repository';
import { ordersCsv, readStatusCsv, statusUpdateOf } from './shop-csv';
import { SHOP_ORDER_NUMBER } from './signing';
import { refundsRequested } from '../refunds';
import { acknowledge, overRefundableMessage, setShopOrderStatus, UNPAID_MESSAGE, type StatusOutcome } from './status';

const fail = (res: Response, status: number, error: string, message: string, extra: Record<string, unknown> = {}) => res.status(status).json({ error, message, ...extra });

function summary(order: StoredOrder) {
  return order.shops.map((part) => ({
    number: part.number, orderNumber: order.number, createdAt: order.createdAt, status: part.status, acknowledged: part.acknowledgedAt !== null,
    paymentMethod: part.paymentMethod, totalCents: part.totalCents, lines: part.lines.length,
    withdrawal: part.withdrawal && { receivedAt: part.withdrawal.receivedAt, lines: part.withdrawal.lines, wholePart: part.withdrawal.wholePart },
  }));
}

function statusAnswer(res: Response, number: string, outcome: StatusOutcome) {
  if (outcome.ok) return void res.json({ number, status: outcome.status, changed: outcome.changed });
  if (outcome.reason === 'not_found') return void fail(res, 404, 'not_found', 'no such order of this shop', { field: 'number' });
  if (outcome.reason === 'lines') return void fail(res, 400, 'bad_request', `lines must name open lines of the part: ${outcome.open.join(', ') || 'none is open'}`, { field: 'lines', open: outcome.open });
  if (outcome.reason === 'unpaid') return void fail(res, 409, 'unpaid', UNPAID_MESSAGE);
  // Well-formed but more than is left to refund: the request cannot be carried out as it stands.
  if (outcome.reason === 'over_refundable') return void fail(res, 422, 'over_refundable', overRefundableMessage(outcome.refundableCents), { field: 'refundCents', refundableCents: outcome.refundableCents });
  fail(res, 409, 'conflict', `the order is ${outcome.current}; that step is not possible from there`, { current: outcome.current });
}

/** hsts: behind a TLS proxy, as the web tier sends it. */
export function shopOrdersRouter(options: { db: Database; onError?: (error: unknown) => void; hsts?: boolean }): express.Router {
  const db = options.db.kysely;
  const router = express.Router();
  const json = express.json({ limit: '64kb' });
  const csv = express.text({ type: ['text/csv', 'text/plain', 'application/csv'], limit: '1mb' });

  router.use(apiSecurityHeaders({ hsts: options.hsts }));
  // Express 5 hands a rejected promise of a handler to the error handler below.
  router.use('/:shopId', async (req: Request<{ shopId: string }>, res, next) => {
    if (!/^\d{1,9}$/.test(req.params.shopId)) return void fail(res, 400, 'bad_request', 'shopId must be digits', { field: 'shopId' });
    const shopId = Number(req.params.shopId);
    // Reading the orders and moving them on are scopes of their own.
    const scope = req.method === 'GET' || req.method === 'HEAD' ? 'orders:read' : 'orders:write';
    if (!(await verifyShopToken(db, shopId, bearerToken(req.get('authorization')), scope))) {
      res.set('WWW-Authenticate', `Bearer realm="spareo-orders", scope="${scope}"`);
      return void fail(res, 401, 'unauthorized', `a valid bearer token of this shop with the scope ${scope} is required (npm run shop -- token <shopId>)`);
    }
    res.locals.shopId = shopId;
    next();
  });

  router.get('/:shopId/orders', async (req, res) => {
    const which = req.query.status ?? 'new';
    if (which !== 'new' && which !== 'all') return void fail(res, 400, 'bad_request', 'status must be new or all', { field: 'status' });
    const format = req.query.format ?? (req.accepts(['json', 'text/csv']) === 'text/csv' ? 'csv' : 'json');
    if (format !== 'json' && format !== 'csv') return void fail(res, 400, 'bad_request', 'format must be json or csv', { field: 'format' });
    const orders = await shopOrders(db, res.locals.shopId as number, which);
    if (format === 'csv') return void res.type('text/csv; charset=utf-8').send(ordersCsv(orders));
    const base = `${req.baseUrl}/${res.locals.shopId as number}/orders`;
    res.json({ orders: orders.flatMap(summary).map((part) => ({ ...part, links: { opentrans: `${base}/${part.number}.xml`, json: `${base}/${part.number}`, status: `${base}/${part.number}/status` } })) });
  });

  router.post('/:shopId/orders/ack', json, async (req, res) => {
    const numbers = (req.body as { orders?: unknown } | undefined)?.orders;
    if (!Array.isArray(numbers) || numbers.length === 0 || numbers.length > 1000 || !numbers.every((n) => typeof n === 'string' && SHOP_ORDER_NUMBER.test(n))) {
      return void fail(res, 400, 'bad_request', 'orders must be a list of order numbers like SP-261122-ABCDEF-1', { field: 'orders' });
    }
    res.json(await acknowledge(db, res.locals.shopId as number, numbers as string[]));
  });

  router.get('/:shopId/orders/:number', async (req: Request<{ shopId: string; number: string }>, res) => {
    const xml = req.params.number.endsWith('.xml');
    const number = xml ? req.params.number.slice(0, -4) : req.params.number;
    if (!SHOP_ORDER_NUMBER.test(number)) return void fail(res, 400, 'bad_request', 'expected an order number like SP-261122-ABCDEF-1', { field: 'number' });
    const found = await shopOrderOf(db, res.locals.shopId as number, number);
    if (!found) return void fail(res, 404, 'not_found', 'no such order of this shop', { field: 'number' });
    if (xml) return void res.type('application/xml; charset=utf-8').send(await openTransOrder(found.order, found.part));
    const { order, part } = found;
    res.json({ ...part, orderNumber: order.number, createdAt: order.createdAt, email: order.email, phone: order.phone, deliveryAddress: order.deliveryAddress, billingAddress: order.billingAddress ?? order.deliveryAddress });
  });

  router.post('/:shopId/orders/:number/status', json, async (req: Request<{ shopId: string; number: string }>, res) => {
    if (!SHOP_ORDER_NUMBER.test(req.params.number)) return void fail(res, 400, 'bad_request', 'expected an order number like SP-261122-ABCDEF-1', { field: 'number' });
    const update = statusUpdateOf((req.body ?? {}) as Record<string, unknown>);
    if ('error' in update) return void fail(res, 400, 'bad_request', update.error, { field: update.field });
    const outcome = await setShopOrderStatus(db, res.locals.shopId as number, req.params.number, update);
    // A refund the step owed was recorded with it; the sender sends it now, outside this call.
    if (outcome.ok && outcome.changed) refundsRequested();
    statusAnswer(res, req.params.number, outcome);
  });

  router.post('/:shopId/status', csv, async (req, res) => {
    if (typeof req.body !== 'string' || req.body.trim() === '') return void fail(res, 400, 'bad_request', 'send the status rows as text/csv with a header row: order,status,carrier,tracking_number,reason', { field: 'body' });
    const rows = readStatusCsv(req.body);
    if ('error' in rows) return void fail(res, 400, 'bad_request', rows.error, { field: 'body' });
    // One row after the other, as the shop listed them: a later row may move the same order on.
    const results = [];
    for (const row of rows) {
      if ('error' in row) { results.push({ line: row.line, order: row.order, ok: false, error: row.error }); continue; }
      if (!SHOP_ORDER_NUMBER.test(row.order)) { results.push({ line: row.line, order: row.order, ok: false, error: 'expected an order number like SP-261122-ABCDEF-1' }); continue; }
      const outcome = await setShopOrderStatus(db, res.locals.shopId as number, row.order, row.update);
      results.push(outcome.ok ? { line: row.line, order: row.order, ok: true, status: outcome.status } : { line: row.line, order: row.order, ok: false, error: outcome.reason === 'not_found' ? 'no such order of this shop' : outcome.reason === 'lines' ? `lines must name open lines of the part: ${outcome.open.join(' ') || 'none is open'}` : outcome.reason === 'unpaid' ? UNPAID_MESSAGE : outcome.reason === 'over_refundable' ? overRefundableMessage(outcome.refundableCents) : `the order is ${outcome.current}` });
    }
    if (results.some((r) => r.ok)) refundsRequested();
    res.status(results.every((r) => r.ok) ? 200 : 207).json({ results });
  });

  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) return void fail(res, status, 'bad_request', 'the body could not be read', { field: 'body' });
    options.onError?.(error);
    fail(res, 500, 'internal', 'the request could not be handled');
  });

  return router;
}
