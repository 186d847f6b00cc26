/** Search suggestions: constants, and how the contract's answer becomes option groups. */
import type * as z from 'zod';
import { categoryHref, type CatalogueLinks } from '../../contract/catalogue-path';
import type { suggestionsAnswer } from '../../contract/calls/search';
import { CONTEXT_HEADERS } from '../../contract/headers';

export const SUGGEST = { minLength: 2, debounceMs: 300, hideDelayMs: 400, maxPerGroup: 5 } as const;
/** The catalogue's suggestions endpoint (through the /api proxy). */
export const SUGGESTIONS_PATH = '/api/search/suggestions';

export type SuggestionsAnswer = z.infer<typeof suggestionsAnswer>;

export interface SuggestionOption {
  key: string;
  label: string;
  href: string;
}

export interface SuggestionGroup {
  key: (typeof GROUPS)[number];
  options: SuggestionOption[];
}

const GROUPS = ['vehicleSpecific', 'universal'] as const;

/** Option groups from the answer: each suggested category links to its listing for all vehicles. */
export function toGroups(answer: SuggestionsAnswer, links: CatalogueLinks): SuggestionGroup[] {
  return GROUPS.map((key) => ({
    key,
    options: answer[key]
      .map((category) => ({ key: `${key}-${category.id}`, label: category.title, href: categoryHref(links, category) }))
      .slice(0, SUGGEST.maxPerGroup),
  })).filter((group) => group.options.length > 0);
}

/**
 * The text key of a group's heading: "for your vehicle" only when a vehicle (a model) is chosen;
 * without one the same categories are just categories.
 */
export function groupHeadingKey(key: SuggestionGroup['key'], vehicleField?: { name: string }): string {
  return key === 'vehicleSpecific' && vehicleField?.name !== 'modelId' ? 'results' : key;
}

/** Query for the call: the term plus the chosen vehicle's context ids. */
/** The page's edition travels with the call: the locale cookie may name another edition visited before. */
export function suggestionHeaders(): Record<string, string> {
  return { accept: 'application/json', [CONTEXT_HEADERS.locale]: document.documentElement.lang };
}

export function suggestionQuery(term: string, vehicleField?: { name: string; value: string }): string {
  const query = new URLSearchParams({ q: term });
  if (vehicleField) {
    const name = vehicleField.name === 'modelId' ? 'vehicleModelId' : vehicleField.name;
    query.set(name, vehicleField.value);
  }
  return `${SUGGESTIONS_PATH}?${query}`;
}
