/**
 * Hydrates one island. A failure is reported (console.error + data-island-error) and the server
 * markup is put back, so the no-JS forms and links keep working.
 */
import { useEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IslandIdContext } from '../views/islands/collector';

export interface IslandModule {
  mount(marker: HTMLElement, props: object, id: string): void;
}

function Hydrated({ marker }: { marker: HTMLElement }) {
  useEffect(() => {
    marker.dataset.hydrated = '';
  }, [marker]);
  return null;
}

export function mountWith<P extends object>(View: ComponentType<P>): IslandModule['mount'] {
  return (marker, props, id) => {
    const serverHtml = marker.innerHTML;
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
          <Hydrated marker={marker} />
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
