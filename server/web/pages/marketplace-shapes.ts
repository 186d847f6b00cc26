/**
 * Readers for marketplace answers the frame and the home page use. They accept the catalogue's
 * shapes (and the common wrappers around them) and drop anything malformed, so a changed or
 * failed answer degrades to the call's fallback instead of breaking the page.
 */
import { DEFAULT_RATING, type LayoutData, type Review } from '../../../views/layout/types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() ? Number(value.replace(',', '.')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** The first array found: the value itself or under one of the given keys. */
function listOf(value: unknown, ...keys: string[]): unknown[] {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) return [];
  for (const key of keys) if (Array.isArray(value[key])) return value[key] as unknown[];
  return [];
}

/** Rating answer: { shop: { name, qualityIndicators: { reviewIndicator: { overallMark, totalReviewCount } } } } or flat. */
export function readRating(body: unknown): LayoutData['rating'] {
  const shop = isObject(body) && isObject(body.shop) ? body.shop : body;
  if (!isObject(shop)) return DEFAULT_RATING;
  const indicator = isObject(shop.qualityIndicators) && isObject(shop.qualityIndicators.reviewIndicator) ? shop.qualityIndicators.reviewIndicator : shop;
  const value = num(indicator.overallMark) ?? num(shop.value) ?? num(shop.ratingValue);
  const reviewCount = num(indicator.totalReviewCount) ?? num(shop.reviewCount);
  if (value === undefined || reviewCount === undefined || value < 0 || value > 5) return DEFAULT_RATING;
  return { value, reviewCount: Math.round(reviewCount), name: text(shop.name) ?? DEFAULT_RATING.name };
}

/**
 * Read once per answer object (the upstream cache hands every page the same one until it expires),
 * so the layout fragment's key can name the list by identity. Shared: callers must not change it.
 */
const readReviewLists = new WeakMap<object, Review[]>();

/** Only reviews with a non-empty comment, at most 4. */
export function readReviews(body: unknown): Review[] {
  if (typeof body !== 'object' || body === null) return [];
  let reviews = readReviewLists.get(body);
  if (!reviews) readReviewLists.set(body, (reviews = readReviewList(body)));
  return reviews;
}

function readReviewList(body: object): Review[] {
  const shop = isObject(body) && isObject(body.shop) ? body.shop : body;
  return listOf(shop, 'reviews')
    .filter(isObject)
    .flatMap((review) => {
      const comment = text(review.comment);
      if (!comment) return [];
      const rating = num(review.mark) ?? num(review.rating);
      return [{ comment, rating, date: text(review.creationDate) ?? text(review.date), author: text(review.author) }];
    })
    .slice(0, 4);
}

export function readCount(body: unknown): number {
  const count = isObject(body) ? num(body.countArticles) : num(body);
  return count !== undefined && count >= 0 ? Math.floor(count) : 0;
}

export interface ManufacturerEntry {
  id: number;
  name: string;
  slug: string;
  popularity: number;
}

function readManufacturer(value: unknown): ManufacturerEntry | undefined {
  if (!isObject(value)) return undefined;
  const id = num(value.id);
  const name = text(value.name);
  if (id === undefined || !name) return undefined;
  return { id, name, slug: text(value.seoName) ?? text(value.slug) ?? String(id), popularity: num(value.popularity) ?? 0 };
}

/** Manufacturers: a list, or { popular, all } / { manufacturers }; de-duplicated by id. */
export function readManufacturers(body: unknown): ManufacturerEntry[] {
  const entries = [...listOf(body, 'all', 'manufacturers', 'items'), ...(isObject(body) && Array.isArray(body.all) ? [] : listOf(body, 'popular'))];
  const byId = new Map<number, ManufacturerEntry>();
  for (const entry of entries) {
    const manufacturer = readManufacturer(entry);
    if (manufacturer && !byId.has(manufacturer.id)) byId.set(manufacturer.id, manufacturer);
  }
  return [...byId.values()];
}

export interface SeriesEntry {
  id: number;
  name: string;
  slug: string;
  seriesPageId?: number;
  yearStart?: number;
  yearEnd?: number;
  popularity: number;
}

export function readSeriesList(body: unknown): SeriesEntry[] {
  const byId = new Map<number, SeriesEntry>();
  for (const value of listOf(body, 'all', 'series', 'items')) {
    if (!isObject(value)) continue;
    const id = num(value.id);
    const name = text(value.name);
    if (id === undefined || !name || byId.has(id)) continue;
    const page = isObject(value.seriesPage) ? value.seriesPage : {};
    byId.set(id, {
      id,
      name,
      slug: text(page.slug) ?? text(value.slug) ?? String(id),
      seriesPageId: num(page.id) ?? num(value.seriesPageId),
      yearStart: num(value.productionYearStart),
      yearEnd: num(value.productionYearEnd),
      popularity: num(value.popularity) ?? 0,
    });
  }
  return [...byId.values()];
}

export interface ModelEntry {
  id: string;
  name: string;
  fullName: string;
  ps?: number;
  kw?: number;
  ccm?: number;
  yearStart?: number;
  yearEnd?: number;
  popularity: number;
  /** The series page slug for the Model path, when the answer carries it. */
  seriesSlug?: string;
}

function readModel(value: unknown, context: Json = {}): ModelEntry | undefined {
  if (!isObject(value)) return undefined;
  const id = num(value.id) ?? text(value.id);
  const name = text(value.name) ?? text(value.fullName);
  if (id === undefined || !name) return undefined;
  const page = isObject(context.seriesPage) ? context.seriesPage : isObject(value.seriesPage) ? value.seriesPage : {};
  const series = isObject(context.series) ? context.series : {};
  return {
    id: String(id),
    name,
    fullName: text(value.fullName) ?? name,
    ps: num(value.ps),
    kw: num(value.kw),
    ccm: num(value.ccm),
    yearStart: num(value.productionYearStart),
    yearEnd: num(value.productionYearEnd),
    popularity: num(value.popularity) ?? 0,
    // The Model path carries the series' own seo name; the series page slug is the fallback.
    seriesSlug: text(series.slug) ?? text(page.slug),
  };
}

export function readModels(body: unknown): ModelEntry[] {
  const context = isObject(body) ? body : {};
  return listOf(body, 'all', 'models', 'items').flatMap((value) => readModel(value, context) ?? []);
}

/** Dropdown answers { popular, all }; a plain list counts as `all`. */
export function readPopularAndAll<T>(body: unknown, read: (value: unknown) => T[]): { popular: T[]; all: T[] } {
  const popular = isObject(body) && Array.isArray(body.popular) ? read({ all: body.popular, ...(isObject(body) ? { manufacturer: body.manufacturer, series: body.series } : {}) }) : [];
  return { popular, all: read(body) };
}

/** A Vehicle (manufacturer, seriesFamily, seriesPage, series, model) or a bare model. */
export function readVehicle(body: unknown): (ModelEntry & { manufacturerName?: string }) | undefined {
  if (!isObject(body)) return undefined;
  const root = isObject(body.vehicle) ? body.vehicle : body;
  const model = readModel(isObject(root.model) ? root.model : root, root);
  if (!model) return undefined;
  const manufacturer = isObject(root.manufacturer) ? text(root.manufacturer.name) : undefined;
  return { ...model, manufacturerName: manufacturer };
}

/** HSN/TSN and licence plate lookups: zero, one or several vehicles. */
export function readVehicles(body: unknown): (ModelEntry & { manufacturerName?: string })[] {
  const list = Array.isArray(body) || (isObject(body) && (Array.isArray(body.vehicles) || Array.isArray(body.models) || Array.isArray(body.results)))
    ? listOf(body, 'vehicles', 'models', 'results')
    : isObject(body) && (body.model || body.vehicle) ? [body] : [];
  return list.flatMap((entry) => readVehicle(entry) ?? []);
}

export interface SeriesPageEntry {
  id: number;
  name: string;
  slug: string;
}

export function readSeriesPage(body: unknown): SeriesPageEntry | undefined {
  const root = isObject(body) && isObject(body.seriesPage) ? body.seriesPage : body;
  if (!isObject(root)) return undefined;
  const id = num(root.id);
  const name = text(root.name);
  if (id === undefined || !name) return undefined;
  const manufacturer = isObject(body) && isObject((body as Json).manufacturer) ? text(((body as Json).manufacturer as Json).name) : undefined;
  return { id, name: manufacturer && !name.startsWith(manufacturer) ? `${manufacturer} ${name}` : name, slug: text(root.slug) ?? String(id) };
}

export interface CategoryEntry {
  id: number;
  title: string;
  slug: string;
  popularity: number;
  level: number;
  imageFilename?: string;
  children: CategoryEntry[];
}

/** Categories (id, title, seoAlias, level, popularity, imageFilename) nested by children. */
export function readCategories(body: unknown, depth = 0): CategoryEntry[] {
  if (depth > 3) return [];
  return listOf(body, 'categories', 'items', 'children').flatMap((value) => {
    if (!isObject(value)) return [];
    const id = num(value.id);
    const title = text(value.title) ?? text(value.label) ?? text(value.name);
    if (id === undefined || !title) return [];
    return [{
      id,
      title,
      slug: text(value.seoAlias) ?? text(value.slug) ?? String(id),
      popularity: num(value.popularity) ?? 0,
      level: num(value.level) ?? depth + 1,
      imageFilename: text(value.imageFilename),
      children: readCategories(value.children ?? value.body ?? value.items, depth + 1),
    }];
  });
}

export function flattenCategories(tree: CategoryEntry[]): CategoryEntry[] {
  return tree.flatMap((category) => [category, ...flattenCategories(category.children)]);
}
