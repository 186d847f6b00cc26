/** Vehicle data: manufacturers, series, series pages, models, KBA numbers and French plates. */
import type { Database } from '../db/connection';
import { all, get, placeholders } from '../catalogue/statements';
import type { Kba, Manufacturer, Model, Series, SeriesFamily, SeriesPage, Vehicle } from './types';

interface WithPopularity { popularity: number }

const MANUFACTURER = 'SELECT id, name, slug, seo_name AS seoName, popularity FROM manufacturers';
const SERIES = `SELECT id, name, slug, production_year_start AS productionYearStart, production_year_end AS productionYearEnd,
  popularity, manufacturer_id AS manufacturerId, series_family_id AS seriesFamilyId, series_page_id AS seriesPageId FROM series`;
const MODEL = `SELECT id, name, full_name AS fullName, ps, kw, ccm, production_year_start AS productionYearStart,
  production_year_end AS productionYearEnd, popularity, series_id AS seriesId FROM models`;

type ManufacturerRow = Manufacturer & WithPopularity;
type SeriesRow = Series & { manufacturerId: number; seriesFamilyId: number; seriesPageId: number };
type ModelRow = Omit<Model, 'kbas'> & { seriesId: number };

const toManufacturer = ({ id, name, slug, seoName }: ManufacturerRow): Manufacturer => ({ id, name, slug, seoName });
export const stripManufacturer = toManufacturer;
const toSeries = ({ id, name, slug, productionYearStart, productionYearEnd, popularity }: SeriesRow): Series => ({
  id, name, slug, productionYearStart, productionYearEnd, popularity,
});

export function listManufacturers(db: Database, categoryId?: number): (Manufacturer & WithPopularity)[] {
  const rows = categoryId === undefined
    ? all<ManufacturerRow>(db, `${MANUFACTURER} ORDER BY name`)
    // Only makes with at least one fitted article in the category (or its children).
    : all<ManufacturerRow>(db, `${MANUFACTURER} WHERE id IN (
        SELECT DISTINCT m.manufacturer_id FROM categories c
        JOIN articles a ON a.category_id = c.id
        JOIN fitment f ON f.article_id = a.id
        JOIN models m ON m.id = f.model_id
        WHERE c.id = ?1 OR c.parent_id = ?1 OR c.top_parent_id = ?1) ORDER BY name`, categoryId);
  return rows;
}

export function findManufacturer(db: Database, id: number): Manufacturer | undefined {
  const row = get<ManufacturerRow>(db, `${MANUFACTURER} WHERE id = ?`, id);
  return row && toManufacturer(row);
}

export function listSeriesOfManufacturer(db: Database, manufacturerId: number): (Series & { manufacturerId: number })[] {
  return all<SeriesRow>(db, `${SERIES} WHERE manufacturer_id = ? ORDER BY name`, manufacturerId).map((r) => ({ ...toSeries(r), manufacturerId: r.manufacturerId }));
}

export function findSeries(db: Database, id: number): SeriesRow | undefined {
  return get<SeriesRow>(db, `${SERIES} WHERE id = ?`, id);
}

function kbasFor(db: Database, modelIds: number[]): Map<number, Kba[]> {
  const byModel = new Map<number, Kba[]>();
  if (!modelIds.length) return byModel;
  for (const row of all<Kba & { modelId: number }>(db, `SELECT id AS kbaId, hsn, tsn, model_id AS modelId FROM kba WHERE model_id IN (${placeholders(modelIds.length)}) ORDER BY id`, ...modelIds)) {
    const list = byModel.get(row.modelId) ?? [];
    list.push({ kbaId: row.kbaId, hsn: row.hsn, tsn: row.tsn });
    byModel.set(row.modelId, list);
  }
  return byModel;
}

function withKbas(db: Database, rows: ModelRow[]): Model[] {
  const kbas = kbasFor(db, rows.map((r) => r.id));
  return rows.map(({ seriesId: _seriesId, ...model }) => ({ ...model, kbas: kbas.get(model.id) ?? [] }));
}

export function listModelsOfSeries(db: Database, seriesId: number): Model[] {
  return withKbas(db, all<ModelRow>(db, `${MODEL} WHERE series_id = ? ORDER BY name, ps`, seriesId));
}

export function findSeriesPage(db: Database, id: number): { seriesPage: SeriesPage; seriesFamily: SeriesFamily; manufacturerId: number } | undefined {
  const row = get<{ id: number; slug: string; name: string; familyId: number; familySlug: string; manufacturerId: number }>(db,
    `SELECT p.id, p.slug, p.name, f.id AS familyId, f.slug AS familySlug, p.manufacturer_id AS manufacturerId
     FROM series_pages p JOIN series_families f ON f.id = p.series_family_id WHERE p.id = ?`, id);
  if (!row) return undefined;
  return { seriesPage: { id: row.id, slug: row.slug, name: row.name }, seriesFamily: { id: row.familyId, slug: row.familySlug }, manufacturerId: row.manufacturerId };
}

export function listSeriesOfPage(db: Database, seriesPageId: number): Series[] {
  return all<SeriesRow>(db, `${SERIES} WHERE series_page_id = ? ORDER BY production_year_start, name`, seriesPageId).map(toSeries);
}

/** Full vehicles (manufacturer, family, page, series, model) for the given model ids, in that order. */
export function vehiclesForModels(db: Database, modelIds: number[]): Vehicle[] {
  if (!modelIds.length) return [];
  const models = withKbas(db, all<ModelRow>(db, `${MODEL} WHERE id IN (${placeholders(modelIds.length)})`, ...modelIds));
  const seriesIds = new Map<number, number>(all<{ id: number; seriesId: number }>(db, `SELECT id, series_id AS seriesId FROM models WHERE id IN (${placeholders(modelIds.length)})`, ...modelIds).map((r) => [r.id, r.seriesId]));
  const byId = new Map(models.map((m) => [m.id, m]));
  const vehicles: Vehicle[] = [];
  for (const id of modelIds) {
    const model = byId.get(id);
    const series = model && findSeries(db, seriesIds.get(id)!);
    if (!model || !series) continue;
    const page = findSeriesPage(db, series.seriesPageId);
    const manufacturer = findManufacturer(db, series.manufacturerId);
    if (!page || !manufacturer) continue;
    vehicles.push({ manufacturer, seriesFamily: page.seriesFamily, seriesPage: page.seriesPage, series: toSeries(series), model });
  }
  return vehicles;
}

export function modelIdsByKba(db: Database, hsn: string, tsn: string): number[] {
  return all<{ modelId: number }>(db, 'SELECT DISTINCT model_id AS modelId FROM kba WHERE hsn = ? AND tsn = ? ORDER BY model_id', hsn, tsn).map((r) => r.modelId);
}

/** plate: normalised (upper case, no hyphens or spaces). */
export function modelIdsByFrenchPlate(db: Database, plate: string): number[] {
  return all<{ modelId: number }>(db, 'SELECT model_id AS modelId FROM fr_plates WHERE plate = ?', plate).map((r) => r.modelId);
}

/** Top 10 by popularity, then both lists alphabetical (spec 2). */
export function popularAndAll<T extends { id: number; name: string; popularity?: number }>(rows: T[], strip: (row: T) => unknown = (r) => r) {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'de') || a.id - b.id;
  const popular = [...rows].sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0) || a.id - b.id).slice(0, 10).sort(byName);
  return { popular: popular.map(strip), all: [...rows].sort(byName).map(strip) };
}
