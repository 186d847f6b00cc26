/**
 * The order's own steps of placing one (the flow that runs them in order, with the cart's claim,
 * the stock and the mails, is server/marketplace/flows/place-order.ts): the answers a placement can
 * give, the order a repeated or doubled form already placed, the check of the shopper's choices
 * against the quote, the claim of the form's idempotency key, and the order stored with its parts
 * per shop and the exact prices, terms and addresses.
 */
import { emailKey } from '../../shared/email-key';
import type { Db } from '../db/connection';
import { STATUTORY_WITHDRAWAL_DAYS, type PlaceOrderBody } from '../../../contract/calls/orders';
import type { CollectionAccount } from '../payments';
import { recordEvent } from './events';
import { fillLink } from './links';
import { awaitingCents } from './payment';
import { orderById, orderByIdempotencyKey, type StoredOrder } from './repository';
import { orderToken } from './signing';
import { PROVIDER_METHODS, type Quote, type QuoteChange } from '../../../contract/index';

export type PlaceOutcome =
  | { kind: 'placed'; orderId: number; number: string; token: string; created: boolean; providerCents: number }
  | { kind: 'changed'; changes: QuoteChange[]; quote: Quote }
  | { kind: 'empty' }
  | { kind: 'keyUsed' }
  /** The web tier gave up on this key and settled it as placing nothing: nothing was ordered. */
  | { kind: 'settled' }
  | { kind: 'invalid'; field: string; message: string };

/** How far back a doubled form looks for the order that took its cart. */
const DOUBLED_WITHIN_MS = 2 * 60_000;

export async function placed(db: Db, orderId: number, number: string, created: boolean): Promise<PlaceOutcome> {
  return { kind: 'placed', orderId, number, token: await orderToken(db, number), created, providerCents: await awaitingCents(db, orderId) };
}

/** The order this key already placed, when there is one: a repeated or doubled request answers with it. */
export async function earlierPlacement(db: Db, idempotencyKey: string, sid: string): Promise<PlaceOutcome | undefined> {
  const earlier = await orderByIdempotencyKey(db, idempotencyKey);
  if (!earlier) return undefined;
  return earlier.sessionId === sid ? placed(db, earlier.id, earlier.number, false) : { kind: 'keyUsed' };
}

/**
 * A second checkout form of the same session (another tab, another key), posted while or just after
 * the first placed its order: the cart went into that order, which is the answer (as to a repeated
 * form), not an empty cart.
 */
export async function orderThatTookTheCart(db: Db, sid: string, started: Date): Promise<PlaceOutcome | undefined> {
  const since = new Date(started.getTime() - DOUBLED_WITHIN_MS).toISOString();
  const order = await db.selectFrom('orders').select(['id', 'number']).where('session_id', '=', sid).where('created_at', '>=', since)
    .orderBy('id', 'desc').limit(1).executeTakeFirst();
  return order ? placed(db, order.id, order.number, false) : undefined;
}

/** Every shop of the quote needs its terms accepted and a payment method it (or the provider) takes. */
export function choiceProblem(quote: Quote, body: PlaceOrderBody, providerMethods: readonly string[]): Extract<PlaceOutcome, { kind: 'invalid' }> | undefined {
  const choices = new Map(body.shops.map((s) => [s.shopId, s]));
  for (const [index, shop] of quote.shops.entries()) {
    const choice = choices.get(shop.shop.id);
    if (!choice) return { kind: 'invalid', field: `shops.${index}`, message: `the terms of shop ${shop.shop.id} must be accepted and a payment method chosen` };
    // The shop's own methods come with its part of the quote; the provider's are every part's alike.
    const offered = PROVIDER_METHODS.includes(choice.payment) ? providerMethods.includes(choice.payment) : shop.paymentMethods.includes(choice.payment);
    if (!offered) {
      return { kind: 'invalid', field: `shops.${body.shops.indexOf(choice)}.payment`, message: `shop ${shop.shop.id} does not take ${choice.payment}` };
    }
  }
  if (body.shops.length !== quote.shops.length) return { kind: 'invalid', field: 'shops', message: 'one entry per shop of the checkout' };
  return undefined;
}

/**
 * The key first: a request that raced this one with the same key, or the web tier settling the key
 * after it gave up waiting, has it already (on PostgreSQL this waits for theirs). False when taken.
 */
export async function claimOrderKey(tx: Db, idempotencyKey: string, at: string): Promise<boolean> {
  const claimed = await tx.insertInto('order_keys').values({ idempotency_key: idempotencyKey, placed: 1, at })
    .onConflict((oc) => oc.column('idempotency_key').doNothing()).returning('idempotency_key').executeTakeFirst();
  return Boolean(claimed);
}

export interface NewOrder {
  number: string;
  token: string;
  sid: string;
  userId: number | null;
  locale: string;
  country: string;
  body: PlaceOrderBody;
  quote: Quote;
  /** The marketplace's account prepayment shoppers transfer into. */
  payee: CollectionAccount;
  at: string;
}

/**
 * The order with its parts per shop and their lines, as quoted, and its placed step on the
 * timeline; a signed-in shopper's addresses are remembered for the next checkout.
 */
export async function storeOrder(tx: Db, o: NewOrder): Promise<StoredOrder> {
  const { body, quote, number, payee, at: now } = o;
  const choices = new Map(body.shops.map((s) => [s.shopId, s]));
  const delivery = { ...body.delivery, country: o.country };
  const order = await tx.insertInto('orders').values({
    number, idempotency_key: body.idempotencyKey, session_id: o.sid, user_id: o.userId, locale: o.locale, delivery_country: o.country,
    email: body.email, email_key: emailKey(body.email), phone: body.phone ?? null, delivery_address: JSON.stringify(delivery), billing_address: body.billing ? JSON.stringify(body.billing) : null,
    items_cents: quote.itemsCents, shipping_cents: quote.shippingCents, total_cents: quote.totalCents, vat_cents: quote.vatCents,
    page_url: fillLink(body.orderUrl, number, o.token), created_at: now, buyer_company: body.company ?? null, buyer_vat_id: body.vatId ?? null,
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
      await tx.insertInto('order_lines').values({
        order_shop_id: part.id, offer_id: line.offerId, article_id: line.articleId, sku: line.sku, article_number: line.articleNumber, ean: line.ean,
        brand: line.brand, title: line.title, quantity: line.quantity, unit_price_cents: line.price, line_total_cents: line.lineTotal, refund_cents: line.refund,
      }).execute();
    }
  }
  if (o.userId !== null) {
    const remembered = { delivery_address: JSON.stringify(delivery), billing_address: body.billing ? JSON.stringify(body.billing) : null, phone: body.phone ?? null, updated_at: now };
    await tx.insertInto('user_addresses').values({ user_id: o.userId, ...remembered })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(remembered)).execute();
  }
  return (await orderById(tx, order.id))!;
}
