/**
 * The cart's no-JS write path, mounted after the edition middleware and before the page handler:
 * POST to the cart page (every edition's path) and GET on the cart generation link. Both change
 * the cart and answer 303 to the cart page (Post/Redirect/Get). A rejected field is handed to the
 * cart page, which answers 400 and names it; nothing is changed then.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { Locale } from '../../../locales/editions';
import type { MarketplaceClient } from '../marketplace-client';
import { localsOf, upstreamHeadersOf } from '../request-context';
import { matchRoute, pathFor } from '../routes/table';
import { performCartAction } from './actions';
import { parseCartForm } from './form';
import { cartHasLines, generateCart, withReplace } from './generate';
import { decodePendingLink, encodePendingLink, rememberFormError, type CartNotice } from './notices';
import { ensureSession } from './session';

function cartPath(res: Response, locale: Locale, query: Record<string, string | number | undefined>): string {
  return pathFor(`Cart___${locale}`, {}, { prefix: localsOf(res).prefixed, query });
}

function routeOf(req: Request, res: Response) {
  const { locale } = localsOf(res);
  if (!locale) return null;
  const path = (res.locals.editionPath as string | undefined) ?? req.path;
  return matchRoute(path, locale);
}

export function cartRouter(marketplace: MarketplaceClient): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 });

  router.use((req, res, next) => {
    if (req.method !== 'POST' || routeOf(req, res)?.page !== 'Cart') return next();
    form(req, res, async (error?: unknown) => {
      try {
        const { locale } = localsOf(res);
        if (error) {
          rememberFormError(req, { field: 'form' });
          return next();
        }
        const parsed = parseCartForm(req.body);
        if (!parsed.ok) {
          rememberFormError(req, { field: parsed.field });
          return next();
        }
        const session = await ensureSession(req, res, marketplace, locale);
        const notice: CartNotice = session.ok ? await performCartAction(marketplace, session.headers, parsed.form) : 'sessionFailed';
        res.set('cache-control', 'no-store').redirect(303, cartPath(res, locale, { notice }));
      } catch (failure) {
        next(failure);
      }
    });
  });

  router.use(async (req, res, next) => {
    // GET only: a HEAD from a link checker must not fill a cart.
    if (req.method !== 'GET' || routeOf(req, res)?.page !== 'CartGenerate') return next();
    try {
      const { locale } = localsOf(res);
      const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      // Generation links are shared and crawled: the answer must not be cached or indexed.
      res.set('cache-control', 'no-store').set('x-robots-tag', 'noindex');
      // A link (from any site) never touches a cart that holds something: the shopper confirms
      // on the cart page with a same-origin POST. An empty or missing cart is filled at once.
      if (await cartHasLines(marketplace, upstreamHeadersOf(req, locale))) {
        res.redirect(303, cartPath(res, locale, { notice: 'generatePending', pending: encodePendingLink(search) }));
        return;
      }
      const session = await ensureSession(req, res, marketplace, locale);
      const query = session.ok ? await generateCart(marketplace, session.headers, withReplace(search, false)) : { notice: 'sessionFailed' as const };
      res.redirect(303, cartPath(res, locale, query));
    } catch (failure) {
      next(failure);
    }
  });

  // The confirmation form of a held-back link: POST, so the same-origin check has already run.
  router.use((req, res, next) => {
    if (req.method !== 'POST' || routeOf(req, res)?.page !== 'CartGenerate') return next();
    form(req, res, async (error?: unknown) => {
      try {
        const { locale } = localsOf(res);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const search = error ? undefined : decodePendingLink(body.pending);
        const mode = body.mode;
        res.set('cache-control', 'no-store');
        if (search === undefined || (mode !== 'add' && mode !== 'replace')) {
          rememberFormError(req, { field: search === undefined ? 'pending' : 'mode' });
          res.redirect(303, cartPath(res, locale, { notice: 'notChanged' }));
          return;
        }
        const session = await ensureSession(req, res, marketplace, locale);
        const query = session.ok ? await generateCart(marketplace, session.headers, withReplace(search, mode === 'replace')) : { notice: 'sessionFailed' as const };
        res.redirect(303, cartPath(res, locale, query));
      } catch (failure) {
        next(failure);
      }
    });
  });

  return router;
}
