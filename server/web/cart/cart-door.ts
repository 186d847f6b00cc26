/**
 * The door for shoppers' carts: a cart page rendered for a request is kept (kept-page.ts) with the
 * marketplace's stand of the cart it shows (GET /Warenkorb/Stand, read before the page's data),
 * and the same request again (same URL, host, cookies, so the same session, edition and delivery
 * country) is answered before express when the stand is still the same: one small read instead of
 * the cart's reads, the proposal, the render and the compression, with a fresh challenge spliced
 * in. A different stand (a line, a price, a stock, a shop, an article's text, a cut-off passed), a
 * failed read or a browser that takes no gzip: the chain renders the page again.
 *
 * How long: as long as the stand holds and there is room (the least recently viewed pages go
 * first), not a set time. What the stand does not cover is the page's frame, which every page
 * shows alike (navigation, the organisation's rating and reviews, the chosen vehicle's name, the
 * data sources): it comes from cached answers as a stored page's does, and is as fresh as theirs.
 * Pages whose requests differ only in the session (same URL, host and other cookies) share one
 * frame; a kept page is answered while its frame is the one a page of its group rendered less than
 * a minute ago. Once that minute is over, the next view of any of them renders again (one render a
 * minute for all of a group's carts), and a changed frame renders each of them again at its next
 * view. In a cluster a page kept here is kept by the other web processes too, and theirs here
 * (cart-siblings.ts): a shopper whose next connection lands on another process meets no render for
 * a cart that has not changed.
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
import { REQUEST_ID_HEADER } from '../../../contract/headers';
import { COOKIES } from '../../../locales/editions';
import type { Challenge } from '../../request-checks/check-challenge';
import { acceptedEncodings } from '../page-output/compression';
import { ANONYMOUS_COOKIES } from '../page-output/page-cache';
import { doorKey, renewable, renewed, type DoorAnswered } from '../page-output/page-door';
import type { PageParts } from '../page-output/page-parts';
import type { MarketplaceClient } from '../marketplace-client';
import type { CartSiblings, SharedCart } from './cart-siblings';
import { gzipWithChallenge, keepPage, pageFromShared, sharedPage, type KeptPage } from './kept-page';

/** A kept cart: its page, and the facts it travels with to the other processes (cart-siblings.ts). */
type KeptCart = Omit<SharedCart, 'key' | 'page' | 'vouches'> & { page: KeptPage };

export interface CartDoorOptions {
  marketplace: MarketplaceClient;
  /** A fresh challenge for an answer, bound to the session. */
  challenge: (sid: string) => Challenge;
  /** Each answer's request id (the one nginx handed it, else a new one), sent as X-Request-Id. */
  requestId?: (req: IncomingMessage) => string;
  answered?: (req: IncomingMessage, res: ServerResponse, answer: DoorAnswered) => void;
  /** Room for kept pages (their own blocks; the layout's and the CSS's are shared). */
  maxBytes?: number;
  /** How long a frame rendered holds for the pages of its group (as long as a cached answer is fresh). */
  frameMs?: number;
  now?: () => number;
  /** The cluster's other web processes (cart-siblings.ts): each page kept here is kept there too, and theirs here. */
  siblings?: CartSiblings;
}

/** What a kept page is kept under: its stand, and the frame it was rendered with. */
export interface CartKeep {
  stand: string;
  standQuery: Record<string, string>;
  upstream: Record<string, string | undefined>;
  /** A digest of what the page shows that the stand does not cover and every page of its group shows alike. */
  frame: string;
  /** The frame came from cached answers all fresh (none served past its freshness): it may vouch for its group. */
  vouches: boolean;
}

export interface CartDoor {
  /** A listener that answers kept carts whose stand holds and hands every other request to `inner`. */
  before(inner: RequestListener): RequestListener;
  /**
   * Sends a cart page rendered with CHALLENGE_MARKS as its challenge, with `challenge` in their
   * place, and keeps it under `stand` when it may be. False, having sent nothing, when the page
   * cannot be cut at the marks.
   */
  send(req: Request, res: Response, parts: PageParts, keep: CartKeep, challenge: Challenge): boolean;
  /** Forgets every kept page (offers changed: the layout's cached answers are gone too). */
  clear(): void;
  readonly size: number;
  /** The kept pages' own bytes (as counted against maxBytes). */
  readonly bytes: number;
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

/** A kept page's headers, cookies, upstream headers and digests, about (heap bytes). */
const ENTRY_BYTES = 1024;

/** The session's cookie and claims of sessions, whichever the browser sends. */
const SESSION_COOKIE = new RegExp(`^\\s*${COOKIES.session}(_new_[^=]*)?=`);

/** The request but its session: the door's key with the session's cookies left out. */
function groupOf(req: IncomingMessage): string {
  const cookie = req.headers.cookie;
  if (!cookie) return doorKey(req);
  const others = cookie.split(';').filter((pair) => !SESSION_COOKIE.test(pair)).map((pair) => pair.trim()).join('; ');
  return doorKey({ method: req.method, url: req.url, headers: { ...req.headers, cookie: others } } as IncomingMessage);
}

export function createCartDoor({ marketplace, challenge, requestId, answered, maxBytes = 16 * 1024 * 1024, frameMs = 60_000, now = () => Date.now(), siblings }: CartDoorOptions): CartDoor {
  // A 10-line cart from 3 shops keeps 10.3 KB of blocks, and about 1 KB of headers, keys and digests
  // beside them: 16 MB hold some 1,400 shoppers' carts per process, the least recently viewed let go first.
  const kept = new LRUCache<string, KeptCart>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.page.bytes + ENTRY_BYTES + 2 * (entry.group.length + entry.sid.length) });
  // Each group's frame as its last render showed it, and when (a group is an edition, a delivery
  // country, a vehicle, a consent: a few hundred bytes each; a group let go renders at its next view).
  const frames = new LRUCache<string, { frame: string; at: number }>({ max: 2_000 });
  /** The page's frame is what a page rendered less than a minute ago showed. */
  const frameHolds = (entry: KeptCart, at: number) => {
    if (at - entry.renderedAt < frameMs) return true;
    const group = frames.get(entry.group);
    return group !== undefined && group.frame === entry.frame && at - group.at < frameMs;
  };

  // Pages rendered before the last clear() are not taken from the others: what cleared it may not have reached them yet.
  let clearedAt = -Infinity;
  /** A page another process kept: kept here too, unless this one holds a page of that request rendered later. */
  siblings?.onOffer((shared: SharedCart) => {
    if (shared.renderedAt < clearedAt) return;
    const held = kept.peek(shared.key);
    if (held && held.renderedAt >= shared.renderedAt) return;
    const { key, page, vouches, ...rest } = shared;
    kept.set(key, { ...rest, page: pageFromShared(page) });
    const group = frames.peek(shared.group);
    if (vouches && (!group || group.at <= shared.renderedAt)) frames.set(shared.group, { frame: shared.frame, at: shared.renderedAt });
  });

  function write(req: IncomingMessage, res: ServerResponse, entry: KeptCart, started: number, id: string | undefined): void {
    const body = gzipWithChallenge(entry.page, challenge(entry.sid));
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
    get bytes() {
      return kept.calculatedSize;
    },
    clear: () => {
      clearedAt = now();
      kept.clear();
      frames.clear();
    },
    before(inner) {
      return (req, res) => {
        if (req.method !== 'GET' || kept.size === 0) return inner(req, res);
        const key = doorKey(req);
        const entry = kept.get(key);
        if (!entry || !takesGzip(req) || !frameHolds(entry, now())) return inner(req, res);
        const started = performance.now();
        // The marketplace's line of the check carries the request's id, as a call of the chain's does.
        const id = requestId?.(req);
        const upstream = id === undefined ? entry.upstream : { ...entry.upstream, [REQUEST_ID_HEADER]: id };
        marketplace.attempt('GET /Warenkorb/Stand', { query: entry.standQuery }, upstream).then(
          (outcome) => {
            if (outcome.ok && outcome.answer.stand === entry.stand) return write(req, res, entry, started, id);
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
        const renderedAt = now();
        const group = groupOf(req);
        const key = doorKey(req);
        const entry: KeptCart = {
          page, stand: keep.stand, standQuery: keep.standQuery, upstream: keep.upstream, group, frame: keep.frame, renderedAt,
          sid, head, cookies, routeName: res.locals.routeName as string | undefined, locale: res.locals.locale as string | undefined,
        };
        kept.set(key, entry);
        if (keep.vouches) frames.set(group, { frame: keep.frame, at: renderedAt });
        siblings?.offer({ ...entry, key, page: sharedPage(page), vouches: keep.vouches });
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
