/**
 * Catalogue calls: a category, several categories at once, the navigation overlay and category listings.
 *
 * The `GET /api{path}` listing is mounted as `GET /api/listing{path}`: the catalogue path
 * (e.g. /listing/Bremsscheiben/Alle-Fahrzeuge/--1523 or /listing/Bremsscheiben/vw-golf-iv/3-12-1523)
 * is read with the web tier's readCataloguePath. The same endpoint also takes the ids as query
 * parameters (categoryId, manufacturerId, seriesPageId, modelId, brandId), which win over the path.
 * Further query: f (base64 JSON filters), page, pageSize (1-60), sort, modelId, hsntsn.
 */
import { z } from 'zod';
import { readCataloguePath } from '../../../contract/catalogue-path';
import { badRequest, notFound, ok, parseInput, type Endpoint } from '../http/endpoint';
import { parseFilters } from './filters';
import { categoryListing, sortParam } from './listing';
import { buildNavigation } from './navigation';
import { digitsId, idsParam, optionalDigitsId, optionalModelId, pageParam } from './query-schemas';
import { findCategories, findCategory } from './repository';
import { requestContext } from './request-context';

const single = (v: unknown) => (Array.isArray(v) ? v[0] : v);
export const listingQuery = z.object({
  f: z.preprocess(single, z.string().max(4000).optional()),
  page: pageParam,
  pageSize: z.preprocess(single, z.coerce.number().int().min(1).max(60).default(20)),
  sort: z.preprocess(single, sortParam),
  modelId: optionalModelId,
  hsntsn: z.preprocess(single, z.string().regex(/^[A-Za-z0-9]{7}$/, 'must be 4 + 3 alphanumerics (HSN and TSN)').optional()),
  categoryId: optionalDigitsId,
  manufacturerId: optionalDigitsId,
  seriesPageId: optionalDigitsId,
  brandId: optionalDigitsId,
});

export const catalogueEndpoints: Endpoint[] = [
  {
    method: 'GET', path: '/categories/:id',
    async handle({ params, headers, db }) {
      const id = parseInput(digitsId, params.id);
      if (!id.ok) return badRequest('id', 'category id must be digits');
      const category = await findCategory(db.kysely, id.data, requestContext(headers).langNo);
      return category ? ok(category) : notFound('category');
    },
  },
  {
    method: 'GET', path: '/categories',
    async handle({ query, headers, db }) {
      const input = parseInput(z.object({ ids: idsParam }), query);
      if (!input.ok) return input.response;
      return ok({ categories: await findCategories(db.kysely, input.data.ids, requestContext(headers).langNo) });
    },
  },
  {
    method: 'GET', path: '/navigation',
    async handle({ query, headers, db }) {
      const input = parseInput(z.object({ vehicleManufacturerId: optionalDigitsId, vehicleSeriesGroupId: optionalDigitsId, vehicleModelId: optionalModelId }), query);
      if (!input.ok) return input.response;
      return ok(await buildNavigation(db.kysely, requestContext(headers), input.data));
    },
  },
  {
    method: 'GET', path: '/listing{/*path}',
    async handle({ params, query, headers, db }) {
      const input = parseInput(listingQuery, query);
      if (!input.ok) return input.response;
      const filters = parseFilters(input.data.f);
      if (!filters.ok) return badRequest('f', filters.message);
      const segments = (params as unknown as { path?: string[] }).path;
      const reading = segments?.length ? readCataloguePath(`/${segments.join('/')}`) : null;
      if (segments?.length && !reading) return notFound('catalogue path');
      const ids = { ...readIds(reading), ...definedOnly(input.data) };
      for (const field of ['categoryId', 'manufacturerId', 'seriesPageId', 'brandId'] as const) {
        const value = ids[field];
        if (value !== undefined && !/^\d{1,9}$/.test(String(value))) return badRequest(field, `${field} must be digits`);
      }
      if (ids.modelId !== undefined && !/^\w{1,64}$/.test(String(ids.modelId))) return badRequest('modelId', 'modelId must be word characters');
      if (ids.categoryId === undefined) return badRequest('categoryId', 'a category is required');
      const context = requestContext(headers);
      const listing = await categoryListing(db.kysely, {
        categoryId: Number(ids.categoryId),
        manufacturerId: ids.manufacturerId === undefined ? undefined : Number(ids.manufacturerId),
        seriesPageId: ids.seriesPageId === undefined ? undefined : Number(ids.seriesPageId),
        modelId: ids.modelId === undefined ? undefined : String(ids.modelId),
        hsntsn: input.data.hsntsn,
        brandId: ids.brandId === undefined ? undefined : Number(ids.brandId),
        filters: filters.filters,
        page: input.data.page,
        pageSize: input.data.pageSize,
        sort: input.data.sort,
        langNo: context.langNo,
        deliveryCountry: context.deliveryCountry,
      });
      return listing ? ok(listing) : notFound('category');
    },
  },
];

type Ids = { categoryId?: string | number; manufacturerId?: string | number; seriesPageId?: string | number; modelId?: string | number; brandId?: string | number };

function readIds(reading: ReturnType<typeof readCataloguePath>): Ids {
  if (!reading) return {};
  const ids: Ids = {};
  if (reading.categoryId) ids.categoryId = reading.categoryId;
  if (reading.brandId) ids.brandId = reading.brandId;
  if (reading.id) {
    if (reading.type === 1) ids.manufacturerId = reading.id;
    if (reading.type === 2) ids.seriesPageId = reading.id;
    if (reading.type === 3) ids.modelId = reading.id;
  }
  return ids;
}

function definedOnly(data: z.infer<typeof listingQuery>): Ids {
  const out: Ids = {};
  for (const key of ['categoryId', 'manufacturerId', 'seriesPageId', 'modelId', 'brandId'] as const) if (data[key] !== undefined) out[key] = data[key];
  return out;
}
