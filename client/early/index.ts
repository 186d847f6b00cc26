/**
 * Plain-DOM code that answers an island's first use before the island wakes, keyed by the island's
 * name: the runtime runs it once the island's hydration condition is met and wakes the island
 * when it resolves.
 */
import { earlySuggestions } from './suggestions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const EARLY: Record<string, (marker: HTMLElement, props: any) => Promise<void>> = {
  SearchBox: earlySuggestions,
};
