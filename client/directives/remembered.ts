/**
 * Hydrate on view only when the island has something to fill in: localStorage holds a value for
 * one of its keys (data-remembered, space-separated), e.g. the remembered vehicle the dropdowns
 * preselect. Otherwise wait for the first interaction, so a first visit runs no React at all.
 */
import { interaction } from './interaction';
import { visible } from './visible';

/** Blocked storage (access or read throws) remembers nothing; an empty value fills in nothing. */
export function rememberedAny(keys: readonly string[], storage: () => Pick<Storage, 'getItem'>): boolean {
  try {
    const store = storage();
    return keys.some((key) => Boolean(store.getItem(key)));
  } catch {
    return false;
  }
}

export const remembered = (marker: HTMLElement): Promise<void> =>
  rememberedAny((marker.dataset.remembered ?? '').split(' ').filter(Boolean), () => window.localStorage) ? visible(marker) : interaction(marker);
