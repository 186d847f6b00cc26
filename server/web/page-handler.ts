/**
 * Route table -> the screen's action for a form sent to it -> its loader -> render. Unknown routes
 * and loaders asking for 404 fall through to the 404 page.
 */
import crypto from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { i18n as I18n } from 'i18next';
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import type { Config } from '../config/config';
import { operatorFrom } from './operator';
import type { Assets } from './page-output/assets';
import type { MarketplaceClient } from './marketplace-client';
import type { CacheInvalidation } from './page-output/cache-invalidation';
import type { PageDoor } from './page-output/page-door';
import { reserveSession, type ReservedSessions } from './visitor/reserved-session';
import { anonymousKey, createPageCache, PAGE_STORE_BYTES, sendFirst, sendPage, sendRendered, storedPage, storePage } from './page-output/page-cache';
import type { PageContext, PageLoaders, PageResult } from './pages/types';
import { COOKIES } from '../../locales/editions';
import { pageChallenge } from './security/check-headers';
import { checkSecretOf } from './security/check-secret';
import { loadLayoutData } from './pages/layout-data';
import type { LayoutData } from '../../views/layout/types';
import { screenOf } from './pages/index';
import type { ActionResult, ScreenAction } from './pages/screen';
import { isMultipart, NO_FILES, readFormWithFiles } from './pages/form-files';
import { encodePage } from './page-output/page-parts';
import { renderPageParts } from './page-output/render';
import type { CartDoor } from './cart/cart-door';
import { CHALLENGE_MARKS, withChallenge } from './cart/kept-page';
import { currentScope } from './observability/request-scope';
import { choosingModelId } from './pages/chosen-vehicle';
import { chosenModelIdOf, isStoredModelId, rememberVehicle } from './visitor/vehicle-cookie';
import { localsOf, originOf, shopContextFor, upstreamHeadersOf } from './visitor/request-context';
import { applyOpenerPolicy } from './security/opener-policy';
import { RETRY_AFTER_S } from './retry-after';
import { matchRoute, pageExists, pathFor, readKbaTypeId, routeName, type PageName, type PageParams, type RouteMatch } from './routes/table';

export interface PageHandlerDeps {
  config: Config;
  i18n: I18n;
  assets: () => Assets;
  marketplace: MarketplaceClient;
  /** Loaders in place of the screens' own, by page (tests: a page that fails). */
  loaders?: PageLoaders;
  /** Offers changed: the cached pages are dropped. */
  invalidation?: CacheInvalidation;
  /** Where a stored page sent through the whole chain is remembered for the next request like it. */
  door?: PageDoor;
  /** Session ids handed ahead to new visitors with pages that carry add forms. */
  reservedSessions?: ReservedSessions;
  /** Where a shopper's rendered cart is kept under its stand and answered again while it holds. */
  cartDoor?: CartDoor;
}

/** hreflang alternates from the same params in every edition where the page exists. */
function defaultAlternates(page: PageName, params: object, origin: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  const locales = LOCALES.filter((l) => pageExists(page, l));
  for (const locale of locales) {
    alternates[locale] = origin + pathFor(routeName(page, locale), params as PageParams[PageName]);
  }
  if (locales.length === LOCALES.length) alternates['x-default'] = alternates['de-DE']!;
  return alternates;
}

export function pageHandler(deps: PageHandlerDeps): RequestHandler {
  const operator = operatorFrom(deps.config);
  const pageCache = createPageCache(deps.config.NODE_ENV === 'production', deps.config.UPSTREAM_CACHE_TTL_MS, PAGE_STORE_BYTES);
  // A page rendered from answers read before an invalidation is not stored after it.
  let generation = 0;
  deps.invalidation?.onInvalidate(() => {
    generation++;
    pageCache?.clear();
    deps.cartDoor?.clear();
  });
  /** Runs a screen's action on the form it was sent (read within the action's own bounds). */
  const formReaders = new Map<ScreenAction<PageName, unknown>, RequestHandler>();
  async function act(action: ScreenAction<PageName, unknown>, route: RouteMatch, req: Request, res: Response): Promise<ActionResult<unknown>> {
    const { locale, prefixed } = localsOf(res);
    let body: Record<string, unknown> | null = {};
    let files = NO_FILES;
    if (req.method === 'POST' && isMultipart(req)) {
      const { files: bounds, ...fields } = action.form;
      const sent = bounds ? await readFormWithFiles(req, { ...fields, files: bounds }) : null;
      // A screen that takes no files reads no multipart body: the rest is read away so the answer reaches the browser.
      if (!bounds) req.resume();
      body = sent?.body ?? null;
      files = sent?.files ?? NO_FILES;
    } else if (req.method === 'POST') {
      let read = formReaders.get(action);
      if (!read) formReaders.set(action, (read = express.urlencoded({ extended: false, limit: action.form.limit, parameterLimit: action.form.parameterLimit })));
      const reader = read;
      body = await new Promise((resolve) => {
        void reader(req, res, (error?: unknown) => resolve(error ? null : ((req.body ?? {}) as Record<string, unknown>)));
      });
    }
    return action.run({
      route,
      params: route.params,
      locale,
      request: req,
      response: res,
      body,
      files,
      marketplace: deps.marketplace,
      upstreamHeaders: upstreamHeadersOf(req, locale),
      config: deps.config,
      link: (page, params, query) => pathFor(routeName(page, locale) as `${typeof page}___${Locale}`, params, { prefix: prefixed, query }),
    });
  }

  return async (req, res, next) => {
    const locals = localsOf(res);
    const path = (res.locals.editionPath as string | undefined) ?? req.path;
    const route = matchRoute(path, locals.locale);
    if (!route) return next();
    const screen = screenOf(route.page);
    let outcome: unknown;
    if (screen?.action && (screen.action.methods ?? ['POST']).some((method) => method === req.method)) {
      const acted = await act(screen.action, route, req, res);
      if (acted.kind === 'redirect') {
        // Post/Redirect/Get: the answer to a handled form is never stored.
        res.set('cache-control', 'no-store').redirect(303, acted.location);
        return;
      }
      if (acted.kind === 'outcome') outcome = acted.outcome;
    }
    if (readKbaTypeId(req.query.kbaTypeId) === undefined) return next();
    const loader = (deps.loaders?.[route.page] as ((c: PageContext) => Promise<PageResult>) | undefined) ?? screen?.load?.bind(screen);
    if (!loader) return next();
    locals.routeName = route.name;
    applyOpenerPolicy(res, route.page);
    // A model's own page chooses that model: the answer sets the vehicle cookie. The cookie follows
    // from the path and the visitor's cookies, which the cache key holds, so the page is stored like
    // any other and the cookie is set again each time it is sent.
    const choosing = choosingModelId(route.page, route.params);
    const setsVehicle = choosing !== undefined && choosing !== chosenModelIdOf(req);
    const cacheKey = pageCache ? anonymousKey(req, `${locals.locale}|${String(locals.prefixed)}|${req.originalUrl}`) : undefined;
    const cached = cacheKey ? storedPage(pageCache!, cacheKey) : undefined;
    if (cacheKey && res.locals.scope) (res.locals.scope as { pageCache?: string }).pageCache = cached ? 'hit' : 'miss';
    if (cached) {
      if (cached.choosesModelId !== undefined) chooseVehicle(req, res, cached.choosesModelId);
      deps.door?.remember(req, res, pageCache!, cacheKey!, cached);
      // After the door took the answer's headers: the reserved id is this answer's alone.
      if (cached.reservesSession) reserveSession(deps.reservedSessions, req, res);
      return sendPage(req, res, cached);
    }

    const renderedIn = generation;
    const shop = shopContextFor(req, res, deps.config, deps.i18n);
    const origin = originOf(req);
    const context: PageContext = {
      route,
      params: route.params,
      locale: route.locale,
      edition: EDITIONS[route.locale],
      t: shop.t,
      link: shop.link,
      query: req.query,
      marketplace: deps.marketplace,
      upstreamHeaders: upstreamHeadersOf(req, route.locale),
      deliveryCountry: shop.deliveryCountry,
      sessionId: req.cookies?.spareo_sid,
      absolute: (p) => origin + p,
      request: req,
      operator,
      outcome,
      keepsPages: deps.cartDoor !== undefined,
    };
    const [result, layout] = await Promise.all([loader(context), loadLayoutData(context)]);
    if (result.kind === 'notFound') return next();
    if (result.kind === 'redirect') return res.redirect(result.status ?? 302, result.location);
    if (result.cartCount !== undefined) layout.cartCount = result.cartCount;
    const chosen = setsVehicle && isStoredModelId(choosing) && (result.status ?? 200) === 200 ? choosing : undefined;
    if (chosen !== undefined) chooseVehicle(req, res, chosen);

    const head = {
      canonical: origin + req.path,
      alternates: defaultAlternates(route.page, route.params, origin),
      ...result.head,
    };
    const challenge = pageChallenge(checkSecretOf(req), Date.now(), req.cookies?.[COOKIES.session]);
    // A page kept for the next views is rendered with marks where each answer's challenge goes; one
    // that any marketplace call failed for shows a fallback, and a signed-in shopper's shows more than the stand.
    const scope = currentScope();
    const keep = deps.cartDoor && result.keep && req.method === 'GET' && (result.status ?? 200) === 200 && !layout.account?.signedIn && !scope?.upstreamFailures
      ? { ...result.keep, upstream: context.upstreamHeaders, frame: frameOf(layout), vouches: !scope?.staleHits }
      : undefined;
    const page = renderPageParts({ shop, head, view: result.view, islands: result.islands, styles: result.styles, state: { ...(result.state as object | undefined), challenge: keep ? CHALLENGE_MARKS : challenge, ...(layout.account?.userActive ? { userActive: true } : {}) }, layout }, deps.assets());
    if (keep) {
      res.set('cache-control', 'private, no-store');
      if (deps.cartDoor!.send(req, res, page, keep, challenge)) return;
      return sendRendered(req, res, 200, withChallenge(page, challenge));
    }
    if (cacheKey && (result.status ?? 200) === 200 && !result.personal && renderedIn === generation) {
      const encoded = encodePage(page);
      // Kept no longer than the answers it was made from hold (a delivery day moves at a shop's cut-off).
      const stored = storePage(pageCache!, cacheKey, 200, encoded.bytes, chosen, result.carriesAddForms, scope?.holdsUntil);
      deps.door?.remember(req, res, pageCache!, cacheKey, stored);
      if (stored.reservesSession) reserveSession(deps.reservedSessions, req, res);
      return sendFirst(req, res, stored, page, encoded);
    }
    if (result.carriesAddForms) reserveSession(deps.reservedSessions, req, res);
    // A page with a shopper's data (cart, e-mail address, orders) is kept by no cache, shared or the browser's.
    if (result.personal) res.set('cache-control', 'private, no-store');
    // A page that could not be had whole says when to come back (a moment: the shop recovers by itself).
    if (result.status === 503) res.set('retry-after', String(RETRY_AFTER_S));
    await sendRendered(req, res, result.status ?? 200, page);
  };
}

/**
 * What every page of a kept cart's group shows alike and its stand does not cover: the layout but
 * the cart's own parts (its count and the payment methods its shops take, which the stand covers,
 * and the account, which is nobody's on a kept page).
 */
function frameOf(layout: LayoutData): string {
  const { cartCount: _count, paymentMethods: _methods, account: _account, ...frame } = layout;
  return crypto.hash('sha1', JSON.stringify(frame), 'base64url');
}

/** Sets the vehicle cookie of a model's page; the answer is not kept by the browser (it sets a cookie). */
function chooseVehicle(req: Request, res: Response, modelId: string): void {
  rememberVehicle(req, res, modelId);
  res.set('cache-control', 'private, no-store');
}
