/**
 * A category listing under a model, with criteria chosen, reads the model's fitment_listing range
 * with each article's filter values (migration 050). Its results, brand counts and criteria counts
 * must equal a recount from fitment, the articles and the criteria index rows, and the values the
 * listing rows carry must stay those of their articles after an article is written, changed, moved,
 * listed in a feed and removed, and after its fitment changes.
 */
import type { Database } from '../../server/marketplace/db/connection';
import type { CriterionFilter } from '../../server/marketplace/catalogue/filters';
import { categoryListing } from '../../server/marketplace/catalogue/listing';
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

const bytewise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each article's indexed values from the criteria index rows, as 'key=value' sorted bytewise and joined by char 31. */
async function valuesByArticle(articleIds: number[]): Promise<Map<number, Map<string, string>>> {
  const rows = articleIds.length ? await db.kysely.selectFrom('article_criteria').select(['article_id', 'key', 'value']).where('article_id', 'in', articleIds).execute() : [];
  const out = new Map<number, Map<string, string>>();
  for (const row of rows) out.set(row.article_id, (out.get(row.article_id) ?? new Map()).set(row.key, row.value));
  return out;
}
const storedText = (values: Map<string, string> | undefined) => (values ? [...values].map(([k, v]) => `${k}=${v}`).sort(bytewise).join('\u001f') : null);

/** Listing rows whose values are not their article's, and listing rows missing or left over against fitment. */
async function stale(categoryIds: number[]) {
  const listed = await db.kysely.selectFrom('fitment_listing').select(['model_id', 'article_id', 'category_id', 'popularity', 'brand_id', 'filter_values']).where('category_id', 'in', categoryIds).execute();
  const fits = await db.kysely.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id')
    .select(['f.model_id', 'a.id as article_id', 'a.category_id', 'a.popularity', 'a.brand_id']).where('a.category_id', 'in', categoryIds).execute();
  const values = await valuesByArticle([...new Set(fits.map((f) => f.article_id))]);
  const expected = new Set(fits.map((f) => [f.model_id, f.article_id, f.category_id, f.popularity, f.brand_id, storedText(values.get(f.article_id))].join('|')));
  const found = new Set(listed.map((l) => [l.model_id, l.article_id, l.category_id, l.popularity, l.brand_id, l.filter_values].join('|')));
  return { missing: [...expected].filter((row) => !found.has(row)), extra: [...found].filter((row) => !expected.has(row)), rows: listed.length };
}

/** The listing under the model against a recount: ids of the first two pages, result count, brand counts, criteria counts. */
async function compare(categoryId: number, modelId: number, criteria: CriterionFilter[], brandFilter: number[] = []) {
  const ask = (page: number) => categoryListing(db.kysely, {
    categoryId, modelId: String(modelId), filters: { brandIds: brandFilter, deliveryCountry: null, inStock: false, criteria }, page, pageSize: 20, sort: 'popularity', langNo: 1, deliveryCountry: 'DE',
  });
  const [first, second] = [await ask(1), await ask(2)];
  const fits = await db.kysely.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id')
    .select(['a.id', 'a.popularity', 'a.brand_id']).where('f.model_id', '=', modelId).where('a.category_id', '=', categoryId).execute();
  const values = await valuesByArticle(fits.map((f) => f.id));
  const passes = (id: number, except: string | null) => criteria.every((c) => c.key === except || c.values.includes(values.get(id)?.get(c.key) ?? '\u0000'));
  const byBrand = (id: number, brandId: number) => !brandFilter.length || brandFilter.includes(brandId);
  const matched = fits.filter((f) => passes(f.id, null) && byBrand(f.id, f.brand_id)).sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const tally = (list: (string | undefined)[]) => {
    const counts: Record<string, number> = {};
    for (const item of list) if (item !== undefined) counts[item] = (counts[item] ?? 0) + 1;
    return counts;
  };
  const criteriaKeys = Object.keys(first!.filters).filter((key) => !['brand', 'delivery_country', 'in_stock'].includes(key));
  const shown = (key: string, listing: NonNullable<typeof first>) =>
    Object.fromEntries(listing.filters[key]!.attributes.filter((a) => (a.count ?? 0) > 0).map((a) => [a.value, a.count]));
  const recount = {
    resultCount: matched.length,
    ids: [...matched.slice(0, 20), ...matched.slice(20, 40)].map((f) => f.id),
    brands: tally(fits.filter((f) => passes(f.id, null)).map((f) => String(f.brand_id))),
    criteria: Object.fromEntries(criteriaKeys.map((key) => [key, tally(fits.filter((f) => passes(f.id, key) && byBrand(f.id, f.brand_id)).map((f) => values.get(f.id)?.get(key)))])),
  };
  const listed = {
    resultCount: first!.resultCount,
    ids: [...first!.spareParts, ...second!.spareParts].map((p) => p.id),
    brands: brandFilter.length ? recount.brands : shown('brand', first!),
    criteria: Object.fromEntries(criteriaKeys.map((key) => [key, shown(key, first!)])),
  };
  return { listed, recount };
}

describe('a category listing under a model with criteria', () => {
  it('equals a recount, and the listing rows carry their articles’ values through every change', async () => {
    const discs = await categoryTitled(db, 'Bremsscheiben');
    const oil = await categoryTitled(db, 'Motoröl');
    const model = (await db.kysely.selectFrom('fitment_listing').select('model_id').where('category_id', '=', discs)
      .groupBy('model_id').orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('model_id').executeTakeFirstOrThrow()).model_id;
    const other = (await db.kysely.selectFrom('models').select('id').where('id', '<>', model).orderBy('id').executeTakeFirstOrThrow()).id;
    const front: CriterionFilter = { key: 'fitting_position', values: ['front'] };
    const diameters = (await db.kysely.selectFrom('fitment_listing as l').innerJoin('article_criteria as c', 'c.article_id', 'l.article_id')
      .select('c.value').distinct().where('l.model_id', '=', model).where('l.category_id', '=', discs).where('c.key', '=', 'diameter').orderBy('c.value').execute()).map((d) => d.value);
    const brand = (await db.kysely.selectFrom('fitment_listing').select('brand_id').where('model_id', '=', model).where('category_id', '=', discs).orderBy('brand_id').executeTakeFirstOrThrow()).brand_id;

    const fresh = await stale([discs, oil]);
    expect(fresh.rows).toBeGreaterThan(20);
    expect(fresh).toMatchObject({ missing: [], extra: [] });
    const checks = async () => {
      expect(await stale([discs, oil])).toMatchObject({ missing: [], extra: [] });
      for (const [criteria, brands] of [[[front]], [[front, { key: 'diameter', values: diameters.slice(0, 2) }]], [[front], [brand]], [[]]] as [CriterionFilter[], number[]?][]) {
        const { listed, recount } = await compare(discs, model, criteria, brands);
        expect(listed).toEqual(recount);
      }
    };
    await checks();
    const { recount } = await compare(discs, model, [front]);
    expect(recount.resultCount).toBeGreaterThan(0);
    expect(Object.keys(recount.criteria).length).toBeGreaterThan(1);

    const brands = (await db.kysely.selectFrom('brands').select('id').orderBy('id').limit(2).execute()).map((b) => b.id);
    const id = Number((await db.kysely.selectFrom('articles').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m) + 1;
    const criteria = (list: [string, string][]) => JSON.stringify(list.map(([key, value]) => ({ key, value })));
    const listedValues = async () => (await db.kysely.selectFrom('fitment_listing').select(['model_id', 'filter_values']).where('article_id', '=', id).orderBy('model_id').execute());

    // Written, then fitted: its listing rows carry its values.
    await db.kysely.insertInto('articles').values({ id, brand_id: brands[0]!, category_id: discs, article_number: 'MV 1', norm_number: 'MV1', popularity: 999_999,
      criteria: criteria([['fitting_position', 'front'], ['diameter', diameters[0]!], ['colour', 'grey']]) }).execute();
    await db.kysely.insertInto('fitment').values([{ model_id: model, article_id: id }, { model_id: other, article_id: id }]).execute();
    expect(await listedValues()).toEqual([model, other].sort((a, b) => a - b).map((m) => ({ model_id: m, filter_values: `diameter=${diameters[0]}\u001ffitting_position=front` })));
    await checks();

    // Other criteria, another brand, another popularity: every listing row of the article follows.
    await db.kysely.updateTable('articles').set({ criteria: criteria([['fitting_position', 'rear'], ['diameter', diameters[diameters.length - 1]!], ['bolt_holes', '5']]) }).where('id', '=', id).execute();
    expect((await listedValues()).map((r) => r.filter_values)).toEqual(Array(2).fill(`bolt_holes=5\u001fdiameter=${diameters[diameters.length - 1]}\u001ffitting_position=rear`));
    await db.kysely.updateTable('articles').set({ brand_id: brands[1]!, popularity: 3 }).where('id', '=', id).execute();
    await db.kysely.updateTable('articles').set({ popularity: 999_998, criteria: criteria([['fitting_position', 'front']]) }).where('id', '=', id).execute();
    expect((await listedValues()).map((r) => r.filter_values)).toEqual(['fitting_position=front', 'fitting_position=front']);
    await checks();

    // Refitted to another model and back, moved to the oils and back, criteria dropped.
    await db.kysely.deleteFrom('fitment').where('article_id', '=', id).where('model_id', '=', other).execute();
    await db.kysely.updateTable('fitment').set({ model_id: other }).where('article_id', '=', id).execute();
    expect(await listedValues()).toEqual([{ model_id: other, filter_values: 'fitting_position=front' }]);
    await db.kysely.updateTable('fitment').set({ model_id: model }).where('article_id', '=', id).execute();
    await db.kysely.updateTable('articles').set({ category_id: oil, criteria: criteria([['viscosity', '5W-30'], ['volume', '5']]) }).where('id', '=', id).execute();
    expect(await listedValues()).toEqual([{ model_id: model, filter_values: 'viscosity=5W30\u001fvolume=5' }]);
    await db.kysely.updateTable('articles').set({ category_id: discs, criteria: null }).where('id', '=', id).execute();
    expect(await listedValues()).toEqual([{ model_id: model, filter_values: null }]);
    await db.kysely.updateTable('articles').set({ criteria: criteria([['fitting_position', 'front'], ['diameter', diameters[0]!]]) }).where('id', '=', id).execute();
    await checks();

    // A feed lists the article and some discs: offers change, the listing rows' values do not.
    await emptyShop(db, SHOP);
    const inFeed = (await catalogueArticles(db, 2000)).filter((a) => a.id % 3 === 0).slice(0, 200);
    const article = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['b.name', 'a.article_number']).where('a.id', '=', id).executeTakeFirstOrThrow();
    const feed = ['sku;brand;mpn;price;stock', `MV-1;${article.name};${article.article_number};12,00;3`, ...inFeed.map((a) => `K-${a.id};${a.brand};${a.number};10,00;2`)].join('\n');
    expect((await importBuffer(db, feed, { shopId: SHOP })).status).toBe('applied');
    await checks();

    await db.kysely.deleteFrom('fitment').where('article_id', '=', id).execute();
    await db.kysely.deleteFrom('offers').where('article_id', '=', id).execute();
    await db.kysely.deleteFrom('articles').where('id', '=', id).execute();
    expect(await listedValues()).toEqual([]);
    await checks();
  });
});
