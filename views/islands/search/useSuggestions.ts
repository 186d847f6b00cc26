/**
 * Debounced suggestion calls: only at trimmed length >= 2, the last term wins, a failure only stops
 * the spinner. A term typed before the island woke (`typedEarlier`) is asked for at once, or takes
 * the answer the early code (client/early/suggestions.ts) already shows for it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CatalogueLinks } from '../../../contract/catalogue-path';
import { readAnswer } from '../../../contract/call';
import { searchCalls } from '../../../contract/calls/search';
import { takeEarlyAnswer } from '../../../client/early/early-answer';
import { SUGGEST, suggestionHeaders, suggestionQuery, toGroups, type SuggestionGroup } from '../../../client/search/suggestions';

export function useSuggestions(term: string, links: CatalogueLinks, vehicleField?: { name: string; value: string }, typedEarlier?: RefObject<boolean>) {
  const [groups, setGroups] = useState<SuggestionGroup[]>([]);
  const [loading, setLoading] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const fieldName = vehicleField?.name;
  const fieldValue = vehicleField?.value;

  useEffect(() => {
    const trimmed = term.trim();
    pending.current?.abort();
    if (trimmed.length < SUGGEST.minLength) {
      setGroups([]);
      setLoading(false);
      return;
    }
    const field = fieldName && fieldValue ? { name: fieldName, value: fieldValue } : undefined;
    // Shown before the island woke for this very term: kept as it is, not asked again.
    const early = takeEarlyAnswer(suggestionQuery(trimmed, field));
    if (early) {
      if (typedEarlier) typedEarlier.current = false;
      setGroups(early);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    const delay = typedEarlier?.current ? 0 : SUGGEST.debounceMs;
    if (typedEarlier) typedEarlier.current = false;
    const timer = setTimeout(() => void (async () => {
      setLoading(true);
      try {
        const response = await fetch(suggestionQuery(trimmed, field), { signal: controller.signal, headers: suggestionHeaders() });
        if (!response.ok) throw new Error(`suggestions ${response.status}`);
        // An answer that does not fit the contract is a failed call: logged, and only the spinner stops.
        setGroups(toGroups(readAnswer(searchCalls['GET /search/suggestions'], await response.json(), console.error), links));
      } catch {
        // A failed suggestion call only stops the spinner.
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    })(), delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, fieldName, fieldValue, links]);

  return { groups, loading };
}
