/** Vehicle data: manufacturers, series, series pages, models, KBA numbers and French plates. */
import type { Db } from '../db/connection';
import { registerName } from '../import';
import type { Kba, Manufacturer, Model, Series, SeriesFamily, SeriesPage, Vehicle } from '../../../contract/index';

interface WithPopularity { popularity: number }

type ManufacturerRow = Manufacturer & WithPopularity;
type SeriesRow = Series & { manufacturerId: number; seriesFamilyId: number; seriesPageId: number };
type ModelRow = Omit<Model, 'kbas' | 'kwThirtyMinutes'> & { seriesId: number; kwThirtyMinutes: number };

/** The 30-minute mark of a type's power, named only where it is one (an electric motor's rating from the French list). */
const thirtyMinutes = (flag: number): { kwThirtyMinutes?: true } => (flag ? { kwThirtyMinutes: true } : {});

const toManufacturer = ({ id, name, slug, seoName }: ManufacturerRow): Manufacturer => ({ id, name, slug, seoName });
export const stripManufacturer = toManufacturer;
const toSeries = ({ id, name, slug, productionYearStart, productionYearEnd, popularity }: SeriesRow): Series => ({
  id, name, slug, productionYearStart, productionYearEnd, popularity,
});

const manufacturers = (db: Db) => db.selectFrom('manufacturers').select(['id', 'name', 'slug', 'seo_name as seoName', 'popularity']);
const series = (db: Db) => db.selectFrom('series').select([
  'id', 'name', 'slug', 'production_year_start as productionYearStart', 'production_year_end as productionYearEnd',
  'popularity', 'manufacturer_id as manufacturerId', 'series_family_id as seriesFamilyId', 'series_page_id as seriesPageId',
]);
const models = (db: Db) => db.selectFrom('models').select([
  'id', 'name', 'full_name as fullName', 'ps', 'kw', 'kw_thirty_minutes as kwThirtyMinutes', 'ccm', 'production_year_start as productionYearStart',
  'production_year_end as productionYearEnd', 'popularity', 'series_id as seriesId',
]);

export async function listManufacturers(db: Db, categoryId?: number): Promise<ManufacturerRow[]> {
  if (categoryId === undefined) return manufacturers(db).orderBy('name').execute();
  // Only makes with at least one fitted article in the category (or its children).
  return manufacturers(db).where('id', 'in', db.selectFrom('categories as c')
    .innerJoin('articles as a', 'a.category_id', 'c.id')
    .innerJoin('fitment as f', 'f.article_id', 'a.id')
    .innerJoin('models as m', 'm.id', 'f.model_id')
    .select('m.manufacturer_id')
    .where((eb) => eb.or([eb('c.id', '=', categoryId), eb('c.parent_id', '=', categoryId), eb('c.top_parent_id', '=', categoryId)])))
    .orderBy('name').execute();
}

export async function findManufacturer(db: Db, id: number): Promise<Manufacturer | undefined> {
  const row = await manufacturers(db).where('id', '=', id).executeTakeFirst();
  return row && toManufacturer(row);
}

/** A manufacturer's series, each with the series page it is shown on (a page may hold several generations). */
export async function listSeriesOfManufacturer(db: Db, manufacturerId: number): Promise<(Series & { manufacturerId: number; seriesPage: SeriesPage | null })[]> {
  const [rows, pages] = await Promise.all([
    series(db).where('manufacturer_id', '=', manufacturerId).orderBy('name').orderBy('id').execute(),
    db.selectFrom('series_pages').select(['id', 'slug', 'name']).where('manufacturer_id', '=', manufacturerId).execute(),
  ]);
  const pageById = new Map(pages.map((page) => [page.id, page]));
  return rows.map((r) => ({ ...toSeries(r), manufacturerId: r.manufacturerId, seriesPage: pageById.get(r.seriesPageId) ?? null }));
}

export async function findSeries(db: Db, id: number): Promise<SeriesRow | undefined> {
  return series(db).where('id', '=', id).executeTakeFirst();
}

async function kbasFor(db: Db, modelIds: number[]): Promise<Map<number, Kba[]>> {
  const byModel = new Map<number, Kba[]>();
  if (!modelIds.length) return byModel;
  const rows = await db.selectFrom('kba').select(['id as kbaId', 'hsn', 'tsn', 'model_id as modelId']).where('model_id', 'in', modelIds).orderBy('id').execute();
  for (const row of rows) {
    const list = byModel.get(row.modelId) ?? [];
    list.push({ kbaId: row.kbaId, hsn: row.hsn, tsn: row.tsn });
    byModel.set(row.modelId, list);
  }
  return byModel;
}

async function withKbas(db: Db, rows: ModelRow[]): Promise<Model[]> {
  const kbas = await kbasFor(db, rows.map((r) => r.id));
  return rows.map(({ seriesId: _seriesId, kwThirtyMinutes, ...model }) => ({ ...model, ...thirtyMinutes(kwThirtyMinutes), kbas: kbas.get(model.id) ?? [] }));
}

/** The models of several series in one read, by series id. */
export async function listModelsOfSeriesIds(db: Db, seriesIds: number[]): Promise<Map<number, Model[]>> {
  const bySeries = new Map<number, Model[]>(seriesIds.map((id) => [id, []]));
  if (!seriesIds.length) return bySeries;
  const rows = await models(db).where('series_id', 'in', seriesIds).orderBy('name').orderBy('ps').orderBy('id').execute();
  const withKba = await withKbas(db, rows);
  rows.forEach((row, i) => bySeries.get(row.seriesId)?.push(withKba[i]!));
  return bySeries;
}

export async function listModelsOfSeries(db: Db, seriesId: number): Promise<Model[]> {
  return withKbas(db, await models(db).where('series_id', '=', seriesId).orderBy('name').orderBy('ps').orderBy('id').execute());
}

export async function findSeriesPage(db: Db, id: number): Promise<{ seriesPage: SeriesPage; seriesFamily: SeriesFamily; manufacturerId: number } | undefined> {
  const row = await db.selectFrom('series_pages as p').innerJoin('series_families as f', 'f.id', 'p.series_family_id')
    .select(['p.id', 'p.slug', 'p.name', 'f.id as familyId', 'f.slug as familySlug', 'p.manufacturer_id as manufacturerId'])
    .where('p.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { seriesPage: { id: row.id, slug: row.slug, name: row.name }, seriesFamily: { id: row.familyId, slug: row.familySlug }, manufacturerId: row.manufacturerId };
}

export async function listSeriesOfPage(db: Db, seriesPageId: number): Promise<Series[]> {
  const rows = await series(db).where('series_page_id', '=', seriesPageId).orderBy('production_year_start').orderBy('name').orderBy('id').execute();
  return rows.map(toSeries);
}

/** Full vehicles (manufacturer, family, page, series, model) for the given model ids, in that order. */
export async function vehiclesForModels(db: Db, modelIds: number[]): Promise<Vehicle[]> {
  if (!modelIds.length) return [];
  // One query for the whole chain (model → series → page → family, manufacturer) and one for the KBA numbers.
  const rows = await db.selectFrom('models as mo')
    .innerJoin('series as s', 's.id', 'mo.series_id')
    .innerJoin('series_pages as p', 'p.id', 's.series_page_id')
    .innerJoin('series_families as f', 'f.id', 'p.series_family_id')
    .innerJoin('manufacturers as ma', 'ma.id', 's.manufacturer_id')
    .select([
      'mo.id', 'mo.name', 'mo.full_name as fullName', 'mo.ps', 'mo.kw', 'mo.kw_thirty_minutes as kwThirtyMinutes', 'mo.ccm', 'mo.production_year_start as productionYearStart',
      'mo.production_year_end as productionYearEnd', 'mo.popularity', 'mo.series_id as seriesId',
      's.name as seriesName', 's.slug as seriesSlug', 's.production_year_start as seriesYearStart', 's.production_year_end as seriesYearEnd', 's.popularity as seriesPopularity',
      'p.id as pageId', 'p.slug as pageSlug', 'p.name as pageName', 'f.id as familyId', 'f.slug as familySlug',
      'ma.id as manufacturerId', 'ma.name as manufacturerName', 'ma.slug as manufacturerSlug', 'ma.seo_name as manufacturerSeoName',
    ])
    .where('mo.id', 'in', modelIds).execute();
  const kbas = await kbasFor(db, rows.map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const vehicles: Vehicle[] = [];
  for (const id of modelIds) {
    const r = byId.get(id);
    if (!r) continue;
    vehicles.push({
      manufacturer: { id: r.manufacturerId, name: r.manufacturerName, slug: r.manufacturerSlug, seoName: r.manufacturerSeoName },
      seriesFamily: { id: r.familyId, slug: r.familySlug },
      seriesPage: { id: r.pageId, slug: r.pageSlug, name: r.pageName },
      series: { id: r.seriesId, name: r.seriesName, slug: r.seriesSlug, productionYearStart: r.seriesYearStart, productionYearEnd: r.seriesYearEnd, popularity: r.seriesPopularity },
      model: {
        id: r.id, name: r.name, fullName: r.fullName, ps: r.ps, kw: r.kw, ...thirtyMinutes(r.kwThirtyMinutes), ccm: r.ccm, productionYearStart: r.productionYearStart,
        productionYearEnd: r.productionYearEnd, popularity: r.popularity, kbas: kbas.get(r.id) ?? [],
      },
    });
  }
  return vehicles;
}

export async function modelIdsByKba(db: Db, hsn: string, tsn: string): Promise<number[]> {
  const rows = await db.selectFrom('kba').select('model_id').distinct().where('hsn', '=', hsn).where('tsn', '=', tsn).orderBy('model_id').execute();
  return rows.map((r) => r.model_id);
}

/** The register's own words for a pair (its KBA manufacturer and trade name), when it lists it. */
export async function registerEntry(db: Db, hsn: string, tsn: string): Promise<{ maker: string; tradeName: string } | null> {
  const row = await db.selectFrom('kba_register').select(['kba_manufacturer', 'trade_name']).where('hsn', '=', hsn).where('tsn', '=', tsn).executeTakeFirst();
  return row ? { maker: row.kba_manufacturer, tradeName: registerName(row.kba_manufacturer, row.trade_name) } : null;
}

/**
 * The generation a pair names when it names no engine (kba.names_generation): its name and years,
 * and the fuel of each type the shopper chooses from. Null when the pair is linked as its car.
 */
export async function generationOfPair(db: Db, hsn: string, tsn: string): Promise<PairGeneration | null> {
  const rows = await db.selectFrom('kba as k').innerJoin('models as m', 'm.id', 'k.model_id').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['m.id', 'm.fuel', 's.name', 's.production_year_start as yearStart', 's.production_year_end as yearEnd'])
    .where('k.hsn', '=', hsn).where('k.tsn', '=', tsn).where('k.names_generation', '=', 1).orderBy('m.id').execute();
  const first = rows[0];
  if (!first) return null;
  const engines = new Map<string, number[]>();
  for (const row of rows) engines.set(row.fuel, [...(engines.get(row.fuel) ?? []), row.id]);
  return {
    generation: { name: first.name, productionYearStart: first.yearStart, productionYearEnd: first.yearEnd },
    engines: [...engines].map(([fuel, modelIds]) => ({ fuel, modelIds })),
  };
}
export interface PairGeneration {
  generation: { name: string; productionYearStart: number; productionYearEnd: number | null };
  engines: { fuel: string; modelIds: number[] }[];
}

/** plate: normalised (upper case, no hyphens or spaces). */
export async function modelIdsByFrenchPlate(db: Db, plate: string): Promise<number[]> {
  const rows = await db.selectFrom('fr_plates').select('model_id').where('plate', '=', plate).orderBy('model_id').execute();
  return rows.map((r) => r.model_id);
}

/** Top 10 by popularity, then both lists alphabetical. */
export function popularAndAll<T extends { id: number; name: string; popularity?: number }>(rows: T[], strip: (row: T) => unknown = (r) => r) {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'de') || a.id - b.id;
  const popular = [...rows].sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.id - b.id).slice(0, 10).sort(byName);
  return { popular: popular.map(strip), all: [...rows].sort(byName).map(strip) };
}
