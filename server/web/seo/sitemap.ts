/**
 * /sitemap.xml: a sitemap index with per-edition sitemaps (/sitemap-<locale>-<n>.xml), each at most
 * 50,000 URLs. An edition's files are first its pages (home, info pages, categories, vehicles,
 * brands, shops with their terms and cancellation pages), split at 50,000; then the category
 * listings narrowed to a manufacturer, series page, model or brand that hold articles, and then its
 * article pages: one file per page of the marketplace's bulk lists, fetched when that file is asked
 * for. Building an edition's plan takes five bulk calls (categories, vehicles, brands, shops,
 * sources) plus one count per paged list, whatever the catalogue's size. Plans are kept for an
 * hour: crawlers call the index and every file in a row. A marketplace failure answers 503 (and is
 * not kept), never a silently short sitemap.
 */
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { CONTEXT_HEADERS } from '../../../contract/headers';
import { EDITIONS, LOCALES, isLocale, type Locale } from '../../../locales/editions';
import { createI18n, translatorFor } from '../../../locales/i18n';
import { infoTopicsFor } from '../../../views/layout/info-topics';
import type { MarketplaceClient } from '../marketplace-client';
import { originOf } from '../request-context';
import { pathFor, routeName, type PageName, type PageParams } from '../routes/table';
import { SITEMAP_MAX_URLS, chunkUrls, sitemapIndexXml, urlsetXml } from './sitemap-xml';

const TTL_MS = 60 * 60 * 1000;

type Link = <P extends PageName>(page: P, params: PageParams[P]) => string;

/** Links of one edition: with its path prefix, or without it when the edition has a host of its own. */
export function editionLink(locale: Locale, prefix = true): Link {
  return (page, params) => pathFor(routeName(page, locale) as `${typeof page}___${Locale}`, params, { prefix }) || '/';
}

// The marketplace answers, read with zod: an answer of another shape is a failure, not an empty list.
const categoriesAnswer = z.object({ categories: z.array(z.object({ id: z.number(), seoAlias: z.string(), isUniversal: z.boolean() })) });
const vehiclesAnswer = z.object({
  manufacturers: z.array(z.object({ id: z.number(), seoName: z.string() })),
  seriesPages: z.array(z.object({ id: z.number(), slug: z.string() })),
  models: z.array(z.object({ id: z.number(), seriesSlug: z.string() })),
});
const brandsAnswer = z.object({ brands: z.array(z.object({ id: z.number(), seoName: z.string() })) });
const shopsAnswer = z.object({ shops: z.array(z.object({ slug: z.string() })) });
const sourcesAnswer = z.object({ sources: z.array(z.unknown()) });
const articlesAnswer = z.object({
  total: z.number(),
  pageCount: z.number(),
  articles: z.array(z.object({ id: z.number(), brandSeoName: z.string(), normNumber: z.string() })),
});

const LISTING_KINDS = ['manufacturer', 'series', 'model', 'brand'] as const;
type ListingKind = (typeof LISTING_KINDS)[number];
const listingsAnswer = z.object({
  total: z.number(),
  listings: z.array(z.object({ id: z.number(), slug: z.string(), categoryId: z.number() })),
});

export class SitemapUnavailable extends Error {}

async function fetchAnswer<T>(marketplace: MarketplaceClient, path: string, query: Record<string, string>, locale: Locale | null, schema: z.ZodType<T>): Promise<T> {
  const headers = locale ? { [CONTEXT_HEADERS.locale]: locale, [CONTEXT_HEADERS.deliveryCountry]: EDITIONS[locale].country } : {};
  const answer = await marketplace.call({ method: 'GET', path, query, headers });
  const parsed = answer.status === 200 ? schema.safeParse(answer.body) : undefined;
  if (!parsed?.success) throw new SitemapUnavailable(`${path} answered ${answer.status}`);
  return parsed.data;
}

let i18n: ReturnType<typeof createI18n> | undefined;
function texts() {
  i18n ??= createI18n();
  return i18n;
}

/** Every indexable path of one edition except the articles, without origin. */
export async function editionPaths(marketplace: MarketplaceClient, locale: Locale, prefix = true): Promise<string[]> {
  const edition = EDITIONS[locale];
  const link = editionLink(locale, prefix);
  const t = translatorFor(texts(), locale);
  const [categories, vehicles, brands, shops, sources] = await Promise.all([
    fetchAnswer(marketplace, '/sitemap/categories', {}, locale, categoriesAnswer),
    fetchAnswer(marketplace, '/sitemap/vehicles', {}, locale, vehiclesAnswer),
    fetchAnswer(marketplace, '/sitemap/brands', {}, locale, brandsAnswer),
    fetchAnswer(marketplace, '/shops', {}, locale, shopsAnswer),
    fetchAnswer(marketplace, '/sources', {}, locale, sourcesAnswer),
  ]);

  const paths = [link('Home', {}), link('AllVehicles', {})];
  for (const topic of infoTopicsFor(edition)) paths.push(link('Info', { topic: t(`info.${topic}.slug`) }));
  paths.push(link('Accessibility', {}));
  if (sources.sources.length) paths.push(link('Info', { topic: t('info.sources.slug') }));
  for (const c of categories.categories) {
    const params = { categorySlug: c.seoAlias, categoryId: c.id };
    paths.push(c.isUniversal ? link('UniversalCategory', params) : link('Category', params));
  }
  for (const m of vehicles.manufacturers) paths.push(link('Manufacturer', { manufacturerSlug: m.seoName, manufacturerId: m.id }));
  for (const p of vehicles.seriesPages) paths.push(link('Series', { seriesSlug: p.slug, seriesPageId: p.id }));
  for (const m of vehicles.models) paths.push(link('Model', { seriesSlug: m.seriesSlug, modelId: String(m.id) }));
  for (const b of brands.brands) paths.push(link('Brand', { brandSlug: b.seoName.toLowerCase(), brandId: b.id }));
  // A shop's terms and cancellation policy are pages of their own that shoppers search for.
  for (const s of shops.shops) paths.push(link('Shop', { shopName: s.slug }), link('ShopTerms', { shopName: s.slug }), link('ShopCancellation', { shopName: s.slug }));
  return [...new Set(paths)];
}

/** The article paths of one page of the marketplace's article list (articles are the same in every edition). */
export async function articlePaths(marketplace: MarketplaceClient, locale: Locale, page: number, pageSize: number, prefix = true): Promise<string[]> {
  const answer = await fetchAnswer(marketplace, '/sitemap/articles', { page: String(page), pageSize: String(pageSize) }, null, articlesAnswer);
  const link = editionLink(locale, prefix);
  return [...new Set(answer.articles.map((a) => link('Article', { brandName: a.brandSeoName, normNumber: a.normNumber })))];
}

/** The paths of one page of a kind's listings: the category in this edition's words, narrowed to the vehicle or brand. */
export async function listingPaths(marketplace: MarketplaceClient, locale: Locale, kind: ListingKind, page: number, pageSize: number, prefix = true): Promise<string[]> {
  const [answer, categories] = await Promise.all([
    fetchAnswer(marketplace, '/sitemap/listings', { kind, page: String(page), pageSize: String(pageSize) }, null, listingsAnswer),
    fetchAnswer(marketplace, '/sitemap/categories', {}, locale, categoriesAnswer),
  ]);
  const aliases = new Map(categories.categories.map((c) => [c.id, c.seoAlias]));
  const link = editionLink(locale, prefix);
  const paths = answer.listings.flatMap(({ id, slug, categoryId }) => {
    const categorySlug = aliases.get(categoryId);
    if (categorySlug === undefined) return [];
    switch (kind) {
      case 'manufacturer': return [link('ManufacturerCategory', { categorySlug, manufacturerSlug: slug, manufacturerId: id, categoryId })];
      case 'series': return [link('SeriesCategory', { categorySlug, seriesSlug: slug, seriesPageId: id, categoryId })];
      case 'model': return [link('ModelCategory', { categorySlug, seriesSlug: slug, modelId: String(id), categoryId })];
      case 'brand': return [link('BrandCategory', { brandCategorySlug: `${slug.toLowerCase()}-${categorySlug}`, categoryId, brandId: id })];
    }
  });
  return [...new Set(paths)];
}

export interface SitemapOptions {
  /** Articles per article file (at most 50,000; smaller in tests). */
  articlePageSize?: number;
  /** Listings per listing file (at most 50,000; smaller in tests). */
  listingPageSize?: number;
  /** Editions on hosts of their own (config EDITION_HOSTS): there the index names only that edition, its paths without prefix. */
  hostEditions?: Record<string, Locale>;
}

/** Files fetched page by page from a marketplace list: `files` files of one kind. */
type PagedSource = { kind: 'article'; files: number } | { kind: ListingKind; files: number };

interface EditionPlan {
  pages: string[][];
  paged: PagedSource[];
}

export function createSitemaps(marketplace: MarketplaceClient, options: SitemapOptions = {}) {
  const articlePageSize = Math.min(options.articlePageSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const listingPageSize = Math.min(options.listingPageSize ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
  const cache = new Map<string, { at: number; plan: Promise<EditionPlan> }>();

  async function buildPlan(locale: Locale, prefix: boolean): Promise<EditionPlan> {
    const [paths, count, ...listings] = await Promise.all([
      editionPaths(marketplace, locale, prefix),
      fetchAnswer(marketplace, '/sitemap/articles', { page: '1', pageSize: '1' }, null, articlesAnswer),
      ...LISTING_KINDS.map((kind) => fetchAnswer(marketplace, '/sitemap/listings', { kind, page: '1', pageSize: '1' }, null, listingsAnswer)),
    ]);
    const paged: PagedSource[] = [
      ...LISTING_KINDS.map((kind, i) => ({ kind, files: Math.ceil(listings[i]!.total / listingPageSize) })),
      { kind: 'article' as const, files: Math.ceil(count.total / articlePageSize) },
    ];
    return { pages: paths.length ? chunkUrls(paths) : [], paged: paged.filter((source) => source.files > 0) };
  }

  function planOf(locale: Locale, prefix: boolean): Promise<EditionPlan> {
    const key = `${locale}|${prefix}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.plan;
    const plan = buildPlan(locale, prefix);
    cache.set(key, { at: Date.now(), plan });
    plan.catch(() => cache.delete(key));
    return plan;
  }

  const hostEditionOf = (req: Parameters<RequestHandler>[0]): Locale | undefined => options.hostEditions?.[req.hostname.toLowerCase()];

  const fileCount = (plan: EditionPlan) => plan.pages.length + plan.paged.reduce((sum, source) => sum + source.files, 0);

  /** Paths of file n (1-based) of an edition, or null when there is no such file. */
  async function filePaths(locale: Locale, n: number, prefix: boolean): Promise<string[] | null> {
    const plan = await planOf(locale, prefix);
    if (n < 1 || n > fileCount(plan)) return null;
    if (n <= plan.pages.length) return plan.pages[n - 1]!;
    let page = n - plan.pages.length;
    for (const source of plan.paged) {
      if (page > source.files) {
        page -= source.files;
        continue;
      }
      return source.kind === 'article'
        ? articlePaths(marketplace, locale, page, articlePageSize, prefix)
        : listingPaths(marketplace, locale, source.kind, page, listingPageSize, prefix);
    }
    return null;
  }

  const unavailable = (res: Parameters<RequestHandler>[1]) =>
    res.status(503).set('retry-after', '300').type('text/plain').send('sitemap temporarily unavailable');

  const index: RequestHandler = async (req, res, next) => {
    try {
      const origin = originOf(req);
      const hostLocale = hostEditionOf(req);
      const locales = hostLocale ? [hostLocale] : LOCALES;
      const plans = await Promise.all(locales.map(async (locale) => ({ locale, plan: await planOf(locale, !hostLocale) })));
      const files = plans.flatMap(({ locale, plan }) => Array.from({ length: fileCount(plan) }, (_, i) => `${origin}/sitemap-${locale}-${i + 1}.xml`));
      res.type('application/xml').set('cache-control', 'public, max-age=3600').send(sitemapIndexXml(files));
    } catch (error) {
      if (error instanceof SitemapUnavailable) unavailable(res);
      else next(error);
    }
  };

  /** /sitemap-<locale>-<n>.xml */
  const file: RequestHandler = async (req, res, next) => {
    try {
      const found = /^\/sitemap-([a-z]{2}-[A-Z]{2})-(\d{1,5})\.xml$/.exec(req.path);
      const locale = found?.[1];
      if (!found || !isLocale(locale)) return next();
      const hostLocale = hostEditionOf(req);
      if (hostLocale && hostLocale !== locale) return next();
      const paths = await filePaths(locale, Number(found[2]), !hostLocale);
      if (!paths) return next();
      const origin = originOf(req);
      res.type('application/xml').set('cache-control', 'public, max-age=3600').send(urlsetXml(paths.map((path) => origin + path)));
    } catch (error) {
      if (error instanceof SitemapUnavailable) unavailable(res);
      else next(error);
    }
  };
  return { index, file };
}
