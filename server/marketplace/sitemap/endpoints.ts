/**
 * Bulk listings for the web tier's sitemaps (the shop's own calls; nothing user-specific, so all
 * cacheable): GET /sitemap/articles?page=&pageSize=, /sitemap/brands, /sitemap/categories (in the
 * request language), /sitemap/vehicles and /sitemap/listings?kind=&page=&pageSize= (the category
 * listings narrowed to a manufacturer, series page, model or brand that hold articles). Shops come
 * from GET /shops.
 */
import { z } from 'zod';
import { ok, parseInput, type Endpoint } from '../http/endpoint';
import { requestContext } from '../catalogue/request-context';
import { LISTING_KINDS, articlePage, brandsWithArticles, categoriesIn, countArticles, countListings, listingPage, vehiclePages, type ListingKind } from './repository';

/** One sitemap file holds at most 50,000 URLs, so one page never needs more. */
export const SITEMAP_PAGE_SIZE_MAX = 50_000;

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const articleQuery = z.object({
  page: z.preprocess(single, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(single, z.coerce.number().int().min(1).max(SITEMAP_PAGE_SIZE_MAX).default(SITEMAP_PAGE_SIZE_MAX)),
});

const listingQuery = articleQuery.extend({
  kind: z.preprocess(single, z.enum(LISTING_KINDS as [ListingKind, ...ListingKind[]])),
});

export const sitemapEndpoints: Endpoint[] = [
  {
    method: 'GET', path: '/sitemap/articles',
    async handle({ query, db }) {
      const input = parseInput(articleQuery, query);
      if (!input.ok) return input.response;
      const { page, pageSize } = input.data;
      const [total, articles] = await Promise.all([countArticles(db.kysely), articlePage(db.kysely, (page - 1) * pageSize, pageSize)]);
      const pageCount = Math.ceil(total / pageSize);
      return ok({ page, pageSize, total, pageCount, articles });
    },
  },
  {
    method: 'GET', path: '/sitemap/listings',
    async handle({ query, db }) {
      const input = parseInput(listingQuery, query);
      if (!input.ok) return input.response;
      const { kind, page, pageSize } = input.data;
      const [total, listings] = await Promise.all([countListings(db.kysely, kind), listingPage(db.kysely, kind, (page - 1) * pageSize, pageSize)]);
      return ok({ kind, page, pageSize, total, pageCount: Math.ceil(total / pageSize), listings });
    },
  },
  { method: 'GET', path: '/sitemap/brands', handle: async ({ db }) => ok({ brands: await brandsWithArticles(db.kysely) }) },
  { method: 'GET', path: '/sitemap/categories', handle: async ({ headers, db }) => ok({ categories: await categoriesIn(db.kysely, requestContext(headers).langNo) }) },
  { method: 'GET', path: '/sitemap/vehicles', handle: async ({ db }) => ok(await vehiclePages(db.kysely)) },
];
