/** Vehicle selection: lists for the dropdowns, series pages, models, HSN/TSN and licence plate. */
import * as z from 'zod';
import { defineCall } from '../call';
import { digitsId, excludeParam, limitParam, modelIdParam, optionalDigitsId } from '../params';
import { manufacturer, model, popularAndAll, series, seriesFamily, seriesPage, vehicle } from './shapes';

export const vehicleListQuery = z.object({ limit: limitParam, exclude: excludeParam });
const id = z.object({ id: digitsId });

export const manufacturerList = popularAndAll(manufacturer);
export type ManufacturerList = z.infer<typeof manufacturerList>;
/** Each series names the series page it is shown on. */
export const seriesList = popularAndAll(series.extend({ seriesPage: seriesPage.nullable().optional() })).extend({ manufacturer });
export type SeriesList = z.infer<typeof seriesList>;
export const modelList = popularAndAll(model).extend({ manufacturer, series });
export type ModelList = z.infer<typeof modelList>;
/** The series carry their models when asked withModels. */
export const seriesPageAnswer = z.object({ seriesPage, seriesFamily, manufacturer, series: z.array(series.extend({ models: z.array(model).optional() })) });
export type SeriesPageAnswer = z.infer<typeof seriesPageAnswer>;
/**
 * A HSN/TSN pair the register lists but the catalogue cannot place on one generation comes back
 * without vehicles and with the register's name for it, so the shopper is told what the key
 * names instead of being offered another generation's cars.
 */
export const vehicleMatches = z.object({
  vehicles: z.array(vehicle),
  register: z.object({
    maker: z.string(), tradeName: z.string(),
    /** A pair naming no engine: the generation its key's date fixes, and its types by fuel for the shopper to choose. */
    generation: z.object({ name: z.string(), productionYearStart: z.number(), productionYearEnd: z.number().nullable() }).optional(),
    engines: z.array(z.object({ fuel: z.string(), modelIds: z.array(z.number()) })).optional(),
  }).nullable().optional(),
});
export type VehicleMatches = z.infer<typeof vehicleMatches>;

export const vehicleCalls = {
  /** Sorted by popularity (popular) and by name (all); the call requires the three check headers. */
  'GET /vehicle/manufacturers': defineCall({
    method: 'GET', path: '/vehicle/manufacturers', cacheable: true,
    query: vehicleListQuery.extend({ categoryId: optionalDigitsId }),
    answer: manufacturerList,
    fallback: () => ({ popular: [], all: [] }),
  }),
  'GET /vehicle/manufacturers/:id/series': defineCall({
    method: 'GET', path: '/vehicle/manufacturers/:id/series', cacheable: true,
    params: id, query: vehicleListQuery,
    /** Each series names the series page it is shown on. */
    answer: seriesList.nullable(),
    fallback: () => null,
  }),
  'GET /vehicle/series/:id/models': defineCall({
    method: 'GET', path: '/vehicle/series/:id/models', cacheable: true,
    params: id, query: vehicleListQuery,
    answer: modelList.nullable(),
    fallback: () => null,
  }),
  'GET /vehicle/series-pages/:id': defineCall({
    method: 'GET', path: '/vehicle/series-pages/:id', cacheable: true,
    params: id,
    /** withModels=1: each series with its models, for a page listing them all in one call. */
    query: z.object({ withModels: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(['1']).optional()) }),
    answer: seriesPageAnswer.nullable(),
    fallback: () => null,
  }),
  'GET /vehicle/models/:modelId': defineCall({
    method: 'GET', path: '/vehicle/models/:modelId', cacheable: true,
    params: z.object({ modelId: modelIdParam }),
    answer: vehicle.nullable(),
    fallback: () => null,
  }),
  /** Zero, one or several vehicles: "no match" is an answer, not an error. */
  'GET /vehicle/hsntsn/:hsntsn': defineCall({
    method: 'GET', path: '/vehicle/hsntsn/:hsntsn', cacheable: true,
    params: z.object({ hsntsn: z.string().max(40) }),
    answer: vehicleMatches,
    fallback: () => ({ vehicles: [] }),
  }),
  'GET /vehicle/license/fr/:plate': defineCall({
    method: 'GET', path: '/vehicle/license/fr/:plate', cacheable: true,
    params: z.object({ plate: z.string().max(40) }),
    answer: z.object({ vehicles: z.array(vehicle) }),
    fallback: () => ({ vehicles: [] }),
  }),
};
