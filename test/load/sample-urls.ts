/**
 * One sample URL per page type and edition, with real ids of the seeded test database, for the
 * failure, security, fuzz and load tests. Slugs may be off (a loader may redirect).
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

/**
 * Rows of the seeded test database (the default seed and size, the same on SQLite and PostgreSQL):
 * the most popular manufacturer, the first series page, model and subcategory by id, the first
 * brand and shop by slug and that brand's first article by part number. Fixed values, because the
 * callers build their tables synchronously at module level, where no query can be awaited;
 * test/integration/sample-urls-seeded.test.ts reads them from the seeded database.
 */
const SEEDED: Ids = {
  manufacturer: { id: 1, slug: 'vw' },
  seriesPage: { id: 1, slug: 'VW-Golf' },
  model: { id: 1 },
  category: { id: 200 },
  brand: { id: 9, slug: 'ate' },
  article: { brand: 'ate', norm: '03013713702' },
  shop: { slug: 'autodeal-utrecht' },
};

/** Without a database: placeholder values. */
const PLACEHOLDERS: Ids = {
  manufacturer: { id: 1, slug: 'x' },
  seriesPage: { id: 1, slug: 'x' },
  model: { id: 1 },
  category: { id: 1 },
  brand: { id: 1, slug: 'x' },
  article: { brand: 'bosch', norm: '0986494' },
  shop: { slug: 'x' },
};

/** Ids for a database from createSeededDatabase() (the default seed and size). */
export function sampleIds(db?: Database): Ids {
  // test/integration/sample-urls-seeded.test.ts checks SEEDED against the seeded database.
  return db ? SEEDED : PLACEHOLDERS;
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
