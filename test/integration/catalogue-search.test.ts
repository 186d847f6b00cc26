import { createMarketplace, type Marketplace } from '../../server/marketplace/index';
import type { Database } from '../../server/marketplace/db/connection';
import type { PartNumberAnswer, SearchAnswer, SuggestionAnswer } from '../../contract/index';
import { seededSearchDatabase } from '../support/search-database';

let db: Database;
let close: () => Promise<void>;
let market: Marketplace;
const call = async <T = any>(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  (await market.handle({ method: 'GET', path, query, headers })) as { status: number; body: T };
const article = (id: number) => db.kysely.selectFrom('articles').select(['category_id', 'popularity']).where('id', '=', id).executeTakeFirstOrThrow();
const categoryOf = async (articleId: number) => (await article(articleId)).category_id;

beforeAll(async () => {
  ({ db, close } = await seededSearchDatabase());
  market = createMarketplace(db);
}, 120_000);
afterAll(() => close());

describe('full-text search', () => {
  it('folds diacritics: olfilter and Oelfilter find Ölfilter', async () => {
    for (const term of ['Ölfilter', 'olfilter', 'oelfilter', 'OLFILTER']) {
      const { status, body } = await call<SearchAnswer>(`/Volltextsuche/${encodeURIComponent(term)}`);
      expect(status).toBe(200);
      expect(body.results[0]?.id).toBe(243);
      expect(body.resultCount).toBeGreaterThan(0);
      expect(await categoryOf(body.spareParts[0]!.id)).toBe(243);
    }
  });

  it('finds categories in other languages and ranks by relevance then popularity', async () => {
    const { body } = await call<SearchAnswer>('/Volltextsuche/disques%20de%20frein', {}, { 'x-spareo-locale': 'fr-FR' });
    expect(body.results[0]).toEqual({ id: 1523, title: 'Disques de frein', seoAlias: 'Disques-de-frein', isUniversal: false });
    const first: number[] = [];
    for (const p of body.spareParts) {
      const { category_id: category, popularity } = await article(p.id);
      if (category === 1523) first.push(popularity);
    }
    expect(first).toEqual([...first].sort((a, b) => b - a));
  });

  it('combines a brand and a part name', async () => {
    const { body } = await call<SearchAnswer>('/Volltextsuche/brembo%20bremsscheiben');
    expect(body.resultCount).toBeGreaterThan(0);
    expect(body.spareParts.every((p) => p.manufacturer.name === 'Brembo')).toBe(true);
  });

  it('puts articles first whose article, norm or OE number is the term', async () => {
    const numbered = await db.kysely.selectFrom('articles').select(['id', 'article_number as n']).where('article_number', 'like', '% %').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const byNumber = await call<SearchAnswer>(`/Volltextsuche/${encodeURIComponent(numbered.n)}`);
    expect(byNumber.body.spareParts[0]!.id).toBe(numbered.id);
    const shared = await db.kysely.selectFrom('oe_numbers').select('norm_number as norm').groupBy('norm_number').having((eb) => eb.fn.countAll(), '>', 1)
      .orderBy('norm_number').limit(1).executeTakeFirstOrThrow();
    const oe = await db.kysely.selectFrom('oe_numbers').select(['oe_number as n', 'norm_number as norm']).where('norm_number', '=', shared.norm).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const byOe = await call<SearchAnswer>(`/Volltextsuche/${encodeURIComponent(oe.n)}`);
    const expected = (await db.kysely.selectFrom('oe_numbers').select('article_id as id').distinct().where('norm_number', '=', oe.norm).execute()).map((r) => r.id).sort();
    expect(byOe.body.spareParts.slice(0, expected.length).map((p) => p.id).sort()).toEqual(expected);
    expect(byOe.body.partNumberMatches).toBe(expected.length);
  });

  it('finds nothing for nonsense and 400s an empty term', async () => {
    expect((await call<SearchAnswer>('/Volltextsuche/qqxxzz')).body).toMatchObject({ resultCount: 0, spareParts: [] });
    expect(await call('/search/products', { q: '   ' })).toMatchObject({ status: 400, body: { field: 'q' } });
    expect(await call('/Volltextsuche/bremse', { page: 'x' })).toMatchObject({ status: 400, body: { field: 'page' } });
  });

  it('search/products with pageSize 8 answers products only', async () => {
    const { status, body } = await call('/search/products', { q: 'stoßdämpfer', pageSize: '8' });
    expect(status).toBe(200);
    expect(body.productsOnly).toBe(true);
    expect(body.products).toHaveLength(8);
    expect(body.results).toBeUndefined();
  });
});

describe('suggestions', () => {
  it('groups categories (at most 5 each) and suggests products', async () => {
    const { status, body } = await call<SuggestionAnswer>('/search/suggestions', { q: 'filter' });
    expect(status).toBe(200);
    expect(body.vehicleSpecific.length).toBeGreaterThan(1);
    expect(body.vehicleSpecific.length).toBeLessThanOrEqual(5);
    expect(body.universal.length).toBeLessThanOrEqual(5);
    expect(body.results).toEqual([...body.vehicleSpecific, ...body.universal]);
    expect(body.products.length).toBeGreaterThan(0);
    const universal = await call<SuggestionAnswer>('/search/suggestions', { q: 'motoröl' });
    expect(universal.body.universal[0]?.isUniversal).toBe(true);
    expect(universal.body.universalProducts.length).toBeGreaterThan(0);
  });

  it('answers empty lists below two characters', async () => {
    expect((await call<SuggestionAnswer>('/search/suggestions', { q: ' b ' })).body).toEqual({ results: [], vehicleSpecific: [], universal: [], products: [], universalProducts: [] });
    expect(await call('/search/suggestions', { q: 'brem', vehicleModelId: 'a b' })).toMatchObject({ status: 400, body: { field: 'vehicleModelId' } });
  });
});

describe('part-number search', () => {
  it('matches exact, OE and prefix numbers in that order', async () => {
    const article = await db.kysely.selectFrom('articles').select(['id', 'article_number as n', 'norm_number as norm']).where('article_number', 'like', '%.%').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const { status, body } = await call<PartNumberAnswer>(`/search/part-number/${encodeURIComponent(article.n.toLowerCase())}`);
    expect(status).toBe(200);
    expect(body.normNumber).toBe(article.norm);
    expect(body.spareParts[0]).toMatchObject({ id: article.id, match: 'article' });
    const prefix = await call<PartNumberAnswer>(`/search/part-number/${article.norm.slice(0, 4)}`);
    expect(prefix.body.spareParts.length).toBeGreaterThan(0);
    expect(prefix.body.spareParts.every((p) => p.normNumber.startsWith(article.norm.slice(0, 4)))).toBe(true);
    const oe = await db.kysely.selectFrom('oe_numbers').select(['oe_number as n', 'article_id as id']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const byOe = await call<PartNumberAnswer>(`/search/part-number/${encodeURIComponent(oe.n)}`);
    expect(byOe.body.spareParts).toContainEqual(expect.objectContaining({ id: oe.id, match: 'oe' }));
    expect(await call('/search/part-number/%21%21')).toMatchObject({ status: 400, body: { field: 'number' } });
  });
});
