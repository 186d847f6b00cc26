/**
 * Placing an order: the quote is built again and compared with what the shopper saw (any change
 * goes back to be shown and confirmed), stock is taken, the order with its parts per shop and the
 * exact prices, terms and addresses is stored, the ordered cart lines are removed and the
 * confirmation mail is queued, all in one transaction. The form's idempotency key makes a repeated
 * or doubled request find the order it already placed.
 */
import { transaction, type Database } from '../db/connection';
import { confirmationMail } from '../mail/templates';
import { enqueueMail, mailsQueued } from '../mail/queue';
import type { PlaceOrderBody } from '../../../contract/calls/orders';
import { orderById, orderByIdempotencyKey } from './repository';
import { changesSince, buildQuote } from './quote';
import { newOrderNumber, orderToken } from './signing';
import { PROVIDER_METHODS, type Quote, type QuoteChange } from './types';

export type PlaceOutcome =
  | { kind: 'placed'; orderId: number; number: string; token: string; created: boolean; providerCents: number }
  | { kind: 'changed'; changes: QuoteChange[]; quote: Quote }
  | { kind: 'empty' }
  | { kind: 'keyUsed' }
  | { kind: 'invalid'; field: string; message: string };

export interface PlaceContext {
  db: Database;
  sid: string;
  userId: number | null;
  locale: string;
  country: string;
  langNo: number;
  providerMethods: readonly string[];
  now?: Date;
}

class StockTaken extends Error {}

export function fillLink(template: string, number: string, token: string): string {
  return template.replaceAll('{number}', number).replaceAll('%7Bnumber%7D', number).replaceAll('{token}', token).replaceAll('%7Btoken%7D', token);
}

export function placeOrder(ctx: PlaceContext, body: PlaceOrderBody): PlaceOutcome {
  const { db } = ctx;
  const earlier = orderByIdempotencyKey(db, body.idempotencyKey);
  if (earlier) return earlier.sessionId === ctx.sid ? placed(db, earlier.id, earlier.number, false) : { kind: 'keyUsed' };

  const quote = buildQuote(db, ctx.sid, ctx.country, ctx.langNo);
  if (quote.shops.length === 0) return { kind: 'empty' };
  const changes = changesSince(body.fingerprint, quote);
  if (changes.length > 0) return { kind: 'changed', changes, quote };

  const choices = new Map(body.shops.map((s) => [s.shopId, s]));
  for (const [index, shop] of quote.shops.entries()) {
    const choice = choices.get(shop.shop.id);
    if (!choice) return { kind: 'invalid', field: `shops.${index}`, message: `the terms of shop ${shop.shop.id} must be accepted and a payment method chosen` };
    const provider = PROVIDER_METHODS.includes(choice.payment);
    if (!shop.paymentMethods.includes(choice.payment) || (provider && !ctx.providerMethods.includes(choice.payment))) {
      return { kind: 'invalid', field: `shops.${body.shops.indexOf(choice)}.payment`, message: `shop ${shop.shop.id} does not take ${choice.payment}` };
    }
  }
  if (body.shops.length !== quote.shops.length) return { kind: 'invalid', field: 'shops', message: 'one entry per shop of the checkout' };

  const now = (ctx.now ?? new Date()).toISOString();
  const delivery = { ...body.delivery, country: ctx.country };
  let stored: { id: number; number: string };
  try {
    stored = transaction(db, () => {
      // A request that raced this one with the same key finds its order here.
      const raced = orderByIdempotencyKey(db, body.idempotencyKey);
      if (raced) return { id: raced.id, number: raced.number, raced: true };
      const number = newOrderNumber(ctx.now);
      const token = orderToken(db, number);
      const order = db.prepare(`INSERT INTO orders (number, idempotency_key, session_id, user_id, locale, delivery_country, email, phone, delivery_address, billing_address,
          items_cents, shipping_cents, total_cents, vat_cents, page_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`)
        .get(number, body.idempotencyKey, ctx.sid, ctx.userId, ctx.locale, ctx.country, body.email, body.phone ?? null, JSON.stringify(delivery),
          body.billing ? JSON.stringify(body.billing) : null, quote.itemsCents, quote.shippingCents, quote.totalCents, quote.vatCents,
          fillLink(body.orderUrl, number, token), now) as { id: number };
      const takeStock = db.prepare('UPDATE offers SET stock = stock - ? WHERE id = ? AND stock >= ? AND price_cents = ?');
      const insertPart = db.prepare(`INSERT INTO order_shops (order_id, number, shop_id, shop_name, status, payment_method, payment_reference, bank_account,
          items_cents, shipping_cents, total_cents, vat_rate_bp, vat_cents, delivery_days_min, delivery_days_max, terms, cancellation_policy, terms_accepted_at, status_changed_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`);
      const insertLine = db.prepare(`INSERT INTO order_lines (order_shop_id, offer_id, article_id, sku, article_number, ean, brand, title, quantity, unit_price_cents, line_total_cents, refund_cents)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
      const removeLine = db.prepare('DELETE FROM cart_lines WHERE id = ? AND session_id = ?');
      quote.shops.forEach((shop, index) => {
        const payment = choices.get(shop.shop.id)!.payment;
        const partNumber = `${number}-${index + 1}`;
        const part = insertPart.get(order.id, partNumber, shop.shop.id, shop.shop.name, PROVIDER_METHODS.includes(payment) ? 'awaiting_payment' : 'new', payment, partNumber,
          payment === 'prepayment' && shop.bankAccount ? JSON.stringify(shop.bankAccount) : null, shop.itemsCents, shop.shippingCents, shop.totalCents,
          shop.vatRateBp, shop.vatCents, shop.deliveryDays.min, shop.deliveryDays.max, shop.terms, shop.cancellationPolicy, now, now) as { id: number };
        for (const line of shop.lines) {
          if (Number(takeStock.run(line.quantity, line.offerId, line.quantity, line.price).changes) !== 1) throw new StockTaken();
          insertLine.run(part.id, line.offerId, line.articleId, line.sku, line.articleNumber, line.ean, line.brand, line.title, line.quantity, line.price, line.lineTotal, line.refund);
          removeLine.run(line.lineId, ctx.sid);
        }
      });
      if (ctx.userId !== null) {
        db.prepare(`INSERT INTO user_addresses (user_id, delivery_address, billing_address, phone, updated_at) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (user_id) DO UPDATE SET delivery_address = excluded.delivery_address, billing_address = excluded.billing_address, phone = excluded.phone, updated_at = excluded.updated_at`)
          .run(ctx.userId, JSON.stringify(delivery), body.billing ? JSON.stringify(body.billing) : null, body.phone ?? null, now);
      }
      enqueueMail(db, confirmationMail(orderById(db, order.id)!));
      return { id: order.id, number };
    });
  } catch (error) {
    // Another order took the stock (or the price moved) between the quote and the write.
    if (error instanceof StockTaken) {
      const fresh = buildQuote(db, ctx.sid, ctx.country, ctx.langNo);
      return { kind: 'changed', changes: changesSince(body.fingerprint, fresh), quote: fresh };
    }
    throw error;
  }
  mailsQueued();
  return placed(db, stored.id, stored.number, !('raced' in stored));
}

function placed(db: Database, orderId: number, number: string, created: boolean): PlaceOutcome {
  const row = db.prepare("SELECT coalesce(sum(total_cents), 0) AS cents FROM order_shops WHERE order_id = ? AND status = 'awaiting_payment'").get(orderId) as { cents: number };
  return { kind: 'placed', orderId, number, token: orderToken(db, number), created, providerCents: row.cents };
}
