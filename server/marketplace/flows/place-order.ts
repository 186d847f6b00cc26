/**
 * Placing an order, across the domains it touches: the quote is built again and compared with what
 * the shopper saw (any change goes back to be shown and confirmed), then in one transaction the
 * form's key is claimed, the quoted cart lines are claimed (cart), the stock is taken (feeds) at
 * the price quoted (a battery's with the delivery country's deposit, catalogue/deposits.ts), the
 * order with its parts per shop is stored (orders) and the confirmation and the shops' mails are
 * queued (mail). The form's idempotency key makes a repeated or doubled request find the order it
 * already placed. One cart gives at most one order, whatever the keys: the transaction first claims
 * the quoted cart lines (deletes them, each as quoted), and a line another order claimed first rolls
 * it back, so a second form (another key) posted at the same moment places nothing, takes no stock
 * and queues no mail.
 */
import type { PlaceOrderBody } from '../../../contract/calls/orders';
import { compactVatId } from '../../../contract/vat-id';
import { claimQuotedLine } from '../cart';
import { deliveredPrice } from '../catalogue';
import type { Db } from '../db/connection';
import { takeStock } from '../feeds';
import { confirmationMail, enqueueMail, mailsQueued } from '../mail';
import {
  buildQuote, changesSince, choiceProblem, claimOrderKey, earlierPlacement, keySettled, newOrderNumber, orderByIdempotencyKey,
  orderThatTookTheCart, orderToken, placed, queueNewPartMails, storeOrder, transferAnswerOf, type PlaceOutcome, type PlaceRequest,
} from '../orders';
import { CHECK_DIGIT_REGISTRY, type VatIdRegistry } from '../tax';

/** Who places the order and where (the request's, orders/checkout-door.ts), and what the flow is handed. */
export interface PlaceContext extends PlaceRequest {
  /** Asked whether a business buyer's VAT ID was issued before a sale abroad is made tax-free; the check-digit stand-in when not given. */
  vatIdRegistry?: VatIdRegistry;
  now?: Date;
}

class StockTaken extends Error {}

/**
 * The offer's price as its shop states it, when delivered into the country it is still the price
 * quoted (a battery's with that country's deposit in place of the shop's: catalogue/deposits.ts);
 * undefined when it moved. The stock is taken at the stated price, so a feed's change in between
 * still stops the order.
 */
async function statedPriceAsQuoted(tx: Db, line: { offerId: number; price: number }, country: string): Promise<number | undefined> {
  const offer = await tx.selectFrom('offers as o').innerJoin('articles as a', 'a.id', 'o.article_id')
    .leftJoin('category_texts as cd', (join) => join.onRef('cd.category_id', '=', 'a.category_id').on('cd.lang_no', '=', 1))
    .select(['o.price_cents', 'o.refund_cents', 'cd.title as kind']).where('o.id', '=', line.offerId).executeTakeFirst();
  if (!offer) return undefined;
  const delivered = deliveredPrice({ kind: offer.kind, priceCents: Number(offer.price_cents), refundCents: Number(offer.refund_cents) }, country);
  return delivered.priceCents === line.price ? Number(offer.price_cents) : undefined;
}
/** The key was settled as placing nothing (the web tier stopped waiting and asked) before this placement came to it. */
class KeyTaken extends Error {}
/** A quoted cart line was gone or changed when the transaction came to claim it. */
class CartTaken extends Error {}

export async function placeOrder(ctx: PlaceContext, body: PlaceOrderBody): Promise<PlaceOutcome> {
  const { db } = ctx;
  const started = ctx.now ?? new Date();
  const earlierOrder = () => earlierPlacement(db, body.idempotencyKey, ctx.sid);
  const earlier = await earlierOrder();
  if (earlier) return earlier;
  if (await keySettled(db, body.idempotencyKey)) return { kind: 'settled' };

  // A business buyer's VAT ID (checked by format and check digit with the body) decides, once the
  // registry confirms it, whether a part is a tax-free intra-Community supply.
  const buyerVatId = body.vatId && body.company && await (ctx.vatIdRegistry ?? CHECK_DIGIT_REGISTRY).confirms(compactVatId(body.vatId)) ? compactVatId(body.vatId) : null;
  const quote = await buildQuote(db, ctx.sid, ctx.country, ctx.langNo, undefined, buyerVatId);
  // A doubled request may commit between the look-up above and the quote (on PostgreSQL they run
  // side by side): its order emptied the cart, so look again before answering "empty" or "changed".
  if (quote.shops.length === 0) return (await earlierOrder()) ?? (await orderThatTookTheCart(db, ctx.sid, started)) ?? { kind: 'empty' };
  const changes = changesSince(body.fingerprint, quote);
  if (changes.length > 0) return (await earlierOrder()) ?? { kind: 'changed', changes, quote };
  const problem = choiceProblem(quote, body, ctx.providerMethods);
  if (problem) return problem;

  const now = (ctx.now ?? new Date()).toISOString();
  // Signed before the transaction: it only reads (or first writes) the order secret.
  const number = newOrderNumber(ctx.now);
  const token = await orderToken(db, number);
  let stored: { id: number; number: string; raced?: true };
  try {
    stored = await db.transaction().execute(async (tx) => {
      if (!(await claimOrderKey(tx, body.idempotencyKey, now))) throw new KeyTaken();
      const raced = await orderByIdempotencyKey(tx, body.idempotencyKey);
      if (raced) return { id: raced.id, number: raced.number, raced: true as const };
      // Claimed before anything is written: on PostgreSQL a second transaction waits here for the
      // first's row locks and then finds the lines gone; SQLite runs the two one after the other.
      const lines = quote.shops.flatMap((shop) => shop.lines);
      for (const line of lines) {
        if (!(await claimQuotedLine(tx, ctx.sid, line))) throw new CartTaken();
      }
      for (const line of lines) {
        const stated = await statedPriceAsQuoted(tx, line, ctx.country);
        if (stated === undefined || !(await takeStock(tx, line.offerId, line.quantity, stated))) throw new StockTaken();
      }
      const order = await storeOrder(tx, { number, token, sid: ctx.sid, userId: ctx.userId, locale: ctx.locale, country: ctx.country, body, quote, payee: ctx.payee, at: now });
      await enqueueMail(tx, confirmationMail(order, await transferAnswerOf(order)));
      await queueNewPartMails(tx, order);
      return { id: order.id, number };
    });
  } catch (error) {
    // PostgreSQL runs a doubled request's transaction beside this one: its order takes the key
    // first and this insert fails on the key's unique index. The order placed is the answer.
    const raced = await earlierOrder();
    if (raced) return raced;
    if (error instanceof KeyTaken) return { kind: 'settled' };
    if (error instanceof CartTaken) return requote(ctx, body.fingerprint, started);
    // Another order took the stock (or the price moved) between the quote and the write.
    if (error instanceof StockTaken) return requote(ctx, body.fingerprint);
    throw error;
  }
  mailsQueued();
  return placed(db, stored.id, stored.number, !stored.raced);
}

/** The cart as it is now, after another request changed it; emptied by an order just placed, that order. */
async function requote(ctx: PlaceContext, fingerprint: string, started?: Date): Promise<PlaceOutcome> {
  const fresh = await buildQuote(ctx.db, ctx.sid, ctx.country, ctx.langNo);
  if (fresh.shops.length === 0) return (started && (await orderThatTookTheCart(ctx.db, ctx.sid, started))) || { kind: 'empty' };
  return { kind: 'changed', changes: changesSince(fingerprint, fresh), quote: fresh };
}
