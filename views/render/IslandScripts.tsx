/**
 * Rendered after the body content: by then every island of the page has registered with the
 * collector, so the page names exactly the runtime and its islands' chunks (or nothing). The HTML
 * links none of them: the runtime's loader (runtime-loader.ts) requests them after the first
 * paint, or on the first interaction where every island waits for one.
 */
import { useContext } from 'react';
import { scriptsFor, type ClientManifest, type PageScripts } from '../page-scripts';
import { serializeForScript } from '../serialize';
import { IslandCollectorContext } from './collector';
import { RUNTIME_LOADER } from './runtime-loader';

/**
 * The islands' files as places in the preload and prefetch lists ("SearchBox:0,3,4 AddToCart:1,3"):
 * every file is named once in the page, however many islands share it.
 */
export function chunkIndex(scripts: PageScripts): string {
  return Object.entries(scripts.chunks)
    .map(([name, chunks]) => `${name}:${chunkPlaces(scripts, chunks)}`)
    .join(' ');
}

const chunkPlaces = (scripts: PageScripts, chunks: string[]) => {
  const files = [...scripts.preload, ...scripts.prefetch];
  return chunks.map((file) => files.indexOf(file)).filter((at) => at >= 0).join(',');
};

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
        data-chunks={chunkIndex(scripts)}
        data-early={chunkPlaces(scripts, scripts.early)}
        // Runs once the document is parsed, not inside the parse (runtime-loader.ts).
        type="module"
        dangerouslySetInnerHTML={{ __html: RUNTIME_LOADER }}
      />
    </>
  );
}
