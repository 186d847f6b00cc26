/**
 * Byte facts of one rendered page, deterministic so the size-budget test can assert them:
 * inline CSS, the scripts a page links to run before any interaction (module script plus
 * modulepreloads), and what the first 14,600 compressed bytes (about 10 TCP segments, the first
 * round trip of a fresh connection) of the HTML carry.
 */
import zlib from 'node:zlib';

/** TCP initial congestion window: 10 segments of 1,460 bytes. */
export const FIRST_FLIGHT_BYTES = 14_600;

export const gzipSize = (data: string | Buffer) => zlib.gzipSync(data).length; // level 6, as compression() sends
export const brotliSize = (data: string | Buffer, quality = 11) =>
  zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;

export function inlineCss(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
}

/**
 * Script URLs the page fetches and executes at its first interaction at the latest: module/classic
 * scripts, modulepreloads, and the runtime and chunks its loader requests (views/render/runtime-loader.ts).
 */
export function linkedScripts(html: string): string[] {
  const urls = new Set<string>();
  const loader = runtimeLoader(html);
  if (loader) for (const url of [loader.runtime, ...loader.preload]) urls.add(url);
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) urls.add(m[1]!.replace(/&amp;/g, '&'));
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="modulepreload"/.test(m[0])) {
      const href = /\bhref="([^"]+)"/.exec(m[0]);
      if (href) urls.add(href[1]!.replace(/&amp;/g, '&'));
    }
  }
  return [...urls];
}

/** What the runtime's loader requests, and when: after the first paint, or on the first interaction. */
export function runtimeLoader(html: string): { runtime: string; preload: string[]; wake: string } | null {
  const tag = /<script\b[^>]*\bid="spareo-runtime"[^>]*>/.exec(html)?.[0];
  if (!tag) return null;
  const attribute = (name: string) => (new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '').replace(/&amp;/g, '&');
  return { runtime: attribute('data-runtime'), preload: attribute('data-preload').split(' ').filter(Boolean), wake: attribute('data-wake') };
}

/** Stylesheets and classic scripts in <head> that block the first render. */
export function renderBlocking(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>') >>> 0);
  const blocking: string[] = [];
  for (const m of head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)) blocking.push(m[0]);
  for (const m of head.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) {
    if (!/\b(type="module"|async|defer)\b/.test(m[0])) blocking.push(m[0]);
  }
  return blocking;
}

export interface FirstFlight {
  /** Raw HTML bytes the first 14,600 gzip bytes decode to. */
  rawBytes: number;
  /** The whole inline CSS (every <style> closed) is inside. */
  hasCriticalCss: boolean;
  /** The page's first h1 is complete inside. */
  hasH1: boolean;
  /** gzip bytes up to the end of the first h1 (null without h1). */
  gzipBytesToH1: number | null;
}

/** What the browser can parse after the first round trip of gzip-compressed HTML. */
export function firstFlight(html: string, budget = FIRST_FLIGHT_BYTES): FirstFlight {
  const gz = zlib.gzipSync(html);
  const prefix = zlib.gunzipSync(gz.subarray(0, budget), { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString('utf8');
  const lastStyleEnd = html.lastIndexOf('</style>');
  const h1End = html.indexOf('</h1>');
  return {
    rawBytes: Buffer.byteLength(prefix),
    hasCriticalCss: lastStyleEnd < 0 || prefix.length >= lastStyleEnd + 8,
    hasH1: h1End >= 0 && prefix.length >= h1End + 5,
    gzipBytesToH1: h1End < 0 ? null : gzipSize(html.slice(0, h1End + 5)),
  };
}

/**
 * The page's language, title and first heading alone, with no style, script or image: what any
 * page costs Lighthouse on this machine, the floor under every page's own figures.
 */
export function headingOnly(html: string): string {
  const lang = /<html\b[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? 'en';
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? title;
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${title}</title></head><body><h1>${heading}</h1></body></html>`;
}
