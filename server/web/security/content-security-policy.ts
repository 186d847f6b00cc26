/**
 * The Content-Security-Policy of every response. One inline script runs, the runtime's loader
 * (views/render/runtime-loader.ts), named by its SHA-256; the runtime and its chunks come from this
 * origin, and the page's JSON (state, island props, JSON-LD) sits in data blocks, which script-src
 * does not govern. The inline stylesheet (the critical CSS, with a page's own styles on the few pages that have them) is named by its SHA-256 too, so the policy is the same for every response: a page needs no per-response
 * nonce and an anonymous page can be stored and sent whole, compressed once (page-cache.ts).
 */
import crypto from 'node:crypto';
import { LEAN_MARK, RUNTIME_LOADER } from '../../../views/render/runtime-loader';

/** The CSP source expression of an inline <style> or <script> with exactly this text. */
export function styleHashSource(css: string): string {
  return `'sha256-${crypto.createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

const LOADER_SOURCE = styleHashSource(RUNTIME_LOADER);
const LEAN_MARK_SOURCE = styleHashSource(LEAN_MARK);

/** `inlineCss`: every inline sheet a page may carry (the shared CSS, alone and with each page's styles). */
export function cspDirectives(inlineCss: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", LOADER_SOURCE, LEAN_MARK_SOURCE],
    styleSrc: ["'self'", ...inlineCss.map(styleHashSource)],
    // Shops' photos of articles come from the shops' own servers (their feeds name them), always over HTTPS.
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}
