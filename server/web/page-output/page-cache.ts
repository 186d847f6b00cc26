/**
 * Rendered pages of anonymous visitors: the same URL, host and cookies give the same HTML
 * for the upstream cache's TTL, so it is rendered once, and encoded once per encoding a browser
 * asks for (brotli, gzip: on libuv's pool, then kept beside the plain bytes), so a hit costs no
 * rendering and no compression. Pages carry no per-response nonce (the CSP names the inline CSS by
 * its hash, security/content-security-policy.ts), so a stored page is the whole answer. Visitors
 * with a session or any other cookie are rendered every time. On in production (config NODE_ENV), so
 * tests see every database change at once.
 *
 * ETag and 304: the ETag is a hash of the stored HTML, weak, so it names the content in every
 * encoding. `private, no-cache`: the page depends on cookies (edition, delivery country, consent, vehicle)
 * that a shared cache would not key on, and the browser asks every time (a 304 when nothing changed).
 */
import crypto from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import vary from 'vary';
import type { Logger } from '../../shared/logger';
import { COOKIES } from '../../../locales/editions';
import { acceptedEncodings, encodedCopy, type EncodedCopies, type Encoding } from './compression';
import { pageToBytes, type EncodedPage, type PageParts } from './page-parts';
import { gzipParts } from './segment-gzip';
import { withoutReservedSession } from '../visitor/reserved-session';

// The chosen vehicle changes the header, the navigation and every fitment statement: its cookie
// is one of these, so a stored page is keyed by it (the whole Cookie header is in the key).
// A reserved session (reserved-session.ts) is unused until an add: the page is the anonymous one,
// and its per-visitor id is left out of the key.
export const ANONYMOUS_COOKIES: ReadonlySet<string> = new Set<string>([COOKIES.locale, COOKIES.deliveryCountry, COOKIES.consent, COOKIES.consentDomains, COOKIES.vehicle, COOKIES.reservedSession]);

export interface CachedPage {
  status: number;
  /** The page's UTF-8 bytes. */
  body: Buffer;
  etag: string;
  /** A model's own page chooses that model: the model id, whose cookie goes with the page each time it is sent. */
  choosesModelId?: string;
  /** The page carries add forms: a visitor without a session is handed a reserved one with each answer. */
  reservesSession?: boolean;
  /** The body per encoding once asked for. */
  encoded: EncodedCopies;
  /** Answers with a body sent from this entry so far (the brotli copy waits for a page asked for again and again). */
  sent: number;
  /** Not sent from this moment on (ms since the epoch): the next cut-off of a shop whose delivery day the page shows. */
  holdsUntil?: number;
}

export type PageCache = LRUCache<string, CachedPage>;

/**
 * The store's budget: 8 MB as counted by entrySize (about 200 article pages of 25 KB). Its Buffers
 * are live external memory, and a web process's resident set carries them about 1.3
 * times over (V8 lets the heap and its external memory grow to 1.3x what survived the last full
 * collection, and freed Buffers wait in malloc until then): 16 MB kept a process 10-12 MB higher
 * over a crawl and the shopper's mix, for hits a minute's TTL mostly cannot use (docs/decisions/0244).
 */
export const PAGE_STORE_BYTES = 8 * 1024 * 1024;

/** Room an entry takes: the plain bytes and, at most, its brotli and gzip copies (each well under a third of it). */
const entrySize = (entry: CachedPage) => Math.ceil(entry.body.length * 1.6) + 64;

/** A cache of rendered pages in production when the upstream answers are cached, else none. */
export function createPageCache(production: boolean, ttl: number, maxBytes: number): PageCache | undefined {
  if (!production || !(ttl > 0)) return undefined;
  return new LRUCache<string, CachedPage>({ maxSize: maxBytes, sizeCalculation: entrySize, ttl });
}

/** The cache key of an anonymous GET/HEAD (only the cookies that shape anonymous pages), else undefined. */
export function anonymousKey(req: Request, scope: string): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  for (const name of Object.keys(req.cookies ?? {})) if (!ANONYMOUS_COOKIES.has(name)) return undefined;
  // Every input that shapes a page is in the key: the Host header (links), the host the edition is
  // decided by (X-Forwarded-Host behind a trusted proxy) and the scheme; callers add the edition.
  return `${req.protocol}://${req.get('host') ?? ''}|${req.host ?? ''}|${scope}|${withoutReservedSession(req.get('cookie'))}`;
}

/**
 * Stores a rendered page; returns the stored entry. `holdsUntil` (ms since the epoch): the earliest
 * moment an answer the page was made from holds until; the page is not sent from then on.
 */
export function storePage(cache: PageCache, key: string, status: number, body: Buffer, choosesModelId?: string, reservesSession = false, holdsUntil?: number): CachedPage {
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  const entry: CachedPage = { status, body, etag, encoded: {}, sent: 0, ...(choosesModelId === undefined ? {} : { choosesModelId }), ...(reservesSession ? { reservesSession } : {}) };
  if (holdsUntil === undefined) {
    cache.set(key, entry);
    return entry;
  }
  entry.holdsUntil = holdsUntil;
  // The store's own clock lets it go by then too (its room is freed); storedPage decides by the wall clock.
  const left = holdsUntil - Date.now();
  if (left > 0) cache.set(key, entry, { ttl: Math.min(cache.ttl || left, left) });
  return entry;
}

/** The stored page under the key while it holds: one past the moment it holds until is let go. */
export function storedPage(cache: PageCache, key: string): CachedPage | undefined {
  const entry = cache.get(key);
  if (entry?.holdsUntil !== undefined && Date.now() >= entry.holdsUntil) {
    cache.delete(key);
    return undefined;
  }
  return entry;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Weak comparison, as for If-None-Match (RFC 9110 section 13.1.2). */
function matches(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

// The header res.type('html') would set, without a MIME lookup per response.
const HTML = 'text/html; charset=utf-8';

/**
 * HTML bytes as they are: no ETag over a per-visitor page (it carries a fresh check-header challenge
 * and is never the same twice; the stored pages set theirs). Node leaves the body out of a HEAD answer.
 */
export function sendHtml(res: ServerResponse, status: number, body: Buffer): void {
  res.statusCode = status;
  res.setHeader('content-type', HTML);
  res.setHeader('content-length', body.length);
  res.end(body);
}

/**
 * A page rendered for this response (a visitor with a session): gzip whenever the browser takes it,
 * made from the deflate blocks of the constant parts kept since their first use (segment-gzip.ts),
 * instead of compression() encoding all of it again. Plain when gzip is not accepted or failed.
 */
export async function sendRendered(req: Request, res: Response, status: number, parts: PageParts): Promise<void> {
  res.vary('Accept-Encoding');
  if (req.method !== 'HEAD' && acceptedEncodings(req.get('accept-encoding')).includes('gzip')) {
    try {
      const body = gzipParts(parts);
      res.setHeader('content-encoding', 'gzip');
      return sendHtml(res, status, body);
    } catch (error) {
      req.log?.warn({ err: error }, 'gzip of a rendered page failed; sent plain');
    }
  }
  sendHtml(res, status, pageToBytes(parts));
}

/**
 * The first answer of a page just stored: gzip made from the kept deflate blocks of its constant
 * parts (as a visitor's own page is sent), kept as the entry's gzip copy. Most stored pages are
 * asked for once (an article among thousands); the brotli copy, several times dearer, is made only
 * for a page asked for again and again (GZIP_ANSWERS_BEFORE_BROTLI). Otherwise as sendPage.
 */
export async function sendFirst(req: Request, res: Response, entry: CachedPage, parts: PageParts, encoded: EncodedPage): Promise<void> {
  if (req.method === 'HEAD' || !acceptedEncodings(req.get('accept-encoding')).includes('gzip')) return sendPage(req, res, entry);
  let body: Buffer;
  try {
    body = gzipParts(parts, encoded);
  } catch (error) {
    req.log?.warn({ err: error }, 'gzip of a rendered page failed');
    return sendPage(req, res, entry);
  }
  entry.encoded.gzip = body;
  if (!sentUnchanged(req, res, entry)) sendStored(res, entry, 'gzip', body);
}

/**
 * Answers of a stored page sent in its gzip copy (made with the page's first answer) before its
 * brotli copy is made. The brotli copy costs a few milliseconds of a core, several times the
 * page's gzip, for a tenth to a fifth fewer bytes: most stored pages are asked for once or twice
 * in their lifetime (an article among thousands), so it is made only for a page asked for a third time.
 */
const GZIP_ANSWERS_BEFORE_BROTLI = 2;

/** The encoding of the next answer from this entry: the browser's preferred one, but the kept gzip while brotli is not yet worth making. */
function encodingFor(req: IncomingMessage, entry: CachedPage): Encoding | undefined {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const preferred = accepted[0];
  if (preferred === 'br' && entry.encoded.br === undefined && entry.sent < GZIP_ANSWERS_BEFORE_BROTLI && entry.encoded.gzip instanceof Buffer && accepted.includes('gzip')) return 'gzip';
  return preferred;
}

/**
 * Sends a stored page in the encoding the browser prefers (plain when it accepts none, or when
 * encoding failed); 200 pages get their ETag and answer 304 when the browser has them. Sets
 * Content-Encoding itself, so compression() leaves the body alone.
 */
export async function sendPage(req: IncomingMessage & { log?: Logger }, res: ServerResponse, entry: CachedPage): Promise<void> {
  if (sentUnchanged(req, res, entry)) return;
  const encoding = encodingFor(req, entry);
  if (encoding) {
    try {
      const known = encodedCopy(entry.encoded, entry.body, encoding);
      return sendStored(res, entry, encoding, known instanceof Buffer ? known : await known);
    } catch (error) {
      req.log?.warn({ err: error }, 'encoding a stored page failed; sent plain');
    }
  }
  sendStored(res, entry, undefined, entry.body);
}

/** A stored page's bytes in the browser's preferred encoding, once they are made. */
export interface ReadyBytes {
  encoding: Encoding | undefined;
  body: Buffer;
}

/** The bytes sendPage would send, if it need not wait for them (they are kept from an earlier answer). */
export function readyBytes(req: IncomingMessage, entry: CachedPage): ReadyBytes | undefined {
  const encoding = encodingFor(req, entry);
  const body = encoding ? entry.encoded[encoding] : entry.body;
  return body instanceof Buffer ? { encoding, body } : undefined;
}

/** The same answer as sendPage, with the bytes at hand. */
export function sendReady(req: IncomingMessage, res: ServerResponse, entry: CachedPage, { encoding, body }: ReadyBytes): void {
  if (!sentUnchanged(req, res, entry)) sendStored(res, entry, encoding, body);
}

/**
 * sendReady's answer with every header written at once: `head` (flat name, value pairs: the
 * headers set before, Vary already merged) followed by the stored answer's own. False, having sent
 * nothing, when the browser has the page: the 304 goes through sendReady.
 */
export function writeReady(req: IncomingMessage, res: ServerResponse, entry: CachedPage, { encoding, body }: ReadyBytes, head: OutgoingHttpHeader[]): boolean {
  const validated = carriesETag(entry);
  if (validated && matches(req, entry.etag)) return false;
  if (validated) head.push('cache-control', VALIDATED, 'etag', entry.etag);
  if (encoding) head.push('content-encoding', encoding);
  head.push('content-type', HTML, 'content-length', body.length);
  res.writeHead(entry.status, head);
  res.end(body);
  entry.sent++;
  return true;
}

const VALIDATED = 'private, no-cache';
const carriesETag = (entry: CachedPage) => entry.status === 200 && entry.choosesModelId === undefined;
const ETAG_HEADERS = new Set(['cache-control', 'etag', 'vary', 'content-encoding', 'content-type', 'content-length']);
const PLAIN_HEADERS = new Set(['vary', 'content-encoding', 'content-type', 'content-length']);

/** The headers a stored answer of this entry sets itself, whatever was set before. */
export const storedAnswerHeaderNames = (entry: CachedPage): ReadonlySet<string> => (carriesETag(entry) ? ETAG_HEADERS : PLAIN_HEADERS);

/** A 200 page carries its ETag: a browser that has it gets 304 (true). A page that sets a cookie is not kept by the browser either (the caller says no-store). */
function sentUnchanged(req: IncomingMessage, res: ServerResponse, entry: CachedPage): boolean {
  if (!carriesETag(entry)) return false;
  res.setHeader('cache-control', VALIDATED);
  res.setHeader('etag', entry.etag);
  if (!matches(req, entry.etag)) return false;
  res.statusCode = 304;
  res.end();
  return true;
}

function sendStored(res: ServerResponse, entry: CachedPage, encoding: Encoding | undefined, body: Buffer): void {
  vary(res, 'Accept-Encoding');
  if (encoding) res.setHeader('content-encoding', encoding);
  sendHtml(res, entry.status, body);
  entry.sent++;
}
