/**
 * Each criteria index row carries its article's filter values, and brands are counted per criterion
 * value (migration 049), kept by triggers: after an article's criteria, brand or category change, a
 * feed import and a delete, the stored values and counts equal those recounted from the index rows,
 * and listings read from them equal the database's own counts.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { categoryCriteriaCounts, rarestFirst } from '../../server/marketplace/catalogue/criteria-counts';
import { orderFilterValues } from '../../server/marketplace/catalogue/criteria';
import type { CriterionFilter } from '../../server/marketplace/catalogue/filters';
import { counted, countedOnce } from '../../server/marketplace/catalogue/listing';
import type { ArticleQuery } from '../../server/marketplace/catalogue/repository';
import { catalogueArticles, emptyShop, importBuffer } from '../feeds/helpers';
import { createSeededDatabase, categoryTitled } from '../support/seeded-db';

const SHOP = 1;
let db: Database;
beforeAll(() => {
  db = createSeededDatabase();
});
afterAll(async () => {
  await db.shut();
});

const leafOf = (title: string) => categoryTitled(db, title);

/** Bytewise, as both backends store them. */
const bytewise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Rows whose stored values differ from their article's rows, and brand counts that differ from a recount, in the categories. */
async function stale(categoryIds: number[]) {
  const rows = await db.kysely.selectFrom('article_criteria').select(['article_id', 'key', 'value', 'filter_values', 'brand_id', 'category_id']).where('category_id', 'in', categoryIds).execute();
  const entries = new Map<number, string[]>();
  for (const row of rows) entries.set(row.article_id, [...(entries.get(row.article_id) ?? []), `${row.key}=${row.value}`]);
  const wrong = rows.filter((row) => row.filter_values !== entries.get(row.article_id)!.sort(bytewise).join('\u001f')).map((row) => row.article_id);
  const recount = new Map<string, number>();
  for (const row of rows) {
    const key = [row.category_id, row.key, row.value, row.brand_id].join('|');
    recount.set(key, (recount.get(key) ?? 0) + 1);
  }
  const kept = await db.kysely.selectFrom('category_criteria_brands').selectAll().where('category_id', 'in', categoryIds).execute();
  const keptMap = new Map(kept.map((row) => [[row.category_id, row.key, row.value, row.brand_id].join('|'), Number(row.articles)]));
  const brandCounts = [...new Set([...recount.keys(), ...keptMap.keys()])].filter((key) => recount.get(key) !== keptMap.get(key));
  return { wrong: [...new Set(wrong)], brandCounts, rows: rows.length };
}

/** A listing's answer from one read and from the database's counts, made comparable. */
async function both(categoryId: number, criteria: CriterionFilter[], extra: { brandFilter?: number[]; inStock?: boolean } = {}) {
  const counts = await categoryCriteriaCounts(db.kysely, [categoryId]);
  const query: ArticleQuery = {
    categoryIds: [categoryId], vehicle: null, brandIds: [],
    filters: { brandIds: extra.brandFilter ?? [], deliveryCountry: null, inStock: extra.inStock ?? false, criteria: rarestFirst(criteria, counts) },
    sort: 'popularity', offset: 0, limit: 20,
  };
  const tidy = (c: Awaited<ReturnType<typeof counted>>) => ({ ...c, facets: c.facets.map((f) => ({ key: f.key, values: orderFilterValues(f.key, f.values) })) });
  const once = await countedOnce(db.kysely, query, counts);
  return { once: once && tidy(once), sql: tidy(await counted(db.kysely, query, counts)) };
}

describe('the filter values stored with the criteria index', () => {
  it('stay right after an article is written, changed, listed in a feed and removed', async () => {
    const oil = await leafOf('Motoröl');
    const discs = await leafOf('Bremsscheiben');
    const fresh = await stale([oil, discs]);
    expect(fresh.rows).toBeGreaterThan(100);
    expect(fresh).toMatchObject({ wrong: [], brandCounts: [] });

    const brands = (await db.kysely.selectFrom('brands').select('id').orderBy('id').limit(2).execute()).map((b) => b.id);
    const id = Number((await db.kysely.selectFrom('articles').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m) + 1;
    const criteria = (list: [string, string][]) => JSON.stringify(list.map(([key, value]) => ({ key, value })));
    const storedOf = async () => (await db.kysely.selectFrom('article_criteria').select('filter_values').where('article_id', '=', id).execute()).map((r) => r.filter_values);

    await db.kysely.insertInto('articles').values({ id, brand_id: brands[0]!, category_id: oil, article_number: 'FV 1', norm_number: 'FV1', popularity: 7,
      criteria: criteria([['volume', '5'], ['viscosity', '5W-30'], ['colour', 'amber']]) }).execute();
    expect(await storedOf()).toEqual(['viscosity=5W30\u001fvolume=5', 'viscosity=5W30\u001fvolume=5']);

    // Another grade and a third criterion: every row of the article says so.
    await db.kysely.updateTable('articles').set({ criteria: criteria([['viscosity', '0W-40'], ['volume', '4'], ['specification', 'VW 502 00']]) }).where('id', '=', id).execute();
    expect(await storedOf()).toEqual(Array(3).fill('specification=VW 502 00\u001fviscosity=0W40\u001fvolume=4'));
    await db.kysely.updateTable('articles').set({ brand_id: brands[1]! }).where('id', '=', id).execute();
    expect(await stale([oil])).toMatchObject({ wrong: [], brandCounts: [] });

    // Moved to the discs: the oil's counts lose it, the discs' gain it.
    await db.kysely.updateTable('articles').set({ category_id: discs, criteria: criteria([['fitting_position', 'front'], ['diameter', '288']]) }).where('id', '=', id).execute();
    expect(await storedOf()).toEqual(Array(2).fill('diameter=288\u001ffitting_position=front'));
    expect(await stale([oil, discs])).toMatchObject({ wrong: [], brandCounts: [] });

    // A feed lists the article and some discs: offers change, the stored values do not.
    await emptyShop(db, SHOP);
    const listed = (await catalogueArticles(db, 2000)).filter((a) => a.id % 3 === 0).slice(0, 200);
    const article = (await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['b.name', 'a.article_number']).where('a.id', '=', id).executeTakeFirstOrThrow());
    const feed = ['sku;brand;mpn;price;stock', `FV-1;${article.name};${article.article_number};12,00;3`, ...listed.map((a) => `K-${a.id};${a.brand};${a.number};10,00;2`)].join('\n');
    expect((await importBuffer(db, feed, { shopId: SHOP })).status).toBe('applied');
    expect(await stale([oil, discs])).toMatchObject({ wrong: [], brandCounts: [] });
    const front: CriterionFilter = { key: 'fitting_position', values: ['front'] };
    for (const { once, sql } of [
      await both(discs, [front, { key: 'diameter', values: ['288'] }]),
      await both(discs, [front, { key: 'diameter', values: ['288'] }], { inStock: true }),
      await both(discs, [front], { brandFilter: [brands[1]!] }),
      await both(oil, [{ key: 'viscosity', values: ['5W30'] }, { key: 'volume', values: ['5'] }]),
    ]) {
      expect(once).not.toBeNull();
      expect(once).toEqual(sql);
    }
    const underBrand = await both(discs, [front], { brandFilter: [brands[1]!] });
    expect(underBrand.sql.brands.find((b) => b.id === brands[1])!.count).toBeGreaterThanOrEqual(1);

    await db.kysely.deleteFrom('offers').where('article_id', '=', id).execute();
    await db.kysely.deleteFrom('articles').where('id', '=', id).execute();
    expect(await storedOf()).toEqual([]);
    expect(await stale([oil, discs])).toMatchObject({ wrong: [], brandCounts: [] });
    const empty = await db.kysely.selectFrom('category_criteria_brands').select('articles').where('articles', '<=', 0).execute();
    expect(empty).toEqual([]);
  });
});
