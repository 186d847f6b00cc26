/**
 * Category listings in all variants: Category, UniversalCategory, Manufacturer/Series/ModelCategory
 * (+ brandId) and BrandCategory. Wrong slugs for known ids answer 301 to the canonical path, and so
 * does a category that moved (a former axle leaf: its kind's category with the fitting position chosen).
 */
import { LOCALES, type Locale } from '../../../locales/editions';
import type { Listing } from '../../../contract/index';
import { CONTEXT_HEADERS } from '../../../contract/headers';
import { pathFor, readKbaTypeId, routeName, type PageParams } from '../routes/table';
import { CategoryPage, type CategoryPageProps } from '../../../views/pages/CategoryPage';
import type { Crumb, LinkItem } from '../../../views/catalogue/types';
import { breadcrumbJsonLd } from './catalogue/breadcrumb-ld';
import { requestEntity } from './catalogue/fetch';
import { readListingQuery, toQuery, hasFilters, type ListingQuery } from './catalogue/listing-query';
import { buildListing, listingApiQuery } from './catalogue/listing-view';
import { listingWithFitment } from './catalogue/fitment';
import { movedCategory, type MovedCategory } from './catalogue/moved-categories';
import { kbaOf, manufacturerContext, modelContext, seriesContext, type VehicleContext } from './catalogue/vehicle-context';
import type { PageContext, PageLoader, PageResult } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

type CategoryPageName = 'Category' | 'UniversalCategory' | 'ManufacturerCategory' | 'SeriesCategory' | 'ModelCategory' | 'BrandCategory';
type AnyParams = PageParams[CategoryPageName] & { brandId?: number };

async function vehicleOf(context: PageContext, page: CategoryPageName, params: Record<string, unknown>): Promise<VehicleContext | null | undefined> {
  if (page === 'ManufacturerCategory') return manufacturerContext(context, params.manufacturerId as number);
  if (page === 'SeriesCategory') return seriesContext(context, params.seriesPageId as number);
  if (page === 'ModelCategory') return modelContext(context, params.modelId as string);
  return undefined;
}

/** Brand slug as written in URLs: the brand's SEO name in lower case. */
const brandSlug = (seoName: string) => seoName.toLowerCase();

function brandOf(listing: Listing, brandId: number): { name: string; seoName: string } | null {
  const product = listing.spareParts.find((p) => p.manufacturer.id === brandId);
  if (product) return product.manufacturer;
  const attribute = listing.filters.brand?.attributes.find((a) => a.value === String(brandId));
  return attribute ? { name: attribute.title, seoName: attribute.title.replace(/[^A-Za-z0-9]+/g, '-') } : null;
}

/** The page params with the canonical slugs for one category (alias in the given language). */
function canonicalParams(page: CategoryPageName, params: AnyParams, alias: string, vehicle: VehicleContext | null | undefined, brand: { seoName: string } | null): AnyParams {
  const next = { ...params, categorySlug: alias } as Record<string, unknown>;
  if (page === 'BrandCategory') {
    delete next.categorySlug;
    next.brandCategorySlug = `${brandSlug(brand?.seoName ?? '')}-${alias}`;
  }
  if (vehicle?.kind === 'manufacturer') next.manufacturerSlug = vehicle.slug;
  if (vehicle?.kind === 'series' || vehicle?.kind === 'model') next.seriesSlug = vehicle.slug;
  return next as AnyParams;
}

function slugsMatch(page: CategoryPageName, params: AnyParams, canonical: AnyParams, vehicle: VehicleContext | null | undefined): boolean {
  const p = params as Record<string, unknown>;
  const c = canonical as Record<string, unknown>;
  if (page === 'BrandCategory') return String(p.brandCategorySlug).toLowerCase() === String(c.brandCategorySlug).toLowerCase();
  if (p.categorySlug !== c.categorySlug) return false;
  const vehicleSlug = (p.manufacturerSlug ?? p.seriesSlug) as string | undefined;
  return !vehicle || (vehicleSlug !== undefined && vehicle.accepted.includes(vehicleSlug));
}

/**
 * hreflang: each edition's own category alias (the marketplace answers in the locale it is sent),
 * on the same page of the listing as this one.
 */
async function alternatesFor(
  context: PageContext, page: CategoryPageName, params: AnyParams, categoryId: number, vehicle: VehicleContext | null | undefined,
  brand: { seoName: string } | null, query: Record<string, string> | undefined,
) {
  const alternates: Record<string, string> = {};
  await Promise.all(
    LOCALES.map(async (locale: Locale) => {
      const category = await context.marketplace.request('GET /categories/:id', { params: { id: categoryId } }, { ...context.upstreamHeaders, [CONTEXT_HEADERS.locale]: locale });
      if (!category) return;
      const alias = category.seoAlias;
      alternates[locale] = context.absolute(pathFor(routeName(page, locale) as `${CategoryPageName}___${Locale}`, canonicalParams(page, params, alias, vehicle, brand) as never, { query }));
    }),
  );
  if (alternates['de-DE']) alternates['x-default'] = alternates['de-DE'];
  return alternates;
}

/** The listing's state with the moved page's filter value chosen beside those the link chose. */
function withMovedFilter(state: ListingQuery, moved: MovedCategory | undefined): ListingQuery {
  if (!moved) return state;
  const { key, value } = moved.filter;
  const chosen = state.filters[key] ?? [];
  return { ...state, filters: { ...state.filters, [key]: chosen.includes(value) ? chosen : [...chosen, value] } };
}

export async function loadCategoryListing(context: PageContext, page: CategoryPageName, moved?: MovedCategory): Promise<PageResult> {
  const { t } = context;
  const params = (moved ? { ...context.params, categoryId: moved.categoryId } : context.params) as AnyParams;
  const vehicle = await vehicleOf(context, page, params);
  if (vehicle === null) return { kind: 'notFound' };
  const state = withMovedFilter(readListingQuery(context.query), moved);
  const kba = kbaOf(vehicle?.vehicle, readKbaTypeId(context.query.kbaTypeId));
  const listing = await requestEntity(context, 'GET /listing{/*path}', {
    query: {
      categoryId: String(params.categoryId),
      ...(params.brandId === undefined ? {} : { brandId: String(params.brandId) }),
      ...vehicle?.query,
      ...(kba ? { hsntsn: `${kba.hsn}${kba.tsn}` } : {}),
      ...listingApiQuery(state),
    },
  });
  if (!listing?.category) {
    // Only an id the catalogue does not know is looked up as moved: a live category always wins.
    const movedTo = moved ? undefined : movedCategory(Number(params.categoryId));
    return movedTo ? loadCategoryListing(context, page, movedTo) : { kind: 'notFound' };
  }
  const category = listing.category;
  const brand = params.brandId === undefined ? null : brandOf(listing, params.brandId);
  if (params.brandId !== undefined && !brand) return { kind: 'notFound' };

  const canonical = canonicalParams(page, params, category.seoAlias, vehicle, brand);
  const query = toQuery(state);
  if (moved || !slugsMatch(page, params, canonical, vehicle)) {
    return { kind: 'redirect', status: 301, location: context.link(page, canonical, { query }) };
  }

  const hrefFor = (q: Record<string, string | undefined>) => context.link(page, canonical, { query: q });
  const subcategoryHref = (ref: { id: number; seoAlias: string }) =>
    context.link(page, { ...canonicalParams(page, params, ref.seoAlias, vehicle, brand), categoryId: ref.id }, { query: { modelId: state.kept.modelId } });

  const title = category.displayTitle;
  const heading = brand
    ? t('catalogue.brandCategoryHeading', { brand: brand.name, category: title })
    : vehicle ? t('catalogue.forVehicle', { title, vehicle: vehicle.name }) : title;
  const crumbs: Crumb[] = [{ label: t('catalogue.home'), href: context.link('Home', {}) }, ...(vehicle?.crumbs ?? [])];
  if (category.parent && category.parent.id !== 1 && category.level > 1) crumbs.push({ label: category.parent.title, href: subcategoryHref(category.parent) });
  crumbs.push({ label: heading, href: hrefFor({}) });

  const subcategories: LinkItem[] = category.children.map((child) => ({ key: String(child.id), label: child.title, href: subcategoryHref(child) }));
  const props: CategoryPageProps = {
    heading,
    crumbs,
    description: category.description ?? undefined,
    subcategories,
    listing: await listingWithFitment(context, buildListing(context, listing, state, hrefFor, vehicle?.kind === 'model' ? vehicle.id : undefined)),
    seoText: category.seoText ?? undefined,
  };
  const canonicalQuery = state.page > 1 ? { page: String(state.page) } : undefined;
  return {
    kind: 'page',
    head: {
      title: brand
        ? t('catalogue.brandCategoryTitle', { brand: brand.name, category: title })
        : vehicle ? t('catalogue.categoryVehicleTitle', { title, vehicle: vehicle.name }) : t('catalogue.categoryTitle', { title }),
      description: t('catalogue.categoryDescription', { title: heading }),
      canonical: context.absolute(context.link(page, canonical, { query: canonicalQuery })),
      alternates: await alternatesFor(context, page, params, category.id, vehicle, brand, canonicalQuery),
      // Filtered and sorted variants are not worth indexing; paging is.
      noindex: hasFilters(state) || state.sort !== 'popularity' || undefined,
      jsonLd: [breadcrumbJsonLd(crumbs, context.absolute)],
    },
    view: pageView(CategoryPage, props),
  };
}

export const loadCategory: PageLoader<'Category'> = (context) => loadCategoryListing(context, 'Category');
export const loadUniversalCategory: PageLoader<'UniversalCategory'> = (context) => loadCategoryListing(context, 'UniversalCategory');
export const loadManufacturerCategory: PageLoader<'ManufacturerCategory'> = (context) => loadCategoryListing(context, 'ManufacturerCategory');
export const loadSeriesCategory: PageLoader<'SeriesCategory'> = (context) => loadCategoryListing(context, 'SeriesCategory');
export const loadModelCategory: PageLoader<'ModelCategory'> = (context) => loadCategoryListing(context, 'ModelCategory');

export const categoryScreen = defineScreen({ page: 'Category', load: loadCategory });
export const universalCategoryScreen = defineScreen({ page: 'UniversalCategory', load: loadUniversalCategory });
export const manufacturerCategoryScreen = defineScreen({ page: 'ManufacturerCategory', load: loadManufacturerCategory });
export const seriesCategoryScreen = defineScreen({ page: 'SeriesCategory', load: loadSeriesCategory });
export const modelCategoryScreen = defineScreen({ page: 'ModelCategory', load: loadModelCategory });
