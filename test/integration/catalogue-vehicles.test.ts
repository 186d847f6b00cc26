import { createMarketplace, type Marketplace } from '../../server/marketplace/index';
import type { Database } from '../../server/marketplace/db/connection';
import type { ManufacturerList, ModelList, SeriesList, SeriesPageAnswer, Vehicle, VehicleMatches } from '../../contract/index';
import { seededSearchDatabase } from '../support/search-database';

let db: Database;
let market: Marketplace;
const call = async <T = any>(path: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) => {
  const answer = await market.handle({ method: 'GET', path, query, headers });
  return answer as { status: number; body: T };
};

let close: () => Promise<void>;
// The seeded catalogue on SQLite, or copied into PostgreSQL with SPAREO_TEST_BACKEND=postgres.
beforeAll(async () => {
  ({ db, close } = await seededSearchDatabase());
  market = createMarketplace(db);
}, 180_000);
afterAll(() => close());

describe('GET /vehicle/manufacturers', () => {
  it('lists at least 40 makes alphabetically with a top-10 popular group', async () => {
    const { status, body } = await call<ManufacturerList>('/vehicle/manufacturers');
    expect(status).toBe(200);
    expect(body.all.length).toBeGreaterThanOrEqual(40);
    expect(body.all[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String), seoName: expect.any(String) });
    const names = body.all.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(body.popular).toHaveLength(10);
    const popularNames = body.popular.map((m) => m.name);
    expect(popularNames).toEqual([...popularNames].sort((a, b) => a.localeCompare(b, 'de')));
    // The popular group holds the ten most popular makes.
    const top = (await db.kysely.selectFrom('manufacturers').select('name').orderBy('popularity', 'desc').orderBy('id').limit(10).execute()).map((r) => r.name);
    expect(new Set(popularNames)).toEqual(new Set(top));
  });

  it('applies limit and exclude', async () => {
    const { body } = await call<ManufacturerList>('/vehicle/manufacturers', { limit: '5', exclude: '1,2' });
    expect(body.all).toHaveLength(5);
    expect(body.all.concat(body.popular).some((m) => m.id === 1 || m.id === 2)).toBe(false);
  });

  it('narrows to makes with parts in a category', async () => {
    const all = (await call<ManufacturerList>('/vehicle/manufacturers')).body.all.length;
    const { status, body } = await call<ManufacturerList>('/vehicle/manufacturers', { categoryId: '1523' });
    expect(status).toBe(200);
    expect(body.all.length).toBeGreaterThan(0);
    expect(body.all.length).toBeLessThanOrEqual(all);
  });

  it('rejects bad parameters with 400 naming the field', async () => {
    expect(await call('/vehicle/manufacturers', { limit: 'ten' })).toMatchObject({ status: 400, body: { field: 'limit' } });
    expect(await call('/vehicle/manufacturers', { exclude: '1;2' })).toMatchObject({ status: 400, body: { field: 'exclude' } });
    expect(await call('/vehicle/manufacturers', { categoryId: 'x' })).toMatchObject({ status: 400, body: { field: 'categoryId' } });
  });
});

describe('series and models', () => {
  it('lists the series of VW with years and popularity', async () => {
    const { status, body } = await call<SeriesList>('/vehicle/manufacturers/1/series');
    expect(status).toBe(200);
    expect(body.manufacturer.name).toBe('VW');
    // The vehicle base's generations, each with its years, on the family's one page; ADEME's 2023 list for the rest.
    expect(body.all.map((s) => s.name)).toEqual(expect.arrayContaining(['Golf V (1K1, 1K5)', 'Golf VI (5K1, AJ5)', 'Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)', 'Golf VIII (CD1, CD5)']));
    const golf = body.all.find((s) => s.name === 'Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)')!;
    expect(golf).toEqual({ id: expect.any(Number), name: 'Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)', slug: 'vw-golf-vii', productionYearStart: 2012, productionYearEnd: 2020, popularity: expect.any(Number), seriesPage: { id: expect.any(Number), name: 'Golf', slug: 'VW-Golf' } });
    expect(body.popular.length).toBeLessThanOrEqual(10);
  });

  it('lists models with consistent kW and KBA numbers', async () => {
    const series = (await call<SeriesList>('/vehicle/manufacturers/1/series')).body.all[0]!;
    const { status, body } = await call<ModelList>(`/vehicle/series/${series.id}/models`);
    expect(status).toBe(200);
    expect(body.all.length).toBeGreaterThan(0);
    for (const model of body.all) {
      expect(model.kw).toBe(Math.round(model.ps * 0.7355));
      expect(model.fullName).toContain(model.name);
      for (const kba of model.kbas) {
        expect(kba.hsn).toMatch(/^\d{4}$/);
        expect(kba.tsn).toMatch(/^[A-Z0-9]{3}$/);
      }
    }
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await call('/vehicle/manufacturers/999999/series')).status).toBe(404);
    expect(await call('/vehicle/manufacturers/abc/series')).toMatchObject({ status: 400, body: { field: 'id' } });
    expect((await call('/vehicle/series/999999/models')).status).toBe(404);
    expect((await call('/vehicle/series-pages/999999')).status).toBe(404);
    expect((await call('/vehicle/models/999999')).status).toBe(404);
    expect((await call('/vehicle/models/not_a_number')).status).toBe(404);
    expect(await call('/vehicle/models/a.b')).toMatchObject({ status: 400, body: { field: 'modelId' } });
  });

  it('reads a series page with its series', async () => {
    const golf = (await call<SeriesList>('/vehicle/manufacturers/1/series')).body.all.find((s) => s.name === 'Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)')!;
    const { status, body } = await call<SeriesPageAnswer>(`/vehicle/series-pages/${golf.seriesPage!.id}`);
    expect(status).toBe(200);
    expect(body.seriesPage).toEqual({ id: golf.seriesPage!.id, slug: 'VW-Golf', name: 'Golf' });
    expect(body.manufacturer.id).toBe(1);
    // One page, every generation of the family.
    expect(body.series.map((s) => s.name).sort()).toEqual(['Golf V (1K1, 1K5)', 'Golf VI (5K1, AJ5)', 'Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5)', 'Golf VIII (CD1, CD5)']);
  });

  it('reads a model as a whole vehicle', async () => {
    const linked = (await db.kysely.selectFrom('kba').select('model_id').orderBy('model_id').limit(1).executeTakeFirstOrThrow()).model_id;
    const { status, body } = await call<Vehicle>(`/vehicle/models/${linked}`);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['manufacturer', 'model', 'series', 'seriesFamily', 'seriesPage']);
    expect(body.model.id).toBe(linked);
    expect(body.model.kbas.length).toBeGreaterThan(0);
  });
});

describe('HSN/TSN lookup', () => {
  it('finds zero, one and several vehicles', async () => {
    const pairs = (models: '=' | '>') => db.kysely.selectFrom('kba').select(['hsn', 'tsn']).groupBy(['hsn', 'tsn'])
      .having((eb) => eb.fn.count('model_id').distinct(), models, 1).orderBy('hsn').orderBy('tsn').limit(1).executeTakeFirst();
    const single = (await pairs('='))!;
    const many = (await pairs('>'))!;
    expect(many).toBeTruthy();
    const one = await call<VehicleMatches>(`/vehicle/hsntsn/${single.hsn}${single.tsn}`);
    expect(one.status).toBe(200);
    expect(one.body.vehicles).toHaveLength(1);
    expect(one.body.vehicles[0]!.model.kbas).toContainEqual(expect.objectContaining({ hsn: single.hsn, tsn: single.tsn }));
    const several = await call<VehicleMatches>(`/vehicle/hsntsn/${many.hsn}${many.tsn.toLowerCase()}`);
    expect(several.body.vehicles.length).toBeGreaterThan(1);
    // Several types: the register's own words come along, the only ground the shopper's choice has.
    const listed = await db.kysely.selectFrom('kba_register').select('trade_name').where('hsn', '=', many.hsn).where('tsn', '=', many.tsn).executeTakeFirst();
    expect(several.body.register?.tradeName ?? null).toEqual(listed ? expect.any(String) : null);
    expect(one.body.register).toBeNull();
    expect(await call('/vehicle/hsntsn/0000ZZZ')).toEqual({ status: 200, body: { vehicles: [], register: null } });
    // A pair the register lists but its key dates to no single generation: its name, no guesses.
    expect(await call('/vehicle/hsntsn/0603ADT')).toEqual({ status: 200, body: { vehicles: [], register: { maker: 'VOLKSWAGEN-VW', tradeName: 'VW Golf' } } });
  });

  it('rejects malformed numbers naming hsn or tsn', async () => {
    expect(await call('/vehicle/hsntsn/06')).toMatchObject({ status: 400, body: { field: 'hsn' } });
    expect(await call('/vehicle/hsntsn/0603AN')).toMatchObject({ status: 400, body: { field: 'tsn' } });
    expect(await call('/vehicle/hsntsn/0603AN!')).toMatchObject({ status: 400, body: { field: 'tsn' } });
  });
});

describe('French licence plate lookup', () => {
  it('resolves both plate formats, with or without hyphens', async () => {
    const plates = await db.kysely.selectFrom('fr_plates').select(['plate', 'model_id as modelId']).orderBy('plate').execute();
    const siv = plates.find((p) => /^[A-Z]{2}\d{3}[A-Z]{2}$/.test(p.plate))!;
    const fni = plates.find((p) => /^\d{1,4}[A-Z]{1,3}\d{2}$/.test(p.plate))!;
    const sivWritten = `${siv.plate.slice(0, 2)}-${siv.plate.slice(2, 5)}-${siv.plate.slice(5)}`.toLowerCase();
    const sivAnswer = await call<VehicleMatches>(`/vehicle/license/fr/${sivWritten}`);
    expect(sivAnswer.status).toBe(200);
    expect(sivAnswer.body.vehicles.map((v) => v.model.id)).toEqual([siv.modelId]);
    const [, digits, letters, dept] = /^(\d+)([A-Z]+)(\d+)$/.exec(fni.plate)!;
    const fniAnswer = await call<VehicleMatches>(`/vehicle/license/fr/${digits}-${letters}-${dept}`);
    expect(fniAnswer.body.vehicles.map((v) => v.model.id)).toEqual([fni.modelId]);
    expect((await call<VehicleMatches>(`/vehicle/license/fr/${fni.plate}`)).body.vehicles).toHaveLength(1);
  });

  it('answers an empty list for an unknown plate and 400 for a malformed one', async () => {
    expect(await call('/vehicle/license/fr/ZZ-999-ZZ')).toEqual({ status: 200, body: { vehicles: [] } });
    expect(await call('/vehicle/license/fr/ABC-12')).toMatchObject({ status: 400, body: { field: 'plate' } });
    expect(await call('/vehicle/license/fr/12345-AB-12')).toMatchObject({ status: 400, body: { field: 'plate' } });
  });
});
