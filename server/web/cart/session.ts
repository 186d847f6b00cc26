/**
 * Session bootstrap for page visitors (no JavaScript): a cart change needs a session, so a
 * visitor without the cookie (or with a stale one) gets one from the marketplace first. The session call's fallback sid 10 is
 * only ever an answer: it is never stored as a cookie and never used for a cart, so one visitor
 * can never see another's cart.
 */
import type { Request, Response } from 'express';
import { COOKIES, type Locale } from '../../../locales/editions';
import { CONTEXT_HEADERS } from '../../../contract/headers';
import type { MarketplaceClient } from '../marketplace-client';
import { upstreamHeadersOf } from '../visitor/request-context';
import { setFreshSessionCookie } from '../visitor/session-claims';
import { dropReservedSession, sessionCallHeaders } from '../visitor/reserved-session';

/** A failed session call uses 10. */
export const FALLBACK_SESSION_ID = '10';

export const SESSION_COOKIE_MAX_AGE_MS = 90 * 86_400_000;

export type SessionOutcome =
  | { ok: true; sid: string; headers: Record<string, string | undefined> }
  | { ok: false; sid: typeof FALLBACK_SESSION_ID };

export async function ensureSession(req: Request, res: Response, marketplace: MarketplaceClient, locale: Locale): Promise<SessionOutcome> {
  const headers = upstreamHeadersOf(req, locale);
  const existing = headers[CONTEXT_HEADERS.session];
  // Asked even with a cookie: the marketplace answers a fresh session for an unknown or expired one.
  // Without one, the session reserved with the page: adds sent together all take it.
  const outcome = await marketplace.attempt('GET /session', {}, sessionCallHeaders(req, headers));
  const sid = outcome.ok ? outcome.answer.sid : undefined;
  if (sid === undefined || sid === '' || sid === FALLBACK_SESSION_ID) {
    req.log?.warn({ status: outcome.status }, 'session call failed, fallback sid used for the answer only');
    return { ok: false, sid: FALLBACK_SESSION_ID };
  }
  if (sid === existing) return { ok: true, sid, headers };
  setFreshSessionCookie(req, res, sid, SESSION_COOKIE_MAX_AGE_MS);
  dropReservedSession(req, res);
  // The marketplace reads the new session from this very request's later calls.
  req.cookies = { ...req.cookies, [COOKIES.session]: sid };
  return { ok: true, sid, headers: { ...headers, [CONTEXT_HEADERS.session]: sid } };
}
