/** Debounced suggestion calls: only at trimmed length >= 2, the last term wins, a failure only stops the spinner. */
import { useEffect, useRef, useState } from 'react';
import { SUGGEST, suggestionQuery, toGroups, type SuggestionGroup, type SuggestionsAnswer } from './suggestions';

export function useSuggestions(term: string, vehicleField?: { name: string; value: string }) {
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
    const controller = new AbortController();
    pending.current = controller;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const field = fieldName && fieldValue ? { name: fieldName, value: fieldValue } : undefined;
        const response = await fetch(suggestionQuery(trimmed, field), { signal: controller.signal, headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`suggestions ${response.status}`);
        setGroups(toGroups((await response.json()) as SuggestionsAnswer));
      } catch {
        // Spec section 8: a failed suggestion call only stops the spinner.
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, SUGGEST.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, fieldName, fieldValue]);

  return { groups, loading };
}
