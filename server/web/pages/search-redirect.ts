/**
 * GET /search (the header form): q plus one hidden vehicle field. Redirects to the
 * edition's full-text search, or to the part-number search when the term looks like a part number;
 * an empty term goes back home (an empty term sends nothing).
 */
import type { PageLoader } from './types';
import { defineScreen } from './screen';

const VEHICLE_FIELDS = ['modelId', 'vehicleSeriesGroupId', 'vehicleManufacturerId'] as const;
const VEHICLE_VALUE = /^\w{1,64}$/;

/** Upper case without spaces, dots, dashes or slashes: how the catalogue stores part numbers. */
export function normalisePartNumber(term: string): string {
  return term.toUpperCase().replace(/[\s.\-/]+/g, '');
}

/** A digit, only part-number characters and no plain word, e.g. "0 986 494 524" or "W712/75". */
export function looksLikePartNumber(term: string): boolean {
  const norm = normalisePartNumber(term);
  // A word of four or more letters ("Golf 7", "Bremsscheibe 288") makes it a text search.
  const hasWord = term.split(/\s+/).some((word) => /^\p{L}{4,}$/u.test(word));
  return norm.length >= 4 && norm.length <= 40 && /\d/.test(norm) && /^[A-Z0-9]+$/.test(norm) && !hasWord;
}

export const loadSearchRedirect: PageLoader<'Search'> = async ({ query, link, t }) => {
  const term = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
  if (!term) return { kind: 'redirect', location: link('Home', {}), status: 302 };
  const vehicle: Record<string, string> = {};
  for (const field of VEHICLE_FIELDS) {
    const value = query[field];
    if (typeof value === 'string' && VEHICLE_VALUE.test(value)) {
      vehicle[field] = value;
      break;
    }
  }
  if (looksLikePartNumber(term)) {
    const location = link(
      'PartNumberSearch',
      { categorySlug: t('partNumberSearch.category'), manufacturer: t('partNumberSearch.manufacturer'), partNumber: normalisePartNumber(term) },
      { query: vehicle },
    );
    return { kind: 'redirect', location, status: 302 };
  }
  return { kind: 'redirect', location: link('FulltextSearch', {}, { query: { q: term, ...vehicle } }), status: 302 };
};

export const searchScreen = defineScreen({ page: 'Search', load: loadSearchRedirect });
