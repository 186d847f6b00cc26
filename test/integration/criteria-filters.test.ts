/**
 * Listings filter by what a part is, through `f`, with a count per value that respects the other
 * chosen filters; the counts are checked against the articles' own criteria, read one by one.
 */
import { createMarketplace, type Marketplace } from '../../server/marketplace/index';
import type { Database } from '../../server/marketplace/db/connection';
import { encodeFilters } from '../../server/marketplace/catalogue/filters';
import type { Listing } from '../../contract/index';
import { createSeededDatabase, categoryTitled } from '../support/seeded-db';

let db: Database;
let market: Marketplace;
const listing = async (categoryId: number, f?: { key: string; values: string[] }[], extra: Record<string, string> = {}) => {
  const query: Record<string, string> = { categoryId: String(categoryId), pageSize: '60', ...extra };
  if (f) query.f = encodeFilters(f);
  const answer = (await market.handle({ method: 'GET', path: '/listing', query, headers: {} })) as { status: number; body: Listing };
  expect(answer.status).toBe(200);
  return answer.body;
};
const counts = (body: Listing, key: string) => Object.fromEntries(body.filters[key]!.attributes.map((a) => [a.value, a.count]));

const leafOf = (title: string) => categoryTitled(db, title);

/** The articles of a category with their criteria as stored, the truth the counts are held to. */
async function articlesOf(categoryId: number) {
  const rows = await db.kysely.selectFrom('articles').select(['id', 'brand_id', 'criteria']).where('category_id', '=', categoryId).execute();
  return rows.map((row) => {
    const list = JSON.parse(row.criteria ?? '[]') as { key: string; value: string }[];
    const of = (key: string) => list.find((c) => c.key === key)?.value;
    return { id: row.id, brandId: row.brand_id, of };
  });
}

beforeAll(() => {
  db = createSeededDatabase();
  market = createMarketplace(db);
});

describe('criteria filters of a listing', () => {
  it('offers the viscosities first, promoted ones in their order, each with the articles that carry it', async () => {
    const oil = await leafOf('Motoröl');
    const body = await listing(oil);
    expect(Object.keys(body.filters)[0]).toBe('viscosity');
    const values = body.filters.viscosity!.attributes.map((a) => a.value);
    const promoted = ['0W30', '0W40', '10W40', '15W40', '5W30'].filter((v) => values.includes(v));
    expect(values.slice(0, promoted.length)).toEqual(promoted);
    expect(promoted.length).toBeGreaterThanOrEqual(3);
    const truth = new Map<string, number>();
    for (const article of await articlesOf(oil)) {
      const grade = article.of('viscosity')!.replace('-', '');
      truth.set(grade, (truth.get(grade) ?? 0) + 1);
    }
    for (const [grade, n] of truth) expect(counts(body, 'viscosity')[grade]).toBe(n);
    // Written as the trade writes it, the unit apart for the shop to place.
    expect(body.filters.viscosity!.attributes.find((a) => a.value === '5W30')!.title).toBe('5W-30');
    expect(body.filters.volume!.attributes.find((a) => a.value === '5')).toMatchObject({ title: '5 l', unit: 'l' });
  });

  it('filters by a viscosity written with or without its hyphen, and counts the other criteria under it', async () => {
    const oil = await leafOf('Motoröl');
    const articles = await articlesOf(oil);
    const grade = articles.filter((a) => a.of('viscosity') === '5W-30');
    for (const written of ['5W-30', '5w30']) {
      const body = await listing(oil, [{ key: 'viscosity', values: [written] }]);
      expect(body.resultCount).toBe(grade.length);
      expect(body.filters.viscosity!.attributes.find((a) => a.value === '5W30')!.isActive).toBe(true);
      // The viscosity's own counts ignore its chosen value (another grade may be added); the volumes count under it.
      expect(counts(body, 'viscosity')['0W30']).toBe(articles.filter((a) => a.of('viscosity') === '0W-30').length);
      for (const litres of ['1', '4', '5']) expect(counts(body, 'volume')[litres] ?? 0).toBe(grade.filter((a) => a.of('volume') === litres).length);
    }
    const both = await listing(oil, [{ key: 'viscosity', values: ['5W30'] }, { key: 'volume', values: ['5'] }]);
    expect(both.resultCount).toBe(grade.filter((a) => a.of('volume') === '5').length);
    expect(counts(both, 'viscosity')['0W30'] ?? 0).toBe(articles.filter((a) => a.of('viscosity') === '0W-30' && a.of('volume') === '5').length);
    expect(both.spareParts.every((p) => /5W-30 5\sl/.test(p.title))).toBe(true);
    // Two values of one criterion: either.
    const either = await listing(oil, [{ key: 'viscosity', values: ['5W30', '0W30'] }]);
    expect(either.resultCount).toBe(articles.filter((a) => ['5W-30', '0W-30'].includes(a.of('viscosity')!)).length);
  });

  it('counts criteria under the brand filter and the brands under a criterion', async () => {
    const discs = 1523;
    const articles = await articlesOf(discs);
    const front = articles.filter((a) => a.of('fitting_position') === 'front');
    const brandId = front[0]!.brandId;
    const body = await listing(discs, [{ key: 'brand', values: [String(brandId)] }, { key: 'fitting_position', values: ['front'] }]);
    expect(body.resultCount).toBe(front.filter((a) => a.brandId === brandId).length);
    expect(counts(body, 'fitting_position').rear ?? 0).toBe(articles.filter((a) => a.brandId === brandId && a.of('fitting_position') === 'rear').length);
    const brand = body.filters.brand!.attributes.find((a) => a.value === String(brandId))!;
    expect(brand.count).toBe(front.filter((a) => a.brandId === brandId).length);
    for (const diameter of new Set(front.map((a) => a.of('diameter')!))) {
      expect(counts(body, 'diameter')[diameter] ?? 0).toBe(front.filter((a) => a.brandId === brandId && a.of('diameter') === diameter).length);
    }
  });

  it('lists front and rear pads, calipers and springs in one category each, filtered by fitting position with counts', async () => {
    for (const kind of ['Bremsbeläge', 'Bremssattel', 'Fahrwerksfeder', 'Stoßdämpfer']) {
      const id = await leafOf(kind);
      const articles = await articlesOf(id);
      const body = await listing(id);
      expect(Object.keys(body.filters)).toContain('fitting_position');
      const truth = { front: articles.filter((a) => a.of('fitting_position') === 'front').length, rear: articles.filter((a) => a.of('fitting_position') === 'rear').length };
      expect([kind, truth.front > 0, truth.rear > 0, truth.front + truth.rear]).toEqual([kind, true, true, articles.length]);
      expect([kind, counts(body, 'fitting_position')]).toEqual([kind, truth]);
      const rear = await listing(id, [{ key: 'fitting_position', values: ['rear'] }]);
      expect([kind, rear.resultCount]).toEqual([kind, truth.rear]);
      expect(rear.filters.fitting_position!.attributes.find((a) => a.value === 'rear')!.isActive).toBe(true);
    }
    const axleLeaves = await db.kysely.selectFrom('category_texts').select('title').where('lang_no', '=', 1).where('title', 'like', 'Bremsbeläge %achse').execute();
    expect(axleLeaves).toEqual([]);
  });

  it('offers the lamp types with H4, H7 and H1 ahead of the others', async () => {
    const body = await listing(await leafOf('Glühlampe Hauptscheinwerfer'));
    expect(Object.keys(body.filters)[0]).toBe('lamp_type');
    // The promoted lamp types the catalogue has come first, in their order (no car of the base takes an H1).
    expect(body.filters.lamp_type!.attributes.slice(0, 2).map((a) => a.value)).toEqual(['H4', 'H7']);
    expect(body.filters.wattage).toBeDefined();
  });

  it('ignores criteria the listing has not and refuses a broken f', async () => {
    const discs = await listing(1523);
    const withViscosity = await listing(1523, [{ key: 'viscosity', values: ['5W30'] }]);
    expect(withViscosity.resultCount).toBe(discs.resultCount);
    expect(discs.filters.viscosity).toBeUndefined();
    const bad = (await market.handle({ method: 'GET', path: '/listing', query: { categoryId: '1523', f: '%%%' }, headers: {} })) as { status: number };
    expect(bad.status).toBe(400);
  });

  it('keeps the index in step when an article is written, changed or removed', async () => {
    const oil = await leafOf('Motoröl');
    const before = counts(await listing(oil), 'viscosity')['15W40'] ?? 0;
    const brand = (await db.kysely.selectFrom('brands').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const id = Number((await db.kysely.selectFrom('articles').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m) + 1;
    const criteria = (grade: string) => JSON.stringify([{ key: 'viscosity', value: grade }, { key: 'volume', value: '5', unit: 'l' }]);
    await db.kysely.insertInto('articles').values({ id, brand_id: brand, category_id: oil, article_number: 'X 15W40', norm_number: 'X15W40', criteria: criteria('15W-40'), popularity: 5 }).execute();
    expect(counts(await listing(oil), 'viscosity')['15W40']).toBe(before + 1);
    const chosen = await listing(oil, [{ key: 'viscosity', values: ['15W40'] }]);
    expect(chosen.resultCount).toBe(before + 1);
    // The counts under one chosen criterion come from its pairs: they add up to the listing.
    expect(Object.values(counts(chosen, 'volume')).reduce((a: number, b) => a + (b ?? 0), 0)).toBe(before + 1);
    const fiveLitres = counts(chosen, 'volume')['5']!;
    await db.kysely.updateTable('articles').set({ criteria: criteria('0W-40') }).where('id', '=', id).execute();
    expect(counts(await listing(oil), 'viscosity')['15W40'] ?? 0).toBe(before);
    expect(counts(await listing(oil, [{ key: 'viscosity', values: ['15W40'] }]), 'volume')['5'] ?? 0).toBe(fiveLitres - 1);
    expect(counts(await listing(oil, [{ key: 'viscosity', values: ['0W40'] }]), 'volume')['5']).toBeGreaterThanOrEqual(1);
    await db.kysely.updateTable('articles').set({ criteria: '{not json' }).where('id', '=', id).execute();
    await db.kysely.deleteFrom('articles').where('id', '=', id).execute();
    expect(counts(await listing(oil), 'viscosity')['15W40'] ?? 0).toBe(before);
    // Nothing left behind: every pair still counts articles that exist.
    const stale = await db.kysely.selectFrom('category_criteria_pairs').select('articles').where('articles', '<=', 0).execute();
    expect(stale).toEqual([]);
    const kept = await db.kysely.selectFrom('category_criteria_pairs').select(['key', 'value', 'other_key', 'other_value', 'articles']).where('category_id', '=', oil)
      .orderBy(['key', 'value', 'other_key', 'other_value']).execute();
    const recounted = await db.kysely.selectFrom('article_criteria as c').innerJoin('article_criteria as o', (join) => join.onRef('o.article_id', '=', 'c.article_id').onRef('o.key', '<>', 'c.key'))
      .select((eb) => ['c.key', 'c.value', 'o.key as other_key', 'o.value as other_value', eb.fn.countAll<number>().as('articles')]).where('c.category_id', '=', oil)
      .groupBy(['c.key', 'c.value', 'o.key', 'o.value']).orderBy(['c.key', 'c.value', 'o.key', 'o.value']).execute();
    expect(kept.map((r) => ({ ...r, articles: Number(r.articles) }))).toEqual(recounted.map((r) => ({ ...r, articles: Number(r.articles) })));
  });
});
