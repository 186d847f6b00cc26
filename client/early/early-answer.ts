/**
 * The suggestions shown before the SearchBox island woke (client/early/suggestions.ts), kept for
 * the island: when it asks for the same query it takes them instead of asking the server again,
 * so the list stays as it is when the island takes over. The early code is bundled into the
 * runtime's first file and the island into its own chunks, each with a copy of this module: the
 * answer is kept on the window, which both see.
 */
import { EARLY_DRAWN } from './drawn';
import type { SuggestionGroup } from '../search/suggestions';

type Kept = { query: string; groups: SuggestionGroup[] } | null;
// Read at use: the island's module is loaded on the server too, which has no window.
const page = () => window as { spareoEarlyAnswer?: Kept };

export function keepEarlyAnswer(query: string, groups: SuggestionGroup[]): void {
  page().spareoEarlyAnswer = { query, groups };
}

/** The groups shown for this query before the island woke, once: a later ask goes to the server. */
export function takeEarlyAnswer(query: string): SuggestionGroup[] | null {
  const kept = page().spareoEarlyAnswer;
  if (kept?.query !== query) return null;
  page().spareoEarlyAnswer = null;
  return kept.groups;
}

/**
 * The list the early code drew: the island removes it once it shows its own or closes. Returns the
 * place of the option chosen in it with the arrow keys (-1: none), which the island's list keeps.
 */
export function dropEarlyList(form: Element | null | undefined): number {
  const list = form?.querySelector(`.search-suggestions[${EARLY_DRAWN}]`);
  if (!list) return -1;
  const chosen = [...list.querySelectorAll('[role=option]')].findIndex((option) => option.getAttribute('aria-selected') === 'true');
  list.remove();
  return chosen;
}
