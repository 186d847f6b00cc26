/**
 * Bulk lists for the sitemaps: every indexable catalogue entity in one query each, so a sitemap
 * needs a handful of calls instead of one per manufacturer and series.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connection';
import { dataVersion } from '../db/data-version';
import type { Schema } from '../db/schema';

export interface SitemapArticle {
  id: number;
  brandId: number;
  /** The brand segment of the article path (/{partSearch}/{brandSeoName}/{normNumber}). */
  brandSeoName: string;
  brandName: string;
  normNumber: string;
}

export async function countArticles(db: Db): Promise<number> {
  return Number((await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

/**
 * One page of articles: the `limit` articles after `offset` in id order. An article with the same
 * brand and norm number as an earlier one has the same URL and is left out, so a page may hold
 * fewer than `limit` entries, but pages never overlap and never shift.
 */
export async function articlePage(db: Db, offset: number, limit: number): Promise<SitemapArticle[]> {
  const page = db.selectFrom('articles').select(['id', 'brand_id', 'norm_number']).orderBy('id').limit(limit).offset(offset);
  return db
    .selectFrom(page.as('a'))
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'a.brand_id as brandId', 'b.seo_name as brandSeoName', 'b.name as brandName', 'a.norm_number as normNumber'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('articles as d')
            .select('d.id')
            .whereRef('d.norm_number', '=', 'a.norm_number')
            .whereRef('d.brand_id', '=', 'a.brand_id')
            .whereRef('d.id', '<', 'a.id'),
        ),
      ),
    )
    .orderBy('a.id')
    .execute();
}

/** Brands that have at least one article (a brand page without articles is a 404). */
export async function brandsWithArticles(db: Db): Promise<{ id: number; name: string; seoName: string }[]> {
  return db
    .selectFrom('brands as b')
    .select(['b.id', 'b.name', 'b.seo_name as seoName'])
    .where((eb) => eb.exists(eb.selectFrom('articles as a').select('a.id').whereRef('a.brand_id', '=', 'b.id')))
    .orderBy('b.id')
    .execute();
}

/** Category ids with their alias in one language; universal ones have their own path form. */
export async function categoriesIn(db: Db, langNo: number): Promise<{ id: number; seoAlias: string; isUniversal: boolean }[]> {
  const rows = await db
    .selectFrom('categories as c')
    .innerJoin('category_texts as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang_no', '=', langNo))
    .select(['c.id', 't.seo_alias as seoAlias', 'c.is_universal as isUniversal'])
    .orderBy('c.level')
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({ id: row.id, seoAlias: row.seoAlias, isUniversal: row.isUniversal === 1 }));
}

/** Manufacturers and series pages that have series, and every model with its series slug (the canonical slugs of the vehicle pages). */
export async function vehiclePages(db: Db) {
  const [manufacturers, seriesPages, models] = await Promise.all([
    db
      .selectFrom('manufacturers as m')
      .select(['m.id', 'm.seo_name as seoName'])
      .where((eb) => eb.exists(eb.selectFrom('series as s').select('s.id').whereRef('s.manufacturer_id', '=', 'm.id')))
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('series_pages as p')
      .select(['p.id', 'p.slug'])
      .where((eb) => eb.exists(eb.selectFrom('series as s').select('s.id').whereRef('s.series_page_id', '=', 'p.id')))
      .orderBy('p.id')
      .execute(),
    db.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').select(['m.id', 's.slug as seriesSlug']).orderBy('m.id').execute(),
  ]);
  return { manufacturers, seriesPages, models };
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

/** Every category with each of its ancestors: a listing of a category holds the articles of all its leaves. */
function withAncestors(db: Db) {
  return db.withRecursive('up(cat, anc)', (qb) =>
    qb
      .selectFrom('categories')
      .select(['id as cat', 'id as anc'])
      .unionAll(
        qb
          .selectFrom('up')
          .innerJoin('categories as c', 'c.id', 'up.anc')
          .select(['up.cat', 'c.parent_id as anc'])
          .where('c.parent_id', 'is not', null)
          .$narrowType<{ anc: number }>(),
      ),
  );
}

/**
 * The (id, category) pairs with at least one article, per kind: the pages the shop links to that
 * are not empty. Vehicle listings of universal categories do not exist (those pages have no
 * vehicle), brand ones do.
 */
type Pairs = SelectQueryBuilder<Schema, keyof Schema, { id: number; categoryId: number }>;

function pairs(db: Db, kind: ListingKind): Pairs {
  return pairsOfKind(db, kind) as unknown as Pairs;
}

function pairsOfKind(db: Db, kind: ListingKind) {
  const up = withAncestors(db);
  if (kind === 'brand') {
    return up
      .selectFrom('category_brand_counts as cb')
      .innerJoin('up', 'up.cat', 'cb.category_id')
      .select(['cb.brand_id as id', 'up.anc as categoryId'])
      .distinct()
      .where('cb.articles', '>', 0);
  }
  if (kind === 'model') {
    return up
      .selectFrom('fitment_listing as fl')
      .innerJoin('up', 'up.cat', 'fl.category_id')
      .innerJoin('categories as ca', (join) => join.onRef('ca.id', '=', 'up.anc').on('ca.is_universal', '=', 0))
      .select(['fl.model_id as id', 'up.anc as categoryId'])
      .distinct();
  }
  return up
    .selectFrom('fitment_listing as fl')
    .innerJoin('models as m', 'm.id', 'fl.model_id')
    .innerJoin('up', 'up.cat', 'fl.category_id')
    .innerJoin('categories as ca', (join) => join.onRef('ca.id', '=', 'up.anc').on('ca.is_universal', '=', 0))
    .select([kind === 'series' ? 'm.series_page_id as id' : 'm.manufacturer_id as id', 'up.anc as categoryId'])
    .distinct();
}

/**
 * Each kind's count, kept while the database stays as it was: every listing file of every edition
 * asks for it beside its page, and working out the pairs is the whole cost of counting them.
 */
const keptCounts = new WeakMap<Db, Map<ListingKind, { version: string; total: number }>>();

export async function countListings(db: Db, kind: ListingKind): Promise<number> {
  let kept = keptCounts.get(db);
  if (!kept) keptCounts.set(db, (kept = new Map()));
  // Read before the rows: a change committed in between shows as another version next time.
  const version = await dataVersion(db);
  const entry = kept.get(kind);
  if (entry?.version === version) return entry.total;
  const row = await db.selectFrom(pairs(db, kind).as('p')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(row.n);
  kept.set(kind, { version, total });
  return total;
}

/** One page of a kind's listings in (id, category) order: pages never overlap and never shift. */
export async function listingPage(db: Db, kind: ListingKind, offset: number, limit: number): Promise<SitemapListing[]> {
  const page = pairs(db, kind).orderBy('id').orderBy('categoryId').limit(limit).offset(offset);
  const rows = await db
    .selectFrom(page.as('p'))
    .select((eb) => [
      'p.id',
      'p.categoryId',
      (kind === 'model'
        ? eb.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').select('s.slug').whereRef('m.id', '=', 'p.id')
        : kind === 'series'
          ? eb.selectFrom('series_pages').select('slug').whereRef('id', '=', 'p.id')
          : kind === 'manufacturer'
            ? eb.selectFrom('manufacturers').select('seo_name as slug').whereRef('id', '=', 'p.id')
            : eb.selectFrom('brands').select('seo_name as slug').whereRef('id', '=', 'p.id')
      ).as('slug'),
    ])
    .orderBy('p.id')
    .orderBy('p.categoryId')
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug ?? '', categoryId: row.categoryId }));
}
