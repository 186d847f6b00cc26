/**
 * Offers with the shop and its shipping to one delivery country, each with the day it arrives when
 * ordered now and whether that day waits for the payment (a shop the shopper can pay only by
 * prepayment); and the moment those days hold until (the earliest next cut-off of their shops).
 * Prices are as delivered there: a battery carries the country's statutory deposit, not its shop's.
 */
import type { Db } from '../db/connection';
import type { Offer } from '../../../contract/index';
import { shopOnSale } from '../shops';
import { deliveryCalendar, earliestNextCutoff, latestDeliveryDay, type WorkingCalendar } from '../delivery';
import { awaitsPayment, type MethodsWhere } from '../payments';
import { HOLDS_UNTIL_HEADER } from '../../../contract/headers';
import { BATTERY_KIND, deliveredPrice } from '../catalogue';

/** Offers as read at one moment: their delivery days hold until `holdsUntil` (ISO; none without offers). */
export interface OffersRead<T> {
  offers: T;
  holdsUntil?: string;
}

function offersTo(db: Db, country: string) {
  return db
    .selectFrom('offers as o')
    .innerJoin('shops as sh', 'sh.id', 'o.shop_id')
    .innerJoin('shop_shipping as s', (join) => join.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', country))
    .innerJoin('articles as a', 'a.id', 'o.article_id')
    .leftJoin('category_texts as cd', (join) => join.onRef('cd.category_id', '=', 'a.category_id').on('cd.lang_no', '=', 1))
    .select([
      'o.id as offerId',
      'o.article_id as sparePartId',
      'o.price_cents as priceCents',
      'o.refund_cents as refundCents',
      'cd.title as kind',
      'o.stock',
      'o.delivery_days as deliveryDays',
      'sh.id as shopId',
      'sh.name',
      'sh.slug',
      'sh.rating',
      'sh.review_count as reviewCount',
      'sh.legal_name as legalName',
      'sh.city',
      'sh.is_trader as isTrader',
      'sh.country as shopCountry',
      'sh.dispatch_cutoff as cutoff',
      'sh.payment_methods as paymentMethods',
      's.cost_cents as costCents',
      's.free_from_cents as freeFromCents',
      's.delivery_days_min as deliveryDaysMin',
      's.delivery_days_max as deliveryDaysMax',
    ])
    .where(shopOnSale('o.shop_id'));
}

type Row = Awaited<ReturnType<ReturnType<typeof offersTo>['executeTakeFirstOrThrow']>>;

function toOffer(r: Row, calendar: WorkingCalendar, where: MethodsWhere, now: Date): Offer {
  const country = where.deliveryCountry;
  // The price delivered into the country: a battery with that country's deposit (catalogue/deposits.ts).
  const { priceCents, refundCents } = deliveredPrice(r, country);
  const shippingCents = r.freeFromCents !== null && priceCents >= r.freeFromCents ? 0 : r.costCents;
  return {
    offerId: r.offerId, sparePartId: r.sparePartId,
    shop: { id: r.shopId, name: r.name, slug: r.slug, rating: r.rating, reviewCount: r.reviewCount },
    seller: r.legalName && r.city ? { legalName: r.legalName, city: r.city, isTrader: r.isTrader === 1 } : null,
    priceCents, refundCents, ...(refundCents > 0 ? { depositKind: r.kind === BATTERY_KIND ? 'battery' as const : 'core' as const } : {}),
    stock: r.stock, available: r.stock > 0, deliveryDays: r.deliveryDays,
    shipping: { costCents: shippingCents, freeFromCents: r.freeFromCents, deliveryDaysMin: r.deliveryDaysMin, deliveryDaysMax: r.deliveryDaysMax },
    totalCents: priceCents + shippingCents,
    deliveryBy: latestDeliveryDay(calendar, now, { shopCountry: r.shopCountry, cutoff: r.cutoff, dispatchDays: r.deliveryDays, transitDays: r.deliveryDaysMax, deliveryCountry: country }),
    awaitsPayment: awaitsPayment({ listed: r.paymentMethods, country: r.shopCountry }, where),
  };
}

/** The offers with their delivery days, counted on one calendar for all their shops' countries. */
async function toOffers(rows: Row[], where: MethodsWhere, now: Date): Promise<OffersRead<Offer[]>> {
  if (rows.length === 0) return { offers: [] };
  const calendar = await deliveryCalendar(rows.map((r) => r.shopCountry), where.deliveryCountry, now);
  const holdsUntil = earliestNextCutoff(now, rows.map((r) => ({ shopCountry: r.shopCountry, cutoff: r.cutoff })));
  return { offers: rows.map((r) => toOffer(r, calendar, where, now)), holdsUntil: holdsUntil?.toISOString() };
}

/** Shops sorted by rating descending; equal ratings by price. `where`: the edition, the delivery country and the provider's methods. */
export async function offersForArticle(db: Db, articleId: number, where: MethodsWhere, now = new Date()): Promise<OffersRead<Offer[]>> {
  const rows = await offersTo(db, where.deliveryCountry)
    .where('o.article_id', '=', articleId)
    .orderBy('sh.rating', 'desc')
    .orderBy('sh.review_count', 'desc')
    .orderBy('o.price_cents')
    .orderBy('o.id')
    .execute();
  return toOffers(rows, where, now);
}

export async function offerById(db: Db, offerId: number, where: MethodsWhere, now = new Date()): Promise<OffersRead<Offer | undefined>> {
  const row = await offersTo(db, where.deliveryCountry).where('o.id', '=', offerId).executeTakeFirst();
  if (!row) return { offers: undefined };
  const read = await toOffers([row], where, now);
  return { offers: read.offers[0], holdsUntil: read.holdsUntil };
}

/** The header that keeps caches from holding an answer with these offers past their shops' next cut-off. */
export function holdsHeaders(read: OffersRead<unknown>): Record<string, string> | undefined {
  return read.holdsUntil ? { [HOLDS_UNTIL_HEADER]: read.holdsUntil } : undefined;
}

export async function articleExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function offerArticleId(db: Db, offerId: number): Promise<number | undefined> {
  return (await db.selectFrom('offers').select('article_id').where('id', '=', offerId).executeTakeFirst())?.article_id;
}
