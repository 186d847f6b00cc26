/**
 * /api/* -> the marketplace, through the one client (cache, timeout, circuit): only the contract's
 * calls, anything else answers 404 here. Context comes from cookies, never from the browser's
 * headers. A failed call gets the call's fallback (upstream/fallbacks.ts).
 */
import express, { type Router } from 'express';
import { COOKIES, DEFAULT_LOCALE, isLocale } from '../../locales/editions';
import { CLIENT_ADDRESS_HEADER, CONTEXT_HEADERS } from '../../contract/headers';
import { CALLS, callAt, type Method } from '../../contract/index';
import { setSessionCookie } from './account/session-cookie';
import { sessionView } from './account/session-view';
import { checkSecretOf } from './security/check-secret';
import { SESSION_COOKIE_MAX_AGE_MS, ensureSession } from './cart/session';
import type { MarketplaceClient } from './marketplace-client';
import { upstreamHeadersOf } from './visitor/request-context';
import { setFreshSessionCookie } from './visitor/session-claims';
import { dropReservedSession, sessionCallHeaders } from './visitor/reserved-session';
import { fallbackFor, isFailure } from './upstream/fallbacks';
import { sendKeptJson } from './page-output/kept-answers';
import { answerAfterSettle, KEYED_WRITES, settleCartWrite, type SettleTiming } from './cart/settle';

/** Client-generated check headers the marketplace verifies. */
const PASSED_HEADERS = ['x-csr', 'x-ts', 'x-c', 'csr', 'ts', 'c', 'x-trust'];
/** The calls limited per client address: the address is the one express read, never a header the caller sets. */
const PER_ADDRESS_CALLS = new Set(['POST /user/register', 'POST /contact-messages', 'POST /orders/lookup', 'POST /orders/:number/problems']);

/** The path's parameters as matched: one segment, or a list of them for a wildcard. */
function pathParams(params: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value)) out[name] = value.filter((segment): segment is string => typeof segment === 'string');
  }
  return out;
}

export function apiProxy(marketplace: MarketplaceClient, options: { maxBodyBytes?: number; settleTiming?: SettleTiming } = {}): Router {
  const router = express.Router();
  router.use(express.json({ limit: options.maxBodyBytes ?? 16_384 }));
  router.use(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      res.set('allow', 'GET, HEAD, POST').status(405).json({ error: 'method_not_allowed' });
      return;
    }
    const localeCookie = req.cookies?.[COOKIES.locale];
    const locale = isLocale(req.get(CONTEXT_HEADERS.locale)) ? (req.get(CONTEXT_HEADERS.locale) as typeof DEFAULT_LOCALE) : isLocale(localeCookie) ? localeCookie : DEFAULT_LOCALE;
    const headers = upstreamHeadersOf(req, locale);
    const method: Method = req.method === 'POST' ? 'POST' : 'GET';
    // Matched as the marketplace matches: in any casing and with a trailing slash.
    const found = callAt(method, req.path);
    // The web tier's own calls (ids reserved for new visitors, carts of sessions joined) are never a browser's.
    if (!found || CALLS[found.name].webTierOnly) {
      res.set('cache-control', 'no-store').status(404).json({ error: 'not_found', message: 'no such call' });
      return;
    }
    const call = found.name;
    // The staff calls are the desk's and the portal's, made on the server with the staff session; never from a browser.
    if (/^[A-Z]+ \/(staff|desk|portal)(\/|$)/.test(call)) {
      res.set('cache-control', 'no-store').status(404).json({ error: 'not_found', message: 'no such call' });
      return;
    }
    // Registrations, contact messages, order lookups and problem reports are limited per address: the address express
    // read (X-Forwarded-For only with TRUST_PROXY). Sign-in gets none here, so it stays on the shop's
    // own form (see users/context.ts).
    if (PER_ADDRESS_CALLS.has(call)) headers[CLIENT_ADDRESS_HEADER] = req.ip;
    for (const name of PASSED_HEADERS) {
      const value = req.get(name);
      if (value !== undefined) headers[name] = value;
    }
    // A new visitor's add, sent without a session cookie (the page's loader sends it at the tap): the
    // session is made here, as the cart form's is, with the id reserved with the page, so the add
    // takes one round trip from the phone instead of three (refused, session, sent again).
    if (call === 'POST /Warenkorb/Hinzufuegen/:articleId' && typeof req.cookies?.[COOKIES.session] !== 'string') {
      const session = await ensureSession(req, res, marketplace, locale);
      if (session.ok) headers[CONTEXT_HEADERS.session] = session.sid;
    }
    const answer = await marketplace.forward(call, {
      params: pathParams(found.params),
      query: req.query as Record<string, string | string[]>,
      body: method === 'GET' ? undefined : req.body ?? {},
      // Asking for a session without one: the session reserved with the page, so adds sent together all take it.
    }, call === 'GET /session' ? sessionCallHeaders(req, headers) : headers);
    res.set('cache-control', 'no-store');
    // A keyed cart write without an answer may have been applied: asked after by its key first, so
    // the browser hears what happened (an add said to fail while the line is in the cart is tried again).
    const key = (req.body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
    if (KEYED_WRITES.has(call) && answer.status >= 500 && !answer.unsent && typeof key === 'string' && options.settleTiming) {
      const settled = await settleCartWrite(marketplace, key, headers, options.settleTiming);
      req.log?.warn({ call, settled: settled.state }, 'cart write unanswered');
      const after = answerAfterSettle(call, settled);
      res.status(after.status).json(after.body);
      return;
    }
    const fallback = isFailure(answer.status) ? fallbackFor(call) : undefined;
    if (fallback) {
      // The call's empty answer, marked so islands and logs can tell it apart.
      res.set('x-spareo-fallback', '1');
      res.status(200).json(fallback.body);
      return;
    }
    // The session id goes into the HttpOnly cookie only, never into a body a script can read: the
    // session call answers a stand-in, sign-in and registration leave it out.
    let body = answer.body;
    if (call === 'GET /session' && answer.status === 200 && body && typeof body === 'object') {
      const sid = (body as { sid?: unknown }).sid;
      if (typeof sid === 'string') {
        if (sid !== req.cookies?.[COOKIES.session]) {
          setFreshSessionCookie(req, res, sid, SESSION_COOKIE_MAX_AGE_MS);
          dropReservedSession(req, res);
        } else setSessionCookie(req, res, sid);
        body = { ...body, sid: sessionView(checkSecretOf(req), sid) };
      }
    }
    if ((call === 'POST /user/login' || call === 'POST /user/register') && body && typeof body === 'object' && 'sid' in body) {
      const { sid, ...rest } = body as { sid?: unknown };
      if (typeof sid === 'string') setSessionCookie(req, res, sid);
      body = rest;
    }
    // A broken marketplace is our outage, not a 500 of this request; its details stay in the log.
    if (answer.status >= 500) res.status(503).json({ error: 'unavailable', message: 'marketplace unavailable' });
    else if (answer.status === 200 && answer.cache !== 'none' && body === answer.body && body !== null && typeof body === 'object') await sendKeptJson(req, res, body);
    else res.status(answer.status).json(body);
  });
  return router;
}
