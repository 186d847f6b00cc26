/**
 * Placing an order: the quote is built again and compared with what the shopper saw (any change
 * goes back to be shown and confirmed), stock is taken, the order with its parts per shop and the
 * exact prices, terms and addresses is stored, the ordered cart lines are removed and the
 * confirmation mail is queued, all in one transaction. The form's idempotency key makes a repeated
 * or doubled request find the order it already placed. One cart gives at most one order, whatever
 * the keys: the transaction first claims the quoted cart lines (deletes them, each as quoted), and a
 * line another order claimed first rolls it back, so a second form (another key) posted at the same
 * moment places nothing, takes no stock and queues no mail.
 */
import { emailKey } from '../../shared/email-key';
import type { Db } from '../db/connection';
import { confirmationMail, enqueueMail, mailsQueued } from '../mail';
import { STATUTORY_WITHDRAWAL_DAYS, type PlaceOrderBody } from '../../../contract/calls/orders';
import type { CollectionAccount } from '../payments';
import { claimQuotedLine } from '../cart';
import { takeStock } from '../feeds';
import { CHECK_DIGIT_REGISTRY, type VatIdRegistry } from '../tax/index';
import { compactVatId } from '../../../contract/vat-id';
import { recordEvent } from './events';
import { queueNewPartMails } from './notices';
import { fillLink } from './links';
import { awaitingCents } from './payment';
import { orderById, orderByIdempotencyKey } from './repository';
import { keySettled } from './settle';
import { changesSince, buildQuote } from './quote';
import { newOrderNumber, orderToken } from './signing';
import { transferAnswerOf } from './transfer';
import { PROVIDER_METHODS, type Quote, type QuoteChange } from '../../../contract/index';

export type PlaceOutcome =
  | { kind: 'placed'; orderId: number; number: string; token: string; created: boolean; providerCents: number }
  | { kind: 'changed'; changes: QuoteChange[]; quote: Quote }
  | { kind: 'empty' }
  | { kind: 'keyUsed' }
  /** The web tier gave up on this key and settled it as placing nothing: nothing was ordered. */
  | { kind: 'settled' }
  | { kind: 'invalid'; field: string; message: string };

export interface PlaceContext {
  db: Db;
  sid: string;
  userId: number | null;
  locale: string;
  country: string;
  langNo: number;
  providerMethods: readonly string[];
  /** The marketplace's account prepayment shoppers transfer into (ctx.deps.collectionAccount). */
  payee: CollectionAccount;
  /** Asked whether a business buyer's VAT ID was issued before a sale abroad is made tax-free; the check-digit stand-in when not given. */
  vatIdRegistry?: VatIdRegistry;
  now?: Date;
}

class StockTaken extends Error {}
/** The key was settled as placing nothing (the web tier stopped waiting and asked) before this placement came to it. */
class KeyTaken extends Error {}
/** A quoted cart line was gone or changed when the transaction came to claim it. */
class CartTaken extends Error {}

/** How far back a doubled form looks for the order that took its cart. */
const DOUBLED_WITHIN_MS = 2 * 60_000;

export async function placeOrder(ctx: PlaceContext, body: PlaceOrderBody): Promise<PlaceOutcome> {
  const { db } = ctx;
  const started = ctx.now ?? new Date();
  /** The order this key already placed, when there is one: a repeated or doubled request answers with it. */
  const earlierOrder = async (): Promise<PlaceOutcome | undefined> => {
    const earlier = await orderByIdempotencyKey(db, body.idempotencyKey);
    if (!earlier) return undefined;
    return earlier.sessionId === ctx.sid ? placed(db, earlier.id, earlier.number, false) : { kind: 'keyUsed' };
  };
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

  const choices = new Map(body.shops.map((s) => [s.shopId, s]));
  for (const [index, shop] of quote.shops.entries()) {
    const choice = choices.get(shop.shop.id);
    if (!choice) return { kind: 'invalid', field: `shops.${index}`, message: `the terms of shop ${shop.shop.id} must be accepted and a payment method chosen` };
    // The shop's own methods come with its part of the quote; the provider's are every part's alike.
    const offered = PROVIDER_METHODS.includes(choice.payment) ? ctx.providerMethods.includes(choice.payment) : shop.paymentMethods.includes(choice.payment);
    if (!offered) {
      return { kind: 'invalid', field: `shops.${body.shops.indexOf(choice)}.payment`, message: `shop ${shop.shop.id} does not take ${choice.payment}` };
    }
  }
  if (body.shops.length !== quote.shops.length) return { kind: 'invalid', field: 'shops', message: 'one entry per shop of the checkout' };

  const now = (ctx.now ?? new Date()).toISOString();
  const delivery = { ...body.delivery, country: ctx.country };
  // Signed before the transaction: it only reads (or first writes) the order secret.
  const number = newOrderNumber(ctx.now);
  const token = await orderToken(db, number);
  const { payee } = ctx;
  let stored: { id: number; number: string; raced?: true };
  try {
    stored = await db.transaction().execute(async (tx) => {
      // The key first: a request that raced this one with the same key, or the web tier settling
      // the key after it gave up waiting, has it already (on PostgreSQL this waits for theirs).
      const claimed = await tx.insertInto('order_keys').values({ idempotency_key: body.idempotencyKey, placed: 1, at: now })
        .onConflict((oc) => oc.column('idempotency_key').doNothing()).returning('idempotency_key').executeTakeFirst();
      if (!claimed) throw new KeyTaken();
      const raced = await orderByIdempotencyKey(tx, body.idempotencyKey);
      if (raced) return { id: raced.id, number: raced.number, raced: true as const };
      // Claimed before anything is written: on PostgreSQL a second transaction waits here for the
      // first's row locks and then finds the lines gone; SQLite runs the two one after the other.
      for (const line of quote.shops.flatMap((shop) => shop.lines)) {
        if (!(await claimQuotedLine(tx, ctx.sid, line))) throw new CartTaken();
      }
      const order = await tx.insertInto('orders').values({
        number, idempotency_key: body.idempotencyKey, session_id: ctx.sid, user_id: ctx.userId, locale: ctx.locale, delivery_country: ctx.country,
        email: body.email, email_key: emailKey(body.email), phone: body.phone ?? null, delivery_address: JSON.stringify(delivery), billing_address: body.billing ? JSON.stringify(body.billing) : null,
        items_cents: quote.itemsCents, shipping_cents: quote.shippingCents, total_cents: quote.totalCents, vat_cents: quote.vatCents,
        page_url: fillLink(body.orderUrl, number, token), created_at: now, buyer_company: body.company ?? null, buyer_vat_id: body.vatId ?? null,
      }).returning('id').executeTakeFirstOrThrow();
      await recordEvent(tx, { orderId: order.id, orderShopId: null, kind: 'placed', actor: 'shopper', at: new Date(now), detail: { parts: quote.shops.length } });
      // Each part keeps the withdrawal period and who pays the return as the shop's terms give them at this moment.
      const shopTerms = await tx.selectFrom('shops').select(['id', 'withdrawal_days', 'return_costs']).where('id', 'in', quote.shops.map((shop) => shop.shop.id)).execute();
      const periods = new Map(shopTerms.map((row) => [row.id, row.withdrawal_days]));
      const returnCosts = new Map(shopTerms.map((row) => [row.id, row.return_costs]));
      for (const [index, shop] of quote.shops.entries()) {
        const payment = choices.get(shop.shop.id)!.payment;
        const partNumber = `${number}-${index + 1}`;
        const part = await tx.insertInto('order_shops').values({
          order_id: order.id, number: partNumber, shop_id: shop.shop.id, shop_name: shop.shop.name,
          // Central checkout: a prepayment part is paid into the marketplace's account, in one transfer
          // for the whole order with its number as the reference; the part keeps the account it named.
          status: PROVIDER_METHODS.includes(payment) ? 'awaiting_payment' : 'new', payment_method: payment, payment_reference: payment === 'prepayment' ? number : partNumber,
          bank_account: payment === 'prepayment' ? JSON.stringify(payee) : null,
          items_cents: shop.itemsCents, shipping_cents: shop.shippingCents, total_cents: shop.totalCents, vat_rate_bp: shop.vatRateBp, vat_cents: shop.vatCents,
          vat_note: shop.vatNote ? JSON.stringify(shop.vatNote) : null,
          delivery_days_min: shop.deliveryDays.min, delivery_days_max: shop.deliveryDays.max, delivery_by: shop.deliveryBy ?? null, terms: shop.terms, cancellation_policy: shop.cancellationPolicy,
          terms_accepted_at: now, status_changed_at: now, withdrawal_days: Math.max(STATUTORY_WITHDRAWAL_DAYS, periods.get(shop.shop.id) ?? STATUTORY_WITHDRAWAL_DAYS),
          return_costs: returnCosts.get(shop.shop.id) ?? null,
        }).returning('id').executeTakeFirstOrThrow();
        for (const line of shop.lines) {
          if (!(await takeStock(tx, line.offerId, line.quantity, line.price))) throw new StockTaken();
          await tx.insertInto('order_lines').values({
            order_shop_id: part.id, offer_id: line.offerId, article_id: line.articleId, sku: line.sku, article_number: line.articleNumber, ean: line.ean,
            brand: line.brand, title: line.title, quantity: line.quantity, unit_price_cents: line.price, line_total_cents: line.lineTotal, refund_cents: line.refund,
          }).execute();
        }
      }
      if (ctx.userId !== null) {
        const remembered = { delivery_address: JSON.stringify(delivery), billing_address: body.billing ? JSON.stringify(body.billing) : null, phone: body.phone ?? null, updated_at: now };
        await tx.insertInto('user_addresses').values({ user_id: ctx.userId, ...remembered })
          .onConflict((oc) => oc.column('user_id').doUpdateSet(remembered)).execute();
      }
      const placedOrder = (await orderById(tx, order.id))!;
      await enqueueMail(tx, confirmationMail(placedOrder, await transferAnswerOf(placedOrder)));
      await queueNewPartMails(tx, placedOrder);
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

/**
 * A second checkout form of the same session (another tab, another key), posted while or just after
 * the first placed its order: the cart went into that order, which is the answer (as to a repeated
 * form), not an empty cart.
 */
async function orderThatTookTheCart(db: Db, sid: string, started: Date): Promise<PlaceOutcome | undefined> {
  const since = new Date(started.getTime() - DOUBLED_WITHIN_MS).toISOString();
  const order = await db.selectFrom('orders').select(['id', 'number']).where('session_id', '=', sid).where('created_at', '>=', since)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  return order ? placed(db, order.id, order.number, false) : undefined;
}

async function placed(db: Db, orderId: number, number: string, created: boolean): Promise<PlaceOutcome> {
  return { kind: 'placed', orderId, number, token: await orderToken(db, number), created, providerCents: await awaitingCents(db, orderId) };
}
