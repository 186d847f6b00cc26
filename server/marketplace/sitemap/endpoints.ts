/**
 * Bulk listings for the web tier's sitemaps (the shop's own calls; nothing user-specific, so all
 * cacheable): GET /sitemap/articles?page=&pageSize=, /sitemap/brands, /sitemap/categories (in the
 * request language), /sitemap/vehicles and /sitemap/listings?kind=&page=&pageSize= (the category
 * listings narrowed to a manufacturer, series page, model or brand that hold articles). Shops come
 * from GET /shops.
 */
import { ok, endpoint, type Endpoint } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { requestContext } from '../session';
import { articlePage, brandsWithArticles, categoriesIn, countArticles, countListings, listingPage, vehiclePages } from './repository';

export { SITEMAP_PAGE_SIZE_MAX } from '../../../contract/calls/catalogue';

export const sitemapEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /sitemap/articles'], async ({ query, db }) => {
    const { page, pageSize } = query;
    const [total, articles] = await Promise.all([countArticles(db.kysely), articlePage(db.kysely, (page - 1) * pageSize, pageSize)]);
    const pageCount = Math.ceil(total / pageSize);
    return ok({ page, pageSize, total, pageCount, articles });
  }),
  endpoint(CALLS['GET /sitemap/listings'], async ({ query, db }) => {
    const { kind, page, pageSize } = query;
    const [total, listings] = await Promise.all([countListings(db.kysely, kind), listingPage(db.kysely, kind, (page - 1) * pageSize, pageSize)]);
    return ok({ kind, page, pageSize, total, pageCount: Math.ceil(total / pageSize), listings });
  }),
  endpoint(CALLS['GET /sitemap/brands'], async ({ db }) => ok({ brands: await brandsWithArticles(db.kysely) })),
  endpoint(CALLS['GET /sitemap/categories'], async ({ headers, db }) => ok({ categories: await categoriesIn(db.kysely, requestContext(headers).langNo) })),
  endpoint(CALLS['GET /sitemap/vehicles'], async ({ db }) => ok(await vehiclePages(db.kysely))),
];
