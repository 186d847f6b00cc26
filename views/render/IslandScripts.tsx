/**
 * Rendered after the body content: by then every island of the page has registered with the
 * collector, so the page names exactly the runtime and its islands' chunks (or nothing). The HTML
 * links none of them: the runtime's loader (runtime-loader.ts) requests them after the first
 * paint, or on the first interaction where every island waits for one.
 */
import { useContext } from 'react';
import { scriptsFor, type ClientManifest } from '../page-scripts';
import { serializeForScript } from '../serialize';
import { IslandCollectorContext } from './collector';
import { RUNTIME_LOADER } from './runtime-loader';

/**
 * The body's last element: the document holds its first rendering until the parser has it
 * (views/Document: `<link rel="expect" blocking="render">`; a page without it waits for the end of
 * the document). A busy phone's parser otherwise yields after a time slice, anywhere in the page:
 * Chromium paints what it has (the header, or the top without the rest) and lays out and paints
 * the rest in more frames, and Lighthouse counts those layouts into the largest paint.
 */
export const FIRST_PAINT_AFTER = 'spareo-runtime';

export function IslandScripts({ manifest, state }: { manifest: ClientManifest; state?: unknown }) {
  const collector = useContext(IslandCollectorContext);
  const scripts = scriptsFor(manifest, collector?.rendered ?? new Map(), collector?.behaviours);
  if (!scripts.runtime) return null;
  return (
    <>
      {state === undefined ? null : (
        <script id="spareo-state" type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(state) }} />
      )}
      <script
        id={FIRST_PAINT_AFTER}
        data-runtime={scripts.runtime}
        data-preload={scripts.preload.join(' ')}
        data-wake={scripts.wake}
        dangerouslySetInnerHTML={{ __html: RUNTIME_LOADER }}
      />
    </>
  );
}
