/**
 * The real app for integration tests: real config defaults, real marketplace on a given database
 * (by default an empty migrated one on the jest project's backend).
 */
import type { i18n as I18n } from 'i18next';
import type http from 'node:http';
import pino from 'pino';
import { collectionAccountFrom, feedBoundsFrom, feedMediaFrom, loadConfig, operatorIdentityFrom, orderLookupBudgetFrom, payoutAccountSettingsFrom, publicOriginsOf, type Config } from '../../server/config/config';
import type { Database } from '../../server/marketplace/db/connection';
import { runningImports, type FeedRouterOptions } from '../../server/marketplace/feeds/feed-doors';
import { mediaFiles } from '../../server/wiring/marketplace-services';
import { folderStore } from '../../server/marketplace/media/store';
import { recordingCalls } from './marketplace-calls';
import { createMarketplace, QUIET_DEPENDENCIES, type MarketplaceDependencies } from '../../server/marketplace/index';
import { sharedCounters } from '../../server/marketplace/db/shared-counters';
import { createApp } from '../../server/web/app';
import { doorsBeside } from '../../server/wiring/doors-beside';
import { createCacheInvalidation } from '../../server/web/page-output/cache-invalidation';
import { clientOptionsFrom, createMarketplaceClient } from '../../server/web/marketplace-client';
import { inProcessTransport, type Transport } from '../../server/web/upstream/transports';
import type { PageLoaders } from '../../server/web/pages/types';
import { createEmptyDatabase } from './seeded-db';
import { tempDir } from './temp-dir';
import { TEST_CHECK_SECRET } from './check-secret';

export interface TestAppOptions {
  db?: Database;
  env?: Record<string, string>;
  loaders?: PageLoaders;
  /** Replaces the app's i18next instance, e.g. one that reports missing keys. */
  i18n?: I18n;
  /** Replaces the in-process transport, e.g. to simulate a failing marketplace. */
  transport?: (inner: Transport) => Transport;
  /** The client assets (a private client build's manifest in browser tests). */
  assets?: import('../../server/web/page-output/assets').Assets;
  /** A logger of the test's own, e.g. one writing into memory to search the log output. */
  logger?: import('../../server/shared/logger').Logger;
  /** The rate limits count in the database, as when several processes share it (server/processes/web-process.ts). */
  sharedRateLimits?: boolean;
  /** What the marketplace is handed at start, as marketplace-services.ts hands it (by default nothing listens and no key is set). */
  dependencies?: Partial<MarketplaceDependencies>;
  /** Shoppers' rendered carts kept under their stand, as in production (off by default: tests see every change at once). */
  keepCarts?: boolean;
  /** The other web processes this one hands its kept carts to and takes theirs from (server/web/cart/cart-siblings.ts). */
  cartSiblings?: import('../../server/web/cart/cart-siblings').CartSiblings;
}

export function createTestApp(options: TestAppOptions = {}) {
  // With test files running side by side on two cores, a PostgreSQL round trip or a password's hashing
  // can pass the 2 s production timeout and turn a page into its fallback; tests of the timeout
  // itself set MARKETPLACE_TIMEOUT_MS explicitly.
  const config: Config = loadConfig({ LOG_LEVEL: 'silent', SPAREO_ENV: 'live', MARKETPLACE_TIMEOUT_MS: '10000', ...options.env });
  const db = options.db ?? createEmptyDatabase();
  // The test may change them while it runs (a payment provider switched on): the marketplace reads them at each call.
  // As marketplace-services.ts hands them at start: the account prepayment shoppers pay into, what follows a change of a shop's payout account, and the order lookups' budget, from the config.
  // The shop's files (documents, photos) in a folder of this test's own.
  const mediaDir = options.env?.MEDIA_DIR ?? tempDir('spareo-test-media-');
  const store = folderStore(mediaDir);
  const dependencies: MarketplaceDependencies = { ...QUIET_DEPENDENCIES, collectionAccount: collectionAccountFrom(config), checkSecret: config.CHECK_SECRET ?? TEST_CHECK_SECRET, payoutAccount: payoutAccountSettingsFrom(config), orderLookups: orderLookupBudgetFrom(config), mediaStore: store, operator: operatorIdentityFrom(config), ...options.dependencies };
  const marketplace = createMarketplace(db, undefined, undefined, dependencies);
  const inner = recordingCalls(inProcessTransport(marketplace), (path) => marketplace.isCacheable(path));
  const client = createMarketplaceClient({
    transport: options.transport ? options.transport(inner) : inner,
    isCacheable: (path) => marketplace.isCacheable(path),
    ...clientOptionsFrom(config),
    logger: options.logger,
  });
  const invalidation = createCacheInvalidation();
  // Part files of feed uploads in a folder of this test's own: another file's uploads never show in it.
  const feedUploadDir = tempDir('spareo-test-feed-uploads-');
  const { app, door } = createApp({
    config, logger: options.logger ?? pino({ level: 'silent' }), marketplace: client, checkSecret: dependencies.checkSecret, invalidation, i18n: options.i18n, assets: options.assets, loaders: options.loaders,
    rateLimitCounters: options.sharedRateLimits ? sharedCounters(db.kysely) : undefined, keepCarts: options.keepCarts ?? false, cartSiblings: options.cartSiblings,
  });
  // Shops' feed uploads are mounted beside the web tier, and stored pages answered at the door, as in server/processes/web-process.ts.
  const feedOptions: FeedRouterOptions = {
    db,
    limits: { maxRemovedShare: config.FEED_HOLD_REMOVED_SHARE, maxErrorRate: config.FEED_HOLD_ERROR_RATE },
    maxBytes: config.FEED_MAX_BYTES,
    bounds: feedBoundsFrom(config),
    uploadDir: feedUploadDir,
    media: { ...feedMediaFrom(config), store },
    onChanged: () => invalidation.invalidate(),
  };
  const imports = runningImports();
  // As web-process.ts mounts them: the marketplace's doors beside the app, the upload forms relayed
  // by the web tier with the caller read from its cookies (the staff cookie checked with the app's secret).
  const chain = doorsBeside(app, {
    doors: { db, dependencies, feeds: feedOptions, imports, files: mediaFiles(db, store), store, offersChanged: () => invalidation.invalidate(),
      onError: (error) => options.logger?.error({ err: error }, 'marketplace door failed') },
    secret: dependencies.checkSecret, trustProxy: config.TRUST_PROXY, publicOrigins: publicOriginsOf(config),
  });
  // How many requests went past the door: an answer the door gave never reaches the chain.
  let reachedChain = 0;
  const counted: http.RequestListener = (req, res) => {
    reachedChain++;
    return chain(req, res);
  };
  return { app: door.before(counted), db, config, mediaDir, feedUploadDir, marketplace, client, feeds: imports, portalUploads: imports, invalidation, dependencies, checkSecret: dependencies.checkSecret, reachedChain: () => reachedChain };
}
