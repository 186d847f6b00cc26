/** Offers with the shop and its shipping to one delivery country. */
import type { Database } from '../db/connection';
import { all, get } from '../catalogue/statements';
import type { Offer } from './types';

interface Row {
  offerId: number; sparePartId: number; priceCents: number; refundCents: number; stock: number; deliveryDays: number;
  shopId: number; name: string; slug: string; rating: number; reviewCount: number;
  costCents: number; freeFromCents: number | null; deliveryDaysMin: number; deliveryDaysMax: number;
}
const OFFER = `SELECT o.id AS offerId, o.article_id AS sparePartId, o.price_cents AS priceCents, o.refund_cents AS refundCents, o.stock,
  o.delivery_days AS deliveryDays, sh.id AS shopId, sh.name, sh.slug, sh.rating, sh.review_count AS reviewCount,
  s.cost_cents AS costCents, s.free_from_cents AS freeFromCents, s.delivery_days_min AS deliveryDaysMin, s.delivery_days_max AS deliveryDaysMax
  FROM offers o JOIN shops sh ON sh.id = o.shop_id JOIN shop_shipping s ON s.shop_id = o.shop_id AND s.country = ?`;

function toOffer(r: Row): Offer {
  const shippingCents = r.freeFromCents !== null && r.priceCents >= r.freeFromCents ? 0 : r.costCents;
  return {
    offerId: r.offerId, sparePartId: r.sparePartId,
    shop: { id: r.shopId, name: r.name, slug: r.slug, rating: r.rating, reviewCount: r.reviewCount },
    priceCents: r.priceCents, refundCents: r.refundCents, stock: r.stock, available: r.stock > 0, deliveryDays: r.deliveryDays,
    shipping: { costCents: shippingCents, freeFromCents: r.freeFromCents, deliveryDaysMin: r.deliveryDaysMin, deliveryDaysMax: r.deliveryDaysMax },
    totalCents: r.priceCents + shippingCents,
  };
}

/** Spec 7: shops sorted by rating descending; equal ratings by price. */
export function offersForArticle(db: Database, articleId: number, country: string): Offer[] {
  return all<Row>(db, `${OFFER} WHERE o.article_id = ? ORDER BY sh.rating DESC, sh.review_count DESC, o.price_cents, o.id`, country, articleId).map(toOffer);
}

export function offerById(db: Database, offerId: number, country: string): Offer | undefined {
  const row = get<Row>(db, `${OFFER} WHERE o.id = ?`, country, offerId);
  return row && toOffer(row);
}

export function articleExists(db: Database, id: number): boolean {
  return get(db, 'SELECT 1 AS yes FROM articles WHERE id = ?', id) !== undefined;
}
export function offerArticleId(db: Database, offerId: number): number | undefined {
  return get<{ id: number }>(db, 'SELECT article_id AS id FROM offers WHERE id = ?', offerId)?.id;
}
