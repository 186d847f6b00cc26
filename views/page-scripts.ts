/** The client build's manifest and which of its scripts a page links: read by the document the server renders. */
import type { HydrateWhen } from './hydration';

export interface ClientManifest {
  /** The island runtime entry, e.g. /assets/runtime-AB12CD.js */
  runtime?: string;
  /** Chunks the runtime itself imports statically. */
  runtimeImports?: string[];
  /** Island name -> its entry chunk and the chunks it imports statically (React is one of them). */
  islands: Record<string, { file: string; imports: string[] }>;
}

export interface PageScripts {
  runtime?: string;
  /** modulepreload: only what islands hydrated on load need, so lazy islands cost nothing up front. */
  preload: string[];
}

/**
 * The scripts for the islands a page rendered; none at all when it rendered none. Behaviours
 * (plain-DOM page furniture, client/behaviours/) live in the runtime: they link it, nothing more.
 */
export function scriptsFor(manifest: ClientManifest, islands: ReadonlyMap<string, HydrateWhen>, behaviours: ReadonlySet<string> = new Set()): PageScripts {
  const known = [...islands].filter(([name]) => manifest.islands[name]);
  if ((known.length === 0 && behaviours.size === 0) || !manifest.runtime) return { preload: [] };
  const preload = new Set<string>(manifest.runtimeImports ?? []);
  for (const [name, when] of known) {
    if (when !== 'load') continue;
    const entry = manifest.islands[name]!;
    for (const file of entry.imports) preload.add(file);
    preload.add(entry.file);
  }
  return { runtime: manifest.runtime, preload: [...preload] };
}
