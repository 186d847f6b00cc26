/**
 * Search calls:
 * - GET /Volltextsuche/{term}: full-text search listing (query f, page, pageSize, sort, modelId,
 *   hsntsn, vehicleManufacturerId, vehicleSeriesGroupId, vehicleModelId).
 * - GET /search/products?q=: the same as products; pageSize 8 (or productsOnly=1) answers products only.
 * - GET /search/suggestions?q=: categories grouped (at most 5 per group) and products, for the search box.
 *   Terms shorter than 2 characters (trimmed) answer empty lists.
 * - GET /search/part-number/{number}: exact article-number, OE cross-reference and prefix matches.
 */
import type * as z from 'zod';
import { searchQuery } from '../../../contract/calls/search';
import { badRequest, ok, endpoint, type Answered, type Endpoint, type RequestScope } from '../http/endpoint';
import { CALLS } from '../../../contract/calls/index';
import { parseFilters, emptyListing, filterAttributes, vehicleContext } from '../catalogue';
import { requestContext } from '../session';
import type { Product } from '../../../contract/index';
import { NORMALISED_PART_NUMBER, normalisePartNumber } from './part-number';
import * as search from './repository';
import { analyseTerm, categorySuggestions, productCards, searchTerm } from './service';
import type { PartNumberAnswer, SearchAnswer, SuggestionAnswer } from '../../../contract/index';

type SearchQuery = z.output<typeof searchQuery>;

const SUGGESTIONS_PER_GROUP = 5;

/** Both search calls: the term comes from the path or from q, already trimmed and checked by the call. */
async function fullTextSearch(ctx: RequestScope & { query: SearchQuery }, term: string): Promise<Answered<typeof CALLS['GET /Volltextsuche/:term']>> {
  const input = { data: ctx.query };
  const t = { data: term };
  const filters = parseFilters(input.data.f);
  if (!filters.ok) return badRequest('f', filters.message);
  const { db } = ctx;
  const context = requestContext(ctx.headers);
  const q = input.data;
  // Neither needs the other: on PostgreSQL they go to the pool together, as the cards and the categories do below.
  const [chosen, analysis] = await Promise.all([
    vehicleContext(db.kysely, { modelId: q.modelId ?? q.vehicleModelId, hsntsn: q.hsntsn, seriesPageId: q.vehicleSeriesGroupId, manufacturerId: q.vehicleManufacturerId }),
    analyseTerm(db.kysely, t.data, { langNo: context.langNo, exact: q.exact === '1' }),
  ]);
  const page = await searchTerm(db, analysis, chosen, {
    filters: filters.filters, sort: q.sort, offset: (q.page - 1) * q.pageSize, limit: q.pageSize, brandOnly: true,
  });
  const productsOnly = q.productsOnly === '1' || q.productsOnly === 'true' || q.pageSize === 8;
  const [products, categories] = await Promise.all([
    productCards(db.kysely, page.ids, context.langNo, context.deliveryCountry),
    productsOnly ? null : categorySuggestions(db.kysely, analysis.categoryIds, context.langNo),
  ]);
  if (!categories) return ok({ products, resultCount: page.total, productsOnly: true as const });
  const answer: SearchAnswer = {
    ...emptyListing(q.page, q.pageSize, q.sort),
    spareParts: products,
    resultCount: page.total,
    availablePageCount: Math.ceil(page.total / q.pageSize),
    isUniversal: categories.all.length > 0 && categories.vehicleSpecific.length === 0,
    filters: filterAttributes([], filters.filters, context.deliveryCountry),
    term: t.data,
    results: categories.all,
    vehicleSpecific: categories.vehicleSpecific,
    specific: categories.vehicleSpecific,
    universal: categories.universal,
    products: products.filter((p) => !p.category.isUniversal),
    universalProducts: products.filter((p) => p.category.isUniversal),
    partNumberMatches: analysis.numberMatches.length,
    correctedTerm: analysis.corrected,
    didYouMean: analysis.didYouMean,
    termVehicle: analysis.vehicle && {
      label: analysis.vehicle.label, manufacturerId: analysis.vehicle.manufacturerId, seriesPageId: analysis.vehicle.seriesPageId,
      seriesPageSlug: analysis.vehicle.seriesPageSlug, models: analysis.vehicle.modelIds?.length ?? null,
    },
  };
  return ok(answer);
}

export const searchEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /Volltextsuche/:term'], (ctx) => fullTextSearch(ctx, ctx.params.term)),
  endpoint(CALLS['GET /search/products'], (ctx) => fullTextSearch(ctx, ctx.query.q)),
  endpoint(CALLS['GET /search/suggestions'], async ({ query, headers, db }) => {
    const input = { data: query };
    const empty: SuggestionAnswer = { results: [], vehicleSpecific: [], universal: [], products: [], universalProducts: [] };
    const q = input.data.q.trim();
    if (q.length < 2) return ok(empty);
    const context = requestContext(headers);
    const analysis = await analyseTerm(db.kysely, q, { langNo: context.langNo, typing: true });
    // Neither needs the other: on PostgreSQL they go to the pool together.
    const [groups, chosen] = await Promise.all([
      categorySuggestions(db.kysely, analysis.categoryIds.slice(0, 40), context.langNo),
      vehicleContext(db.kysely, { modelId: input.data.vehicleModelId, seriesPageId: input.data.vehicleSeriesGroupId, manufacturerId: input.data.vehicleManufacturerId }),
    ]);

    const top = async (categoryIds: number[], withNumbers: boolean): Promise<Product[]> => {
      // No category of the group named: its articles would be every part that fits the term's
      // vehicle, which are neither universal nor cheap to read for a whole model family.
      if (!categoryIds.length && !withNumbers) return [];
      const page = await searchTerm(db, { ...analysis, categoryIds, numberMatches: withNumbers ? analysis.numberMatches : [] }, chosen, {
        filters: { brandIds: [], deliveryCountry: null, inStock: false }, sort: 'relevance', offset: 0, limit: SUGGESTIONS_PER_GROUP, brandOnly: false, countAll: false,
      });
      return await productCards(db.kysely, page.ids, context.langNo, context.deliveryCountry);
    };
    const vehicleSpecific = groups.vehicleSpecific.slice(0, SUGGESTIONS_PER_GROUP);
    const universal = groups.universal.slice(0, SUGGESTIONS_PER_GROUP);
    const [products, universalProducts] = await Promise.all([
      // The best categories' articles, the first category's first: a part type with few articles (or
      // none in a small catalogue) fills up from the next ones the term names.
      top(groups.vehicleSpecific.map((c) => c.id), true),
      top(groups.universal.map((c) => c.id), false),
    ]);
    const answer: SuggestionAnswer = {
      results: [...vehicleSpecific, ...universal],
      vehicleSpecific,
      universal,
      products,
      universalProducts,
    };
    return ok(answer);
  }),
  endpoint(CALLS['GET /search/part-number/:number'], async ({ params, headers, db }) => {
    const raw = (params.number ?? '').trim();
    const norm = normalisePartNumber(raw);
    if (!NORMALISED_PART_NUMBER.test(norm)) return badRequest('number', 'part number must be 2-40 letters or digits');
    const context = requestContext(headers);
    const matches: { id: number; match: 'article' | 'oe' | 'prefix' }[] = [];
    const add = (ids: number[], match: 'article' | 'oe' | 'prefix') => { for (const id of ids) if (!matches.some((m) => m.id === id)) matches.push({ id, match }); };
    add(await search.articlesByNormNumber(db.kysely, norm, 60), 'article');
    add(await search.articlesByOeNumber(db.kysely, norm, 60), 'oe');
    if (matches.length < 60) add(await search.articlesByNormPrefix(db.kysely, norm, 60 - matches.length), 'prefix');
    const cards = new Map((await productCards(db.kysely, matches.map((m) => m.id), context.langNo, context.deliveryCountry)).map((p) => [p.id, p]));
    const spareParts = matches.flatMap((m) => { const card = cards.get(m.id); return card ? [{ ...card, match: m.match }] : []; });
    const answer: PartNumberAnswer = { partNumber: raw, normNumber: norm, spareParts, resultCount: spareParts.length };
    return ok(answer);
  }),
];
