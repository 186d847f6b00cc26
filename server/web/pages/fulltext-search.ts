/**
 * Full-text search (?q=, page, sort, filters, header vehicle field): matching categories in
 * vehicle-specific and universal groups, then the articles. An empty term shows the page with a
 * prompt. Search pages are never indexed. The address alone says which vehicle narrows the
 * results: a shopper with a chosen vehicle who opens an address without one sees every vehicle's
 * parts, each saying whether it fits, and is offered theirs; a narrowed search offers every vehicle.
 */
import type { SearchAnswer } from '../../../contract/index';
import { SearchResultsPage, type SearchResultsPageProps } from '../../../views/pages/SearchResultsPage';
import { editionAlternates } from './catalogue/alternates';
import { UpstreamError } from './catalogue/fetch';
import { hiddenFields, readListingQuery } from './catalogue/listing-query';
import { buildListing, listingApiQuery } from './catalogue/listing-view';
import { listingWithFitment } from './catalogue/fitment';
import { searchGroups } from './catalogue/search-groups';
import { chosenVehicle, vehicleNamed } from './chosen-vehicle';
import type { PageContext, PageLoader } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

const MAX_TERM = 200;
const VEHICLE_ID = /^\w{1,64}$/;

/** A failed listing is empty with zero counts. */
const EMPTY_ANSWER: SearchAnswer = {
  isUniversal: false, spareParts: [], resultCount: 0, availablePageCount: 0, page: 1, pageSize: 20, sort: 'popularity', category: null, filters: {},
  term: '', results: [], vehicleSpecific: [], universal: [], specific: [], products: [], universalProducts: [], partNumberMatches: 0,
  correctedTerm: null, didYouMean: null, termVehicle: null,
};

/** The results for a term; a search the marketplace could not answer is the 503 page, never "nothing found". */
async function searchAnswer(context: PageContext, term: string, query: Record<string, string | undefined>): Promise<SearchAnswer> {
  const outcome = await context.marketplace.attempt('GET /Volltextsuche/:term', { params: { term }, query }, context.upstreamHeaders);
  if (!outcome.ok && outcome.status >= 500) throw new UpstreamError(`marketplace answered ${outcome.status} for the search`);
  // A term's search answers the full form; the products-only one is the search box's.
  return outcome.ok && !('productsOnly' in outcome.answer) ? outcome.answer : EMPTY_ANSWER;
}

type VehicleFields = Partial<Record<'modelId' | 'vehicleSeriesGroupId' | 'vehicleManufacturerId', string>>;

/**
 * Which vehicles the results are for, and the way to the other choice: a search narrowed by its
 * address offers every vehicle; one that is not offers the shopper's chosen vehicle.
 */
async function vehicleScope(context: PageContext, vehicle: VehicleFields, searchFor: (modelId?: string) => string): Promise<SearchResultsPageProps['vehicleScope']> {
  const everyVehicle = searchFor();
  const chosen = await chosenVehicle(context);
  if (vehicle.modelId) {
    const narrowedTo = chosen?.modelId === vehicle.modelId ? chosen : await vehicleNamed(context, vehicle.modelId).catch(() => undefined);
    return { text: narrowedTo ? context.t('search.onlyFor', { vehicle: narrowedTo.name }) : undefined, link: { label: context.t('search.everyVehicle'), href: everyVehicle } };
  }
  if (vehicle.vehicleSeriesGroupId || vehicle.vehicleManufacturerId) return { link: { label: context.t('search.everyVehicle'), href: everyVehicle } };
  if (!chosen) return undefined;
  return { text: context.t('search.everyVehicleNow'), link: { label: context.t('search.onlyYours', { vehicle: chosen.name }), href: searchFor(chosen.modelId) } };
}

export const loadFulltextSearch: PageLoader<'FulltextSearch'> = async (context) => {
  const { t } = context;
  const state = readListingQuery(context.query);
  const q = (state.kept.q ?? '').slice(0, MAX_TERM);
  const vehicle = Object.fromEntries(
    (['modelId', 'vehicleSeriesGroupId', 'vehicleManufacturerId'] as const)
      .flatMap((field) => (state.kept[field] && VEHICLE_ID.test(state.kept[field]) ? [[field, state.kept[field]]] : [])),
  );
  // "Search instead for": the words as typed, without corrections.
  const exact = context.query.exact === '1' ? '1' : undefined;
  const answer = q ? await searchAnswer(context, q, { ...listingApiQuery(state), ...vehicle, exact }) : EMPTY_ANSWER;
  const hrefFor = (query: Record<string, string | undefined>) => context.link('FulltextSearch', {}, { query });
  // Links to other searches keep the vehicle the address narrows to.
  const searchFor = (query: Record<string, string | undefined>) => hrefFor({ ...query, ...vehicle });
  const named = answer.termVehicle;
  // Corrected words: the heading names what the results are for.
  const heading = q ? t('search.heading', { q: answer.correctedTerm ?? q }) : t('search.headingEmpty');
  const home = { label: t('catalogue.home'), href: context.link('Home', {}) };

  const props: SearchResultsPageProps = {
    heading,
    crumbs: [home, { label: heading, href: hrefFor(q ? { q } : {}) }],
    form: { action: hrefFor({}), q, hidden: hiddenFields({ ...state, kept: vehicle, filters: {} }, 'sort') },
    prompt: q ? undefined : t('search.prompt'),
    correction: answer.correctedTerm ? { searched: answer.correctedTerm, searchedHref: searchFor({ q: answer.correctedTerm }), original: q, originalHref: searchFor({ q, exact: '1' }) } : undefined,
    didYouMean: answer.didYouMean ? { term: answer.didYouMean, href: searchFor({ q: answer.didYouMean }) } : undefined,
    vehicleScope: q && !named ? await vehicleScope(context, vehicle, (modelId) => hrefFor({ q, exact, modelId })) : undefined,
    termVehicle: named ? {
      text: t('search.termVehicle', { vehicle: named.label }),
      choose: named.seriesPageId !== null && named.seriesPageSlug && named.models !== 1
        ? { label: t('search.chooseVehicle'), href: context.link('Series', { seriesSlug: named.seriesPageSlug, seriesPageId: named.seriesPageId }) } : undefined,
    } : undefined,
    groups: q ? searchGroups(context, answer, vehicle.modelId) : [],
    listing: await listingWithFitment(context, buildListing(context, answer, state, hrefFor)),
  };
  // A later page of the results names that page, here and in every edition's alternate.
  const canonicalQuery = q ? { q, page: state.page > 1 ? String(state.page) : undefined } : undefined;
  return {
    kind: 'page',
    head: {
      title: q ? t('search.title', { q }) : t('search.titleEmpty'),
      description: t('search.description'),
      canonical: context.absolute(hrefFor(canonicalQuery ?? {})),
      alternates: editionAlternates(context, 'FulltextSearch', {}, canonicalQuery),
      noindex: true,
    },
    view: pageView(SearchResultsPage, props),
  };
};

export const fulltextSearchScreen = defineScreen({ page: 'FulltextSearch', load: loadFulltextSearch });
