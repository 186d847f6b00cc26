/** The client build's manifest and which of its scripts a page links: read by the document the server renders. */
import type { HydrateWhen } from './hydration';

export interface ClientManifest {
  /** The runtime's first file, the one the loader imports (client/runtime-first.ts), e.g. /assets/runtime-first-AB12CD.js */
  runtime?: string;
  /** The runtime's files in the order they are asked for: the first file, the rest of the runtime and the chunks it imports statically. */
  runtimeImports?: string[];
  /** Chunks the runtime imports on use (early code's and behaviours' contract), with their imports. */
  runtimeLater?: string[];
  /** The early code's chunks (client/early/), however deep: asked for with the runtime. */
  early?: string[];
  /** Island name -> its entry chunk and the chunks it imports statically (React is one of them). */
  islands: Record<string, { file: string; imports: string[] }>;
}

export interface PageScripts {
  runtime?: string;
  /** modulepreload: only what islands hydrated on load need, so lazy islands cost nothing up front. */
  preload: string[];
  /**
   * When the loader requests the runtime: 'paint' after the first paint (an island wakes at load or
   * when idle), 'interaction' on the shopper's first sign or when an island that wakes on view comes
   * into view ('remembered' islands are checked in the browser, which alone sees localStorage).
   */
  wake: 'paint' | 'interaction';
  /**
   * Fetched into the browser's cache (not run) once the page has loaded and the browser is idle:
   * the runtime and the chunks of islands that wake later, so the shopper's first use only runs them.
   */
  prefetch: string[];
  /**
   * Each of the page's islands with every script file it needs (entry and chunks, however deep):
   * what wakes an island asks for all of them at once, not one after another as each is parsed.
   */
  chunks: Record<string, string[]>;
  /** The early code's files: small, asked for with the runtime at the first sign of use. */
  early: string[];
}

/**
 * The scripts for the islands a page rendered; none at all when it rendered none. Behaviours
 * (plain-DOM page furniture, client/behaviours/) live in the runtime: they link it, nothing more.
 */
export function scriptsFor(manifest: ClientManifest, islands: ReadonlyMap<string, HydrateWhen>, behaviours: ReadonlySet<string> = new Set()): PageScripts {
  const known = [...islands].filter(([name]) => manifest.islands[name]);
  if ((known.length === 0 && behaviours.size === 0) || !manifest.runtime) return { preload: [], wake: 'interaction', prefetch: [], chunks: {}, early: [] };
  const preload = new Set<string>(manifest.runtimeImports ?? []);
  for (const [name, when] of known) {
    if (when !== 'load') continue;
    const entry = manifest.islands[name]!;
    for (const file of entry.imports) preload.add(file);
    preload.add(entry.file);
  }
  const wake = known.some(([, when]) => when === 'load' || when === 'idle') ? 'paint' : 'interaction';
  const later = new Set<string>([manifest.runtime, ...preload, ...(manifest.runtimeLater ?? [])]);
  for (const [name, when] of known) {
    if (when === 'load') continue;
    const entry = manifest.islands[name]!;
    for (const file of [...entry.imports, entry.file]) later.add(file);
  }
  // Preloaded at the first paint, they are in the cache by then; a page that wakes at the first use
  // needs the runtime's own imports then too, so they are fetched ahead like the rest.
  if (wake === 'paint') for (const file of preload) later.delete(file);
  const chunks = Object.fromEntries(known.map(([name]) => [name, [manifest.islands[name]!.file, ...manifest.islands[name]!.imports]]));
  return { runtime: manifest.runtime, preload: [...preload], wake, prefetch: [...later], chunks, early: manifest.early ?? [] };
}
