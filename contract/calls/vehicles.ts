/** Vehicle selection: lists for the dropdowns, series pages, models, HSN/TSN and licence plate. */
import { z } from 'zod';
import { defineCall } from '../call';
import { digitsId, excludeParam, limitParam, modelIdParam, optionalDigitsId } from '../params';
import { manufacturer, model, popularAndAll, series, seriesPage, vehicle } from './shapes';

export const vehicleListQuery = z.object({ limit: limitParam, exclude: excludeParam });
const id = z.object({ id: digitsId });

export const vehicleCalls = {
  /** Sorted by popularity (popular) and by name (all); the call requires the three check headers. */
  'GET /vehicle/manufacturers': defineCall({
    method: 'GET', path: '/vehicle/manufacturers', cacheable: true,
    query: vehicleListQuery.extend({ categoryId: optionalDigitsId }),
    answer: popularAndAll(manufacturer),
    fallback: () => ({ popular: [], all: [] }),
  }),
  'GET /vehicle/manufacturers/:id/series': defineCall({
    method: 'GET', path: '/vehicle/manufacturers/:id/series', cacheable: true,
    params: id, query: vehicleListQuery,
    /** Each series names the series page it is shown on. */
    answer: popularAndAll(series.extend({ seriesPage: seriesPage.nullable().optional() })).extend({ manufacturer }).nullable(),
    fallback: () => null,
  }),
  'GET /vehicle/series/:id/models': defineCall({
    method: 'GET', path: '/vehicle/series/:id/models', cacheable: true,
    params: id, query: vehicleListQuery,
    answer: popularAndAll(model).extend({ manufacturer, series }).nullable(),
    fallback: () => null,
  }),
  'GET /vehicle/series-pages/:id': defineCall({
    method: 'GET', path: '/vehicle/series-pages/:id', cacheable: true,
    params: id,
    /** withModels=1: each series with its models, for a page listing them all in one call. */
    query: z.object({ withModels: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(['1']).optional()) }),
    answer: z.looseObject({ seriesPage, manufacturer, series: z.array(series.extend({ models: z.array(model).optional() })) }).nullable(),
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
    answer: z.object({ vehicles: z.array(vehicle) }),
    fallback: () => ({ vehicles: [] }),
  }),
  'GET /vehicle/license/fr/:plate': defineCall({
    method: 'GET', path: '/vehicle/license/fr/:plate', cacheable: true,
    params: z.object({ plate: z.string().max(40) }),
    answer: z.object({ vehicles: z.array(vehicle) }),
    fallback: () => ({ vehicles: [] }),
  }),
};
