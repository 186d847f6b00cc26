/**
 * Category listings: a category (all its leaves), optionally narrowed to a vehicle (manufacturer,
 * series page, model or HSN/TSN) and a brand, filtered by `f`, sorted and paged.
 */
import * as z from 'zod';
import { DELIVERY_COUNTRIES } from '../../../locales/editions';
import type { Db } from '../db/connection';
import type { ListingFilters } from './filters';
import { numericModelId } from './query-schemas';
import { brandCounts, countArticles, findArticleIds, findCategory, leafIdsOf, modelIdsForKba, type ArticleQuery, type VehicleContext } from './repository';
import { productCards } from './products';
import type { Category, Filters, Listing, ListingSort } from '../../../contract/index';

export const DEFAULT_PAGE_SIZE = 20;
export const sortParam = z.enum(['popularity', 'price-asc', 'price-desc', 'relevance']).default('popularity');
/** DE, AT and CH are always offered in the delivery-country filter. */
const PROMOTED_COUNTRIES = ['DE', 'AT', 'CH'];

export interface ListingRequest {
  categoryId: number;
  manufacturerId?: number;
  seriesPageId?: number;
  modelId?: string;
  hsntsn?: string;
  brandId?: number;
  filters: ListingFilters;
  page: number;
  pageSize: number;
  sort: ListingSort;
  langNo: number;
  deliveryCountry: string;
}

export async function vehicleContext(db: Db, request: Pick<ListingRequest, 'manufacturerId' | 'seriesPageId' | 'modelId' | 'hsntsn'>): Promise<VehicleContext> {
  const modelId = numericModelId(request.modelId);
  if (request.modelId !== undefined) return { kind: 'model', modelIds: modelId === null ? [] : [modelId] };
  if (request.hsntsn) return { kind: 'model', modelIds: await modelIdsForKba(db, request.hsntsn.slice(0, 4).toUpperCase(), request.hsntsn.slice(4).toUpperCase()) };
  if (request.seriesPageId !== undefined) return { kind: 'seriesPage', id: request.seriesPageId };
  if (request.manufacturerId !== undefined) return { kind: 'manufacturer', id: request.manufacturerId };
  return null;
}

export function emptyListing(page = 1, pageSize = DEFAULT_PAGE_SIZE, sort: ListingSort = 'popularity'): Listing {
  return { isUniversal: false, spareParts: [], resultCount: 0, availablePageCount: 0, page, pageSize, sort, category: null, filters: {} };
}

export function filterAttributes(brands: { id: number; name: string; count: number }[], filters: ListingFilters, deliveryCountry: string): Filters {
  const country = filters.deliveryCountry ?? deliveryCountry;
  const countries = [...new Set([...PROMOTED_COUNTRIES, country])].filter((c) => (DELIVERY_COUNTRIES as readonly string[]).includes(c));
  return {
    brand: { attributes: brands.map((b) => ({ value: String(b.id), title: b.name, count: b.count, isActive: filters.brandIds.includes(b.id) })) },
    delivery_country: { attributes: countries.map((c) => ({ value: c, title: c, isActive: c === country })) },
    in_stock: { attributes: [{ value: '1', title: 'in stock', isActive: filters.inStock }] },
  };
}

/** null when the category does not exist. */
export async function categoryListing(db: Db, request: ListingRequest): Promise<Listing | null> {
  const category: Category | null = await findCategory(db, request.categoryId, request.langNo);
  if (!category) return null;
  const [categoryIds, vehicle] = await Promise.all([
    leafIdsOf(db, category.id),
    // Universal parts (oils, lamps, tools) fit every vehicle: the vehicle context does not narrow them.
    category.isUniversal ? null : vehicleContext(db, request),
  ]);
  const query: ArticleQuery = {
    categoryIds,
    brandIds: request.brandId === undefined ? [] : [request.brandId],
    vehicle,
    filters: request.filters,
    sort: request.sort === 'relevance' ? 'popularity' : request.sort,
    offset: (request.page - 1) * request.pageSize,
    limit: request.pageSize,
  };
  const [resultCount, spareParts, brands] = await Promise.all([
    countArticles(db, query),
    findArticleIds(db, query).then((ids) => productCards(db, ids, request.langNo, request.deliveryCountry)),
    brandCounts(db, query),
  ]);
  return {
    isUniversal: category.isUniversal,
    spareParts,
    resultCount,
    availablePageCount: Math.ceil(resultCount / request.pageSize),
    page: request.page,
    pageSize: request.pageSize,
    sort: query.sort,
    category,
    filters: filterAttributes(brands, request.filters, request.deliveryCountry),
  };
}
