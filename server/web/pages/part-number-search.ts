/**
 * Part number search: /{partSearch}/{categorySlug}/{manufacturer}/{partNumber}. Articles whose
 * article number, norm number or OE number matches (the marketplace answers up to 60, best match
 * first); a category slug or manufacturer other than the edition's "all" words narrows the list.
 * Sort and paging happen here because the answer is one short list. Never indexed.
 */
import type { Listing as ApiListing } from '../../../contract/index';
import type { PartNumberAnswer } from '../../../contract/index';
import { SearchResultsPage, type SearchResultsPageProps } from '../../../views/pages/SearchResultsPage';
import type { Locale } from '../../../locales/editions';
import { pathFor, routeName } from '../routes/table';
import { readListingQuery, type ListingQuery } from './catalogue/listing-query';
import { buildListing, PAGE_SIZE } from './catalogue/listing-view';
import { listingWithFitment } from './catalogue/fitment';
import { isAllCategories, isAllManufacturers, partNumberWords, type PartNumberWords } from './catalogue/part-number-words';
import type { PageContext, PageLoader } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

/** hreflang: the "all" words become each edition's own; real slugs stay as they are. */
function alternates(context: PageContext<'PartNumberSearch'>): Record<string, string> {
  const { params } = context;
  const out: Record<string, string> = {};
  for (const [locale, words] of Object.entries(partNumberWords()) as [Locale, PartNumberWords][]) {
    out[locale] = context.absolute(pathFor(routeName('PartNumberSearch', locale) as `PartNumberSearch___${Locale}`, {
      categorySlug: isAllCategories(params.categorySlug) ? words.category : params.categorySlug,
      manufacturer: isAllManufacturers(params.manufacturer) ? words.manufacturer : params.manufacturer,
      partNumber: params.partNumber,
    }));
  }
  if (out['de-DE']) out['x-default'] = out['de-DE'];
  return out;
}

type Part = PartNumberAnswer['spareParts'][number];

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

function narrow(context: PageContext<'PartNumberSearch'>, parts: Part[]): Part[] {
  const { categorySlug, manufacturer } = context.params;
  const anyCategory = isAllCategories(categorySlug);
  const anyManufacturer = isAllManufacturers(manufacturer);
  return parts.filter((part) =>
    (anyCategory || same(part.category.seoAlias, categorySlug)) && (anyManufacturer || same(part.manufacturer.seoName, manufacturer)));
}

/** Popularity keeps the marketplace's order (exact matches first); prices put unoffered parts last. */
function sorted(parts: Part[], sort: ListingQuery['sort']): Part[] {
  if (sort === 'popularity') return parts;
  const price = (part: Part) => part.priceCents ?? (sort === 'price_asc' ? Number.MAX_SAFE_INTEGER : -1);
  return [...parts].sort((a, b) => (sort === 'price_asc' ? price(a) - price(b) : price(b) - price(a)));
}

export const loadPartNumberSearch: PageLoader<'PartNumberSearch'> = async (context) => {
  const { t, params } = context;
  const state = readListingQuery(context.query);
  const fallback: PartNumberAnswer = { partNumber: params.partNumber, normNumber: params.partNumber, spareParts: [], resultCount: 0 };
  const outcome = await context.marketplace.attempt('GET /search/part-number/:number', { params: { number: params.partNumber } }, context.upstreamHeaders);
  const answer = outcome.ok ? outcome.answer : fallback;
  const parts = sorted(narrow(context, answer.spareParts ?? []), state.sort);
  const pageCount = Math.ceil(parts.length / PAGE_SIZE);
  const page = Math.min(state.page, Math.max(pageCount, 1));
  const listing: Pick<ApiListing, 'spareParts' | 'resultCount' | 'availablePageCount' | 'filters'> = {
    spareParts: parts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    resultCount: parts.length,
    availablePageCount: pageCount,
    filters: {},
  };
  const hrefFor = (query: Record<string, string | undefined>) => context.link('PartNumberSearch', params, { query });
  const heading = t('search.partNumberHeading', { number: params.partNumber });
  const props: SearchResultsPageProps = {
    heading,
    crumbs: [{ label: t('catalogue.home'), href: context.link('Home', {}) }, { label: heading, href: hrefFor({}) }],
    intro: t('search.partNumberIntro'),
    groups: [],
    listing: await listingWithFitment(context, buildListing(context, listing as ApiListing, { ...state, page, filters: {} }, hrefFor)),
  };
  return {
    kind: 'page',
    head: {
      title: t('search.partNumberTitle', { number: params.partNumber }),
      description: t('search.partNumberDescription', { number: params.partNumber }),
      canonical: context.absolute(hrefFor({})),
      alternates: alternates(context),
      noindex: true,
    },
    view: pageView(SearchResultsPage, props),
  };
};

export const partNumberSearchScreen = defineScreen({ page: 'PartNumberSearch', load: loadPartNumberSearch });
