/** Offers with the shop and its shipping to one delivery country. */
import type { Db } from '../db/connection';
import type { Offer } from '../../../contract/index';
import { shopOnSale } from '../shops';
import { deliveryCalendar, latestDeliveryDay, type WorkingCalendar } from '../delivery';

function offersTo(db: Db, country: string) {
  return db
    .selectFrom('offers as o')
    .innerJoin('shops as sh', 'sh.id', 'o.shop_id')
    .innerJoin('shop_shipping as s', (join) => join.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', country))
    .select([
      'o.id as offerId',
      'o.article_id as sparePartId',
      'o.price_cents as priceCents',
      'o.refund_cents as refundCents',
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
      's.cost_cents as costCents',
      's.free_from_cents as freeFromCents',
      's.delivery_days_min as deliveryDaysMin',
      's.delivery_days_max as deliveryDaysMax',
    ])
    .where(shopOnSale('o.shop_id'));
}

type Row = Awaited<ReturnType<ReturnType<typeof offersTo>['executeTakeFirstOrThrow']>>;

function toOffer(r: Row, calendar: WorkingCalendar, country: string, now: Date): Offer {
  const shippingCents = r.freeFromCents !== null && r.priceCents >= r.freeFromCents ? 0 : r.costCents;
  return {
    offerId: r.offerId, sparePartId: r.sparePartId,
    shop: { id: r.shopId, name: r.name, slug: r.slug, rating: r.rating, reviewCount: r.reviewCount },
    seller: r.legalName && r.city ? { legalName: r.legalName, city: r.city, isTrader: r.isTrader === 1 } : null,
    priceCents: r.priceCents, refundCents: r.refundCents, stock: r.stock, available: r.stock > 0, deliveryDays: r.deliveryDays,
    shipping: { costCents: shippingCents, freeFromCents: r.freeFromCents, deliveryDaysMin: r.deliveryDaysMin, deliveryDaysMax: r.deliveryDaysMax },
    totalCents: r.priceCents + shippingCents,
    deliveryBy: latestDeliveryDay(calendar, now, { shopCountry: r.shopCountry, cutoff: r.cutoff, dispatchDays: r.deliveryDays, transitDays: r.deliveryDaysMax, deliveryCountry: country }),
  };
}

/** The offers with their delivery days, counted on one calendar for all their shops' countries. */
async function toOffers(rows: Row[], country: string, now: Date): Promise<Offer[]> {
  if (rows.length === 0) return [];
  const calendar = await deliveryCalendar(rows.map((r) => r.shopCountry), country, now);
  return rows.map((r) => toOffer(r, calendar, country, now));
}

/** Shops sorted by rating descending; equal ratings by price. */
export async function offersForArticle(db: Db, articleId: number, country: string, now = new Date()): Promise<Offer[]> {
  const rows = await offersTo(db, country)
    .where('o.article_id', '=', articleId)
    .orderBy('sh.rating', 'desc')
    .orderBy('sh.review_count', 'desc')
    .orderBy('o.price_cents')
    .orderBy('o.id')
    .execute();
  return toOffers(rows, country, now);
}

export async function offerById(db: Db, offerId: number, country: string, now = new Date()): Promise<Offer | undefined> {
  const row = await offersTo(db, country).where('o.id', '=', offerId).executeTakeFirst();
  return row && (await toOffers([row], country, now))[0];
}

export async function articleExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function offerArticleId(db: Db, offerId: number): Promise<number | undefined> {
  return (await db.selectFrom('offers').select('article_id').where('id', '=', offerId).executeTakeFirst())?.article_id;
}
