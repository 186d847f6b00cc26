/**
 * Catalogue calls: a category, several categories at once, the navigation overlay and category listings.
 *
 * The `GET /api{path}` listing is mounted as `GET /api/listing{path}`: the catalogue path
 * (e.g. /listing/Bremsscheiben/Alle-Fahrzeuge/--1523 or /listing/Bremsscheiben/vw-golf-iv/3-12-1523)
 * is read with the web tier's readCataloguePath. The same endpoint also takes the ids as query
 * parameters (categoryId, manufacturerId, seriesPageId, modelId, brandId), which win over the path.
 * Further query: f (base64 JSON filters), page, pageSize (1-60), sort, modelId, hsntsn.
 */
import type * as z from 'zod';
import { readCataloguePath } from '../../../contract/catalogue-path';
import { listingQuery } from '../../../contract/calls/catalogue';
import { badRequest, notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { parseFilters } from './filters';
import { categoryListing } from './listing';
import { buildNavigation } from './navigation';
import { findCategories, findCategory } from './repository';
import { requestContext } from '../session';

type ListingQuery = z.output<typeof listingQuery>;

export const catalogueEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /categories/:id'], async ({ params, headers, db }) => {
    const category = await findCategory(db.kysely, params.id, requestContext(headers).langNo);
    return category ? ok(category) : notFound('category');
  }),
  endpoint(CALLS['GET /categories'], async ({ query, headers, db }) => {
    return ok({ categories: await findCategories(db.kysely, query.ids, requestContext(headers).langNo) });
  }),
  endpoint(CALLS['GET /navigation'], async ({ query, headers, db }) => {
    return ok(await buildNavigation(db.kysely, requestContext(headers), query));
  }),
  endpoint(CALLS['GET /listing{/*path}'], async ({ params, query, headers, db }) => {
    const filters = parseFilters(query.f);
    if (!filters.ok) return badRequest('f', filters.message);
    const segments = params.path;
    const reading = segments?.length ? readCataloguePath(`/${segments.join('/')}`) : null;
    if (segments?.length && !reading) return notFound('catalogue path');
    const ids = { ...readIds(reading), ...definedOnly(query) };
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
      hsntsn: query.hsntsn,
      brandId: ids.brandId === undefined ? undefined : Number(ids.brandId),
      filters: filters.filters,
      page: query.page,
      pageSize: query.pageSize,
      sort: query.sort,
      langNo: context.langNo,
      deliveryCountry: context.deliveryCountry,
    });
    return listing ? ok(listing) : notFound('category');
  }),
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

function definedOnly(data: ListingQuery): Ids {
  const out: Ids = {};
  for (const key of ['categoryId', 'manufacturerId', 'seriesPageId', 'modelId', 'brandId'] as const) if (data[key] !== undefined) out[key] = data[key];
  return out;
}
