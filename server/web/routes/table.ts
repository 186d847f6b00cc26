/**
 * ONE route table, made from the pages' routes (views/page-params.ts) and the catalogue path
 * grammar. pathFor() is the only way code builds an internal link, matchRoute() the only way a path is read.
 */
import { compile, match as matchPattern } from 'path-to-regexp';
import { readCataloguePath } from './catalogue-path';
import { EDITIONS, LOCALES, type Locale, type RouteWords } from '../../../locales/editions';
import { PAGE_ROUTES, type PageName, type PageParams, type PathOptions } from '../../../views/page-params';

export type { PageName, PageParams, PathOptions } from '../../../views/page-params';

/** Id rules. */
const DIGITS = /^\d{1,9}$/;
const WORD = /^\w{1,64}$/;

export type RouteName = `${PageName}___${Locale}`;

export interface RouteMatch<P extends PageName = PageName> {
  name: RouteName;
  page: P;
  locale: Locale;
  params: PageParams[P];
}

type Query = Record<string, string | number | undefined | null>;

interface CompiledRoute {
  page: PageName;
  locale: Locale;
  matcher: ReturnType<typeof matchPattern>;
  builder: ReturnType<typeof compile>;
}

/** Every page, in the order its route is matched. */
const PAGES = Object.keys(PAGE_ROUTES) as PageName[];

/** Every edition's fixed-pattern routes, in matching order. */
const COMPILED_ROUTES: readonly CompiledRoute[] = LOCALES.flatMap((locale) =>
  PAGES.flatMap((page) => {
    const route = PAGE_ROUTES[page];
    if (route === 'catalogue' || (route.only && !route.only(EDITIONS[locale]))) return [];
    const pattern = route.pattern(EDITIONS[locale].words, locale);
    return [{ page, locale, matcher: matchPattern(pattern), builder: compile(pattern) }];
  }),
);

/** The pages that exist in an edition (used for hreflang alternates and tests). */
export function pageExists(page: PageName, locale: Locale): boolean {
  const route = PAGE_ROUTES[page];
  return route === 'catalogue' || !route.only || route.only(EDITIONS[locale]);
}

export function routeName(page: PageName, locale: Locale): RouteName {
  return `${page}___${locale}`;
}

export function parseRouteName(name: RouteName): { page: PageName; locale: Locale } {
  const [page, locale] = name.split('___') as [PageName, Locale];
  return { page, locale };
}

// ---------------------------------------------------------------------------------------------
// Building

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const seg = encodeURIComponent;

function buildCataloguePath(page: PageName, w: RouteWords, params: Record<string, unknown>): string | null {
  const p = params as Record<string, string | number | undefined>;
  const brand = p.brandId === undefined ? '' : `-${p.brandId}`;
  switch (page) {
    case 'AllVehicles': return `/${w.section}/${w.allVehicles}/--`;
    case 'Manufacturer': return `/${w.section}/${seg(String(p.manufacturerSlug))}/1-${p.manufacturerId}-`;
    case 'Series': return `/${w.section}/${seg(String(p.seriesSlug))}/2-${p.seriesPageId}-`;
    case 'Model': return `/${w.section}/${seg(String(p.seriesSlug))}/3-${p.modelId}-`;
    case 'Category': return `/${seg(String(p.categorySlug))}/${w.allVehicles}/--${p.categoryId}`;
    case 'UniversalCategory': return `/${seg(String(p.categorySlug))}/8-${p.categoryId}`;
    case 'ManufacturerCategory':
      return `/${seg(String(p.categorySlug))}/${seg(String(p.manufacturerSlug))}/1-${p.manufacturerId}-${p.categoryId}${brand}`;
    case 'SeriesCategory': return `/${seg(String(p.categorySlug))}/${seg(String(p.seriesSlug))}/2-${p.seriesPageId}-${p.categoryId}${brand}`;
    case 'ModelCategory': return `/${seg(String(p.categorySlug))}/${seg(String(p.seriesSlug))}/3-${p.modelId}-${p.categoryId}${brand}`;
    case 'Brand': return `/${seg(String(p.brandSlug))}-${w.section}/${w.allVehicles}/---${p.brandId}`;
    case 'BrandCategory': return `/${seg(String(p.brandCategorySlug))}/${w.allVehicles}/--${p.categoryId}-${p.brandId}`;
    case 'Catalogue': return String(p.path).startsWith('/') ? String(p.path) : `/${String(p.path)}`;
    default: return null;
  }
}

/** The only way to build an internal URL. */
export function pathFor<P extends PageName>(name: `${P}___${Locale}`, params: PageParams[P], options: PathOptions = {}): string {
  const { page, locale } = parseRouteName(name);
  const edition = EDITIONS[locale];
  let path = buildCataloguePath(page, edition.words, params);
  if (path === null) {
    const route = COMPILED_ROUTES.find((r) => r.page === page && r.locale === locale);
    if (!route) throw new Error(`No route ${name}`);
    path = route.builder(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])));
  }
  const prefix = options.prefix === false ? '' : edition.prefix;
  if (prefix && path === '/') path = '';
  return withQuery(`${prefix}${path}`, options.query);
}

// ---------------------------------------------------------------------------------------------
// Matching


function digits(value: string | null): number | null | undefined {
  if (value === null) return null;
  return DIGITS.test(value) ? Number(value) : undefined;
}

/** Classifies a catalogue path reading into a named page; undefined means an invalid id (404). */
function matchCatalogue(pathname: string, w: RouteWords): { page: PageName; params: object } | null | undefined {
  const reading = readCataloguePath(pathname);
  if (!reading) return null;
  // Extra segments after the typed part are not a catalogue page of ours.
  if (reading.path !== '/') return undefined;
  const { firstSlug, secondSlug, type } = reading;
  const categoryId = digits(reading.categoryId);
  const brandId = digits(reading.brandId);
  if (categoryId === undefined || brandId === undefined) return undefined;
  const withBrand = brandId === null ? {} : { brandId };

  switch (type) {
    case 8:
      return categoryId === null ? undefined : { page: 'UniversalCategory', params: { categorySlug: firstSlug, categoryId } };
    case 1: {
      const manufacturerId = digits(reading.id);
      if (manufacturerId == null) return undefined;
      if (categoryId === null) {
        return brandId === null ? { page: 'Manufacturer', params: { manufacturerSlug: secondSlug, manufacturerId } } : undefined;
      }
      return { page: 'ManufacturerCategory', params: { categorySlug: firstSlug, manufacturerSlug: secondSlug, manufacturerId, categoryId, ...withBrand } };
    }
    case 2: {
      const seriesPageId = digits(reading.id);
      if (seriesPageId == null) return undefined;
      if (categoryId === null) {
        return brandId === null ? { page: 'Series', params: { seriesSlug: secondSlug, seriesPageId } } : undefined;
      }
      return { page: 'SeriesCategory', params: { categorySlug: firstSlug, seriesSlug: secondSlug, seriesPageId, categoryId, ...withBrand } };
    }
    case 3: {
      const modelId = reading.id;
      if (modelId === null || !WORD.test(modelId)) return undefined;
      if (categoryId === null) {
        return brandId === null ? { page: 'Model', params: { seriesSlug: secondSlug, modelId } } : undefined;
      }
      return { page: 'ModelCategory', params: { categorySlug: firstSlug, seriesSlug: secondSlug, modelId, categoryId, ...withBrand } };
    }
    case null: {
      if (reading.id !== null) return undefined;
      if (categoryId === null && brandId === null) {
        return firstSlug === w.section && secondSlug === w.allVehicles ? { page: 'AllVehicles', params: {} } : undefined;
      }
      if (categoryId !== null && brandId !== null) {
        return { page: 'BrandCategory', params: { brandCategorySlug: firstSlug, categoryId, brandId } };
      }
      if (brandId !== null) {
        const suffix = `-${w.section}`;
        if (!firstSlug.endsWith(suffix) || firstSlug.length === suffix.length) return undefined;
        return { page: 'Brand', params: { brandSlug: firstSlug.slice(0, -suffix.length), brandId } };
      }
      return { page: 'Category', params: { categorySlug: firstSlug, categoryId } };
    }
    default:
      return undefined;
  }
}

const ID_PARAMS: Record<string, RegExp> = { modelId: WORD };

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Matches a path without its edition prefix against the routes of one edition.
 * Returns null for a path that must answer 404 (invalid id, unreadable encoding).
 */
export function matchRoute(pathname: string, locale: Locale): RouteMatch | null {
  if (safeDecode(pathname) === null) return null;
  for (const route of COMPILED_ROUTES) {
    if (route.locale !== locale) continue;
    let result: ReturnType<typeof route.matcher>;
    try {
      result = route.matcher(pathname);
    } catch {
      return null;
    }
    if (!result) continue;
    const params = result.params as Record<string, string>;
    for (const [key, rule] of Object.entries(ID_PARAMS)) {
      if (key in params && !rule.test(String(params[key]))) return null;
    }
    return { name: routeName(route.page, locale), page: route.page, locale, params: params as never };
  }
  const words = EDITIONS[locale].words;
  const decoded = pathname.split('/').map((part) => safeDecode(part) ?? part).join('/');
  const catalogue = matchCatalogue(decoded, words);
  if (catalogue === undefined) return null;
  if (catalogue) return { name: routeName(catalogue.page, locale), page: catalogue.page, locale, params: catalogue.params as never };
  return { name: routeName('Catalogue', locale), page: 'Catalogue', locale, params: { path: pathname } };
}

/** kbaTypeId selects one national vehicle type number: digits only. */
export function readKbaTypeId(value: unknown): number | null | undefined {
  if (value === undefined) return null;
  if (typeof value !== 'string') return undefined;
  return DIGITS.test(value) ? Number(value) : undefined;
}

/** Every page of the shop. */
export function allPages(): PageName[] {
  return [...PAGES];
}
