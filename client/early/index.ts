/**
 * Plain-DOM code that answers an island's first use before the island wakes, keyed by the island's
 * name: the runtime loads it once the island's hydration condition is met and wakes the island
 * when it resolves.
 */
type Early = (marker: HTMLElement, props: object) => Promise<void>;
/** Without its early code (its file failed) the island wakes as it would without any. */
const none: Early = () => Promise.resolve();

/** What this code takes of the first file (client/runtime-first.ts, which imports this folder, never the other way). */
type FirstFile = { earlySuggestions: unknown; earlyLists: unknown };

/**
 * The runtime's first file, which the page names (views/render/IslandScripts.tsx): one module
 * instance per URL, so the early code it may have started already is the one given here.
 */
const firstFile = () => import(document.getElementById('spareo-runtime')?.dataset.runtime ?? '') as Promise<FirstFile>;

export const EARLY: Record<string, () => Promise<Early>> = {
  // In the runtime's first file: they start before the rest of the runtime has come.
  SearchBox: () => firstFile().then((module) => module.earlySuggestions as Early, () => none),
  VehicleSelector: () => firstFile().then((module) => module.earlyLists as Early, () => none),
};
