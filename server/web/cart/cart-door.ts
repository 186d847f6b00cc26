/**
 * The door for shoppers' carts: a cart page rendered for a request is kept (kept-page.ts) with the
 * marketplace's stand of the cart it shows (GET /Warenkorb/Stand, read before the page's data),
 * and the same request again (same URL, host, cookies, so the same session, edition and delivery
 * country) is answered before express when the stand is still the same: one small read instead of
 * the cart's reads, the proposal, the render and the compression, with a fresh challenge spliced
 * in. A different stand (a line, a price, a stock, a shop, a cut-off passed), a failed read, a
 * browser that takes no gzip, or a minute gone by: the chain renders the page again.
 *
 * Kept only when nothing about the page belongs to the answer alone: a GET answered 200, every
 * marketplace call of it answered, no cookie set, no cookie but the session's and those that shape
 * anonymous pages (a parallel session's claim goes through the chain, which merges it), nobody
 * signed in (the account's saved vehicles are not in the stand).
 *
 * Why: every shopper's cart view was rendered anew, 10 to 50 times a stored page's work, and a cart
 * is looked at far more often than it changes (docs/performance.md has the figures).
 */
import type { IncomingMessage, OutgoingHttpHeader, RequestListener, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import vary from 'vary';
import { COOKIES } from '../../../locales/editions';
import type { Challenge } from '../../check-challenge';
import { acceptedEncodings } from '../delivery/compression';
import { ANONYMOUS_COOKIES } from '../delivery/page-cache';
import { doorKey, renewable, renewed, type DoorAnswered } from '../delivery/page-door';
import type { PageParts } from '../delivery/page-parts';
import type { MarketplaceClient } from '../marketplace-client';
import { gzipWithChallenge, keepPage, type KeptPage } from './kept-page';

interface KeptCart {
  page: KeptPage;
  stand: string;
  /** The marketplace headers of the request it was rendered for (session, delivery country, edition). */
  upstream: Record<string, string | undefined>;
  sid: string;
  /** The chain's headers as one flat list, Content-* and cookies left out. */
  head: OutgoingHttpHeader[];
  /** The cookies the chain set (the edition's), their expiry counted anew for each answer. */
  cookies: string[];
  routeName?: string;
  locale?: string;
}

export interface CartDoorOptions {
  marketplace: MarketplaceClient;
  /** A fresh challenge for an answer, bound to the session. */
  challenge: (sid: string) => Challenge;
  requestId?: () => string;
  answered?: (req: IncomingMessage, res: ServerResponse, answer: DoorAnswered) => void;
  /** Room for kept pages (their own blocks; the layout's and the CSS's are shared). */
  maxBytes?: number;
  /** At most this long (the catalogue's texts and the layout are not in the stand). */
  ttlMs?: number;
}

export interface CartDoor {
  /** A listener that answers kept carts whose stand holds and hands every other request to `inner`. */
  before(inner: RequestListener): RequestListener;
  /**
   * Sends a cart page rendered with CHALLENGE_MARKS as its challenge, with `challenge` in their
   * place, and keeps it under `stand` when it may be. False, having sent nothing, when the page
   * cannot be cut at the marks.
   */
  send(req: Request, res: Response, parts: PageParts, keep: { stand: string; upstream: Record<string, string | undefined> }, challenge: Challenge): boolean;
  /** Forgets every kept page (offers changed: the layout's cached answers are gone too). */
  clear(): void;
  readonly size: number;
}

/** Headers written per answer or never repeated. */
const PER_ANSWER = new Set(['x-request-id', 'content-length', 'content-encoding', 'content-type', 'set-cookie']);

/** The cookies set on a response, as a list (express sets one as a string). */
function cookiesOf(res: Response): string[] {
  const cookies = res.getHeader('set-cookie');
  return cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
}
const HTML = 'text/html; charset=utf-8';

const CLAIM_PREFIX = `${COOKIES.session}_new_`;

/**
 * Only the session's cookie, those the stored pages are keyed by, and claims of the session itself
 * (visitor/session-claims.ts sets one beside each fresh id): a claim of another session asks the
 * chain to merge its cart.
 */
function plainCookies(req: Request, sid: string): boolean {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  return Object.keys(cookies).every((name) => name === COOKIES.session || ANONYMOUS_COOKIES.has(name) || (name.startsWith(CLAIM_PREFIX) && cookies[name] === sid));
}

const takesGzip = (req: IncomingMessage) => acceptedEncodings(req.headers['accept-encoding']).includes('gzip');

export function createCartDoor({ marketplace, challenge, requestId, answered, maxBytes = 16 * 1024 * 1024, ttlMs = 60_000 }: CartDoorOptions): CartDoor {
  // About 12 KB a cart of 10 lines: room for over a thousand shoppers, as much as the page store holds;
  // pages past their minute are let go at once rather than when next asked for.
  const kept = new LRUCache<string, KeptCart>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.page.bytes, ttl: ttlMs, ttlAutopurge: true });

  function write(req: IncomingMessage, res: ServerResponse, entry: KeptCart, started: number): void {
    const body = gzipWithChallenge(entry.page, challenge(entry.sid));
    const id = requestId?.();
    const head = entry.head.concat('content-encoding', 'gzip', 'content-type', HTML, 'content-length', body.length);
    if (entry.cookies.length) head.push('set-cookie', renewed(entry.cookies, Date.now()));
    if (id !== undefined) head.push('x-request-id', id);
    res.writeHead(200, head);
    res.end(body);
    answered?.(req, res, { routeName: entry.routeName, locale: entry.locale, id: id ?? '', ms: performance.now() - started });
  }

  return {
    get size() {
      return kept.size;
    },
    clear: () => kept.clear(),
    before(inner) {
      return (req, res) => {
        if (req.method !== 'GET' || kept.size === 0) return inner(req, res);
        const key = doorKey(req);
        const entry = kept.get(key);
          if (!entry || !takesGzip(req)) return inner(req, res);
        const started = performance.now();
        marketplace.attempt('GET /Warenkorb/Stand', {}, entry.upstream).then(
          (outcome) => {
            if (outcome.ok && outcome.answer.stand === entry.stand) return write(req, res, entry, started);
            if (kept.get(key) === entry) kept.delete(key);
            inner(req, res);
          },
          () => inner(req, res),
        );
      };
    },
    send(req, res, parts, keep, answerChallenge) {
      const page = keepPage(parts);
      if (!page) return false;
      vary(res, 'Accept-Encoding');
      const sid = req.cookies?.[COOKIES.session] as string | undefined;
      const cookies = cookiesOf(res);
      const keeps = req.method === 'GET' && sid !== undefined && plainCookies(req, sid) && renewable(cookies);
      if (keeps) {
        const head: OutgoingHttpHeader[] = [];
        for (const name of res.getHeaderNames()) if (!PER_ANSWER.has(name)) head.push(name, res.getHeader(name)!);
        kept.set(doorKey(req), { page, stand: keep.stand, upstream: keep.upstream, sid, head, cookies, routeName: res.locals.routeName as string | undefined, locale: res.locals.locale as string | undefined });
      }
      res.statusCode = 200;
      res.setHeader('content-type', HTML);
      if (req.method !== 'HEAD' && takesGzip(req)) {
        const body = gzipWithChallenge(page, answerChallenge);
        res.setHeader('content-encoding', 'gzip');
        res.setHeader('content-length', body.length);
        res.end(body);
        return true;
      }
      // A browser that takes no gzip (rare): the same bytes, unpacked.
      const plain = zlib.gunzipSync(gzipWithChallenge(page, answerChallenge));
      res.setHeader('content-length', plain.length);
      res.end(plain);
      return true;
    },
  };
}
