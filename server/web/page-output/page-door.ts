/**
 * The door for stored pages: a request exactly like one the shop answered from its page store
 * (page-cache.ts) is answered from the same entry before express and its middleware run. The
 * edition, the security headers and everything else a stored page's answer carries follow from the
 * method, URL, host, cookies and the forwarded headers, so the door's key holds those raw, and the
 * headers the chain set for the first such request are set again; the cookies it set (the
 * edition's, and the vehicle cookie a model's page sets, which follows from the URL and the key's
 * scheme) get their expiry counted from this answer. A door entry counts only while the store
 * still holds the same entry, so expiry and invalidation of the store close the door too.
 *
 * Why: stored pages are most of the shop's traffic, and the chain in front of them cost more than
 * the answer: the middleware and express itself, with the request log's child logger, each a good
 * part of a stored page's CPU time (docs/performance.md has today's figures and their command).
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeader, RequestListener, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import vary from 'vary';
import { readyBytes, sendReady, storedAnswerHeaderNames, storedPage, writeReady, type CachedPage, type PageCache } from './page-cache';
import { withoutReservedSession, type ReservedSessions } from '../visitor/reserved-session';

interface DoorEntry {
  cache: PageCache;
  key: string;
  /**
   * The stored entry this was remembered with, held weakly: the door is bounded by a count of
   * entries and the store by bytes, so a strong hold kept every page the store had already let go
   * (its bytes and encoded copies) for as long as the door kept the request's key.
   */
  entry: WeakRef<CachedPage>;
  /**
   * The headers the chain set before the stored page was sent (security headers, cache-control) as
   * one flat name, value list for writeHead, without the ones the stored answer sets itself, Vary
   * merged with the stored answer's.
   */
  head: OutgoingHttpHeader[];
  /** Where the cookies' value is in `head` (-1: none), and the cookies as renewed in the last second (the expiry's precision). */
  cookieAt: number;
  renewedFor?: { second: number; cookies: string[] };
  routeName?: string;
  locale?: string;
  /** Whether the chain saw this request as over TLS (the reserved session's cookie is then Secure). */
  secure: boolean;
}

/** Headers that shape a stored page's answer besides method and URL (cookies and the edition's inputs). */
export function doorKey(req: IncomingMessage): string {
  const h: IncomingHttpHeaders = req.headers;
  return `${req.method}|${req.url}|${h.host ?? ''}|${withoutReservedSession(h.cookie)}|${h['accept-language'] ?? ''}|${String(h['x-forwarded-host'] ?? '')}|${String(h['x-forwarded-proto'] ?? '')}`;
}

/** Headers that belong to one answer only: never kept for the next. */
const PER_ANSWER = new Set(['x-request-id']);

/** A cookie's Expires attribute, as express writes it from maxAge (cookie.serialize). */
const EXPIRES = /; Expires=[^;]+/;
const MAX_AGE = /; Max-Age=(\d+)/;

/** Cookies with a lifetime in seconds can be set again with the expiry counted from now; any other cannot. */
export function renewable(cookies: string[]): boolean {
  return cookies.every((cookie) => !EXPIRES.test(cookie) || MAX_AGE.test(cookie));
}

export function renewed(cookies: string[], now: number): string[] {
  return cookies.map((cookie) => {
    const maxAge = MAX_AGE.exec(cookie);
    return maxAge ? cookie.replace(EXPIRES, `; Expires=${new Date(now + Number(maxAge[1]) * 1000).toUTCString()}`) : cookie;
  });
}

/** The cookies for an answer now: renewed at most once a second, since Expires counts whole seconds. */
function cookiesNow(entry: DoorEntry): string[] {
  const second = Math.floor(Date.now() / 1000);
  if (entry.renewedFor?.second !== second) entry.renewedFor = { second, cookies: renewed(entry.head[entry.cookieAt] as string[], second * 1000) };
  return entry.renewedFor.cookies;
}

/** The chain's headers as one flat list for writeHead, leaving out what the stored answer sets itself. */
function flatHead(res: Response, entry: CachedPage, cookies: string[]): OutgoingHttpHeader[] {
  const own = storedAnswerHeaderNames(entry);
  const head: OutgoingHttpHeader[] = [];
  for (const name of res.getHeaderNames()) {
    if (name !== 'vary' && !PER_ANSWER.has(name) && !own.has(name)) head.push(name, name === 'set-cookie' ? cookies : res.getHeader(name)!);
  }
  head.push('vary', vary.append(String(res.getHeader('vary') ?? ''), 'Accept-Encoding'));
  return head;
}

/** One more cookie in a flat head: beside the kept ones (a copy: those are shared by answers), or as its own header. */
function addCookie(head: OutgoingHttpHeader[], cookieAt: number, line: string): void {
  if (cookieAt >= 0) head[cookieAt] = [...(head[cookieAt] as string[]), line];
  else head.push('set-cookie', [line]);
}

/** What the door tells the request log and metrics about an answer it gave. */
export interface DoorAnswer {
  routeName?: string;
  locale?: string;
}

/** An answer the door has written: its request id and the milliseconds from the request's turn to the bytes handed to the socket. */
export interface DoorAnswered extends DoorAnswer {
  id: string;
  ms: number;
}

export interface PageDoor {
  /** A listener that answers requests seen before from their stored pages and hands every other to `inner`. */
  before(inner: RequestListener): RequestListener;
  /** Keeps a stored page that is about to be sent through the whole chain for the next request like this one. */
  remember(req: Request, res: Response, cache: PageCache, key: string, entry: CachedPage): void;
}

export interface PageDoorOptions {
  /** Each answer's request id (the one nginx handed it, else a new one), sent as X-Request-Id; none when not given. */
  requestId?: (req: IncomingMessage) => string;
  /**
   * Called once the door has written an answer: its log line and metrics. Called at once rather
   * than on the response's close event: a listener per answer cost a few per cent of a stored page,
   * and the bytes are already with the socket.
   */
  answered?: (req: IncomingMessage, res: ServerResponse, answer: DoorAnswered) => void;
  maxEntries?: number;
  /** Session ids handed ahead with pages of add forms: one per answer, never kept in an entry's headers. */
  reservedSessions?: ReservedSessions;
}

/** The same headers (the security headers, mostly) are kept once for every entry that has them. */
function internHead(known: Map<string, OutgoingHttpHeader[]>, head: OutgoingHttpHeader[]): OutgoingHttpHeader[] {
  // A cookie's expiry is set anew for each answer, so it does not make another set.
  const key = JSON.stringify(head).replace(/; Expires=[^;"]+/g, '');
  const same = known.get(key);
  if (same) return same;
  if (known.size < 256) known.set(key, head);
  return head;
}

export function createPageDoor({ requestId, answered, maxEntries = 2000, reservedSessions }: PageDoorOptions = {}): PageDoor {
  const entries = new LRUCache<string, DoorEntry>({ max: maxEntries });
  const heads = new Map<string, OutgoingHttpHeader[]>();

  /** The stored answer for this request, if the store still holds the entry it was remembered with. */
  const storedFor = (req: IncomingMessage): { known: DoorEntry; entry: CachedPage } | undefined => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const key = doorKey(req);
    const known = entries.get(key);
    if (!known) return undefined;
    const entry = known.entry.deref();
    if (entry && storedPage(known.cache, known.key) === entry) return { known, entry };
    entries.delete(key);
    return undefined;
  };

  return {
    before(inner) {
      return (req, res) => {
        const stored = storedFor(req);
        // Not stored, or its bytes in this encoding are still being made: the chain answers.
        const bytes = stored && readyBytes(req, stored.entry);
        if (!bytes) return inner(req, res);
        const { known, entry } = stored;
        const started = performance.now();
        const id = requestId?.(req);
        const head = id === undefined ? known.head.slice() : known.head.concat('x-request-id', id);
        if (known.cookieAt >= 0) head[known.cookieAt] = cookiesNow(known);
        const reserved = entry.reservesSession ? reservedSessions?.cookieFor(req, known.secure) : undefined;
        if (reserved !== undefined) addCookie(head, known.cookieAt, reserved);
        // Headers written at once, with no header object between: every answer but a 304.
        if (!writeReady(req, res, entry, bytes, head)) {
          for (let i = 0; i < head.length; i += 2) res.setHeader(head[i] as string, head[i + 1]!);
          sendReady(req, res, entry, bytes);
        }
        answered?.(req, res, { routeName: known.routeName, locale: known.locale, id: id ?? '', ms: performance.now() - started });
      };
    },
    remember(req, res, cache, key, entry) {
      const cookies = res.getHeader('set-cookie');
      // express sets one cookie as a string, several as a list.
      const cookieList = cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
      if (!renewable(cookieList)) return;
      const head = internHead(heads, flatHead(res, entry, cookieList));
      const cookieAt = head.indexOf('set-cookie');
      entries.set(doorKey(req), {
        cache, key, entry: new WeakRef(entry), head, cookieAt: cookieAt < 0 ? -1 : cookieAt + 1,
        secure: req.secure,
        routeName: res.locals.routeName as string | undefined,
        locale: res.locals.locale as string | undefined,
      });
    },
  };
}
