/** A 404 handler, then one error handler (after express examples/error-pages). Never a stack to the browser. */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, EDITIONS, isLocale } from '../../locales/editions';
import type { Config } from '../config';
import { ErrorPage } from '../../views/pages/ErrorPage';
import type { Assets } from './assets';
import { anonymousKey, createPageCache, sendPage, storePage, type PageCache } from './page-cache';
import { renderFallbackErrorPage, renderPage } from './render';
import { shopContextFor } from './request-context';

interface ErrorDeps {
  config: Config;
  i18n: I18n;
  assets: () => Assets;
}

function sendErrorPage(deps: ErrorDeps, req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1], status: number, cache?: PageCache) {
  if (!isLocale(res.locals.locale)) {
    res.locals.locale = DEFAULT_LOCALE;
    res.locals.prefixed = true;
  }
  // The 404 page does not name the path: one per host, edition and anonymous cookies (issue 8).
  const cacheKey = cache ? anonymousKey(req, `404|${String(res.locals.locale)}|${String(res.locals.prefixed)}`) : undefined;
  const cached = cacheKey ? cache!.get(cacheKey) : undefined;
  if (cached) return sendPage(req, res, cached);
  try {
    const shop = shopContextFor(req, res, deps.config, deps.i18n);
    const key = status === 404 ? '404' : status === 503 ? '503' : '500';
    const html = renderPage(
      { shop, head: { title: `${status} – ${shop.t(`error.${key}.title`)}`, noindex: true }, component: ErrorPage, props: { status } },
      deps.assets(),
    );
    if (cacheKey) return sendPage(req, res, storePage(cache!, cacheKey, status, Buffer.from(html)));
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

/** Status from the error, else from the response, else 500 (spec section 8). */
export function statusOf(error: unknown, responseStatus: number): number {
  const fromError = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof fromError === 'number' && fromError >= 400 && fromError < 600) return fromError;
  if (responseStatus >= 400 && responseStatus < 600) return responseStatus;
  return 500;
}

export function errorHandler(deps: ErrorDeps): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error, res.statusCode);
    if (status >= 500) req.log?.error({ err: error }, 'request failed');
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
