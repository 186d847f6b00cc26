/**
 * What the build produced: hashed client chunks (manifest written by scripts/build.mjs) and the
 * stylesheet that is inlined as critical CSS.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ClientManifest } from '../../../views/page-scripts';
import { distDir, projectRoot } from '../../shared/paths';

export type { ClientManifest } from '../../../views/page-scripts';

export interface Assets {
  css: string;
  manifest: ClientManifest;
  /**
   * Styles only some pages use (views/styles/pages/NAME.css), by name: a page that names one gets it
   * after the shared CSS in the same inline sheet, so the other pages' first flight does not carry it.
   */
  pageCss?: Readonly<Record<string, string>>;
}

/** Comments explain the sources; every page inlines this CSS, so they stay out of it. */
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The text of a page's inline sheet: the shared CSS, then the named page styles if any. */
export function inlineCssOf(assets: Assets, styles?: string): string {
  const extra = styles ? assets.pageCss?.[styles] : undefined;
  if (styles && extra === undefined) throw new Error(`no page styles named ${styles} (views/styles/pages/)`);
  return extra === undefined ? assets.css : `${assets.css}\n${extra}`;
}

/** Every inline sheet a page can carry, for the Content-Security-Policy's hashes. */
export function everyInlineCss(assets: Assets): string[] {
  return [assets.css, ...Object.keys(assets.pageCss ?? {}).map((name) => inlineCssOf(assets, name))];
}

export function loadAssets(): Assets {
  const manifestFile = path.join(distDir, 'client', 'manifest.json');
  const manifest: ClientManifest = fs.existsSync(manifestFile)
    ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
    : { islands: {} };
  const stylesDir = path.join(projectRoot, 'views', 'styles');
  const css = withoutComments(fs
    .readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => fs.readFileSync(path.join(stylesDir, file), 'utf8'))
    .join('\n'));
  const pagesDir = path.join(stylesDir, 'pages');
  const pageCss = Object.fromEntries(fs.readdirSync(pagesDir).filter((file) => file.endsWith('.css'))
    .map((file) => [path.basename(file, '.css'), withoutComments(fs.readFileSync(path.join(pagesDir, file), 'utf8')).trim()]));
  return { css, manifest, pageCss };
}
