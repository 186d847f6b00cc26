/**
 * Who hears that a shop's offers changed outside a feed (the operator suspended the shop): the same
 * hook the feeds call, set where the marketplace's services start, so stored pages and cached
 * answers are dropped in every process on the database.
 */
let hook: () => void = () => {};

export function useOffersChangedHook(listener: () => void): void {
  hook = listener;
}

export function offersChanged(): void {
  hook();
}
