/** Category tree and the article queries behind listings and search. */
import type { Database } from '../db/connection';
import type { ListingFilters } from './filters';
import { all, get, placeholders } from './statements';
import type { Category, CategoryRef, ListingSort } from './types';

interface CategoryRow {
  id: number; parentId: number | null; topParentId: number; level: number; leafNumber: number; isUniversal: number; isLeaf: number;
  popularity: number; imageFilename: string | null; title: string; seoAlias: string; seoText: string | null; description: string | null;
}
const CATEGORY = `SELECT c.id, c.parent_id AS parentId, c.top_parent_id AS topParentId, c.level, c.leaf_number AS leafNumber,
  c.is_universal AS isUniversal, c.is_leaf AS isLeaf, c.popularity, c.image_filename AS imageFilename,
  t.title, t.seo_alias AS seoAlias, t.seo_text AS seoText, t.description
  FROM categories c JOIN category_texts t ON t.category_id = c.id AND t.lang_no = ?`;

export function categoryRef(db: Database, id: number, langNo: number): CategoryRef | null {
  return get<CategoryRef>(db, 'SELECT category_id AS id, title, seo_alias AS seoAlias FROM category_texts WHERE category_id = ? AND lang_no = ?', id, langNo) ?? null;
}

export function findCategory(db: Database, id: number, langNo: number): Category | null {
  const row = get<CategoryRow>(db, `${CATEGORY} WHERE c.id = ?`, langNo, id);
  if (!row) return null;
  const parent = row.parentId === null ? null : categoryRef(db, row.parentId, langNo);
  const children = all<CategoryRef>(db, `SELECT c.id, t.title, t.seo_alias AS seoAlias FROM categories c
    JOIN category_texts t ON t.category_id = c.id AND t.lang_no = ? WHERE c.parent_id = ? ORDER BY c.sort_order`, langNo, id);
  const showParent = parent && parent.id !== 1 && parent.title !== row.title;
  return {
    id: row.id, urlId: row.id, leafNumber: row.leafNumber, title: row.title, displayTitle: showParent ? `${row.title} (${parent.title})` : row.title,
    seoAlias: row.seoAlias, imageFilename: row.imageFilename, level: row.level, isUniversal: row.isUniversal === 1, isLeaf: row.isLeaf === 1,
    popularity: row.popularity, parent, topParent: categoryRef(db, row.topParentId, langNo)!, seoText: row.seoText, description: row.description, children,
  };
}

/** The whole tree in one language, for the navigation overlay. */
export function categoryTree(db: Database, langNo: number): (CategoryRow & { children: CategoryRow[] })[] {
  const rows = all<CategoryRow>(db, `${CATEGORY} ORDER BY c.level, c.sort_order`, langNo);
  const byId = new Map(rows.map((r) => [r.id, { ...r, children: [] as CategoryRow[] }]));
  const roots: (CategoryRow & { children: CategoryRow[] })[] = [];
  for (const node of byId.values()) {
    if (node.parentId === null) roots.push(node);
    else byId.get(node.parentId)?.children.push(node);
  }
  return roots;
}

/** The leaves a listing of this category covers: itself when a leaf, else every leaf below it. */
export function leafIdsOf(db: Database, categoryId: number): number[] {
  return all<{ id: number }>(db, `SELECT id FROM categories WHERE is_leaf = 1 AND (id = ?1 OR parent_id = ?1 OR top_parent_id = ?1) ORDER BY id`, categoryId).map((r) => r.id);
}

/** Vehicle context a listing is narrowed to (universal categories ignore it). */
export type VehicleContext =
  | { kind: 'model'; modelIds: number[] }
  | { kind: 'manufacturer'; id: number }
  | { kind: 'seriesPage'; id: number }
  | null;

export interface ArticleQuery {
  /** 'all': no category restriction (e.g. a brand-only search). */
  categoryIds: number[] | 'all';
  brandIds?: number[];
  vehicle: VehicleContext;
  filters: ListingFilters;
  sort: ListingSort;
  offset: number;
  limit: number;
}

/**
 * The rows a query reads and its conditions. Listings narrowed to models read fitment_listing
 * (migration 006): one (model, category) range already in listing order, carrying popularity and
 * brand, so neither the articles table nor every article the model fits is touched; a make or
 * series page reads those ranges for each of its models. Other
 * listings read the articles table through its (category, popularity, id, brand) index.
 */
function querySql(query: ArticleQuery): { from: string; where: string; params: (number | string)[] } {
  const parts: string[] = [];
  const params: (number | string)[] = [];
  let from = 'articles a';
  const v = query.vehicle;
  if (v?.kind === 'model') {
    const categories = query.categoryIds === 'all' ? '' : ` AND category_id IN (${placeholders(query.categoryIds.length)})`;
    // Several models (one HSN/TSN pair): an article fitting two of them is still one result.
    from = `(SELECT ${v.modelIds.length > 1 ? 'DISTINCT ' : ''}article_id AS id, category_id, popularity, brand_id FROM fitment_listing
      WHERE model_id IN (${placeholders(v.modelIds.length)})${categories}) a`;
    params.push(...v.modelIds, ...(query.categoryIds === 'all' ? [] : query.categoryIds));
  } else if ((v?.kind === 'manufacturer' || v?.kind === 'seriesPage') && query.categoryIds !== 'all') {
    // The make's (or series page's) models, each one fitment_listing range per category; an
    // article fitting several of the models is one result.
    from = `(SELECT DISTINCT x.article_id AS id, x.category_id, x.popularity, x.brand_id FROM models m
      CROSS JOIN fitment_listing x ON x.model_id = m.id AND x.category_id IN (${placeholders(query.categoryIds.length)})
      WHERE m.${v.kind === 'manufacturer' ? 'manufacturer_id' : 'series_page_id'} = ?) a`;
    params.push(...query.categoryIds, v.id);
  } else if (query.categoryIds !== 'all') {
    parts.push(`a.category_id IN (${placeholders(query.categoryIds.length)})`);
    params.push(...query.categoryIds);
  }
  const brandIds = [...(query.brandIds ?? []), ...query.filters.brandIds];
  if (brandIds.length) {
    parts.push(`a.brand_id IN (${placeholders(brandIds.length)})`);
    params.push(...brandIds);
  }
  if (v?.kind === 'manufacturer' && query.categoryIds === 'all') {
    parts.push('EXISTS (SELECT 1 FROM fitment f JOIN models m ON m.id = f.model_id WHERE f.article_id = a.id AND m.manufacturer_id = ?)');
    params.push(v.id);
  } else if (v?.kind === 'seriesPage' && query.categoryIds === 'all') {
    parts.push('EXISTS (SELECT 1 FROM fitment f JOIN models m ON m.id = f.model_id WHERE f.article_id = a.id AND m.series_page_id = ?)');
    params.push(v.id);
  }
  if (query.filters.deliveryCountry) {
    parts.push('EXISTS (SELECT 1 FROM offers o JOIN shop_shipping s ON s.shop_id = o.shop_id AND s.country = ? WHERE o.article_id = a.id)');
    params.push(query.filters.deliveryCountry);
  }
  if (query.filters.inStock) parts.push('EXISTS (SELECT 1 FROM offers o WHERE o.article_id = a.id AND o.stock > 0)');
  return { from, where: parts.length ? parts.join(' AND ') : '1', params };
}

/**
 * Counts without vehicle, delivery-country or stock conditions come from category_brand_counts
 * (migration 006, kept exact by triggers): a few dozen rows instead of every article of a category.
 */
function countsTableSql(query: ArticleQuery, brandIds: number[]): { where: string; params: number[] } | null {
  if (query.vehicle || query.filters.deliveryCountry || query.filters.inStock) return null;
  const parts: string[] = [];
  const params: number[] = [];
  if (query.categoryIds !== 'all') {
    parts.push(`category_id IN (${placeholders(query.categoryIds.length)})`);
    params.push(...query.categoryIds);
  }
  if (brandIds.length) {
    parts.push(`brand_id IN (${placeholders(brandIds.length)})`);
    params.push(...brandIds);
  }
  return { where: parts.length ? parts.join(' AND ') : '1', params };
}

const ORDER: Record<ListingSort, string> = {
  popularity: 'a.popularity DESC, a.id',
  relevance: 'a.popularity DESC, a.id',
  'price-asc': '(SELECT min(price_cents) FROM offers WHERE article_id = a.id) ASC, a.id',
  'price-desc': '(SELECT min(price_cents) FROM offers WHERE article_id = a.id) DESC, a.id',
};

export function countArticles(db: Database, query: ArticleQuery): number {
  if (query.categoryIds !== 'all' && !query.categoryIds.length) return 0;
  const counted = countsTableSql(query, [...(query.brandIds ?? []), ...query.filters.brandIds]);
  if (counted) return get<{ n: number }>(db, `SELECT coalesce(sum(articles), 0) AS n FROM category_brand_counts WHERE ${counted.where}`, ...counted.params)!.n;
  const { from, where, params } = querySql(query);
  return get<{ n: number }>(db, `SELECT count(*) AS n FROM ${from} WHERE ${where}`, ...params)!.n;
}

export function findArticleIds(db: Database, query: ArticleQuery): number[] {
  if ((query.categoryIds !== 'all' && !query.categoryIds.length) || query.limit <= 0) return [];
  const { from, where, params } = querySql(query);
  return all<{ id: number }>(db, `SELECT a.id FROM ${from} WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ? OFFSET ?`, ...params, query.limit, query.offset).map((r) => r.id);
}

/** Brand filter values with counts for the articles of a listing (without the brand filter itself). */
export function brandCounts(db: Database, query: ArticleQuery): { id: number; name: string; count: number }[] {
  if (query.categoryIds !== 'all' && !query.categoryIds.length) return [];
  const unfiltered = { ...query, filters: { ...query.filters, brandIds: [] } };
  const counted = countsTableSql(unfiltered, query.brandIds ?? []);
  if (counted) {
    return all(db, `SELECT b.id, b.name, x.count FROM (SELECT brand_id AS brandId, sum(articles) AS count FROM category_brand_counts WHERE ${counted.where} GROUP BY brand_id) x
      JOIN brands b ON b.id = x.brandId WHERE x.count > 0 ORDER BY x.count DESC, b.name LIMIT 50`, ...counted.params);
  }
  const { from, where, params } = querySql(unfiltered);
  // Group on +brand_id: otherwise SQLite walks the whole brand index to get the groups in order.
  return all(db, `SELECT b.id, b.name, x.count FROM (SELECT +a.brand_id AS brandId, count(*) AS count FROM ${from} WHERE ${where} GROUP BY +a.brand_id) x
    JOIN brands b ON b.id = x.brandId ORDER BY x.count DESC, b.name LIMIT 50`, ...params);
}

export function modelIdsForKba(db: Database, hsn: string, tsn: string): number[] {
  return all<{ id: number }>(db, 'SELECT DISTINCT model_id AS id FROM kba WHERE hsn = ? AND tsn = ?', hsn, tsn).map((r) => r.id);
}

export function exists(db: Database, table: 'manufacturers' | 'series_pages' | 'models' | 'brands', id: number): boolean {
  return get(db, `SELECT 1 AS found FROM ${table} WHERE id = ?`, id) !== undefined;
}

export function seriesSlugOfModel(db: Database, modelId: number): string | null {
  return get<{ slug: string }>(db, 'SELECT s.slug FROM models m JOIN series s ON s.id = m.series_id WHERE m.id = ?', modelId)?.slug ?? null;
}
