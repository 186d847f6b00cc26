/**
 * Rendered pages of anonymous visitors (issue 8): the same URL, host and cookies give the same HTML
 * for the upstream cache's TTL, so it is rendered once. The per-response CSP nonce is stored as a
 * random placeholder and put back per response. Visitors with a session or any other cookie are
 * rendered every time. On in production (NODE_ENV), so tests see every database change at once.
 *
 * ETag and 304: the ETag is a hash of the stored HTML (placeholder in place of the nonce), so it
 * names the content, not the response. A 304 has no body: the browser keeps the page it stored
 * together with the headers it stored, and takes only the headers the 304 carries. So the 304 must
 * not carry a Content-Security-Policy: a new nonce would no longer match the stored page's scripts.
 * Without one, the stored page keeps the CSP it came with (RFC 9111 section 4.3.4: stored header
 * fields the 304 does not name are kept). `private, no-cache` keeps shared caches from handing one
 * nonce to many visitors and makes the browser ask every time.
 */
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { COOKIES } from '../../locales/editions';

const ANONYMOUS_COOKIES = new Set<string>([COOKIES.locale, COOKIES.deliveryCountry, COOKIES.consent, COOKIES.consentDomains]);
export const NONCE_PLACEHOLDER = `nonce-${crypto.randomBytes(12).toString('hex')}`;

export interface CachedPage {
  status: number;
  /** The page's UTF-8 bytes cut where the nonce goes, encoded once: a hit only joins them. */
  pieces: Buffer[];
  etag: string;
}

export type PageCache = LRUCache<string, CachedPage>;

/** A cache of rendered pages in production when the upstream answers are cached, else none. */
export function createPageCache(ttl: number, maxBytes: number): PageCache | undefined {
  if (process.env.NODE_ENV !== 'production' || !(ttl > 0)) return undefined;
  return new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: (v) => v.pieces.reduce((sum, piece) => sum + piece.length, 64), ttl });
}

/** The cache key of an anonymous GET/HEAD (only the cookies that shape anonymous pages), else undefined. */
export function anonymousKey(req: Request, scope: string): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  for (const name of Object.keys(req.cookies ?? {})) if (!ANONYMOUS_COOKIES.has(name)) return undefined;
  return `${req.protocol}://${req.get('host') ?? ''}|${scope}|${req.get('cookie') ?? ''}`;
}

/** Stores a page rendered with `nonce`; returns the stored entry. */
export function storePage(cache: PageCache, key: string, status: number, html: string, nonce: string): CachedPage {
  const stored = html.replaceAll(nonce, NONCE_PLACEHOLDER);
  const etag = `W/"${crypto.createHash('sha1').update(stored).digest('base64url')}"`;
  const entry = { status, pieces: stored.split(NONCE_PLACEHOLDER).map((piece) => Buffer.from(piece)), etag };
  cache.set(key, entry);
  return entry;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Weak comparison, as for If-None-Match (RFC 9110 section 13.1.2). */
function matches(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * HTML bytes as they are: no ETag computed over a page that carries a fresh nonce and is never the
 * same twice (the stored pages set theirs above). Node leaves the body out of a HEAD answer.
 */
export function sendHtml(res: Response, status: number, body: Buffer): void {
  // The header res.type('html') would set, without a MIME lookup per response.
  res.status(status).setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-length', body.length);
  res.end(body);
}

/** Sends a stored page with this response's nonce; 200 pages get their ETag and answer 304 when the browser has them. */
export function sendPage(req: Request, res: Response, entry: CachedPage): void {
  if (entry.status === 200) {
    res.set('cache-control', 'private, no-cache').set('etag', entry.etag);
    if (matches(req, entry.etag)) {
      res.removeHeader('content-security-policy');
      res.status(304).end();
      return;
    }
  }
  const nonce = Buffer.from(String(res.locals.nonce));
  const body = Buffer.concat(entry.pieces.flatMap((piece, index) => (index === 0 ? [piece] : [nonce, piece])));
  sendHtml(res, entry.status, body);
}
