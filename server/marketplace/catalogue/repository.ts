/** Catalogue data: categories, the category tree and the article queries behind listings and search. */
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/connection';
import type { Schema } from '../db/schema';
import type { ListingFilters } from './filters';
import type { Category, CategorySummary as CategoryRef, ListingSort } from '../../../contract/index';

function categoryRows(db: Db, langNo: number) {
  return db
    .selectFrom('categories as c')
    .innerJoin('category_texts as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang_no', '=', langNo))
    .select([
      'c.id', 'c.parent_id as parentId', 'c.top_parent_id as topParentId', 'c.level', 'c.leaf_number as leafNumber',
      'c.is_universal as isUniversal', 'c.is_leaf as isLeaf', 'c.popularity', 'c.image_filename as imageFilename',
      't.title', 't.seo_alias as seoAlias', 't.seo_text as seoText', 't.description',
    ]);
}

type CategoryRow = Awaited<ReturnType<ReturnType<typeof categoryRows>['executeTakeFirstOrThrow']>>;

/**
 * A category with its parent, top parent and children. Lookups asked for in the same turn are read
 * together: the home page asks for every navigation category's details at once (some 300), and
 * four queries each would queue on PostgreSQL's connection pool for most of a second, past the web
 * tier's call timeout, where one batch of three queries answers them all.
 */
export function findCategory(db: Db, id: number, langNo: number): Promise<Category | null> {
  let batches = pendingCategoryBatches.get(db);
  if (!batches) pendingCategoryBatches.set(db, (batches = new Map()));
  let batch = batches.get(langNo);
  if (!batch) {
    const created: CategoryBatch = { ids: new Set(), answers: new Promise((resolve) => setImmediate(resolve)).then(() => {
      // Later lookups start a new batch: this one's ids are fixed once its read starts.
      if (batches.get(langNo) === created) batches.delete(langNo);
      return readCategories(db, [...created.ids], langNo);
    }) };
    batches.set(langNo, (batch = created));
  }
  batch.ids.add(id);
  // A copy per caller, as a lookup of its own gave: no two answers share an object.
  return batch.answers.then((answers) => {
    const answer = answers.get(id);
    return answer ? structuredClone(answer) : null;
  });
}

/** Several categories in the order asked, in one read; unknown ids are left out. */
export async function findCategories(db: Db, ids: number[], langNo: number): Promise<Category[]> {
  if (!ids.length) return [];
  const answers = await readCategories(db, ids, langNo);
  return ids.flatMap((id) => answers.get(id) ?? []);
}

interface CategoryBatch {
  ids: Set<number>;
  answers: Promise<Map<number, Category>>;
}

const pendingCategoryBatches = new WeakMap<Db, Map<number, CategoryBatch>>();

async function readCategories(db: Db, ids: number[], langNo: number): Promise<Map<number, Category>> {
  const rows = await categoryRows(db, langNo).where('c.id', 'in', ids).execute();
  const answers = new Map<number, Category>();
  if (!rows.length) return answers;
  const refIds = [...new Set(rows.flatMap((row) => (row.parentId === null ? [row.topParentId] : [row.parentId, row.topParentId])))];
  const [refs, children] = await Promise.all([
    db
      .selectFrom('category_texts')
      .select(['category_id as id', 'title', 'seo_alias as seoAlias'])
      .where('category_id', 'in', refIds)
      .where('lang_no', '=', langNo)
      .execute(),
    db
      .selectFrom('categories as c')
      .innerJoin('category_texts as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang_no', '=', langNo))
      .select(['c.parent_id as parentId', 'c.id', 't.title', 't.seo_alias as seoAlias'])
      .where('c.parent_id', 'in', rows.map((row) => row.id))
      .orderBy('c.sort_order')
      .orderBy('c.id')
      .execute(),
  ]);
  const refById = new Map(refs.map((ref) => [ref.id, ref]));
  const childrenOf = new Map<number, CategoryRef[]>();
  for (const { parentId, ...child } of children) {
    const list = childrenOf.get(parentId!) ?? [];
    list.push(child);
    childrenOf.set(parentId!, list);
  }
  const ref = (refId: number | null) => (refId === null ? null : (refById.get(refId) ?? null));
  for (const row of rows) {
    const parent = ref(row.parentId);
    const showParent = parent && parent.id !== 1 && parent.title !== row.title;
    answers.set(row.id, {
      id: row.id, urlId: row.id, leafNumber: row.leafNumber, title: row.title, displayTitle: showParent ? `${row.title} (${parent.title})` : row.title,
      seoAlias: row.seoAlias, imageFilename: row.imageFilename, level: row.level, isUniversal: row.isUniversal === 1, isLeaf: row.isLeaf === 1,
      popularity: row.popularity, parent, topParent: ref(row.topParentId)!, seoText: row.seoText, description: row.description,
      children: childrenOf.get(row.id) ?? [],
    });
  }
  return answers;
}

/** The whole tree in one language, for the navigation overlay. */
export async function categoryTree(db: Db, langNo: number): Promise<(CategoryRow & { children: CategoryRow[] })[]> {
  const rows = await categoryRows(db, langNo).orderBy('c.level').orderBy('c.sort_order').orderBy('c.id').execute();
  const byId = new Map(rows.map((r) => [r.id, { ...r, children: [] as CategoryRow[] }]));
  const roots: (CategoryRow & { children: CategoryRow[] })[] = [];
  for (const node of byId.values()) {
    if (node.parentId === null) roots.push(node);
    else byId.get(node.parentId)?.children.push(node);
  }
  return roots;
}

/** The leaves a listing of this category covers: itself when a leaf, else every leaf below it. */
export async function leafIdsOf(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('is_leaf', '=', 1)
    .where((eb) => eb.or([eb('id', '=', categoryId), eb('parent_id', '=', categoryId), eb('top_parent_id', '=', categoryId)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
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
  /** Attribute values every article must carry (as its criteria list them). */
  criteria?: { key: string; value: string }[];
  vehicle: VehicleContext;
  filters: ListingFilters;
  sort: ListingSort;
  offset: number;
  limit: number;
}

/** The rows a listing reads, under the name `a`: the articles table or a fitment_listing range. */
interface ArticleSource {
  a: { id: number; category_id: number; popularity: number; brand_id: number };
}
export type SourceQuery = SelectQueryBuilder<Schema & ArticleSource, 'a', object>;
type SourceExpressions = ExpressionBuilder<Schema & ArticleSource, 'a'>;

/**
 * The rows a query reads and its conditions. Listings narrowed to models read fitment_listing
 * (migration 006): one (model, category) range already in listing order, carrying popularity,
 * brand and filter values (050), so neither the articles table nor every article the model fits is touched; a make or
 * series page reads those ranges for each of its models. Other
 * listings read the articles table through its (category, popularity, id, brand) index.
 * null: the query cannot match anything (no model behind an HSN/TSN pair).
 */
export function articleSource(db: Db, query: ArticleQuery): SourceQuery | null {
  const v = query.vehicle;
  const categoryIds = query.categoryIds;
  const chosen = query.filters.criteria ?? [];
  // Criteria still to check once the rows are read (all of them unless one drives the read).
  let checked = chosen;
  let from: SourceQuery;
  if (chosen.length && v === null && categoryIds !== 'all') {
    // A chosen criterion drives the read (migration 044): its values' articles of the category,
    // already carrying popularity, brand and the article's other filter values (049), instead of
    // the whole category checked one by one. The caller puts the rarest criterion first.
    const [driver, ...rest] = chosen;
    checked = rest;
    const range = db
      .selectFrom('article_criteria')
      .select(['article_id as id', 'category_id', 'popularity', 'brand_id', 'filter_values'])
      .where('category_id', 'in', categoryIds)
      .where('key', '=', driver!.key)
      .where('value', 'in', driver!.values);
    from = db.selectFrom(range.as('a'));
  } else if (v?.kind === 'model') {
    if (!v.modelIds.length) return null;
    // Several models (one HSN/TSN pair): an article fitting two of them is still one result.
    let range = db
      .selectFrom('fitment_listing')
      .select(['article_id as id', 'category_id', 'popularity', 'brand_id', 'filter_values'])
      .where('model_id', 'in', v.modelIds);
    if (v.modelIds.length > 1) range = range.distinct();
    if (categoryIds !== 'all') range = range.where('category_id', 'in', categoryIds);
    from = db.selectFrom(range.as('a'));
  } else if ((v?.kind === 'manufacturer' || v?.kind === 'seriesPage') && categoryIds !== 'all') {
    // The make's (or series page's) models' ranges already merged (migration 091): one row per
    // article, in listing order.
    const columns = ['article_id as id', 'category_id', 'popularity', 'brand_id', 'filter_values'] as const;
    const range = v.kind === 'manufacturer'
      ? db.selectFrom('make_listing').select(columns).where('manufacturer_id', '=', v.id).where('category_id', 'in', categoryIds)
      : db.selectFrom('series_page_listing').select(columns).where('series_page_id', '=', v.id).where('category_id', 'in', categoryIds);
    from = db.selectFrom(range.as('a'));
  } else {
    from = db.selectFrom('articles as a');
    if (categoryIds !== 'all') from = from.where('a.category_id', 'in', categoryIds);
  }
  const brandIds = [...(query.brandIds ?? []), ...query.filters.brandIds];
  if (brandIds.length) from = from.where('a.brand_id', 'in', brandIds);
  if ((v?.kind === 'manufacturer' || v?.kind === 'seriesPage') && categoryIds === 'all') {
    const vehicle = v;
    from = from.where((eb) =>
      eb.exists(
        eb
          .selectFrom('fitment as f')
          .innerJoin('models as m', 'm.id', 'f.model_id')
          .select('f.article_id')
          .whereRef('f.article_id', '=', 'a.id')
          .where(vehicle.kind === 'manufacturer' ? 'm.manufacturer_id' : 'm.series_page_id', '=', vehicle.id),
      ),
    );
  }
  for (const { key, value } of query.criteria ?? []) {
    const written = `%${JSON.stringify({ key, value }).slice(1, -1)}%`;
    // The pattern behind a sub-select: PostgreSQL, seeing it, guessed a value rarer than it is and
    // scanned every article for it; unseen, it walks the category in popularity order and stops at a page.
    const pattern = sql<string>`(SELECT CAST(${written} AS text))`;
    from = from.where((eb) => eb.exists(eb.selectFrom('articles as c').select('c.id').whereRef('c.id', '=', 'a.id').where('c.criteria', 'like', pattern)));
  }
  for (const { key, values } of checked) {
    from = from.where((eb) =>
      eb.exists(eb.selectFrom('article_criteria as x').select('x.article_id').whereRef('x.article_id', '=', 'a.id').where('x.key', '=', key).where('x.value', 'in', values)),
    );
  }
  const country = query.filters.deliveryCountry;
  if (country) {
    from = from.where((eb) =>
      eb.exists(
        eb
          .selectFrom('offers as o')
          .innerJoin('shop_shipping as s', (join) => join.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', country))
          .select('o.id')
          .whereRef('o.article_id', '=', 'a.id'),
      ),
    );
  }
  if (query.filters.inStock) from = from.where((eb) => eb.exists(eb.selectFrom('offers as o').select('o.id').whereRef('o.article_id', '=', 'a.id').where('o.stock', '>', 0)));
  return from;
}

/**
 * Whether the rows articleSource reads carry each article's filter values as `a.filter_values`:
 * a chosen criterion's range (049) or a vehicle's fitment_listing ranges (050).
 */
export function sourceCarriesValues(query: ArticleQuery): boolean {
  const v = query.vehicle;
  if (v?.kind === 'model') return true;
  if (v !== null) return query.categoryIds !== 'all';
  return Boolean(query.filters.criteria?.length) && query.categoryIds !== 'all';
}

/**
 * Counts without vehicle, delivery-country or stock conditions come from category_brand_counts
 * (migration 006, kept exact by triggers): a few dozen rows instead of every article of a category.
 */
function countsTable(db: Db, query: ArticleQuery, brandIds: number[]) {
  if (query.vehicle || query.filters.deliveryCountry || query.filters.inStock || query.criteria?.length || query.filters.criteria?.length) return null;
  let counts = db.selectFrom('category_brand_counts');
  if (query.categoryIds !== 'all') counts = counts.where('category_id', 'in', query.categoryIds);
  if (brandIds.length) counts = counts.where('brand_id', 'in', brandIds);
  return counts;
}

/** The cheapest offer's price; articles without offers come first going up and last going down, as on SQLite. */
const cheapest = (eb: SourceExpressions) => eb.selectFrom('offers').select((o) => o.fn.min('price_cents').as('p')).whereRef('article_id', '=', 'a.id');

function ordered(from: SourceQuery, sort: ListingSort): SourceQuery {
  if (sort === 'price-asc') return from.orderBy((eb) => cheapest(eb), (ob) => ob.asc().nullsFirst()).orderBy('a.id');
  if (sort === 'price-desc') return from.orderBy((eb) => cheapest(eb), (ob) => ob.desc().nullsLast()).orderBy('a.id');
  return from.orderBy('a.popularity', 'desc').orderBy('a.id');
}

export async function countArticles(db: Db, query: ArticleQuery): Promise<number> {
  if (query.categoryIds !== 'all' && !query.categoryIds.length) return 0;
  const counted = countsTable(db, query, [...(query.brandIds ?? []), ...query.filters.brandIds]);
  if (counted) {
    const row = await counted.select((eb) => eb.fn.coalesce(eb.fn.sum<number>('articles'), eb.lit(0)).as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const from = articleSource(db, query);
  if (!from) return 0;
  const row = await from.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findArticleIds(db: Db, query: ArticleQuery): Promise<number[]> {
  if ((query.categoryIds !== 'all' && !query.categoryIds.length) || query.limit <= 0) return [];
  const from = articleSource(db, query);
  if (!from) return [];
  const rows = await ordered(from, query.sort).select('a.id').limit(query.limit).offset(query.offset).execute();
  return rows.map((r) => r.id);
}

/** Brand filter values with counts for the articles of a listing (without the brand filter itself). */
export async function brandCounts(db: Db, query: ArticleQuery): Promise<{ id: number; name: string; count: number }[]> {
  if (query.categoryIds !== 'all' && !query.categoryIds.length) return [];
  const unfiltered = { ...query, filters: { ...query.filters, brandIds: [] } };
  const counted = countsTable(db, unfiltered, query.brandIds ?? []);
  type BrandCount = SelectQueryBuilder<Schema, keyof Schema, { brandId: number; count: number }>;
  let grouped: BrandCount;
  if (counted) {
    grouped = counted.select((eb) => ['brand_id as brandId', eb.fn.sum<number>('articles').as('count')]).groupBy('brand_id');
  } else {
    const from = articleSource(db, unfiltered);
    if (!from) return [];
    // Group on +brand_id: otherwise SQLite walks the whole brand index to get the groups in order.
    const brand = sql<number>`+${sql.ref('a.brand_id')}`;
    grouped = from.select((eb) => [brand.as('brandId'), eb.fn.countAll<number>().as('count')]).groupBy(brand) as unknown as BrandCount;
  }
  const rows = await db
    .selectFrom(grouped.as('x'))
    .innerJoin('brands as b', 'b.id', 'x.brandId')
    .select(['b.id', 'b.name', 'x.count'])
    .$if(counted !== null, (q) => q.where('x.count', '>', 0))
    .orderBy('x.count', 'desc')
    .orderBy('b.name')
    .orderBy('b.id')
    .limit(50)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, count: Number(r.count) }));
}

/** Brand counts made in the process, named and ordered as brandCounts orders them (the database's collation for the names). */
export async function namedBrandCounts(db: Db, counts: { id: number; count: number }[]): Promise<{ id: number; name: string; count: number }[]> {
  if (!counts.length) return [];
  const brands = await db.selectFrom('brands').select(['id', 'name']).where('id', 'in', counts.map((c) => c.id)).orderBy('name').orderBy('id').execute();
  const rank = new Map(brands.map((b, i) => [b.id, i]));
  return counts
    .filter((c) => rank.has(c.id))
    .sort((a, b) => b.count - a.count || rank.get(a.id)! - rank.get(b.id)!)
    .slice(0, 50)
    .map((c) => ({ id: c.id, name: brands[rank.get(c.id)!]!.name, count: c.count }));
}

/** The types a pair is the car of: a pair naming its generation only fits no part until the shopper picks the engine. */
export async function modelIdsForKba(db: Db, hsn: string, tsn: string): Promise<number[]> {
  const rows = await db.selectFrom('kba').select('model_id as id').distinct().where('hsn', '=', hsn).where('tsn', '=', tsn).where('names_generation', '=', 0).orderBy('model_id').execute();
  return rows.map((r) => r.id);
}

export async function seriesSlugOfModel(db: Db, modelId: number): Promise<string | null> {
  return (await db.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').select('s.slug').where('m.id', '=', modelId).executeTakeFirst())?.slug ?? null;
}
