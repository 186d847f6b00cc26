/**
 * Rendered after the body content: by then every island of the page has registered with the
 * collector, so the page links exactly the runtime and its islands' chunks (or nothing).
 * fetchPriority low: nothing here is needed for the first paint, and at the default (high)
 * priority the scripts compete with the document on a slow link (Lighthouse FCP 0.9-1.1 s -> 0.75 s).
 */
import { useContext } from 'react';
import { scriptsFor, type ClientManifest } from '../page-scripts';
import { serializeForScript } from '../serialize';
import { IslandCollectorContext } from './collector';

export function IslandScripts({ manifest, state }: { manifest: ClientManifest; state?: unknown }) {
  const collector = useContext(IslandCollectorContext);
  const scripts = scriptsFor(manifest, collector?.rendered ?? new Map(), collector?.behaviours);
  if (!scripts.runtime) return null;
  return (
    <>
      {scripts.preload.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />)}
      {state === undefined ? null : (
        <script id="spareo-state" type="application/json" dangerouslySetInnerHTML={{ __html: serializeForScript(state) }} />
      )}
      <script type="module" src={scripts.runtime} fetchPriority="low" />
    </>
  );
}
