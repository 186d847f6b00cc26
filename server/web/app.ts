/**
 * The express app: middleware order in one readable place. Built here, started in main.ts, so
 * tests drive the real app with supertest.
 */
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../../locales/i18n';
import { publicOriginOf, publicOriginsOf, type Config } from '../config/config';
import type { Logger } from '../shared/logger';
import { distDir, projectRoot } from '../shared/paths';
import { apiProxy } from './api-proxy';
import { cartSettleTiming } from './cart/settle';
import { mergeClaimedSessions } from './visitor/session-claims';
import { reservedSessions as createReservedSessions } from './visitor/reserved-session';
import type { CacheInvalidation } from './page-output/cache-invalidation';
import { deskRouter } from './desk/router';
import { DESK_PREFIX, invitationPath } from './staff/paths';
import { compressResponses } from './page-output/compression';
import { CONSENT_PATH, consentPost } from './visitor/consent';
import { FORGET_VEHICLE_PATH, forgetVehiclePost } from './visitor/vehicle-forget';
import { everyInlineCss, loadAssets, type Assets } from './page-output/assets';
import { editionMiddleware } from './edition-middleware';
import { errorHandler, notFoundHandler } from './errors';
import type { MarketplaceClient } from './marketplace-client';
import type { Registry } from 'prom-client';
import type { ReadinessAnswer } from '../lifecycle/readiness';
import { createMetrics } from './observability/metrics';
import { metricsRoute } from './observability/metrics-route';
import { observeStoredAnswers, requestLog } from './observability/request-log';
import { requestScope } from './observability/request-scope';
import { createPageDoor, type PageDoor } from './page-output/page-door';
import { createCartDoor } from './cart/cart-door';
import type { CartSiblings } from './cart/cart-siblings';
import { pageChallenge } from './security/check-headers';
import { pageHandler } from './page-handler';
import { robots } from './seo/robots';
import { createSitemaps } from './seo/sitemap';
import { merchantFeed } from './seo/merchant-feed';
import { invoiceFile } from './invoice-file';
import { orderPhoto } from './order-photo';
import type { PageLoaders } from './pages/types';
import { rateLimits } from './security/rate-limits';
import { guardedCounters } from './security/rate-limit-guard';
import type { UpstreamCircuit } from './upstream/balanced-transport';
import { portalRouter } from './portal/router';
import { PORTAL_PREFIX } from '../../contract/portal-paths';
import type { RateLimitCounters } from './security/rate-limit-store';
import { cspDirectives } from './security/content-security-policy';
import { requestLimits } from './security/request-limits';
import { UPLOAD_READ_BYTES } from './pages/form-files';
import { sameOriginCheck } from './security/same-origin';
import { allowedMethods } from './security/methods';
import { reject } from './security/reject';
import { requireCheckHeaders } from './security/check-header-guard';
import { handCheckSecret } from './security/check-secret';
import { staticWithPrecompressed } from './page-output/precompressed';

export interface AppDeps {
  config: Config;
  logger: Logger;
  marketplace: MarketplaceClient;
  /** Signs the pages' challenges and the staff cookie; the marketplace behind checks with the same one. */
  checkSecret: string;
  /** Whether the database and marketplace are ready to serve (readiness probe). */
  isReady?: () => boolean;
  /** The readiness probe's answer where this process has a database and folders to check (server/lifecycle/readiness.ts); in place of isReady. */
  readiness?: () => Promise<ReadinessAnswer>;
  /** Adds gauges of what the in-process marketplace keeps to /metrics. */
  registerMetrics?: (registry: Registry) => void;
  /** Whether writes can be kept (the database file is still the one opened); else they answer 503. */
  canWrite?: () => boolean;
  /** Loaders in place of the screens' own, by page (tests). */
  loaders?: PageLoaders;
  i18n?: I18n;
  assets?: Assets;
  /** Shops' feeds changed offers: cached pages and marketplace answers are dropped. */
  invalidation?: CacheInvalidation;
  /** Each marketplace address's circuit (/metrics); unset: the client's one circuit. */
  upstreamCircuits?: () => UpstreamCircuit[];
  /** Rate-limit counters shared by every process of the shop; unset: counted in this process. */
  rateLimitCounters?: RateLimitCounters;
  /** Shoppers' rendered carts kept under their stand (cart/cart-door.ts); by default where pages are stored (production). */
  keepCarts?: boolean;
  /** The cluster's other web processes, which keep the carts kept here and hand theirs over (cart/cart-siblings.ts). */
  cartSiblings?: CartSiblings;
}

export interface Shop {
  /** Everything but stored pages asked for again. */
  app: Express;
  /** Answers those before express: `door.before(listener)` is the process's request listener. */
  door: PageDoor;
}

export function createApp(deps: AppDeps): Shop {
  const { config, logger, marketplace } = deps;
  const i18n = deps.i18n ?? createI18n();
  const assets = deps.assets ?? loadAssets();
  const getAssets = () => assets;
  const errorDeps = { config, i18n, assets: getAssets, marketplace };

  const app = express();
  app.disable('x-powered-by');
  // One TLS proxy in front: trust its X-Forwarded-* only, so a client cannot pick its own IP (rate limits).
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.set('query parser', 'extended');
  app.use(handCheckSecret(deps.checkSecret));

  // Budgets shared by every process, counted in this one while the shared counters do not answer.
  const rateLimitCounters = deps.rateLimitCounters && guardedCounters(deps.rateLimitCounters, { logger });
  const metrics = createMetrics(marketplace, deps.upstreamCircuits);
  deps.registerMetrics?.(metrics.registry);
  // Stored pages asked for again are answered before express, with their own log line and timing.
  const reservedSessions = createReservedSessions(marketplace);
  const observed = observeStoredAnswers(logger, metrics);
  const pageDoor = createPageDoor({ ...observed, reservedSessions });
  const keepsCarts = (deps.keepCarts ?? config.NODE_ENV === 'production') && config.UPSTREAM_CACHE_TTL_MS > 0;
  const cartDoor = keepsCarts ? createCartDoor({ ...observed, marketplace, frameMs: config.UPSTREAM_CACHE_TTL_MS, siblings: deps.cartSiblings, challenge: (sid) => pageChallenge(deps.checkSecret, Date.now(), sid) }) : undefined;
  // Kept carts are asked for after stored pages: a cart is never a stored page.
  const door: PageDoor = cartDoor ? { ...pageDoor, before: (inner) => pageDoor.before(cartDoor.before(inner)) } : pageDoor;
  app.use(requestLog(logger));
  app.use(requestScope());
  app.use(metrics.requests);

  app.use(
    helmet({
      contentSecurityPolicy: { directives: cspDirectives(everyInlineCss(assets)) },
      // Nothing to other sites; to this one the browser names the page's origin, so a form posted
      // over plain http (where it sends no Sec-Fetch-Site) is known as this site's own.
      referrerPolicy: { policy: 'same-origin' },
      // HSTS only means something over HTTPS; behind a TLS proxy it is sent.
      strictTransportSecurity: config.TRUST_PROXY ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
  );
  app.use(compressResponses());
  app.use(requestLimits({ maxUrlBytes: config.MAX_URL_BYTES, maxBodyBytes: config.MAX_BODY_BYTES, maxUploadBytes: UPLOAD_READ_BYTES, ownBounds: [PORTAL_PREFIX, DESK_PREFIX] }));

  // Precompressed .br/.gz copies from the build first (compression() leaves them alone), then the plain files.
  const copies = !config.LAYERS_OFF.includes('precompressed-assets');
  app.use('/assets', staticWithPrecompressed(path.join(distDir, 'client'), path.join(distDir, 'client'), { immutable: true, copies }));
  app.use('/static', staticWithPrecompressed(path.join(projectRoot, 'static'), path.join(distDir, 'precompressed', 'static'), { maxAge: '1d', copies }));
  // Article images and brand logos: the marketplace names them /img/categories/... and /img/brands/...
  app.use('/img', express.static(path.join(projectRoot, 'static', 'img'), { maxAge: '1d', index: false }));
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (deps.readiness) {
      const answer = await deps.readiness();
      return void res.status(answer.status).json(answer.body);
    }
    const ready = deps.isReady?.() ?? true;
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'starting' });
  });

  if (config.METRICS_TOKEN) app.get('/metrics', metricsRoute(metrics.registry, config.METRICS_TOKEN));

  app.use(cookieParser());
  // A write that could not be kept is refused, never silently lost.
  app.use((req, res, next) => {
    if (req.method !== 'POST' || (deps.canWrite?.() ?? true)) return next();
    res.set('retry-after', '30');
    reject(req, res, next, 503, 'database_unavailable');
  });
  app.use(sameOriginCheck({ trustProxy: config.TRUST_PROXY, publicOrigins: publicOriginsOf(config) }));
  app.use(rateLimits(config, rateLimitCounters, logger));
  // The portal and the desk come before the editions' handling below, and answer other methods as every page does.
  app.use([PORTAL_PREFIX, DESK_PREFIX], allowedMethods());
  // The shops' portal: its own pages, budgets and sign-in, before anything of the shop's editions.
  app.use(PORTAL_PREFIX, portalRouter({ marketplace, i18n, manifest: assets.manifest, invalidation: deps.invalidation, rateLimitCounters, invitationPage: (locale) => `${publicOriginOf(config, locale).origin}${invitationPath('')}` }));
  // Exactly the list (its /:id/series child needs no check headers), in any casing: the
  // marketplace matches its paths without regard to case, so the guard must too.
  app.get(/^\/api\/vehicle\/manufacturers\/?$/i, requireCheckHeaders());
  // Before anything reads the cart: carts of sessions this browser was handed in parallel join its own.
  app.use(mergeClaimedSessions(marketplace));
  app.use('/api', apiProxy(marketplace, { maxBodyBytes: config.MAX_BODY_BYTES, settleTiming: cartSettleTiming(config.MARKETPLACE_TIMEOUT_MS) }));
  const sitemaps = createSitemaps(marketplace, { hostEditions: config.EDITION_HOSTS });
  app.get('/robots.txt', robots(config));
  app.get('/sitemap.xml', sitemaps.index);
  app.get(/^\/sitemap-[\w-]+\.xml$/, sitemaps.file);
  app.get(/^\/merchant-[\w-]+\.(xml|csv)$/, merchantFeed(marketplace));
  app.post(CONSENT_PATH, consentPost());
  app.post(FORGET_VEHICLE_PATH, forgetVehiclePost());
  // The desk: its own prefix, language, budgets and headers; none of the shop's edition handling or stored pages.
  app.use(DESK_PREFIX, deskRouter(marketplace, i18n, config, { onShopsChanged: () => deps.invalidation?.invalidate(), rateLimitCounters }));
  app.get('/invoice/:orderNumber/:part/:file', invoiceFile(marketplace));
  app.get('/order-photo/:orderNumber/:file', orderPhoto(marketplace));
  app.use(editionMiddleware(config, i18n));
  app.use(allowedMethods());
  deps.invalidation?.onInvalidate(() => marketplace.clearCache?.());
  app.use(pageHandler({ config, i18n, assets: getAssets, marketplace, loaders: deps.loaders, invalidation: deps.invalidation, door, reservedSessions, cartDoor }));

  app.use(notFoundHandler({ ...errorDeps, door }));
  app.use(errorHandler(errorDeps));
  return { app, door };
}
