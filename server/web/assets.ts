/**
 * What the build produced: hashed client chunks (manifest written by scripts/build.mjs) and the
 * stylesheet that is inlined as critical CSS.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ClientManifest } from '../../views/page-scripts';
import { distDir, projectRoot } from '../paths';

export type { ClientManifest, PageScripts } from '../../views/page-scripts';
export { scriptsFor } from '../../views/page-scripts';

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
    .join('\n')
    // Comments explain the sources; every page inlines this CSS, so they stay out of it.
    .replace(/\/\*[\s\S]*?\*\//g, '');
  return { css, manifest };
}
