/**
 * The query of a listing page: page, sort and chosen filter values (f_<key>=v1,v2), plus the
 * vehicle and search fields that every link of the page keeps. Links are built from this state so
 * a filter, sort or paging link never loses the other parameters.
 */
import type { Request } from 'express';

export const SORTS = ['popularity', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'popularity';

/** Fields that are not filters but must survive every link of a listing. */
/** vehicleSeriesGroupId and vehicleManufacturerId come from the header search form. */
const KEPT = ['q', 'modelId', 'vehicleSeriesGroupId', 'vehicleManufacturerId', 'kbaTypeId'] as const;
const FILTER_PREFIX = 'f_';
const MAX_PAGE = 10_000;
/** Filter key cleaf is dropped. */
const DROPPED_FILTERS = new Set(['cleaf']);

export interface ListingQuery {
  page: number;
  sort: Sort;
  /** Chosen values per filter key (delivery_country holds one). */
  filters: Record<string, string[]>;
  kept: Record<string, string>;
}

function values(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '' && item.length <= 100);
}

export function readListingQuery(query: Request['query']): ListingQuery {
  const rawPage = typeof query.page === 'string' && /^\d{1,5}$/.test(query.page) ? Number(query.page) : 1;
  const sort = SORTS.find((s) => s === query.sort) ?? DEFAULT_SORT;
  const filters: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(query)) {
    if (!name.startsWith(FILTER_PREFIX)) continue;
    const key = name.slice(FILTER_PREFIX.length);
    if (!/^\w{1,40}$/.test(key) || DROPPED_FILTERS.has(key)) continue;
    const chosen = [...new Set(values(raw))];
    if (chosen.length) filters[key] = key === 'delivery_country' ? chosen.slice(0, 1) : chosen;
  }
  const kept: Record<string, string> = {};
  for (const name of KEPT) {
    const value = query[name];
    if (typeof value === 'string' && value.trim() !== '') kept[name] = value.trim().slice(0, 200);
  }
  return { page: Math.min(Math.max(rawPage, 1), MAX_PAGE), sort, filters, kept };
}

/** Query object for link(): defaults left out so canonical URLs stay short. */
export function toQuery(state: ListingQuery): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = { ...state.kept };
  for (const key of Object.keys(state.filters).sort()) {
    const chosen = state.filters[key];
    if (chosen?.length) query[FILTER_PREFIX + key] = chosen.join(',');
  }
  if (state.sort !== DEFAULT_SORT) query.sort = state.sort;
  if (state.page > 1) query.page = String(state.page);
  return query;
}

/** Toggles one filter value; delivery_country replaces its value. Back to page 1. */
export function toggleFilter(state: ListingQuery, key: string, value: string): ListingQuery {
  const current = state.filters[key] ?? [];
  const active = current.includes(value);
  const next = active ? current.filter((v) => v !== value) : key === 'delivery_country' ? [value] : [...current, value];
  return { ...state, page: 1, filters: { ...state.filters, [key]: next } };
}

/** Reset keeps the delivery country. */
export function resetFilters(state: ListingQuery): ListingQuery {
  const country = state.filters.delivery_country;
  return { ...state, page: 1, filters: country ? { delivery_country: country } : {} };
}

export function hasFilters(state: ListingQuery): boolean {
  return Object.entries(state.filters).some(([key, chosen]) => key !== 'delivery_country' && chosen.length > 0);
}

/** Hidden fields of a form that changes `except` and keeps the rest (page always resets). */
export function hiddenFields(state: ListingQuery, except: 'sort' | 'filters'): { name: string; value: string }[] {
  const query = toQuery({ ...state, page: 1, ...(except === 'filters' ? { filters: {} } : { sort: DEFAULT_SORT }) });
  return Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }]));
}
