/**
 * Cross-selling and recommendation signals, all from real data: complementary categories (brake
 * discs -> brake pads), vehicle fitment (only parts that fit the chosen model, or universal parts)
 * and articles other carts hold together with this one.
 */
import { statement } from '../catalogue/statements';
import type { Database } from '../db/connection';

export interface SuggestedArticleRow {
  id: number;
  category_id: number;
  article_number: string;
  norm_number: string;
  brand: string;
  title: string | null;
}

export interface SuggestedOfferRow {
  offer_id: number;
  price_cents: number;
  shop_id: number;
  shop_name: string;
  shop_slug: string;
  shop_rating: number;
}

/** Fits the model, or is universal (no fitment rows). modelId NULL: no vehicle chosen. */
const FITS = `(?1 IS NULL OR EXISTS (SELECT 1 FROM fitment f WHERE f.model_id = ?1 AND f.article_id = a.id)
              OR NOT EXISTS (SELECT 1 FROM fitment f2 WHERE f2.article_id = a.id))`;
const DELIVERABLE = `EXISTS (SELECT 1 FROM offers o JOIN shop_shipping sh ON sh.shop_id = o.shop_id AND sh.country = ?2
                             WHERE o.article_id = a.id AND o.stock > 0)`;
const ARTICLE_COLUMNS = `a.id, a.category_id, a.article_number, a.norm_number, b.name AS brand,
       (SELECT title FROM category_texts ct WHERE ct.category_id = a.category_id AND ct.lang_no IN (?3, 1) ORDER BY ct.lang_no = ?3 DESC LIMIT 1) AS title`;

export function offerContext(db: Database, offerId: number): { article_id: number; category_id: number; brand_id: number; shop_id: number } | undefined {
  return statement(db, 'SELECT o.article_id, a.category_id, a.brand_id, o.shop_id FROM offers o JOIN articles a ON a.id = o.article_id WHERE o.id = ?').get(offerId) as
    | { article_id: number; category_id: number; brand_id: number; shop_id: number }
    | undefined;
}

export function articleContext(db: Database, articleId: number): { category_id: number; brand_id: number } | undefined {
  return statement(db, 'SELECT category_id, brand_id FROM articles WHERE id = ?').get(articleId) as { category_id: number; brand_id: number } | undefined;
}

/** Articles of complementary categories, strongest pairing first, then the same brand, then popularity. */
export function complementArticles(db: Database, categoryId: number, brandId: number, modelId: number | null, country: string, langNo: number, limit: number): SuggestedArticleRow[] {
  return statement(
    db,
    `SELECT ${ARTICLE_COLUMNS}
       FROM category_complements cc
       JOIN articles a ON a.category_id = cc.complement_id
       JOIN brands b ON b.id = a.brand_id
      WHERE cc.category_id = ?4 AND ${FITS} AND ${DELIVERABLE}
      ORDER BY cc.weight DESC, a.brand_id = ?5 DESC, a.popularity DESC, a.id
      LIMIT ?6`,
  ).all(modelId, country, langNo, categoryId, brandId, limit) as unknown as SuggestedArticleRow[];
}

/** Articles that other carts hold together with this article, most carts first. */
export function boughtTogether(db: Database, articleId: number, modelId: number | null, country: string, langNo: number, limit: number): SuggestedArticleRow[] {
  return statement(
    db,
    `SELECT ${ARTICLE_COLUMNS}
       FROM (SELECT o2.article_id, count(DISTINCT cl2.session_id) AS carts
               FROM cart_lines cl
               JOIN offers o1 ON o1.id = cl.offer_id
               JOIN cart_lines cl2 ON cl2.session_id = cl.session_id AND cl2.id <> cl.id
               JOIN offers o2 ON o2.id = cl2.offer_id
              WHERE o1.article_id = ?4 AND o2.article_id <> ?4
              GROUP BY o2.article_id) together
       JOIN articles a ON a.id = together.article_id
       JOIN brands b ON b.id = a.brand_id
      WHERE together.carts >= 2 AND ${FITS} AND ${DELIVERABLE}
      ORDER BY together.carts DESC, a.popularity DESC
      LIMIT ?5`,
  ).all(modelId, country, langNo, articleId, limit) as unknown as SuggestedArticleRow[];
}

/** Other articles of the same category that fit the vehicle: the alternatives to a spare part. */
export function alternativeArticles(db: Database, articleId: number, categoryId: number, modelId: number | null, country: string, langNo: number, limit: number): SuggestedArticleRow[] {
  return statement(
    db,
    `SELECT ${ARTICLE_COLUMNS}
       FROM articles a
       JOIN brands b ON b.id = a.brand_id
      WHERE a.category_id = ?4 AND a.id <> ?5 AND ${FITS} AND ${DELIVERABLE}
      ORDER BY a.popularity DESC, a.id
      LIMIT ?6`,
  ).all(modelId, country, langNo, categoryId, articleId, limit) as unknown as SuggestedArticleRow[];
}

/** The offer to show: from the preferred shop when it has one (no extra shipping), else the cheapest. */
export function bestOffer(db: Database, articleId: number, country: string, preferShopId: number | null): SuggestedOfferRow | undefined {
  return statement(
    db,
    `SELECT o.id AS offer_id, o.price_cents, s.id AS shop_id, s.name AS shop_name, s.slug AS shop_slug, s.rating AS shop_rating
       FROM offers o
       JOIN shops s ON s.id = o.shop_id
       JOIN shop_shipping sh ON sh.shop_id = o.shop_id AND sh.country = ?
      WHERE o.article_id = ? AND o.stock > 0
      ORDER BY o.shop_id = ? DESC, o.price_cents, s.rating DESC
      LIMIT 1`,
  ).get(country, articleId, preferShopId ?? -1) as SuggestedOfferRow | undefined;
}

export function modelKnown(db: Database, modelId: number): boolean {
  return statement(db, 'SELECT 1 FROM models WHERE id = ?').get(modelId) !== undefined;
}

/** Seed helper: pairs categories by their German titles; unknown titles are skipped. */
export function addComplement(db: Database, fromTitle: string, toTitle: string, weight: number): boolean {
  const result = statement(
    db,
    `INSERT OR IGNORE INTO category_complements (category_id, complement_id, weight)
     SELECT f.category_id, t.category_id, ? FROM category_texts f, category_texts t
      WHERE f.lang_no = 1 AND t.lang_no = 1 AND f.title = ? AND t.title = ? AND f.category_id <> t.category_id`,
  ).run(weight, fromTitle, toTitle);
  return Number(result.changes) > 0;
}
