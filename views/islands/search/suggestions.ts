/** Search suggestions (spec sections 4, 5, 9): constants, answer shape and how it becomes option groups. */
export const SUGGEST = { minLength: 2, debounceMs: 300, hideDelayMs: 400, maxPerGroup: 5 } as const;
/** The catalogue's suggestions endpoint (through the /api proxy). */
export const SUGGESTIONS_PATH = '/api/search/suggestions';

export interface SuggestionEntry {
  id?: number | string;
  name?: string;
  label?: string;
  url?: string;
  href?: string;
}

export interface SuggestionsAnswer {
  results?: SuggestionEntry[];
  vehicleSpecific?: SuggestionEntry[];
  universal?: SuggestionEntry[];
  products?: SuggestionEntry[];
  universalProducts?: SuggestionEntry[];
}

export interface SuggestionOption {
  key: string;
  label: string;
  href: string;
}

export interface SuggestionGroup {
  key: keyof SuggestionsAnswer;
  options: SuggestionOption[];
}

const GROUPS: (keyof SuggestionsAnswer)[] = ['vehicleSpecific', 'universal', 'results', 'products', 'universalProducts'];

export function toGroups(answer: SuggestionsAnswer): SuggestionGroup[] {
  return GROUPS.map((key) => ({
    key,
    options: (Array.isArray(answer[key]) ? answer[key] : [])
      .map((entry, index) => ({ key: `${key}-${entry.id ?? index}`, label: entry.name ?? entry.label ?? '', href: entry.url ?? entry.href ?? '' }))
      .filter((option) => option.label && option.href)
      .slice(0, SUGGEST.maxPerGroup),
  })).filter((group) => group.options.length > 0);
}

/** Query for the call: the term plus the chosen vehicle's context ids. */
export function suggestionQuery(term: string, vehicleField?: { name: string; value: string }): string {
  const query = new URLSearchParams({ query: term });
  if (vehicleField) {
    const name = vehicleField.name === 'modelId' ? 'vehicleModelId' : vehicleField.name;
    query.set(name, vehicleField.value);
  }
  return `${SUGGESTIONS_PATH}?${query}`;
}
