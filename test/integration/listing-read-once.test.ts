/**
 * Listings under two criteria, a brand or a vehicle beside a criterion count from one read of their
 * articles; each answer must equal the one the database's own counts give.
 */
import type { Database } from '../../server/marketplace/db/connection';
import { categoryCriteriaCounts, rarestFirst } from '../../server/marketplace/catalogue/criteria-counts';
import { orderFilterValues } from '../../server/marketplace/catalogue/criteria';
import { counted, countedOnce } from '../../server/marketplace/catalogue/listing';
import type { ArticleQuery } from '../../server/marketplace/catalogue/repository';
import type { CriterionFilter } from '../../server/marketplace/catalogue/filters';
import { createSeededDatabase, categoryTitled } from '../support/seeded-db';

let db: Database;
beforeAll(() => {
  db = createSeededDatabase();
});
afterAll(async () => {
  await db.shut();
});

const leafOf = (title: string) => categoryTitled(db, title);

async function both(categoryId: number, criteria: CriterionFilter[], extra: Partial<ArticleQuery> & { brandFilter?: number[]; deliveryCountry?: string } = {}) {
  const counts = await categoryCriteriaCounts(db.kysely, [categoryId]);
  const query: ArticleQuery = {
    categoryIds: [categoryId],
    vehicle: extra.vehicle ?? null,
    brandIds: extra.brandIds ?? [],
    filters: { brandIds: extra.brandFilter ?? [], deliveryCountry: extra.deliveryCountry ?? null, inStock: false, criteria: rarestFirst(criteria, counts) },
    sort: extra.sort ?? 'popularity',
    offset: extra.offset ?? 0,
    limit: 20,
  };
  const once = await countedOnce(db.kysely, query, counts);
  const sql = await counted(db.kysely, query, counts);
  const tidy = (c: typeof sql) => ({ ...c, facets: c.facets.map((f) => ({ key: f.key, values: orderFilterValues(f.key, f.values) })) });
  return { once: once && tidy(once), sql: tidy(sql) };
}

describe('counts from one read of the matched articles', () => {
  it('equal the database’s counts under two criteria, a brand, a vehicle or a delivery country beside a criterion', async () => {
    const discs = await leafOf('Bremsscheiben');
    const oil = await leafOf('Motoröl');
    const front: CriterionFilter = { key: 'fitting_position', values: ['front'] };
    const diameters = await db.kysely.selectFrom('article_criteria').select('value').where('category_id', '=', discs).where('key', '=', 'diameter').orderBy('value').execute();
    const brand = (await db.kysely.selectFrom('category_brand_counts').select('brand_id').where('category_id', '=', discs).orderBy('articles', 'desc').executeTakeFirstOrThrow()).brand_id;
    const model = (await db.kysely.selectFrom('fitment_listing').select('model_id').where('category_id', '=', discs).orderBy('model_id').executeTakeFirstOrThrow()).model_id;
    const { make, seriesPage } = await db.kysely.selectFrom('models').select(['manufacturer_id as make', 'series_page_id as seriesPage']).where('id', '=', model).executeTakeFirstOrThrow();
    const cases = [
      await both(discs, [front, { key: 'diameter', values: [diameters[0]!.value] }]),
      await both(discs, [front, { key: 'diameter', values: diameters.slice(0, 2).map((d) => d.value) }, { key: 'bolt_holes', values: ['5'] }]),
      await both(discs, [front], { brandFilter: [brand] }),
      await both(discs, [front], { vehicle: { kind: 'model', modelIds: [model] } }),
      await both(discs, [], { vehicle: { kind: 'model', modelIds: [model] }, brandFilter: [brand] }),
      await both(discs, [front], { vehicle: { kind: 'model', modelIds: [model] }, offset: 20 }),
      await both(discs, [front], { deliveryCountry: 'DE', sort: 'price-asc' }),
      // A make's or series page's models' ranges, an article once however many of them it fits.
      await both(discs, [front], { vehicle: { kind: 'manufacturer', id: make } }),
      await both(discs, [front], { vehicle: { kind: 'seriesPage', id: seriesPage }, offset: 20 }),
      await both(discs, [], { vehicle: { kind: 'manufacturer', id: make }, brandFilter: [brand] }),
      await both(oil, [{ key: 'viscosity', values: ['5W30'] }, { key: 'volume', values: ['5', '1'] }]),
    ];
    for (const { once, sql } of cases) {
      expect(once).not.toBeNull();
      expect(once).toEqual(sql);
    }
    expect(cases.some(({ sql }) => sql.resultCount > 20)).toBe(true);
  });
});
