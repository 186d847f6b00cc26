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
import { CONTEXT_HEADERS } from '../../../contract/headers';
import type { AnswerOf, CallName, CallOf } from '../../../contract/index';
import { EDITIONS, LOCALES, isLocale, type Locale } from '../../../locales/editions';
import { createI18n, translatorFor } from '../../../locales/i18n';
import { infoTopicsFor } from '../../../views/layout/info-topics';
import type { MarketplaceClient } from '../marketplace-client';
import { originOf } from '../visitor/request-context';
import { pathFor, routeName, type PageName, type PageParams } from '../routes/table';
import { SITEMAP_MAX_URLS, chunkUrls, sitemapIndexXml, urlsetXml } from './sitemap-xml';

const TTL_MS = 60 * 60 * 1000;

type Link = <P extends PageName>(page: P, params: PageParams[P]) => string;

/** Links of one edition: with its path prefix, or without it when the edition has a host of its own. */
export function editionLink(locale: Locale, prefix = true): Link {
  return (page, params) => pathFor(routeName(page, locale) as `${typeof page}___${Locale}`, params, { prefix }) || '/';
}

const LISTING_KINDS = ['manufacturer', 'series', 'model', 'brand'] as const;
type ListingKind = (typeof LISTING_KINDS)[number];

export class SitemapUnavailable extends Error {}

/** The call's answer; an answer of another shape is a failure, never an empty list. */
async function fetchAnswer<N extends CallName>(marketplace: MarketplaceClient, name: N, query: Record<string, string>, locale: Locale | null): Promise<AnswerOf<CallOf<N>>> {
  const headers = locale ? { [CONTEXT_HEADERS.locale]: locale, [CONTEXT_HEADERS.deliveryCountry]: EDITIONS[locale].country } : {};
  const outcome = await marketplace.attempt(name, { query }, headers);
  if (!outcome.ok) throw new SitemapUnavailable(`${name} answered ${outcome.status}`);
  return outcome.answer;
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
    fetchAnswer(marketplace, 'GET /sitemap/categories', {}, locale),
    fetchAnswer(marketplace, 'GET /sitemap/vehicles', {}, locale),
    fetchAnswer(marketplace, 'GET /sitemap/brands', {}, locale),
    fetchAnswer(marketplace, 'GET /shops', {}, locale),
    fetchAnswer(marketplace, 'GET /sources', {}, locale),
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
  const answer = await fetchAnswer(marketplace, 'GET /sitemap/articles', { page: String(page), pageSize: String(pageSize) }, null);
  const link = editionLink(locale, prefix);
  return [...new Set(answer.articles.map((a) => link('Article', { brandName: a.brandSeoName, normNumber: a.normNumber })))];
}

/** The paths of one page of a kind's listings: the category in this edition's words, narrowed to the vehicle or brand. */
export async function listingPaths(marketplace: MarketplaceClient, locale: Locale, kind: ListingKind, page: number, pageSize: number, prefix = true): Promise<string[]> {
  const [answer, categories] = await Promise.all([
    fetchAnswer(marketplace, 'GET /sitemap/listings', { kind, page: String(page), pageSize: String(pageSize) }, null),
    fetchAnswer(marketplace, 'GET /sitemap/categories', {}, locale),
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
      fetchAnswer(marketplace, 'GET /sitemap/articles', { page: '1', pageSize: '1' }, null),
      ...LISTING_KINDS.map((kind) => fetchAnswer(marketplace, 'GET /sitemap/listings', { kind, page: '1', pageSize: '1' }, null)),
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
