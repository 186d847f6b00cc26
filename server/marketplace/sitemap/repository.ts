/**
 * Bulk lists for the sitemaps: every indexable catalogue entity in one query each, so a sitemap
 * needs a handful of calls instead of one per manufacturer and series.
 */
import type { Database } from '../db/connection';
import { all, get } from '../catalogue/statements';

export interface SitemapArticle {
  id: number;
  brandId: number;
  /** The brand segment of the article path (/{partSearch}/{brandSeoName}/{normNumber}). */
  brandSeoName: string;
  brandName: string;
  normNumber: string;
}

export function countArticles(db: Database): number {
  return get<{ n: number }>(db, 'SELECT count(*) AS n FROM articles')!.n;
}

/**
 * One page of articles: the `limit` articles after `offset` in id order. An article with the same
 * brand and norm number as an earlier one has the same URL and is left out, so a page may hold
 * fewer than `limit` entries, but pages never overlap and never shift.
 */
export function articlePage(db: Database, offset: number, limit: number): SitemapArticle[] {
  return all<SitemapArticle>(db, `SELECT a.id, a.brand_id AS brandId, b.seo_name AS brandSeoName, b.name AS brandName, a.norm_number AS normNumber
    FROM (SELECT id, brand_id, norm_number FROM articles ORDER BY id LIMIT ? OFFSET ?) a JOIN brands b ON b.id = a.brand_id
    WHERE NOT EXISTS (SELECT 1 FROM articles d WHERE d.norm_number = a.norm_number AND d.brand_id = a.brand_id AND d.id < a.id)
    ORDER BY a.id`, limit, offset);
}

/** Brands that have at least one article (a brand page without articles is a 404). */
export function brandsWithArticles(db: Database): { id: number; name: string; seoName: string }[] {
  return all(db, `SELECT b.id, b.name, b.seo_name AS seoName FROM brands b
    WHERE EXISTS (SELECT 1 FROM articles a WHERE a.brand_id = b.id) ORDER BY b.id`);
}

/** Category ids with their alias in one language; universal ones have their own path form. */
export function categoriesIn(db: Database, langNo: number): { id: number; seoAlias: string; isUniversal: boolean }[] {
  return all<{ id: number; seoAlias: string; isUniversal: number }>(db, `SELECT c.id, t.seo_alias AS seoAlias, c.is_universal AS isUniversal
    FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.lang_no = ? ORDER BY c.level, c.sort_order, c.id`, langNo)
    .map((row) => ({ id: row.id, seoAlias: row.seoAlias, isUniversal: row.isUniversal === 1 }));
}

/** Manufacturers and series pages that have series, and every model with its series slug (the canonical slugs of the vehicle pages). */
export function vehiclePages(db: Database) {
  return {
    manufacturers: all<{ id: number; seoName: string }>(db, `SELECT m.id, m.seo_name AS seoName FROM manufacturers m
      WHERE EXISTS (SELECT 1 FROM series s WHERE s.manufacturer_id = m.id) ORDER BY m.id`),
    seriesPages: all<{ id: number; slug: string }>(db, `SELECT p.id, p.slug FROM series_pages p
      WHERE EXISTS (SELECT 1 FROM series s WHERE s.series_page_id = p.id) ORDER BY p.id`),
    models: all<{ id: number; seriesSlug: string }>(db, 'SELECT m.id, s.slug AS seriesSlug FROM models m JOIN series s ON s.id = m.series_id ORDER BY m.id'),
  };
}

/** The vehicle or brand a listing page narrows a category to. */
export type ListingKind = 'manufacturer' | 'series' | 'model' | 'brand';
export const LISTING_KINDS: readonly ListingKind[] = ['manufacturer', 'series', 'model', 'brand'];

export interface SitemapListing {
  /** Manufacturer, series page, model or brand id. */
  id: number;
  /** Its slug in the page path: the manufacturer's or brand's SEO name, the series page's or the model's series slug. */
  slug: string;
  categoryId: number;
}

// Every category with each of its ancestors: a listing of a category holds the articles of all its leaves.
// Vehicle listings of universal categories do not exist (those pages have no vehicle), brand ones do.
const WITH_ANCESTORS = `WITH RECURSIVE up(cat, anc) AS (
    SELECT id, id FROM categories UNION ALL SELECT up.cat, c.parent_id FROM up JOIN categories c ON c.id = up.anc WHERE c.parent_id IS NOT NULL)`;

/** The (id, category) pairs with at least one article, per kind: the pages the shop links to that are not empty. */
const PAIRS: Record<ListingKind, string> = {
  model: `SELECT DISTINCT fl.model_id AS id, up.anc AS categoryId FROM fitment_listing fl JOIN up ON up.cat = fl.category_id
    JOIN categories ca ON ca.id = up.anc AND ca.is_universal = 0`,
  series: `SELECT DISTINCT m.series_page_id AS id, up.anc AS categoryId FROM fitment_listing fl JOIN models m ON m.id = fl.model_id
    JOIN up ON up.cat = fl.category_id JOIN categories ca ON ca.id = up.anc AND ca.is_universal = 0`,
  manufacturer: `SELECT DISTINCT m.manufacturer_id AS id, up.anc AS categoryId FROM fitment_listing fl JOIN models m ON m.id = fl.model_id
    JOIN up ON up.cat = fl.category_id JOIN categories ca ON ca.id = up.anc AND ca.is_universal = 0`,
  brand: 'SELECT DISTINCT cb.brand_id AS id, up.anc AS categoryId FROM category_brand_counts cb JOIN up ON up.cat = cb.category_id WHERE cb.articles > 0',
};

const SLUG: Record<ListingKind, string> = {
  model: 'SELECT s.slug FROM models m JOIN series s ON s.id = m.series_id WHERE m.id = p.id',
  series: 'SELECT slug FROM series_pages WHERE id = p.id',
  manufacturer: 'SELECT seo_name FROM manufacturers WHERE id = p.id',
  brand: 'SELECT seo_name FROM brands WHERE id = p.id',
};

export function countListings(db: Database, kind: ListingKind): number {
  return get<{ n: number }>(db, `${WITH_ANCESTORS} SELECT count(*) AS n FROM (${PAIRS[kind]})`)!.n;
}

/** One page of a kind's listings in (id, category) order: pages never overlap and never shift. */
export function listingPage(db: Database, kind: ListingKind, offset: number, limit: number): SitemapListing[] {
  return all<SitemapListing>(db, `${WITH_ANCESTORS} SELECT p.id, (${SLUG[kind]}) AS slug, p.categoryId
    FROM (${PAIRS[kind]} ORDER BY 1, 2 LIMIT ? OFFSET ?) p ORDER BY p.id, p.categoryId`, limit, offset);
}
