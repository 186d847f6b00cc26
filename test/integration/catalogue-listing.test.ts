import { createMarketplace, type Marketplace } from '../../server/marketplace/index';
import type { Database } from '../../server/marketplace/db/connection';
import { encodeFilters } from '../../server/marketplace/catalogue/filters';
import type { Category, Listing } from '../../contract/index';
import type { NavigationAnswer } from '../../contract/calls/catalogue';
import { createSeededDatabase } from '../support/seeded-db';

let db: Database;
let market: Marketplace;
const call = async <T = any>(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  (await market.handle({ method: 'GET', path, query, headers })) as { status: number; body: T };

beforeAll(() => {
  db = createSeededDatabase();
  market = createMarketplace(db);
});

describe('categories', () => {
  it('has the promoted categories with real names in every language', async () => {
    const titles = async (id: number) =>
      (await db.kysely.selectFrom('category_texts').select('title').where('category_id', '=', id).orderBy('lang_no').execute()).map((r) => r.title);
    expect(await titles(1523)).toEqual(['Bremsscheiben', 'Disques de frein', 'Dischi freno', 'Discos de freno', 'Remschijven']);
    expect(await titles(243)).toEqual(['Ölfilter', 'Filtre à huile', 'Filtro olio', 'Filtro de aceite', 'Oliefilter']);
    expect(await titles(1312)).toEqual(['Stoßdämpfer', 'Amortisseurs', 'Ammortizzatori', 'Amortiguadores', 'Schokdempers']);
    expect((await db.kysely.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBeGreaterThanOrEqual(250);
  });

  it('answers a category in the locale language with parent and top parent', async () => {
    const { status, body } = await call<Category>('/categories/1523', {}, { 'x-spareo-locale': 'fr-FR' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1523, urlId: 1523, title: 'Disques de frein', seoAlias: 'Disques-de-frein', level: 3, isLeaf: true, isUniversal: false });
    expect(body.parent?.title).toBe('Frein à disque');
    expect(body.displayTitle).toBe('Disques de frein (Frein à disque)');
    expect(body.topParent.title).toBe('Freinage');
    expect((await call('/categories/999999')).status).toBe(404);
    expect(await call('/categories/abc')).toMatchObject({ status: 400, body: { field: 'id' } });
  });
});

describe('navigation', () => {
  it('lists three category levels in the language and the manufacturers by name, as data without page URLs', async () => {
    const { body } = await call<NavigationAnswer>('/navigation', {}, { 'x-spareo-locale': 'es-ES' });
    const brakes = body.categories.find((c) => c.title === 'Sistema de frenos')!;
    const discs = brakes.children.flatMap((g) => g.children).find((l) => l.title === 'Discos de freno')!;
    expect(discs).toMatchObject({ id: 1523, seoAlias: 'Discos-de-freno', isUniversal: false });
    expect(body.vehicle).toBeNull();
    expect(body.manufacturers.length).toBeGreaterThanOrEqual(40);
    expect(body.manufacturers.map((m) => m.name)).toEqual([...body.manufacturers.map((m) => m.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(JSON.stringify(body)).not.toMatch(/"\/|link|href/);
  });

  it('names the chosen model the links are for', async () => {
    const { body } = await call<NavigationAnswer>('/navigation', { vehicleModelId: '1' });
    expect(body.vehicle).toEqual({ slug: 'vw-golf-v', type: 3, id: 1 });
    expect(await call('/navigation', { vehicleManufacturerId: 'x' })).toMatchObject({ status: 400, body: { field: 'vehicleManufacturerId' } });
  });
});

describe('category listing GET /listing{path}', () => {
  it('reads the catalogue path and pages by popularity', async () => {
    const { status, body } = await call<Listing>('/listing/Bremsscheiben/Alle-Fahrzeuge/--1523', { pageSize: '10' });
    expect(status).toBe(200);
    expect(body.isUniversal).toBe(false);
    expect(body.resultCount).toBe(Number((await db.kysely.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', 1523).executeTakeFirstOrThrow()).n));
    expect(body.availablePageCount).toBe(Math.ceil(body.resultCount / 10));
    expect(body.spareParts).toHaveLength(10);
    const popularityOf = new Map((await db.kysely.selectFrom('articles').select(['id', 'popularity']).where('id', 'in', body.spareParts.map((p) => p.id)).execute()).map((r) => [r.id, r.popularity]));
    const popularity = body.spareParts.map((p) => popularityOf.get(p.id)!);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const card = body.spareParts[0]!;
    expect(card).toMatchObject({ type: { id: 1523, title: 'Bremsscheiben' }, langNo: 1, normNumber: expect.stringMatching(/^[A-Z0-9]+$/) });
    expect(card.manufacturer).toEqual({ id: expect.any(Number), name: expect.any(String), seoName: expect.any(String), logo: expect.stringMatching(/^\/img\/brands\/.+\.svg$/) });
    const page2 = (await call<Listing>('/listing/Bremsscheiben/Alle-Fahrzeuge/--1523', { pageSize: '10', page: '2' })).body;
    expect(page2.spareParts.map((p) => p.id)).not.toContain(card.id);
  });

  it('narrows to a model: every article fits it', async () => {
    const row = await db.kysely
      .selectFrom('fitment as f')
      .innerJoin('articles as a', 'a.id', 'f.article_id')
      .select((eb) => ['f.model_id as modelId', eb.fn.countAll<number>().as('n')])
      .where('a.category_id', '=', 1523)
      .groupBy('f.model_id')
      .orderBy('n', 'desc')
      .orderBy('f.model_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const fitting = new Set((await db.kysely.selectFrom('fitment').select('article_id').where('model_id', '=', row.modelId).execute()).map((r) => r.article_id));
    const { body } = await call<Listing>(`/listing/Bremsscheiben/x/3-${row.modelId}-1523`);
    expect(body.resultCount).toBe(Number(row.n));
    for (const part of body.spareParts) expect(fitting.has(part.id)).toBe(true);
    const byQuery = (await call<Listing>('/listing', { categoryId: '1523', modelId: String(row.modelId) })).body;
    expect(byQuery.resultCount).toBe(Number(row.n));
  });

  it('narrows by manufacturer and by series page', async () => {
    const all = (await call<Listing>('/listing/x/y/--1523')).body.resultCount;
    const maker = (await call<Listing>('/listing/x/VW/1-1-1523')).body.resultCount;
    const page = (await call<Listing>('/listing/x/vw-golf/2-1-1523')).body.resultCount;
    expect(maker).toBeLessThan(all);
    expect(page).toBeLessThanOrEqual(maker);
  });

  it('filters by brand through f and sorts by price', async () => {
    const base = (await call<Listing>('/listing/x/y/--243')).body;
    const brand = base.filters.brand!.attributes[0]!;
    const f = encodeFilters([{ key: 'brand', values: [brand.value] }, { key: 'cleaf', values: ['1'] }]);
    const { body } = await call<Listing>('/listing/x/y/--243', { f, sort: 'price-asc' });
    expect(body.resultCount).toBe(brand.count);
    expect(body.spareParts.every((p) => String(p.manufacturer.id) === brand.value)).toBe(true);
    expect(body.filters.brand!.attributes.find((a) => a.value === brand.value)!.isActive).toBe(true);
  });

  it('delivery_country filter keeps one value and only deliverable articles', async () => {
    const f = encodeFilters([{ key: 'delivery_country', values: ['DE', 'IS'] }]);
    const { body } = await call<Listing>('/listing/x/y/--1312', { f });
    const active = body.filters.delivery_country!.attributes.filter((a) => a.isActive);
    expect(active.map((a) => a.value)).toEqual(['IS']);
    const all = (await call<Listing>('/listing/x/y/--1312')).body.resultCount;
    expect(body.resultCount).toBeLessThanOrEqual(all);
  });

  it('universal categories ignore the vehicle and say so', async () => {
    const leaf = await db.kysely
      .selectFrom('categories')
      .select('id')
      .where('is_universal', '=', 1)
      .where('is_leaf', '=', 1)
      .where('leaf_number', 'in', [452, 463])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const { body } = await call<Listing>(`/listing/x/8-${leaf.id}`);
    expect(body.isUniversal).toBe(true);
    expect(body.resultCount).toBeGreaterThan(0);
    expect((await call<Listing>(`/listing/x/y/3-1-${leaf.id}`)).body.resultCount).toBe(body.resultCount);
  });

  it('answers 400 for bad input and 404 for unknown categories', async () => {
    expect(await call('/listing/x/y/--1523', { f: '!!!' })).toMatchObject({ status: 400, body: { field: 'f' } });
    expect(await call('/listing/x/y/--1523', { page: '0' })).toMatchObject({ status: 400, body: { field: 'page' } });
    expect(await call('/listing/x/y/--1523', { sort: 'cheapest' })).toMatchObject({ status: 400, body: { field: 'sort' } });
    expect(await call('/listing/x/y/--1523', { hsntsn: '12' })).toMatchObject({ status: 400, body: { field: 'hsntsn' } });
    expect(await call('/listing/x/y/1-abc-1523')).toMatchObject({ status: 400, body: { field: 'manufacturerId' } });
    expect(await call('/listing', {})).toMatchObject({ status: 400, body: { field: 'categoryId' } });
    expect((await call('/listing/x/y/--999999')).status).toBe(404);
  });
});
