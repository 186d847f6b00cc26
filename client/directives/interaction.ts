/**
 * Hydrate on the first sign of use: focus, pointer or key inside the marker. Hover and focus
 * usually come before the click, so the hydrated widget receives it; until then the no-JS markup works.
 */
import { readEarlyInput } from '../early-input';
import { wake } from '../wake';

/** The runtime's signal that it holds a click inside the island (the click itself does not reach the island). */
export const HELD_CLICK = 'spareo-held-click';

const EVENTS = ['focusin', 'pointerover', 'pointerdown', 'keydown', 'touchstart', 'input', 'change', HELD_CLICK] as const;

/**
 * On a slow phone the shopper may have focused, typed or picked in the server's form before this
 * runtime ran: no event will tell, so that counts as the first sign of use.
 */
function alreadyUsed(marker: HTMLElement): boolean {
  return marker.contains(document.activeElement) || wokeInside(marker) || readEarlyInput(marker).length > 0;
}

/** The runtime's loader ran the runtime because of a pointer, key or touch inside this island: that was its first sign. */
function wokeInside(marker: HTMLElement): boolean {
  const target = wake()?.target as Node | null | undefined;
  // A node only: the loader may also have been woken by the window (coming back online).
  return typeof target?.nodeType === 'number' && marker.contains(target);
}

export const interaction = (marker: HTMLElement): Promise<void> =>
  new Promise((resolve) => {
    if (alreadyUsed(marker)) return resolve();
    const start = () => {
      for (const name of EVENTS) marker.removeEventListener(name, start);
      resolve();
    };
    for (const name of EVENTS) marker.addEventListener(name, start, { passive: true });
  });
