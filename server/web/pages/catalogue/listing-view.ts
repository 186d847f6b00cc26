/** Turns a marketplace listing into the listing view model with every link built from the query state. */
import type { Listing as ApiListing, FilterAttribute, Product } from '../../../../contract/index';
import { criterionLabel, criterionValueText } from './article-facts';
import type { ArticleCardData, FilterGroupData, ListingData } from '../../../../views/catalogue/types';
import type { PageContext } from '../types';
import { buildPaging } from './paging';
import { hasFilters, hiddenFields, resetFilters, SORTS, toQuery, toggleFilter, type ListingQuery } from './listing-query';
import { regionName } from '../../../../views/intl';

export const PAGE_SIZE = 20;
const API_SORT: Record<ListingQuery['sort'], string> = { popularity: 'popularity', price_asc: 'price-asc', price_desc: 'price-desc' };
const FILTER_KEYS = new Set(['delivery_country', 'brand', 'in_stock']);

/** Query of the marketplace listing call: f is base64 JSON [{ key, values }]. */
export function listingApiQuery(state: ListingQuery): Record<string, string | undefined> {
  const chosen = Object.entries(state.filters).filter(([, values]) => values.length).map(([key, values]) => ({ key, values }));
  return {
    page: String(state.page),
    pageSize: String(PAGE_SIZE),
    sort: API_SORT[state.sort],
    f: chosen.length ? Buffer.from(JSON.stringify(chosen)).toString('base64') : undefined,
  };
}

export function countryName(locale: string, code: string): string {
  return regionName(locale, code);
}

export function articleCard(context: PageContext, product: Product, modelId: string | undefined): ArticleCardData {
  const photo = product.photo;
  const image = product.smallImages[0];
  return {
    key: String(product.id),
    href: context.link('Article', { brandName: product.manufacturer.seoName, normNumber: product.normNumber }, {
      query: { articleId: product.offerId ?? undefined, modelId },
    }),
    brandName: product.manufacturer.name,
    // The marketplace's title is brand, part type and naming facts ("Brembo Bremsscheiben Ø 288 mm");
    // the card shows the brand on a line of its own, so its title is the rest.
    title: product.type?.title ? [product.type.title, product.keyFacts].filter(Boolean).join(' ') : product.title,
    articleNumber: product.articleNumber,
    image: photo
      ? { src: photo.src, width: photo.width, height: photo.height, alt: product.title, sources: { avif: photo.avif, webp: photo.webp } }
      : image ? { src: image, width: 200, height: 200, alt: product.title } : undefined,
    priceCents: product.priceCents ?? undefined,
    offerCount: product.offerCount,
    unavailable: product.offerCount > 0 && product.priceCents === null,
    isUniversal: product.category.isUniversal,
  };
}

function filterValueLabel(context: PageContext, key: string, attribute: FilterAttribute): string {
  if (key === 'delivery_country') return countryName(context.locale, attribute.value);
  if (key === 'in_stock') return context.t('catalogue.filterKeys.in_stock');
  if (FILTER_KEYS.has(key)) return attribute.title;
  // A code keeps the marketplace's writing (0W-30, not 0W30); words and measures are the edition's.
  const code = !/^[a-z_]+$/.test(attribute.value) && !/^\d+(\.\d+)?$/.test(attribute.value);
  const written = code ? (attribute.unit ? attribute.title.slice(0, -attribute.unit.length).trimEnd() : attribute.title) : attribute.value;
  return criterionValueText(context, key, written, attribute.unit);
}

export function buildListing(
  context: PageContext,
  listing: ApiListing,
  state: ListingQuery,
  hrefFor: (query: Record<string, string | undefined>) => string,
  /** The model a vehicle's listing is for: its article links keep it (else the query's modelId). */
  modelId?: string,
): ListingData {
  const { t } = context;
  const filters: FilterGroupData[] = Object.entries(listing.filters)
    .filter(([key, group]) => key !== 'cleaf' && group.attributes.length > 0)
    .map(([key, group]) => ({
      key,
      // The shop's own filters by their names; every other one is a criterion of the parts (diameter, viscosity).
      label: FILTER_KEYS.has(key) ? t(`catalogue.filterKeys.${key}`) : criterionLabel(context, key),
      single: key === 'delivery_country',
      values: group.attributes.map((attribute) => ({
        value: attribute.value,
        label: filterValueLabel(context, key, attribute),
        count: attribute.count,
        isActive: attribute.isActive,
        href: hrefFor(toQuery(toggleFilter(state, key, attribute.value))),
      })),
    }));
  return {
    resultCount: listing.resultCount,
    articles: listing.spareParts.map((product) => articleCard(context, product, modelId ?? state.kept.modelId)),
    filters,
    filterHidden: hiddenFields(state, 'filters'),
    resetHref: hasFilters(state) ? hrefFor(toQuery(resetFilters(state))) : undefined,
    sort: {
      current: state.sort,
      options: SORTS.map((value) => ({ value, label: t(`catalogue.sortBy.${value}`) })),
      hidden: hiddenFields(state, 'sort'),
    },
    paging: buildPaging(state.page, listing.availablePageCount, (page) => hrefFor(toQuery({ ...state, page }))),
    action: hrefFor({}),
  };
}
