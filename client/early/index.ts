/**
 * Plain-DOM code that answers an island's first use before the island wakes, keyed by the island's
 * name: the runtime loads it once the island's hydration condition is met (its chunk is fetched
 * ahead with the islands') and wakes the island when it resolves.
 */
import { earlyLists } from './vehicle-lists';

type Early = (marker: HTMLElement, props: object) => Promise<void>;

export const EARLY: Record<string, () => Promise<Early>> = {
  SearchBox: () => import('./suggestions').then((module) => module.earlySuggestions as Early),
  // A few lines: in the runtime itself, not one more file to fetch.
  VehicleSelector: () => Promise.resolve(earlyLists),
};
