/**
 * A session reserved ahead for a new visitor. Without JavaScript, a second add tapped before the
 * first add's answer arrived makes the browser abandon the first navigation, and with it the
 * cookie of the session that first add created: the second add would make a session of its own and
 * the first line would be lost. So a page that carries add forms hands a visitor without a session
 * an id the marketplace issued (signed by it, stored at nobody's first write yet) in its own cookie;
 * every add sent before a session cookie came back carries it, and the first to arrive makes it the
 * session. The stored page stays one for every anonymous visitor: the cookie is a header of each
 * answer, the page's bytes and its keys leave it out, and the page shows what an unused session
 * shows (an empty cart).
 */
import type { IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { COOKIES } from '../../../locales/editions';
import { CONTEXT_HEADERS } from '../../../contract/headers';
import type { MarketplaceClient } from '../marketplace-client';

const NAME = COOKIES.reservedSession;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
/** Long enough for a visit; the marketplace's own limit on an issued id still holds. */
const MAX_AGE_S = 7 * 86_400;
/** Cookie names as they stand in a Cookie header: the reserved one, or the session's. */
const HOLDS_SESSION = new RegExp(`(?:^|;\\s*)(?:${COOKIES.session}|${NAME})=`);
const RESERVED_PAIR = new RegExp(`(?:^|;\\s*)${NAME}=[^;]*`, 'g');

/** A Cookie header without the reserved session: what anonymous pages are stored and found by. */
export function withoutReservedSession(cookieHeader: string | undefined): string {
  if (cookieHeader === undefined || !cookieHeader.includes(NAME)) return cookieHeader ?? '';
  return cookieHeader.replace(RESERVED_PAIR, '').replace(/^;\s*/, '');
}

/** The session id to ask the marketplace about: the session cookie's, else the reserved one. */
export function sessionToAsk(req: Request): string | undefined {
  const session = req.cookies?.[COOKIES.session] as unknown;
  if (typeof session === 'string') return session;
  const reserved = req.cookies?.[NAME] as unknown;
  return typeof reserved === 'string' && SESSION_ID.test(reserved) ? reserved : undefined;
}

/** Headers for the session call: the reserved id stands in while no session cookie came back. */
export function sessionCallHeaders(req: Request, headers: Record<string, string | undefined>): Record<string, string | undefined> {
  return { ...headers, [CONTEXT_HEADERS.session]: sessionToAsk(req) };
}

/** The session cookie now holds the id: the reserved cookie has done its work. */
export function dropReservedSession(req: Request, res: Response): void {
  if (req.cookies?.[NAME] !== undefined) res.clearCookie(NAME, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
}

export interface ReservedSessions {
  /** The Set-Cookie line reserving a session for this request's browser, when it has none (else undefined). */
  cookieFor(req: IncomingMessage, secure: boolean): string | undefined;
}

/**
 * Ids kept at hand, so a page, even one answered from the store before express, is answered
 * without waiting for the marketplace: refilled in one call when they run low. With none at hand
 * (the marketplace unreachable) a page goes without; quick adds then fall back on claims
 * (session-claims.ts), which only a completed answer can bring.
 */
export function reservedSessions(marketplace: MarketplaceClient, { size = 64, low = 16, retryMs = 5000 } = {}): ReservedSessions {
  const ids: string[] = [];
  let filling = false;
  let notBefore = 0;
  const fill = () => {
    if (filling || Date.now() < notBefore) return;
    filling = true;
    marketplace
      .request('POST /session/reserve', { body: { count: size - ids.length } })
      .then(({ sids }) => {
        ids.push(...sids.filter((sid) => SESSION_ID.test(sid)));
        if (sids.length === 0) notBefore = Date.now() + retryMs;
      })
      .catch(() => (notBefore = Date.now() + retryMs))
      .finally(() => (filling = false));
  };
  fill();
  return {
    cookieFor(req, secure) {
      if (HOLDS_SESSION.test(req.headers.cookie ?? '')) return undefined;
      const sid = ids.pop();
      if (ids.length < low) fill();
      // An issued id is base64url: nothing in it needs encoding.
      return sid === undefined ? undefined : `${NAME}=${sid}; Max-Age=${MAX_AGE_S}; Path=/; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Lax`;
    },
  };
}

/** Adds the reserved session's cookie to an express answer of a page with add forms. */
export function reserveSession(reserved: ReservedSessions | undefined, req: Request, res: Response): void {
  const line = reserved?.cookieFor(req, req.secure);
  if (line !== undefined) res.append('set-cookie', line);
}
