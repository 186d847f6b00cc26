/**
 * One sample URL per page type and edition, with real ids from a seeded database where it has
 * them, for the failure, security, fuzz and load tests. Slugs may be off (a loader may redirect).
 */
import { LOCALES, type Locale } from '../../locales/editions';
import type { Database } from '../../server/marketplace/db/connection';
import { pageExists, pathFor, type PageName, type PageParams } from '../../server/web/routes/table';

interface Ids {
  manufacturer: { id: number; slug: string };
  seriesPage: { id: number; slug: string };
  model: { id: number };
  category: { id: number };
  brand: { id: number; slug: string };
  article: { brand: string; norm: string };
  shop: { slug: string };
}

function first<T>(db: Database, sql: string, fallback: T): T {
  try {
    return ((db.prepare(sql).get() as T | undefined) ?? fallback);
  } catch {
    return fallback;
  }
}

export function sampleIds(db?: Database): Ids {
  const none = { id: 1, slug: 'x' };
  if (!db) return { manufacturer: none, seriesPage: none, model: { id: 1 }, category: { id: 1 }, brand: none, article: { brand: 'bosch', norm: '0986494' }, shop: { slug: 'x' } };
  return {
    manufacturer: first(db, 'SELECT id, slug FROM manufacturers ORDER BY popularity DESC LIMIT 1', none),
    seriesPage: first(db, 'SELECT id, slug FROM series_pages LIMIT 1', none),
    model: first(db, 'SELECT id FROM models LIMIT 1', { id: 1 }),
    category: first(db, 'SELECT id FROM categories WHERE parent_id IS NOT NULL LIMIT 1', first(db, 'SELECT id FROM categories LIMIT 1', { id: 1 })),
    brand: first(db, 'SELECT id, slug FROM brands LIMIT 1', none),
    article: first(db, 'SELECT b.slug AS brand, a.norm_number AS norm FROM articles a JOIN brands b ON b.id = a.brand_id LIMIT 1', { brand: 'bosch', norm: '0986494' }),
    shop: first(db, 'SELECT slug FROM shops LIMIT 1', { slug: 'x' }),
  };
}

type Sample = { [P in PageName]: PageParams[P] };

function samples(ids: Ids): Partial<Sample> {
  return {
    Home: {},
    Search: {},
    Cart: {},
    DeliveryCountry: {},
    FulltextSearch: {},
    PartNumberSearch: { categorySlug: 'bremsscheibe', manufacturer: ids.article.brand, partNumber: ids.article.norm },
    Article: { brandName: ids.article.brand, normNumber: ids.article.norm },
    Shop: { shopName: ids.shop.slug },
    ShopTerms: { shopName: ids.shop.slug },
    ShopCancellation: { shopName: ids.shop.slug },
    Info: { topic: 'impressum' },
    Login: {},
    SavedVehicles: {},
    AllVehicles: {},
    Manufacturer: { manufacturerSlug: ids.manufacturer.slug, manufacturerId: ids.manufacturer.id },
    Series: { seriesSlug: ids.seriesPage.slug, seriesPageId: ids.seriesPage.id },
    Model: { seriesSlug: ids.seriesPage.slug, modelId: String(ids.model.id) },
    Category: { categorySlug: 'x', categoryId: ids.category.id },
    UniversalCategory: { categorySlug: 'x', categoryId: ids.category.id },
    ManufacturerCategory: { categorySlug: 'x', manufacturerSlug: ids.manufacturer.slug, manufacturerId: ids.manufacturer.id, categoryId: ids.category.id },
    SeriesCategory: { categorySlug: 'x', seriesSlug: ids.seriesPage.slug, seriesPageId: ids.seriesPage.id, categoryId: ids.category.id },
    ModelCategory: { categorySlug: 'x', seriesSlug: ids.seriesPage.slug, modelId: String(ids.model.id), categoryId: ids.category.id },
    Brand: { brandSlug: ids.brand.slug, brandId: ids.brand.id },
    BrandCategory: { brandCategorySlug: `${ids.brand.slug}-x`, categoryId: ids.category.id, brandId: ids.brand.id },
  };
}

export interface SampleUrl {
  page: PageName;
  locale: Locale;
  url: string;
}

/** Every page type in every edition where it exists. */
export function pageUrls(db?: Database, locales: readonly Locale[] = LOCALES): SampleUrl[] {
  const table = samples(sampleIds(db));
  const urls: SampleUrl[] = [];
  for (const locale of locales) {
    for (const [page, params] of Object.entries(table) as Array<[PageName, PageParams[PageName]]>) {
      if (!pageExists(page, locale)) continue;
      urls.push({ page, locale, url: pathFor(`${page}___${locale}` as `${PageName}___${Locale}`, params as never) });
    }
  }
  return urls;
}
