/**
 * Category listings: a category (all its leaves), optionally narrowed to a vehicle (manufacturer,
 * series page, model or HSN/TSN) and a brand, filtered by `f`, sorted and paged.
 */
import * as z from 'zod';
import { DELIVERY_COUNTRIES } from '../../../locales/editions';
import { backendOf, type Db } from '../db/connection';
import type { ListingFilters } from './filters';
import { FILTER_KEYS, orderFilterValues, writtenValue } from './criteria';
import { categoryCriteriaCounts, criteriaFacets, criteriaOnlyCount, criterionBrandCounts, onlyCriteria, rarestFirst, type CriteriaCounts, type ValueCount } from './criteria-counts';
import { countMatched, readMatched } from './matched-articles';
import { numericModelId } from './query-schemas';
import { brandCounts, countArticles, findArticleIds, findCategory, leafIdsOf, modelIdsForKba, namedBrandCounts, type ArticleQuery, type VehicleContext } from './repository';
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

/** The criteria filters shown first (viscosity and lamp type lead), each value written as the trade writes it, with its unit. */
function criteriaAttributes(facets: { key: string; values: ValueCount[] }[], filters: ListingFilters): Filters {
  const out: Filters = {};
  for (const { key, values } of facets) {
    const chosen = filters.criteria?.find((criterion) => criterion.key === key)?.values ?? [];
    out[key] = {
      attributes: orderFilterValues(key, values).map((v) => {
        const written = writtenValue(key, v.value);
        return { value: v.value, title: v.unit ? `${written} ${v.unit}` : written, count: v.count, isActive: chosen.includes(v.value), ...(v.unit ? { unit: v.unit } : {}) };
      }),
    };
  }
  return out;
}

export function filterAttributes(brands: { id: number; name: string; count: number }[], filters: ListingFilters, deliveryCountry: string, facets: { key: string; values: ValueCount[] }[] = []): Filters {
  const country = filters.deliveryCountry ?? deliveryCountry;
  const countries = [...new Set([...PROMOTED_COUNTRIES, country])].filter((c) => (DELIVERY_COUNTRIES as readonly string[]).includes(c));
  return {
    ...criteriaAttributes(facets, filters),
    brand: { attributes: brands.map((b) => ({ value: String(b.id), title: b.name, count: b.count, isActive: filters.brandIds.includes(b.id) })) },
    delivery_country: { attributes: countries.map((c) => ({ value: c, title: c, isActive: c === country })) },
    in_stock: { attributes: [{ value: '1', title: 'in stock', isActive: filters.inStock }] },
  };
}

interface Counted { resultCount: number; ids: number[]; brands: { id: number; name: string; count: number }[]; facets: { key: string; values: ValueCount[] }[] }

/** Each count asked of the database: the indexes' counts answer them under no filter or one criterion. */
export async function counted(db: Db, query: ArticleQuery, criteriaCounts: CriteriaCounts): Promise<Counted> {
  const [resultCount, ids, brands, facets] = await Promise.all([
    criteriaOnlyCount(query, criteriaCounts) ?? countArticles(db, query),
    findArticleIds(db, query),
    criterionBrandCounts(db, query).then((counts) => counts ?? brandCounts(db, query)),
    criteriaFacets(db, query, criteriaCounts),
  ]);
  return { resultCount, ids, brands, facets };
}

/**
 * Under two criteria, or a brand, vehicle, delivery country or stock beside criteria, the counts
 * from one read of the matched articles (matched-articles.ts); null when there are too many to read.
 */
export async function countedOnce(db: Db, query: ArticleQuery, criteriaCounts: CriteriaCounts): Promise<Counted | null> {
  const keys = FILTER_KEYS.filter((key) => criteriaCounts.has(key));
  const chosen = query.filters.criteria ?? [];
  if (!keys.length || (onlyCriteria(query) && chosen.length <= 1)) return null;
  const read = await readMatched(db, query, keys, criteriaCounts);
  if (!read) return null;
  const counts = countMatched(db, read, query, criteriaCounts);
  const [ids, brands, facets] = await Promise.all([
    query.sort === 'popularity' && counts.page ? counts.page(query.offset, query.limit) : findArticleIds(db, query),
    counts.brands ? namedBrandCounts(db, counts.brands) : criterionBrandCounts(db, query).then((named) => named ?? brandCounts(db, query)),
    criteriaFacets(db, query, criteriaCounts, counts.criterion),
  ]);
  return { resultCount: counts.resultCount, ids, brands, facets };
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
  const criteriaCounts = await categoryCriteriaCounts(db, categoryIds);
  // Criteria the categories' articles do not carry would only empty the listing: they are left out.
  const chosen = (request.filters.criteria ?? []).filter((criterion) => criteriaCounts.has(criterion.key));
  const filters: ListingFilters = { ...request.filters, criteria: rarestFirst(chosen, criteriaCounts) };
  const query: ArticleQuery = {
    categoryIds,
    brandIds: request.brandId === undefined ? [] : [request.brandId],
    vehicle,
    filters,
    sort: request.sort === 'relevance' ? 'popularity' : request.sort,
    offset: (request.page - 1) * request.pageSize,
    limit: request.pageSize,
  };
  // A chosen criterion's range and a vehicle's ranges carry each article's values (migrations 049,
  // 050): PostgreSQL counts from one read of them too, as SQLite does. Counted in SQL, a make's
  // listing was a pass over every row of its models' ranges per count, each criterion's one of them.
  const once = backendOf(db) === 'sqlite' || chosen.length > 0 || query.vehicle !== null ? await countedOnce(db, query, criteriaCounts) : null;
  const { resultCount, ids, brands, facets } = once ?? (await counted(db, query, criteriaCounts));
  const spareParts = await productCards(db, ids, request.langNo, request.deliveryCountry);
  return {
    isUniversal: category.isUniversal,
    spareParts,
    resultCount,
    availablePageCount: Math.ceil(resultCount / request.pageSize),
    page: request.page,
    pageSize: request.pageSize,
    sort: query.sort,
    category,
    filters: filterAttributes(brands, filters, request.deliveryCountry, facets),
  };
}
