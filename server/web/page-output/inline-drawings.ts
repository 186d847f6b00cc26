/**
 * The shop's own drawings (a category's picture, a brand's logo: a few hundred bytes of SVG under
 * static/img) go into the page itself as data: URIs where they stand in the first screen. Fetched
 * on their own they finished, on a fast load, just before the first paint, and an estimate of the
 * largest paint (Lighthouse's) then waits for every request done by then: the largest paint came
 * after the first in some runs though the heading was the largest element in all. Inline, they
 * are painted with the text and cost no request. Anything else (a photo, a larger file) keeps its URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../shared/paths';

const DRAWING = /^\/img\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.svg$/i;
const MAX_INLINE_BYTES = 2048;
const inlined = new Map<string, string>();

/** The drawing's data: URI when `src` names one of the shop's small SVG drawings, else `src`. */
export function inlineDrawing(src: string): string {
  if (!DRAWING.test(src)) return src;
  let uri = inlined.get(src);
  if (uri === undefined) {
    uri = src;
    try {
      const svg = fs.readFileSync(path.join(projectRoot, 'static', src), 'utf8');
      if (Buffer.byteLength(svg) <= MAX_INLINE_BYTES) uri = `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
    } catch {
      // Not there: the URL stays, and answers as it would have.
    }
    inlined.set(src, uri);
  }
  return uri;
}
