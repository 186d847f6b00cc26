/**
 * A listing's result count, page and counts from one read of its articles, when the indexes' counts
 * cannot answer (two criteria, a brand or a vehicle beside a criterion): each count re-read the
 * matched articles, several thousand at 1,000,000 articles. Here they are read once, each with its
 * popularity, brand and filter values, and counted in the process. Every criterion's count is over
 * the articles matching all chosen filters but that criterion, so the read covers the vehicle's
 * articles (under a vehicle) or else those of the rarest chosen criterion, the other criteria tested
 * here; that criterion's own counts come from the pairs or the index, the brand counts under a brand
 * filter from SQL. The read is bounded: past MAX_READ articles the caller counts in SQL as before.
 * Driven by a criterion, or under a vehicle, the values come with the range's rows (migrations 049
 * and 050); PostgreSQL, driven by a criterion or under a model, sends each combination of brand and
 * values once, with its number of articles; under a make or series page it sends the articles, as
 * SQLite reads them (the page then comes from the read, not from a second pass over the ranges).
 */
import { sql } from 'kysely';
import { backendOf, type Db } from '../db/connection';
import type { CriteriaCounts, ValueCount } from './criteria-counts';
import type { CriterionFilter } from './filters';
import { articleSource, sourceCarriesValues, type ArticleQuery } from './repository';

/** Articles read at most. */
export const MAX_READ = 6000;

/** An article read, or (`grouped`) a combination of brand and values with its `count` of articles. */
export interface MatchedArticle { id: number; popularity: number; brandId: number; values: (string | null)[]; count: number }

export interface MatchedRead {
  /** The articles read, with the values of `keys` in that order. */
  articles: MatchedArticle[];
  keys: string[];
  /** The chosen criterion the read is narrowed to; null: none (a vehicle's articles, or no criterion chosen). */
  driver: string | null;
  /** Combinations counted instead of articles: no page from the read. */
  grouped: boolean;
}

/** The chosen criterion with the fewest articles in the categories. */
function rarestCriterion(query: ArticleQuery, counts: CriteriaCounts): string | null {
  const sizes: [string, number][] = (query.filters.criteria ?? []).map(({ key, values }) => [
    key,
    (counts.get(key) ?? []).filter((v) => values.includes(v.value)).reduce((sum, v) => sum + v.count, 0),
  ]);
  sizes.sort((a, b) => a[1] - b[1]);
  return sizes[0]?.[0] ?? null;
}

const SEPARATOR = String.fromCharCode(31);

/** Stored texts taken apart, per list of keys (one list per read: the cache lives as long as the read). */
const parsed = new WeakMap<string[], Map<string, (string | null)[]>>();

/**
 * The articles a listing counts, or null when there are more than MAX_READ of them or the listing
 * cannot match. `keys`: the criteria whose values to read with each article; `counts`: the categories' counts.
 */
export async function readMatched(db: Db, query: ArticleQuery, keys: string[], counts: CriteriaCounts): Promise<MatchedRead | null> {
  const driver = query.vehicle === null ? rarestCriterion(query, counts) : null;
  const criteria = (query.filters.criteria ?? []).filter((criterion) => criterion.key === driver);
  const read: ArticleQuery = { ...query, filters: { ...query.filters, criteria } };
  const from = articleSource(db, read);
  if (!from) return null;
  // An article's values as one text, its index entries read in one step: a row per value costs
  // the process more than the database's step.
  const pair = sql`${sql.ref('c.key')} || '=' || ${sql.ref('c.value')}`;
  const postgres = backendOf(db) === 'postgres';
  const joined = postgres ? sql<string | null>`string_agg(${pair}, chr(31))` : sql<string | null>`group_concat(${pair}, char(31))`;
  // SQLite would seek each key on its own; its entries are next to each other under the article.
  const key = postgres ? sql.ref('c.key') : sql`+${sql.ref('c.key')}`;
  // Read from a criterion's or a vehicle's range, each row carries the article's values (migrations 049, 050): no look-up.
  const carried = sourceCarriesValues(read);
  const stored = sql<string | null>`${sql.ref('a.filter_values')}`;
  if (postgres && (driver !== null || query.vehicle?.kind === 'model')) {
    // PostgreSQL sends each combination of brand and values once with its articles: the counts need
    // no more, the page comes from SQL, and rows sent cost the web tier more than its own read.
    // Without a bound: however many articles, the rows are the kind's combinations.
    // Grouped bytewise: the database's collation made the sort most of the read.
    const bytewise = sql<string | null>`${stored} COLLATE "C"`;
    const groups = await from
      .select((eb) => ['a.brand_id as brandId', bytewise.as('values'), eb.fn.countAll<number>().as('n')])
      .groupBy([sql.ref('a.brand_id'), bytewise])
      .execute();
    return { articles: groups.map((g) => ({ id: 0, popularity: 0, brandId: g.brandId, values: valuesOf(keys, g.values), count: Number(g.n) })), keys, driver, grouped: true };
  }
  const rows = await from
    .select((eb) => [
      'a.id',
      'a.popularity',
      'a.brand_id as brandId',
      carried
        ? stored.as('values')
        : eb.selectFrom('article_criteria as c').select(joined.as('v')).whereRef('c.article_id', '=', 'a.id').where(key, 'in', keys).as('values'),
    ])
    .limit(MAX_READ + 1)
    .execute();
  if (rows.length > MAX_READ) return null;
  const articles = rows.map((row) => ({ id: row.id, popularity: Number(row.popularity), brandId: row.brandId, values: valuesOf(keys, row.values), count: 1 }));
  return { articles, keys, driver, grouped: false };
}

/**
 * The values of `keys` in a stored text. Articles of a kind repeat the same few combinations of
 * values: each text is taken apart once and its values shared (read-only) by the articles carrying it.
 */
function valuesOf(keys: string[], text: string | null): (string | null)[] {
  let cache = parsed.get(keys);
  if (!cache) parsed.set(keys, (cache = new Map()));
  let values = cache.get(text ?? '');
  if (values) return values;
  values = keys.map(() => null);
  for (const entry of (text ?? '').split(SEPARATOR)) {
    const at = entry.indexOf('=');
    const i = at < 0 ? -1 : keys.indexOf(entry.slice(0, at));
    // An article has one value of a criterion; the first read stands.
    if (i >= 0 && values[i] === null) values[i] = entry.slice(at + 1);
  }
  cache.set(text ?? '', values);
  return values;
}

/** A test of an article against a chosen criterion. */
interface Dimension { key: string; pass: (article: MatchedArticle) => boolean }

function dimensions(read: MatchedRead, chosen: CriterionFilter[]): Dimension[] {
  const dims: Dimension[] = [];
  for (const { key, values } of chosen) {
    const i = read.keys.indexOf(key);
    dims.push({ key, pass: (a) => { const v = a.values[i]; return v !== null && v !== undefined && values.includes(v); } });
  }
  return dims;
}

/** The articles passing every dimension but `except`'s. */
function passingBut(read: MatchedRead, dims: Dimension[], except: string | null): MatchedArticle[] {
  const tests = dims.filter((d) => d.key !== except);
  return tests.length ? read.articles.filter((a) => tests.every((d) => d.pass(a))) : read.articles;
}

export interface MatchedCounts {
  resultCount: number;
  /** The page's ids in popularity order; null when the read was grouped. */
  page: ((offset: number, limit: number) => number[]) | null;
  /** Brand id and articles, null when the brand counts need SQL. */
  brands: { id: number; count: number }[] | null;
  /** A criterion's counts, null when they need the pairs or SQL. */
  criterion: (key: string) => ValueCount[] | Promise<ValueCount[]> | null;
}

function countBy<T>(articles: MatchedArticle[], of: (a: MatchedArticle) => T | null): Map<T, number> {
  const counts = new Map<T, number>();
  for (const a of articles) {
    const v = of(a);
    if (v !== null) counts.set(v, (counts.get(v) ?? 0) + a.count);
  }
  return counts;
}

/**
 * A criterion's counts when a brand filter is the listing's only other filter: from the articles
 * per criterion, value and brand (migration 049), without reading an article.
 */
async function underBrands(db: Db, query: ArticleQuery, key: string, units: Map<string, string | null>): Promise<ValueCount[]> {
  const rows = await db
    .selectFrom('category_criteria_brands')
    .select((eb) => ['value', eb.fn.sum<number>('articles').as('count')])
    .where('category_id', 'in', query.categoryIds as number[])
    .where('key', '=', key)
    .where('brand_id', 'in', [...(query.brandIds ?? []), ...query.filters.brandIds])
    .groupBy('value')
    .execute();
  return rows.map((row) => ({ value: row.value, unit: units.get(row.value) ?? null, count: Number(row.count) }));
}

/** What the read answers of the listing; `categoryCounts` gives each value's unit. */
export function countMatched(db: Db, read: MatchedRead, query: ArticleQuery, categoryCounts: CriteriaCounts): MatchedCounts {
  const chosen = query.filters.criteria ?? [];
  const dims = dimensions(read, chosen);
  const matched = passingBut(read, dims, null);
  // The driver's own counts lie beyond the read (over the articles matching the other filters), as
  // do the brand counts under a brand filter (the read keeps to the chosen brands).
  const answersFor = (key: string) => (key === 'brand' ? !query.filters.brandIds.length : key !== read.driver);
  const brandsAlone = chosen.length === 1 && query.categoryIds !== 'all' && query.vehicle === null && !query.criteria?.length
    && !query.filters.deliveryCountry && !query.filters.inStock && (query.brandIds?.length ?? 0) + query.filters.brandIds.length > 0;
  let sorted: MatchedArticle[] | null = null;
  return {
    resultCount: matched.reduce((sum, a) => sum + a.count, 0),
    page: read.grouped ? null : (offset, limit) => {
      sorted ??= [...matched].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
      return sorted.slice(offset, offset + limit).map((a) => a.id);
    },
    brands: answersFor('brand') ? [...countBy(matched, (a) => a.brandId)].map(([id, count]) => ({ id, count })) : null,
    criterion: (key) => {
      const i = read.keys.indexOf(key);
      const units = new Map((categoryCounts.get(key) ?? []).map((v) => [v.value, v.unit]));
      if (key === read.driver && brandsAlone) return underBrands(db, query, key, units);
      if (i < 0 || !answersFor(key)) return null;
      return [...countBy(passingBut(read, dims, key), (a) => a.values[i] ?? null)].map(([value, count]) => ({ value, unit: units.get(value) ?? null, count }));
    },
  };
}
