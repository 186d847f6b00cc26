/** A 404 handler, then one error handler (after express examples/error-pages). Never a stack to the browser. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, EDITIONS, isLocale } from '../../locales/editions';
import type { Config } from '../config/config';
import { operatorFrom } from './operator';
import { ErrorPage, errorTextKey } from '../../views/pages/ErrorPage';
import type { Assets } from './page-output/assets';
import { anonymousKey, createPageCache, sendPage, storePage, type PageCache } from './page-output/page-cache';
import type { MarketplaceClient } from './marketplace-client';
import type { PageDoor } from './page-output/page-door';
import { loadLayoutData } from './pages/layout-data';
import type { PageContext } from './pages/types';
import { renderFallbackErrorPage, renderPage } from './page-output/render';
import { originOf, shopContextFor, upstreamHeadersOf } from './visitor/request-context';
import { routeName } from './routes/table';
import { RETRY_AFTER_S } from './retry-after';
import { decideEdition } from './routes/edition-router';
import { createLocaleDetector } from './edition-middleware';
import { DEFAULT_LAYOUT, type LayoutData } from '../../views/layout/types';
import type { ShopContextValue } from '../../views/context';
import { pageView } from '../../views/render/page-view';

interface ErrorDeps {
  config: Config;
  i18n: I18n;
  assets: () => Assets;
  /** Reads the header's cart count and account state of the 404 page (none for 5xx pages: the marketplace may be why). */
  marketplace?: MarketplaceClient;
  /** Where a stored 404 page is remembered for the next request like this one. */
  door?: PageDoor;
}

type Req = Parameters<RequestHandler>[0];
type Res = Parameters<RequestHandler>[1];

/** The 404 page's header as on every other page: the shopper's cart count and whether they are signed in. */
async function notFoundLayout(marketplace: MarketplaceClient, req: Req, shop: ShopContextValue, config: Config): Promise<LayoutData | undefined> {
  const origin = originOf(req);
  const context: PageContext = {
    route: { name: routeName('Catalogue', shop.locale), page: 'Catalogue', locale: shop.locale, params: { path: req.path } },
    params: { path: req.path },
    locale: shop.locale,
    edition: shop.edition,
    t: shop.t,
    link: shop.link,
    query: {},
    marketplace,
    upstreamHeaders: upstreamHeadersOf(req, shop.locale),
    deliveryCountry: shop.deliveryCountry,
    sessionId: req.cookies?.spareo_sid,
    absolute: (path) => origin + path,
    request: req,
    operator: operatorFrom(config),
  };
  return loadLayoutData(context).catch((error: unknown) => {
    req.log?.warn({ err: error }, 'layout of the error page failed');
    return undefined;
  });
}

function sendErrorPage(deps: ErrorDeps, req: Req, res: Res, status: number, cache?: PageCache) {
  sendErrorPageAsync(deps, req, res, status, cache).catch((error: unknown) => {
    req.log?.error({ err: error }, 'error page failed');
    if (!res.headersSent) res.status(status).type('html').send(renderFallbackErrorPage('/'));
  });
}

async function sendErrorPageAsync(deps: ErrorDeps, req: Req, res: Res, status: number, cache?: PageCache) {
  if (!isLocale(res.locals.locale)) {
    // Refused before the editions' handling ran (a body too large, a URL too long): the edition
    // is read from the path or host as that handling would, so the page speaks the shopper's language.
    const decision = decideEdition({ path: req.path, host: req.hostname, preferred: createLocaleDetector(deps.i18n)(req), hostEditions: deps.config.EDITION_HOSTS, method: 'GET' });
    res.locals.locale = decision.kind === 'continue' ? decision.locale : DEFAULT_LOCALE;
    res.locals.prefixed = decision.kind === 'continue' ? decision.prefixed : true;
  }
  // The 404 page does not name the path: one per host, edition and anonymous cookies. A shopper
  // with a session (cart, account) is not anonymous, so their 404 is rendered with their header.
  const cacheKey = cache ? anonymousKey(req, `404|${String(res.locals.locale)}|${String(res.locals.prefixed)}`) : undefined;
  const cached = cacheKey ? cache!.get(cacheKey) : undefined;
  if (cached) {
    deps.door?.remember(req, res, cache!, cacheKey!, cached);
    return sendPage(req, res, cached);
  }
  try {
    const shop = shopContextFor(req, res, deps.config, deps.i18n);
    const key = errorTextKey(status);
    // A visitor without a session has no cart and is signed out: the default header is theirs (and
    // a stored anonymous 404 is shared by every path). With a session the header is read.
    const layout = status === 404 && deps.marketplace && !cacheKey && req.cookies?.spareo_sid ? await notFoundLayout(deps.marketplace, req, shop, deps.config) : undefined;
    // The 503 page says the cart is kept; its count could not be read, so the header shows none
    // rather than a 0 that would say the cart is empty.
    const outageLayout = status === 503 ? { ...DEFAULT_LAYOUT, cartCount: null } : undefined;
    if (res.headersSent) return;
    const html = renderPage(
      { shop, head: { title: `${status} – ${shop.t(`error.${key}.title`)}`, noindex: true }, view: pageView(ErrorPage, { status }), ...(layout ?? outageLayout ? { layout: layout ?? outageLayout } : {}) },
      deps.assets(),
    );
    if (cacheKey) {
      const stored = storePage(cache!, cacheKey, status, Buffer.from(html));
      deps.door?.remember(req, res, cache!, cacheKey, stored);
      return sendPage(req, res, stored);
    }
    // The shop is briefly unwell, not broken: say when to come back.
    if (status === 503) res.set('retry-after', String(RETRY_AFTER_S));
    res.status(status).type('html').send(html);
  } catch (error) {
    req.log?.error({ err: error }, 'error page failed');
    const prefix = isLocale(res.locals.locale) ? EDITIONS[res.locals.locale].prefix : '';
    res.status(status).type('html').send(renderFallbackErrorPage(prefix || '/'));
  }
}

export function notFoundHandler(deps: ErrorDeps): RequestHandler {
  const cache = createPageCache(deps.config.NODE_ENV === 'production', deps.config.UPSTREAM_CACHE_TTL_MS, 2 * 1024 * 1024);
  return (req, res) => {
    if (req.path.startsWith('/api/')) {
      res.status(404).json({ error: 'not_found', message: 'This page could not be found' });
      return;
    }
    sendErrorPage(deps, req, res, 404, cache);
  };
}

/** Status from the error, else from the response, else 500. */
export function statusOf(error: unknown, responseStatus: number): number {
  const fromError = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof fromError === 'number' && fromError >= 400 && fromError < 600) return fromError;
  if (responseStatus >= 400 && responseStatus < 600) return responseStatus;
  return 500;
}

export function errorHandler(deps: ErrorDeps): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error, res.statusCode);
    // The request's own line (request-log.ts) carries it: one error line per failed request.
    if (status >= 500) (res as typeof res & { err?: unknown }).err = error;
    if (res.headersSent) {
      res.end();
      return;
    }
    if (req.path.startsWith('/api/')) {
      const body = status === 413 ? { error: 'payload_too_large' } : status < 500 ? { error: 'bad_request', message: 'invalid request' } : { error: 'internal', message: 'unexpected error' };
      res.status(status).json(body);
      return;
    }
    sendErrorPage(deps, req, res, status);
  };
}
