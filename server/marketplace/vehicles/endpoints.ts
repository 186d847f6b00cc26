/**
 * Vehicle selection calls. Lists answer { popular, all } (see types.ts).
 * HSN/TSN and plate lookups answer { vehicles } with zero, one or several entries (200 even for none:
 * "no match" is an answer the chooser shows, not an error).
 */
import { isFrenchPlate, normalisePlate } from '../../../contract/licence-plate';
import { z } from 'zod';
import { badRequest, notFound, ok, parseInput, type Endpoint } from '../http/endpoint';
import { digitsId, excludeParam, limitParam, modelIdParam, numericModelId, optionalDigitsId } from '../catalogue/query-schemas';
import * as vehicles from './repository';
import type { ManufacturerList, ModelList, SeriesList, SeriesPageAnswer, Vehicle, VehicleMatches } from './types';

const listQuery = z.object({ limit: limitParam, exclude: excludeParam });
const seriesPageQuery = z.object({ withModels: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(['1']).optional()) });

function applyListOptions<T extends { id: number }>(lists: { popular: T[]; all: T[] }, limit?: number, exclude?: number[]) {
  const keep = (row: T) => !exclude?.includes(row.id);
  const rest = lists.all.filter(keep);
  return { popular: lists.popular.filter(keep), all: limit ? rest.slice(0, limit) : rest };
}

/** Two letters, three digits, two letters (SIV) or 1-4 digits, 1-3 letters, 1-3 word characters (FNI). */

export const vehicleEndpoints: Endpoint[] = [
  {
    method: 'GET', path: '/vehicle/manufacturers',
    async handle({ query, db: handle }) {
      const db = handle.kysely;
      const input = parseInput(listQuery.extend({ categoryId: optionalDigitsId }), query);
      if (!input.ok) return input.response;
      const rows = await vehicles.listManufacturers(db, input.data.categoryId);
      const body: ManufacturerList = applyListOptions(vehicles.popularAndAll(rows, vehicles.stripManufacturer) as ManufacturerList, input.data.limit, input.data.exclude);
      return ok(body);
    },
  },
  {
    method: 'GET', path: '/vehicle/manufacturers/:id/series',
    async handle({ params, query, db: handle }) {
      const db = handle.kysely;
      const id = parseInput(digitsId, params.id);
      if (!id.ok) return badRequest('id', 'manufacturer id must be digits');
      const input = parseInput(listQuery, query);
      if (!input.ok) return input.response;
      const manufacturer = await vehicles.findManufacturer(db, id.data);
      if (!manufacturer) return notFound('manufacturer');
      const rows = await vehicles.listSeriesOfManufacturer(db, id.data);
      const lists = vehicles.popularAndAll(rows, ({ manufacturerId: _m, ...series }) => series) as SeriesList;
      const body: SeriesList = { manufacturer, ...applyListOptions(lists, input.data.limit, input.data.exclude) };
      return ok(body);
    },
  },
  {
    method: 'GET', path: '/vehicle/series/:id/models',
    async handle({ params, query, db: handle }) {
      const db = handle.kysely;
      const id = parseInput(digitsId, params.id);
      if (!id.ok) return badRequest('id', 'series id must be digits');
      const input = parseInput(listQuery, query);
      if (!input.ok) return input.response;
      const series = await vehicles.findSeries(db, id.data);
      if (!series) return notFound('series');
      const manufacturer = (await vehicles.findManufacturer(db, series.manufacturerId))!;
      const lists = vehicles.popularAndAll(await vehicles.listModelsOfSeries(db, id.data)) as ModelList;
      const { manufacturerId: _m, seriesFamilyId: _f, seriesPageId: _p, ...plainSeries } = series;
      const body: ModelList = { manufacturer, series: plainSeries, ...applyListOptions(lists, input.data.limit, input.data.exclude) };
      return ok(body);
    },
  },
  {
    method: 'GET', path: '/vehicle/series-pages/:id',
    async handle({ params, query, db: handle }) {
      const db = handle.kysely;
      const id = parseInput(digitsId, params.id);
      if (!id.ok) return badRequest('id', 'series page id must be digits');
      const input = parseInput(seriesPageQuery, query);
      if (!input.ok) return input.response;
      const page = await vehicles.findSeriesPage(db, id.data);
      if (!page) return notFound('series page');
      const series = await vehicles.listSeriesOfPage(db, id.data);
      // withModels: each series with its models (sorted as the models list's `all`), for a page that lists them all.
      const models = input.data.withModels ? await vehicles.listModelsOfSeriesIds(db, series.map((entry) => entry.id)) : undefined;
      const body: SeriesPageAnswer = {
        seriesPage: page.seriesPage, seriesFamily: page.seriesFamily,
        manufacturer: (await vehicles.findManufacturer(db, page.manufacturerId))!,
        series: models ? series.map((entry) => ({ ...entry, models: vehicles.popularAndAll(models.get(entry.id) ?? []).all })) : series,
      };
      return ok(body);
    },
  },
  {
    method: 'GET', path: '/vehicle/models/:modelId',
    async handle({ params, db: handle }) {
      const db = handle.kysely;
      const input = parseInput(modelIdParam, params.modelId);
      if (!input.ok) return badRequest('modelId', 'modelId must be word characters');
      const modelId = numericModelId(input.data);
      const [vehicle] = modelId === null ? [] : await vehicles.vehiclesForModels(db, [modelId]);
      return vehicle ? ok(vehicle satisfies Vehicle) : notFound('model');
    },
  },
  {
    // {hsn}{tsn} written together: 4 + 3 alphanumerics, e.g. /vehicle/hsntsn/0603ANP
    method: 'GET', path: '/vehicle/hsntsn/:hsntsn',
    async handle({ params, db: handle }) {
      const db = handle.kysely;
      const value = params.hsntsn ?? '';
      if (!/^[A-Za-z0-9]{4}/.test(value)) return badRequest('hsn', 'HSN must be exactly 4 alphanumeric characters');
      if (!/^[A-Za-z0-9]{7}$/.test(value)) return badRequest('tsn', 'TSN must be exactly 3 alphanumeric characters');
      const upper = value.toUpperCase();
      const body: VehicleMatches = { vehicles: await vehicles.vehiclesForModels(db, await vehicles.modelIdsByKba(db, upper.slice(0, 4), upper.slice(4))) };
      return ok(body);
    },
  },
  {
    method: 'GET', path: '/vehicle/license/fr/:plate',
    async handle({ params, db: handle }) {
      const db = handle.kysely;
      const plate = (params.plate ?? '').trim();
      if (!isFrenchPlate(plate)) return badRequest('plate', 'licence plate must look like AA-123-ZZ or 1234-AB-56');
      const normalised = normalisePlate(plate);
      const body: VehicleMatches = { vehicles: await vehicles.vehiclesForModels(db, await vehicles.modelIdsByFrenchPlate(db, normalised)) };
      return ok(body);
    },
  },
];
