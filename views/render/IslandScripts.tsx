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
        id="spareo-runtime"
        data-runtime={scripts.runtime}
        data-preload={scripts.preload.join(' ')}
        data-wake={scripts.wake}
        data-prefetch={scripts.prefetch.join(' ')}
        // Runs once the document is parsed, not inside the parse (runtime-loader.ts).
        type="module"
        dangerouslySetInnerHTML={{ __html: RUNTIME_LOADER }}
      />
    </>
  );
}
