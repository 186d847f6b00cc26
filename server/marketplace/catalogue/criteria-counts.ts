/**
 * The criteria filters of a listing with a count per value, as shops count them: each value's count
 * is the articles the listing would show with that value chosen, under every other chosen filter
 * (brand, vehicle, delivery country, stock and the other criteria) but not the other values of its
 * own criterion. Read from the index of migration 044: with no other filter, from its counts per
 * category; under one chosen criterion alone, from its pairs; else one grouped read per criterion
 * over the listing's articles. A listing that read its articles once (matched-articles.ts) passes
 * the counts it made.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { FILTER_KEYS, PROMOTED_VALUES } from './criteria';
import type { CriterionFilter } from './filters';
import { articleSource, namedBrandCounts, type ArticleQuery } from './repository';

export interface ValueCount { value: string; unit: string | null; count: number }
/** Per criterion, its values with their articles. */
export type CriteriaCounts = Map<string, ValueCount[]>;

/** Articles per criterion and value in the categories, from category_criteria_counts. */
export async function categoryCriteriaCounts(db: Db, categoryIds: number[]): Promise<CriteriaCounts> {
  const counts: CriteriaCounts = new Map();
  if (!categoryIds.length) return counts;
  const rows = await db
    .selectFrom('category_criteria_counts')
    .select((eb) => ['key', 'value', eb.fn.max('unit').as('unit'), eb.fn.sum<number>('articles').as('count')])
    .where('category_id', 'in', categoryIds)
    .where('key', 'in', [...FILTER_KEYS])
    .groupBy(['key', 'value'])
    .execute();
  for (const row of rows) {
    const list = counts.get(row.key) ?? [];
    list.push({ value: row.value, unit: row.unit ?? null, count: Number(row.count) });
    counts.set(row.key, list);
  }
  return counts;
}

/** The chosen criteria with the rarest first (it drives the read), by the category's counts. */
export function rarestFirst(chosen: CriterionFilter[], counts: CriteriaCounts): CriterionFilter[] {
  const articles = (criterion: CriterionFilter) =>
    (counts.get(criterion.key) ?? []).filter((v) => criterion.values.includes(v.value)).reduce((sum, v) => sum + v.count, 0);
  return [...chosen].sort((a, b) => articles(a) - articles(b));
}

/** Whether the listing has no filter besides criteria: then a criterion's counts are the category's. */
export function onlyCriteria(query: ArticleQuery): boolean {
  return query.vehicle === null && !query.brandIds?.length && !query.filters.brandIds.length && !query.filters.deliveryCountry && !query.filters.inStock && !query.criteria?.length;
}

/**
 * The listing's result count when one criterion is its only filter: its chosen values' articles,
 * from the category's counts (an article has one value of a criterion). null: to be counted.
 */
export function criteriaOnlyCount(query: ArticleQuery, counts: CriteriaCounts): number | null {
  const chosen = query.filters.criteria ?? [];
  if (chosen.length !== 1 || !onlyCriteria(query)) return null;
  const [{ key, values }] = chosen as [CriterionFilter];
  return (counts.get(key) ?? []).filter((v) => values.includes(v.value)).reduce((sum, v) => sum + v.count, 0);
}

/**
 * The brand counts when one criterion is the listing's only filter besides brands: the articles per
 * category, criterion, value and brand (migration 049), a few dozen rows instead of every article
 * of the chosen values. null: to be counted over the articles.
 */
export async function criterionBrandCounts(db: Db, query: ArticleQuery): Promise<{ id: number; name: string; count: number }[] | null> {
  const chosen = query.filters.criteria ?? [];
  if (chosen.length !== 1 || query.categoryIds === 'all' || query.vehicle !== null || query.criteria?.length || query.filters.deliveryCountry || query.filters.inStock) return null;
  if (!query.categoryIds.length) return [];
  const [{ key, values }] = chosen as [CriterionFilter];
  let rows = db
    .selectFrom('category_criteria_brands')
    .select((eb) => ['brand_id as id', eb.fn.sum<number>('articles').as('count')])
    .where('category_id', 'in', query.categoryIds)
    .where('key', '=', key)
    .where('value', 'in', values);
  // A brand's own listing counts that brand alone, as brandCounts does.
  if (query.brandIds?.length) rows = rows.where('brand_id', 'in', query.brandIds);
  const found = await rows.groupBy('brand_id').execute();
  return namedBrandCounts(db, found.map((row) => ({ id: row.id, count: Number(row.count) })).filter((row) => row.count > 0));
}

/** One criterion's values over the articles the query selects (an article read once, its value looked up). */
async function valueCounts(db: Db, query: ArticleQuery, key: string, units: Map<string, string | null>): Promise<ValueCount[]> {
  const from = articleSource(db, query);
  if (!from) return [];
  // A looked-up value per article, not a join: the planner cannot then read every article's value of the key.
  const values = from.select((eb) =>
    eb.selectFrom('article_criteria as c').select('c.value').whereRef('c.article_id', '=', 'a.id').where('c.key', '=', key).limit(1).as('v'),
  );
  const rows = await db
    .selectFrom(values.as('s'))
    .select((eb) => [sql<string>`${sql.ref('s.v')}`.as('value'), eb.fn.countAll<number>().as('count')])
    .where('s.v', 'is not', null)
    .groupBy('s.v')
    .execute();
  return rows.map((row) => ({ value: row.value, unit: units.get(row.value) ?? null, count: Number(row.count) }));
}

/** One criterion's values under one chosen other criterion, from category_criteria_pairs (an article has one value of a criterion, so its values' counts add up). */
async function pairCounts(db: Db, categoryIds: number[], chosen: CriterionFilter, key: string, units: Map<string, string | null>): Promise<ValueCount[]> {
  const rows = await db
    .selectFrom('category_criteria_pairs')
    .select((eb) => ['other_value as value', eb.fn.sum<number>('articles').as('count')])
    .where('category_id', 'in', categoryIds)
    .where('key', '=', chosen.key)
    .where('value', 'in', chosen.values)
    .where('other_key', '=', key)
    .groupBy('other_value')
    .execute();
  return rows.map((row) => ({ value: row.value, unit: units.get(row.value) ?? null, count: Number(row.count) }));
}

/**
 * The listing's criteria filters: each criterion its categories' articles carry, in FILTER_KEYS
 * order, with the counts described above. `categoryCounts` is categoryCriteriaCounts of the query's categories.
 */
export async function criteriaFacets(
  db: Db,
  query: ArticleQuery,
  categoryCounts: CriteriaCounts,
  counted: (key: string) => ValueCount[] | Promise<ValueCount[]> | null = () => null,
): Promise<{ key: string; values: ValueCount[] }[]> {
  const keys = FILTER_KEYS.filter((key) => categoryCounts.has(key));
  const chosen = query.filters.criteria ?? [];
  const plain = onlyCriteria(query);
  return Promise.all(
    keys.map(async (key) => {
      const others = chosen.filter((criterion) => criterion.key !== key);
      const base = categoryCounts.get(key)!;
      const units = new Map(base.map((v) => [v.value, v.unit]));
      const known = await counted(key);
      const found = known
        ? known
        : plain && !others.length
        ? base
        : plain && others.length === 1
          ? await pairCounts(db, query.categoryIds as number[], others[0]!, key, units)
          : await valueCounts(db, { ...query, filters: { ...query.filters, criteria: rarestFirst(others, categoryCounts) } }, key, units);
      const values = found.filter((v) => v.count > 0);
      // Chosen values stay (to be unchosen); promoted ones the categories carry stay offered, at 0 under other filters.
      const promoted = (PROMOTED_VALUES[key] ?? []).filter((value) => units.has(value));
      const wanted = [...(chosen.find((c) => c.key === key)?.values ?? []), ...promoted];
      for (const value of wanted) if (!values.some((v) => v.value === value)) values.push({ value, unit: units.get(value) ?? null, count: 0 });
      return { key, values };
    }),
  );
}
