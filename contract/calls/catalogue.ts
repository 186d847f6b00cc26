/** Catalogue: categories, the navigation overlay's data, category listings, offers, articles, shops. */
import { z } from 'zod';
import { defineCall } from '../call';
import { digitsId, idsParam, optionalDigitsId, optionalModelId, pageParam, single } from '../params';
import { categorySuggestion, EMPTY_LISTING, listing, manufacturer } from './shapes';

const sort = z.enum(['popularity', 'price-asc', 'price-desc', 'relevance']);

export const listingQuery = z.object({
  f: z.preprocess(single, z.string().max(4000).optional()),
  page: pageParam,
  pageSize: z.preprocess(single, z.coerce.number().int().min(1).max(60).default(20)),
  sort: z.preprocess(single, sort.default('popularity')),
  modelId: optionalModelId,
  hsntsn: z.preprocess(single, z.string().regex(/^[A-Za-z0-9]{7}$/, 'must be 4 + 3 alphanumerics (HSN and TSN)').optional()),
  categoryId: optionalDigitsId,
  manufacturerId: optionalDigitsId,
  seriesPageId: optionalDigitsId,
  brandId: optionalDigitsId,
});

export const navigationQuery = z.object({ vehicleManufacturerId: optionalDigitsId, vehicleSeriesGroupId: optionalDigitsId, vehicleModelId: optionalModelId });

/** A category of the overlay with its children (three levels). */
export interface NavigationCategory extends z.infer<typeof categorySuggestion> { children: NavigationCategory[] }
const navigationCategory: z.ZodType<NavigationCategory> = z.lazy(() => categorySuggestion.extend({ children: z.array(navigationCategory) }));

/**
 * The overlay's data: the category tree, the vehicle the links are for (null: all vehicles) and the
 * manufacturers sorted by name. Data only: each caller builds links with the path grammar.
 */
export const navigationAnswer = z.object({
  categories: z.array(navigationCategory),
  vehicle: z.object({ slug: z.string(), type: z.union([z.literal(1), z.literal(2), z.literal(3)]), id: z.union([z.number(), z.string()]) }).nullable(),
  manufacturers: z.array(z.object({ id: z.number(), name: z.string(), seoName: z.string() })),
});
export type NavigationAnswer = z.infer<typeof navigationAnswer>;

/** One shop's offer for an article; money in cents. */
const offer = z.looseObject({
  offerId: z.number(), sparePartId: z.number(), priceCents: z.number(), refundCents: z.number(), stock: z.number(), available: z.boolean(),
  deliveryDays: z.number(), shop: z.looseObject({ id: z.number(), name: z.string(), slug: z.string(), rating: z.number() }),
});

const category = z.looseObject({ id: z.number(), title: z.string(), seoAlias: z.string(), isUniversal: z.boolean(), children: z.array(z.looseObject({ id: z.number() })) });

export const catalogueCalls = {
  'GET /categories/:id': defineCall({
    method: 'GET', path: '/categories/:id', cacheable: true,
    params: z.object({ id: digitsId }),
    answer: category.nullable(),
    fallback: () => null,
  }),
  /** Several categories in one call (a page that needs many, as the home page's popular ones); unknown ids are left out. */
  'GET /categories': defineCall({
    method: 'GET', path: '/categories', cacheable: true,
    query: z.object({ ids: idsParam }),
    answer: z.object({ categories: z.array(category) }),
    fallback: () => ({ categories: [] }),
  }),
  'GET /navigation': defineCall({
    method: 'GET', path: '/navigation', cacheable: true,
    query: navigationQuery, answer: navigationAnswer,
    fallback: () => ({ categories: [], vehicle: null, manufacturers: [] }),
  }),
  /** GET /api{path}: a catalogue path (or the ids as query parameters) as a listing. */
  'GET /listing{/*path}': defineCall({
    method: 'GET', path: '/listing{/*path}', cacheable: true,
    params: z.looseObject({}), query: listingQuery,
    answer: listing,
    fallback: () => ({ ...EMPTY_LISTING }),
  }),
  /** Offers of one article; shops sorted by rating, best first. */
  'GET /Angebote': defineCall({
    method: 'GET', path: '/Angebote', cacheable: true,
    query: z.object({ sparePartId: digitsId, categoryId: optionalDigitsId, modelId: optionalModelId }),
    answer: z.looseObject({ sparePartId: z.number(), offers: z.array(offer) }),
    fallback: () => ({ sparePartId: 0, offers: [] }),
  }),
  'GET /Angebote/:offerId': defineCall({
    method: 'GET', path: '/Angebote/:offerId', cacheable: true,
    params: z.object({ offerId: digitsId }),
    answer: z.looseObject({ sparePartId: z.number().nullable(), offer: offer.nullable() }),
    fallback: () => ({ sparePartId: null, offer: null }),
  }),
  'GET /Artikel/:id': defineCall({
    method: 'GET', path: '/Artikel/:id', cacheable: true,
    params: z.object({ id: digitsId }), query: z.object({ modelId: optionalModelId }),
    answer: z.looseObject({ id: z.number(), title: z.string(), articleNumber: z.string() }).nullable(),
    fallback: () => null,
  }),
  'GET /Artikel/:id/Fahrzeuge': defineCall({
    method: 'GET', path: '/Artikel/:id/Fahrzeuge', cacheable: true,
    params: z.object({ id: digitsId }), query: z.object({ modelId: optionalModelId }),
    answer: z.looseObject({}),
    fallback: () => ({}),
  }),
  'GET /Artikel/:id/Originalteile': defineCall({
    method: 'GET', path: '/Artikel/:id/Originalteile', cacheable: true,
    params: z.object({ id: digitsId }), query: z.object({ modelId: optionalModelId }),
    answer: z.looseObject({}),
    fallback: () => ({}),
  }),
  'GET /shops': defineCall({
    method: 'GET', path: '/shops', cacheable: true,
    answer: z.object({ shops: z.array(z.looseObject({ id: z.number(), name: z.string(), slug: z.string(), rating: z.number() })) }),
    fallback: () => ({ shops: [] }),
  }),
  'GET /shops/:shopName': defineCall({
    method: 'GET', path: '/shops/:shopName', cacheable: true,
    params: z.object({ shopName: z.string().max(200) }),
    answer: z.looseObject({ id: z.number(), name: z.string(), slug: z.string(), terms: z.string(), cancellationPolicy: z.string() }).nullable(),
    fallback: () => null,
  }),
  'GET /sources': defineCall({
    method: 'GET', path: '/sources', cacheable: true,
    answer: z.object({ sources: z.array(z.looseObject({})) }),
    fallback: () => ({ sources: [] }),
  }),
  'GET /sitemap/articles': defineCall({
    method: 'GET', path: '/sitemap/articles', cacheable: true,
    answer: z.looseObject({ page: z.number(), pageSize: z.number(), total: z.number(), pageCount: z.number(), articles: z.array(z.looseObject({})) }),
    fallback: () => ({ page: 1, pageSize: 0, total: 0, pageCount: 0, articles: [] }),
  }),
  /** Category listings narrowed to a manufacturer, series page, model or brand that hold articles, page by page. */
  'GET /sitemap/listings': defineCall({
    method: 'GET', path: '/sitemap/listings', cacheable: true,
    answer: z.looseObject({
      kind: z.string(), page: z.number(), pageSize: z.number(), total: z.number(), pageCount: z.number(),
      listings: z.array(z.object({ id: z.number(), slug: z.string(), categoryId: z.number() })),
    }),
    fallback: () => ({ kind: 'model', page: 1, pageSize: 0, total: 0, pageCount: 0, listings: [] }),
  }),
  'GET /sitemap/brands': defineCall({
    method: 'GET', path: '/sitemap/brands', cacheable: true,
    answer: z.object({ brands: z.array(z.looseObject({})) }),
    fallback: () => ({ brands: [] }),
  }),
  'GET /sitemap/categories': defineCall({
    method: 'GET', path: '/sitemap/categories', cacheable: true,
    answer: z.object({ categories: z.array(z.looseObject({})) }),
    fallback: () => ({ categories: [] }),
  }),
  'GET /sitemap/vehicles': defineCall({
    method: 'GET', path: '/sitemap/vehicles', cacheable: true,
    answer: z.looseObject({}),
    fallback: () => ({}),
  }),
  'GET /cross-selling': defineCall({
    method: 'GET', path: '/cross-selling',
    answer: z.looseObject({ articles: z.array(z.looseObject({})) }),
    fallback: () => ({ articles: [] }),
  }),
  /** 404 is a valid answer here (no recommendation). */
  'GET /recommendation/spare-part/:id': defineCall({
    method: 'GET', path: '/recommendation/spare-part/:id',
    answer: z.looseObject({ recommendations: z.array(z.looseObject({})) }),
    fallback: () => ({ recommendations: [] }),
  }),
};

export { manufacturer };
