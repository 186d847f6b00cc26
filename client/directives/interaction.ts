/**
 * Hydrate on the first sign of use: focus, pointer or key inside the marker. Hover and focus
 * usually come before the click, so the hydrated widget receives it; until then the no-JS markup works.
 */
const EVENTS = ['focusin', 'pointerover', 'pointerdown', 'keydown', 'touchstart'] as const;

export const interaction = (marker: HTMLElement): Promise<void> =>
  new Promise((resolve) => {
    const start = () => {
      for (const name of EVENTS) marker.removeEventListener(name, start);
      resolve();
    };
    for (const name of EVENTS) marker.addEventListener(name, start, { passive: true });
  });
