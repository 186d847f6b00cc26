/**
 * /sitemap.xml: a sitemap index with per-edition sitemaps (/sitemap-<locale>-<n>.xml), each split at
 * 50,000 URLs. URLs come from the marketplace through the web tier's client (vehicles and the
 * category navigation), plus the edition's fixed pages. Lists are kept for an hour: crawlers call
 * the index and every file in a row.
 */
import type { RequestHandler } from 'express';
import { CONTEXT_HEADERS } from '../../marketplace/http/endpoint';
import { EDITIONS, LOCALES, isLocale, type Locale } from '../../../locales/editions';
import { createI18n, translatorFor } from '../../../locales/i18n';
import { infoTopicsFor } from '../../../views/layout/info-topics';
import type { MarketplaceClient } from '../marketplace-client';
import { flattenNavigation, readNavigation } from '../pages/navigation';
import { readManufacturers, readModels, readSeriesList } from '../pages/marketplace-shapes';
import { originOf } from '../request-context';
import { pathFor, routeName, type PageName, type PageParams } from '../routes/table';
import { chunkUrls, sitemapIndexXml, urlsetXml } from './sitemap-xml';

const TTL_MS = 60 * 60 * 1000;
const CONCURRENCY = 8;

type Link = <P extends PageName>(page: P, params: PageParams[P]) => string;

async function inBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += CONCURRENCY) results.push(...(await Promise.all(items.slice(start, start + CONCURRENCY).map(run))));
  return results;
}

/** Every indexable path of one edition, without origin. */
export async function editionPaths(marketplace: MarketplaceClient, locale: Locale): Promise<string[]> {
  const edition = EDITIONS[locale];
  const link: Link = (page, params) => pathFor(routeName(page, locale) as `${typeof page}___${Locale}`, params) || '/';
  const headers = { [CONTEXT_HEADERS.locale]: locale, [CONTEXT_HEADERS.deliveryCountry]: edition.country };
  const t = translatorFor(texts(), locale);

  const paths = [link('Home', {}), link('AllVehicles', {})];
  for (const topic of infoTopicsFor(edition)) paths.push(link('Info', { topic: t(`info.${topic}.slug`) }));

  const navigation = readNavigation({ edition, locale, link }, await marketplace.get('/navigation', {}, headers, { items: [] }));
  for (const item of flattenNavigation(navigation)) paths.push(item.href);

  const manufacturers = readManufacturers(await marketplace.get('/vehicle/manufacturers', {}, headers, []));
  for (const m of manufacturers) paths.push(link('Manufacturer', { manufacturerSlug: m.slug, manufacturerId: m.id }));
  const seriesLists = await inBatches(manufacturers, (m) => marketplace.get(`/vehicle/manufacturers/${m.id}/series`, {}, headers, []).then(readSeriesList));
  const series = seriesLists.flat();
  const modelLists = await inBatches(series, (s) => marketplace.get(`/vehicle/series/${s.id}/models`, {}, headers, []).then(readModels));
  for (const model of modelLists.flat()) paths.push(link('Model', { seriesSlug: model.seriesSlug ?? model.id, modelId: model.id }));
  return [...new Set(paths)];
}

let i18n: ReturnType<typeof createI18n> | undefined;
function texts() {
  i18n ??= createI18n();
  return i18n;
}

export function createSitemaps(marketplace: MarketplaceClient) {
  const cache = new Map<Locale, { at: number; chunks: Promise<string[][]> }>();
  function chunksOf(locale: Locale): Promise<string[][]> {
    const hit = cache.get(locale);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.chunks;
    const chunks = editionPaths(marketplace, locale).then((paths) => chunkUrls(paths));
    cache.set(locale, { at: Date.now(), chunks });
    chunks.catch(() => cache.delete(locale));
    return chunks;
  }

  const index: RequestHandler = async (req, res, next) => {
    try {
      const origin = originOf(req);
      const files: string[] = [];
      for (const locale of LOCALES) {
        const chunks = await chunksOf(locale);
        chunks.forEach((_, n) => files.push(`${origin}/sitemap-${locale}-${n + 1}.xml`));
      }
      res.type('application/xml').set('cache-control', 'public, max-age=3600').send(sitemapIndexXml(files));
    } catch (error) {
      next(error);
    }
  };

  /** /sitemap-<locale>-<n>.xml */
  const file: RequestHandler = async (req, res, next) => {
    try {
      const found = /^\/sitemap-([a-z]{2}-[A-Z]{2})-(\d{1,4})\.xml$/.exec(req.path);
      const locale = found?.[1];
      if (!found || !isLocale(locale)) return next();
      const chunk = (await chunksOf(locale))[Number(found[2]) - 1];
      if (!chunk) return next();
      const origin = originOf(req);
      res.type('application/xml').set('cache-control', 'public, max-age=3600').send(urlsetXml(chunk.map((path) => origin + path)));
    } catch (error) {
      next(error);
    }
  };
  return { index, file };
}
