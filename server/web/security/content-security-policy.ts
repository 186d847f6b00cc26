/**
 * The Content-Security-Policy of every response. No inline script runs: the island runtime and its
 * chunks come from this origin, and the page's JSON (state, island props, JSON-LD) sits in data
 * blocks, which script-src does not govern. The one inline stylesheet (the critical CSS) is named
 * by its SHA-256, so the policy is the same for every response: a page needs no per-response
 * nonce and an anonymous page can be stored and sent whole, compressed once (page-cache.ts).
 */
import crypto from 'node:crypto';

/** The CSP source expression of an inline <style> with exactly this text. */
export function styleHashSource(css: string): string {
  return `'sha256-${crypto.createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

export function cspDirectives(inlineCss: string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", styleHashSource(inlineCss)],
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
