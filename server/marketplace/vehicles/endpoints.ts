/**
 * Vehicle selection calls. Lists answer { popular, all } (see types.ts).
 * HSN/TSN and plate lookups answer { vehicles } with zero, one or several entries (200 even for none:
 * "no match" is an answer the chooser shows, not an error).
 */
import { isFrenchPlate, normalisePlate } from '../../../contract/licence-plate';
import { badRequest, notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { numericModelId } from '../catalogue';
import * as vehicles from './repository';
import type { ManufacturerList, ModelList, SeriesList, SeriesPageAnswer, Vehicle, VehicleMatches } from '../../../contract/index';


function applyListOptions<T extends { id: number }>(lists: { popular: T[]; all: T[] }, limit?: number, exclude?: number[]) {
  const keep = (row: T) => !exclude?.includes(row.id);
  const rest = lists.all.filter(keep);
  return { popular: lists.popular.filter(keep), all: limit ? rest.slice(0, limit) : rest };
}

/** Two letters, three digits, two letters (SIV) or 1-4 digits, 1-3 letters, 1-3 word characters (FNI). */

export const vehicleEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /vehicle/manufacturers'], async ({ query, db: handle }) => {
    const db = handle.kysely;
    const rows = await vehicles.listManufacturers(db, query.categoryId);
    const body: ManufacturerList = applyListOptions(vehicles.popularAndAll(rows, vehicles.stripManufacturer) as ManufacturerList, query.limit, query.exclude);
    return ok(body);
  }),
  endpoint(CALLS['GET /vehicle/manufacturers/:id/series'], async ({ params, query, db: handle }) => {
    const db = handle.kysely;
    const manufacturer = await vehicles.findManufacturer(db, params.id);
    if (!manufacturer) return notFound('manufacturer');
    const rows = await vehicles.listSeriesOfManufacturer(db, params.id);
    const lists = vehicles.popularAndAll(rows, ({ manufacturerId: _m, ...series }) => series) as SeriesList;
    const body: SeriesList = { manufacturer, ...applyListOptions(lists, query.limit, query.exclude) };
    return ok(body);
  }),
  endpoint(CALLS['GET /vehicle/series/:id/models'], async ({ params, query, db: handle }) => {
    const db = handle.kysely;
    const series = await vehicles.findSeries(db, params.id);
    if (!series) return notFound('series');
    const manufacturer = (await vehicles.findManufacturer(db, series.manufacturerId))!;
    const lists = vehicles.popularAndAll(await vehicles.listModelsOfSeries(db, params.id)) as ModelList;
    const { manufacturerId: _m, seriesFamilyId: _f, seriesPageId: _p, ...plainSeries } = series;
    const body: ModelList = { manufacturer, series: plainSeries, ...applyListOptions(lists, query.limit, query.exclude) };
    return ok(body);
  }),
  endpoint(CALLS['GET /vehicle/series-pages/:id'], async ({ params, query, db: handle }) => {
    const db = handle.kysely;
    const page = await vehicles.findSeriesPage(db, params.id);
    if (!page) return notFound('series page');
    const series = await vehicles.listSeriesOfPage(db, params.id);
    // withModels: each series with its models (sorted as the models list's `all`), for a page that lists them all.
    const models = query.withModels ? await vehicles.listModelsOfSeriesIds(db, series.map((entry) => entry.id)) : undefined;
    const body: SeriesPageAnswer = {
      seriesPage: page.seriesPage, seriesFamily: page.seriesFamily,
      manufacturer: (await vehicles.findManufacturer(db, page.manufacturerId))!,
      series: models ? series.map((entry) => ({ ...entry, models: vehicles.popularAndAll(models.get(entry.id) ?? []).all })) : series,
    };
    return ok(body);
  }),
  endpoint(CALLS['GET /vehicle/models/:modelId'], async ({ params, db: handle }) => {
    const db = handle.kysely;
    const modelId = numericModelId(params.modelId);
    const [vehicle] = modelId === null ? [] : await vehicles.vehiclesForModels(db, [modelId]);
    return vehicle ? ok(vehicle satisfies Vehicle) : notFound('model');
  }),
  // {hsn}{tsn} written together: 4 + 3 alphanumerics, e.g. /vehicle/hsntsn/0603ANP
  endpoint(CALLS['GET /vehicle/hsntsn/:hsntsn'], async ({ params, db: handle }) => {
    const db = handle.kysely;
    const value = params.hsntsn;
    if (!/^[A-Za-z0-9]{4}/.test(value)) return badRequest('hsn', 'HSN must be exactly 4 alphanumeric characters');
    if (!/^[A-Za-z0-9]{7}$/.test(value)) return badRequest('tsn', 'TSN must be exactly 3 alphanumeric characters');
    const upper = value.toUpperCase();
    const [hsn, tsn] = [upper.slice(0, 4), upper.slice(4)];
    const found = await vehicles.vehiclesForModels(db, await vehicles.modelIdsByKba(db, hsn, tsn));
    // The register's words go with any answer but one type: what it names is all the shopper's choice can rest on.
    const register = found.length === 1 ? null : await vehicles.registerEntry(db, hsn, tsn);
    // A pair naming its generation only: the answer says so, and groups the types by fuel for the shopper's choice.
    const generation = register ? await vehicles.generationOfPair(db, hsn, tsn) : null;
    const body: VehicleMatches = { vehicles: found, register: register && generation ? { ...register, ...generation } : register };
    return ok(body);
  }),
  endpoint(CALLS['GET /vehicle/license/fr/:plate'], async ({ params, db: handle }) => {
    const db = handle.kysely;
    const plate = params.plate.trim();
    if (!isFrenchPlate(plate)) return badRequest('plate', 'licence plate must look like AA-123-ZZ or 1234-AB-56');
    const normalised = normalisePlate(plate);
    const body: VehicleMatches = { vehicles: await vehicles.vehiclesForModels(db, await vehicles.modelIdsByFrenchPlate(db, normalised)) };
    return ok(body);
  }),
];
