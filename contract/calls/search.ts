/** Search: full text, suggestions for the search box, part numbers. */
import * as z from 'zod';
import { defineCall } from '../call';
import { optionalDigitsId, optionalModelId, pageParam, single } from '../params';
import { categorySuggestion, EMPTY_LISTING, listing, product } from './shapes';

const sort = z.enum(['relevance', 'popularity', 'price-asc', 'price-desc']);

export const searchQuery = z.object({
  f: z.preprocess(single, z.string().max(4000).optional()),
  page: pageParam,
  pageSize: z.preprocess(single, z.coerce.number().int().min(1).max(60).default(20)),
  sort: z.preprocess(single, sort.default('relevance')),
  productsOnly: z.preprocess(single, z.enum(['0', '1', 'true', 'false']).optional()),
  /** 1: the words as typed, without corrections ("search instead for"). */
  exact: z.preprocess(single, z.enum(['0', '1']).optional()),
  modelId: optionalModelId,
  hsntsn: z.preprocess(single, z.string().regex(/^[A-Za-z0-9]{7}$/, 'must be 4 + 3 alphanumerics (HSN and TSN)').optional()),
  vehicleManufacturerId: optionalDigitsId,
  vehicleSeriesGroupId: optionalDigitsId,
  vehicleModelId: optionalModelId,
});

const termVehicle = z.object({
  label: z.string(), manufacturerId: z.number(), seriesPageId: z.number().nullable(), seriesPageSlug: z.string().nullable(), models: z.number().nullable(),
});
export type TermVehicle = z.infer<typeof termVehicle>;

/** Full-text search: the listing plus the matched categories (results: all; then split). */
export const fullTextAnswer = listing.extend({
  term: z.string(),
  results: z.array(categorySuggestion),
  vehicleSpecific: z.array(categorySuggestion),
  universal: z.array(categorySuggestion),
  specific: z.array(categorySuggestion),
  products: z.array(product),
  universalProducts: z.array(product),
  /** Articles matched by article, norm or OE number; they come first in spareParts. */
  partNumberMatches: z.number(),
  /** The term as searched when words of it were corrected; null when it was searched as typed. */
  correctedTerm: z.string().nullable(),
  /** A part number one typo away from the term's, offered to the shopper, not searched. */
  didYouMean: z.string().nullable(),
  /** The vehicle the term names, which narrowed the results; models: how many of its engines (null: a whole make or family). */
  termVehicle: termVehicle.nullable(),
});
export type SearchAnswer = z.infer<typeof fullTextAnswer>;
export const productsOnlyAnswer = z.object({ products: z.array(product), resultCount: z.number(), productsOnly: z.literal(true) });
const searchAnswer = z.union([fullTextAnswer, productsOnlyAnswer]);

export const suggestionsQuery = z.object({
  q: z.preprocess(single, z.string().max(200).default('')),
  vehicleManufacturerId: optionalDigitsId,
  vehicleSeriesGroupId: optionalDigitsId,
  vehicleModelId: optionalModelId,
});

export const suggestionsAnswer = z.object({
  results: z.array(categorySuggestion),
  vehicleSpecific: z.array(categorySuggestion),
  universal: z.array(categorySuggestion),
  products: z.array(product),
  universalProducts: z.array(product),
});
export type SuggestionAnswer = z.infer<typeof suggestionsAnswer>;
export const partNumberAnswer = z.object({
  partNumber: z.string(),
  normNumber: z.string(),
  /** Exact article-number matches, then OE cross references, then prefix matches. */
  spareParts: z.array(product.extend({ match: z.enum(['article', 'oe', 'prefix']) })),
  resultCount: z.number(),
});
export type PartNumberAnswer = z.infer<typeof partNumberAnswer>;

export const searchCalls = {
  'GET /Volltextsuche/:term': defineCall({
    method: 'GET', path: '/Volltextsuche/:term', cacheable: true,
    params: z.object({ term: z.string().trim().min(1, 'search term is required').max(200) }),
    query: searchQuery, answer: searchAnswer,
    fallback: () => ({ ...EMPTY_LISTING, term: '', results: [], vehicleSpecific: [], universal: [], specific: [], products: [], universalProducts: [], partNumberMatches: 0, correctedTerm: null, didYouMean: null, termVehicle: null }),
  }),
  'GET /search/products': defineCall({
    method: 'GET', path: '/search/products', cacheable: true,
    query: searchQuery.extend({ q: z.preprocess(single, z.string().trim().min(1, 'search term is required').max(200)) }),
    answer: searchAnswer,
    fallback: () => ({ products: [], resultCount: 0, productsOnly: true as const }),
  }),
  /** The search box (at most 5 per group; terms under 2 characters answer empty lists). */
  'GET /search/suggestions': defineCall({
    method: 'GET', path: '/search/suggestions', cacheable: true,
    query: suggestionsQuery, answer: suggestionsAnswer,
    fallback: () => ({ results: [], vehicleSpecific: [], universal: [], products: [], universalProducts: [] }),
  }),
  'GET /search/part-number/:number': defineCall({
    method: 'GET', path: '/search/part-number/:number', cacheable: true,
    params: z.object({ number: z.string().max(200) }),
    answer: partNumberAnswer,
    fallback: () => ({ partNumber: '', normNumber: '', spareParts: [], resultCount: 0 }),
  }),
};
