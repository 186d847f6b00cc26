/** /api/* -> the marketplace, through the one client (cache, timeout). Context comes from cookies, never from the browser's headers. */
import express, { type Router } from 'express';
import { COOKIES, DEFAULT_LOCALE, isLocale } from '../../locales/editions';
import { CONTEXT_HEADERS, type Method } from '../marketplace/http/endpoint';
import type { MarketplaceClient } from './marketplace-client';
import { upstreamHeadersOf } from './request-context';

/** Client-generated check headers (spec section 7) the marketplace verifies. */
const PASSED_HEADERS = ['x-csr', 'x-ts', 'x-c', 'csr', 'ts', 'c', 'x-trust'];

export function apiProxy(marketplace: MarketplaceClient): Router {
  const router = express.Router();
  router.use(express.json({ limit: '16kb' }));
  router.use(async (req, res) => {
    const localeCookie = req.cookies?.[COOKIES.locale];
    const locale = isLocale(req.get(CONTEXT_HEADERS.locale)) ? (req.get(CONTEXT_HEADERS.locale) as typeof DEFAULT_LOCALE) : isLocale(localeCookie) ? localeCookie : DEFAULT_LOCALE;
    const headers = upstreamHeadersOf(req, locale);
    for (const name of PASSED_HEADERS) {
      const value = req.get(name);
      if (value !== undefined) headers[name] = value;
    }
    const answer = await marketplace.call({
      method: req.method as Method,
      path: req.path,
      query: req.query as Record<string, string | string[]>,
      body: req.method === 'GET' ? undefined : req.body ?? {},
      headers,
    });
    if (req.path === '/session' && answer.status === 200) {
      const sid = (answer.body as { sid?: unknown } | null)?.sid;
      if (typeof sid === 'string') {
        res.cookie(COOKIES.session, sid, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: 90 * 86_400_000 });
      }
    }
    res.set('cache-control', 'no-store');
    res.status(answer.status).json(answer.body);
  });
  return router;
}
