/**
 * Sessions handed out to one browser in parallel. A new visitor's first cart writes can run at the
 * same time (quick taps, with or without JavaScript): each found no session cookie and got a fresh
 * session, and the browser keeps only the last `spareo_sid`. So every fresh id is also set in a
 * short-lived cookie named after it (the names differ, so the browser keeps them all); a later
 * request that carries such an id beside a different session cookie has the marketplace move that
 * cart into the kept session before anything else reads or writes it.
 */
import type { Request, RequestHandler, Response } from 'express';
import { COOKIES, DEFAULT_LOCALE } from '../../../locales/editions';
import type { MarketplaceClient } from '../marketplace-client';
import { upstreamHeadersOf } from './request-context';

const CLAIM_PREFIX = `${COOKIES.session}_new_`;
/** Long enough for requests that were on their way together; the id itself is in spareo_sid after. */
const CLAIM_MAX_AGE_MS = 15 * 60_000;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const MAX_CLAIMS = 8;

const claimName = (sid: string) => `${CLAIM_PREFIX}${sid.slice(8, 22)}`;

/** Sets the session cookie to a freshly handed-out id and keeps the id beside it. */
export function setFreshSessionCookie(req: Request, res: Response, sid: string, maxAge: number): void {
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: req.secure, path: '/' };
  res.cookie(COOKIES.session, sid, { ...options, maxAge });
  res.cookie(claimName(sid), sid, { ...options, maxAge: CLAIM_MAX_AGE_MS });
}

/** Claimed ids other than the session cookie's, with their cookie names. */
function otherClaims(req: Request): { name: string; sid: string }[] {
  const cookies = (req.cookies ?? {}) as Record<string, unknown>;
  const current = cookies[COOKIES.session];
  const found: { name: string; sid: string }[] = [];
  for (const [name, value] of Object.entries(cookies)) {
    if (name.startsWith(CLAIM_PREFIX) && typeof value === 'string' && value !== current && SESSION_ID.test(value)) found.push({ name, sid: value });
  }
  return found.slice(0, MAX_CLAIMS);
}

/** Before the API proxy and the pages: other sessions this browser was handed join its session. */
export function mergeClaimedSessions(marketplace: MarketplaceClient): RequestHandler {
  return (req, res, next) => {
    const current = req.cookies?.[COOKIES.session] as unknown;
    if (typeof current !== 'string' || !SESSION_ID.test(current)) return next();
    const claims = otherClaims(req);
    if (claims.length === 0) return next();
    marketplace
      .attempt('POST /session/merge', { body: { from: claims.map((claim) => claim.sid) } }, upstreamHeadersOf(req, DEFAULT_LOCALE))
      .then((outcome) => {
        // Kept on failure: the next request tries again.
        if (outcome.ok) for (const claim of claims) res.clearCookie(claim.name, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
        else req.log?.warn({ status: outcome.status }, 'merging parallel sessions failed; tried again on the next request');
      })
      .then(() => next(), next);
  };
}
