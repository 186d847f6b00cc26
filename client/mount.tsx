/**
 * Hydrates one island. A failure is reported (console.error + data-island-error) and the server
 * markup is put back, so the no-JS forms and links keep working.
 */
import { useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandIdContext } from './hydration';
import { readEarlyInput, replayEarlyInput, type EarlyInput } from './early-input';

export interface IslandModule {
  mount(marker: HTMLElement, props: object, id: string): void;
}

/** Rendered after the view: its effect runs once the view's have, so the widget is awake. */
function Hydrated({ marker, early }: { marker: HTMLElement; early: EarlyInput[] }) {
  useEffect(() => {
    replayEarlyInput(early);
    marker.dataset.hydrated = '';
  }, [marker, early]);
  return null;
}

/** propsFromMarkup: props the island reads back from its server markup rather than from the JSON. */
export function mountWith<P extends object>(View: ComponentType<P>, propsFromMarkup?: (marker: HTMLElement) => Partial<P>): IslandModule['mount'] {
  return (marker, json, id) => {
    const props = propsFromMarkup ? { ...json, ...propsFromMarkup(marker) } : json;
    const serverHtml = marker.innerHTML;
    const early = readEarlyInput(marker);
    let root: Root | undefined;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      console.error(`[islands] ${marker.dataset.name} failed to hydrate`, error);
      marker.dataset.islandError = 'hydration';
      delete marker.dataset.hydrated;
      // React has torn the tree down by now; restore what the server sent.
      setTimeout(() => {
        root?.unmount();
        marker.innerHTML = serverHtml;
      });
    };
    try {
      root = hydrateRoot(
        marker,
        <IslandIdContext.Provider value={id}>
          <View {...(props as P)} />
          <Hydrated marker={marker} early={early} />
        </IslandIdContext.Provider>,
        {
          identifierPrefix: `${id}-`,
          onUncaughtError: fail,
          onRecoverableError: (error) => console.error(`[islands] ${marker.dataset.name} recovered from`, error),
        },
      );
    } catch (error) {
      fail(error);
    }
  };
}
