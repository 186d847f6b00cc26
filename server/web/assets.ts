/**
 * What the build produced: hashed client chunks (manifest written by scripts/build.mjs) and the
 * stylesheet that is inlined as critical CSS.
 */
import fs from 'node:fs';
import path from 'node:path';
import { distDir, projectRoot } from '../paths';

export interface ClientManifest {
  /** The island runtime entry, e.g. /assets/runtime-AB12CD.js */
  runtime?: string;
  /** Island name -> its entry chunk and the chunks it imports. */
  islands: Record<string, { file: string; imports: string[] }>;
}

export interface Assets {
  css: string;
  manifest: ClientManifest;
}

export function loadAssets(): Assets {
  const manifestFile = path.join(distDir, 'client', 'manifest.json');
  const manifest: ClientManifest = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : { islands: {} };
  const stylesDir = path.join(projectRoot, 'views', 'styles');
  const css = fs
    .readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => fs.readFileSync(path.join(stylesDir, file), 'utf8'))
    .join('\n');
  return { css, manifest };
}

/** The chunks to preload for the islands a page renders; none when it renders none. */
export function scriptsFor(manifest: ClientManifest, islands: readonly string[]): { runtime?: string; preload: string[] } {
  if (islands.length === 0 || !manifest.runtime) return { preload: [] };
  const preload = new Set<string>();
  for (const name of islands) {
    const entry = manifest.islands[name];
    if (!entry) continue;
    preload.add(entry.file);
    for (const file of entry.imports) preload.add(file);
  }
  return { runtime: manifest.runtime, preload: [...preload] };
}
