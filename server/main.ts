/** Process entry: config -> open database -> marketplace (in-process or remote) -> pool priority -> web tier -> graceful shutdown. */
// First: refuses an older Node before anything needs Node 24.
import './node-version';
import http from 'node:http';
import { loadConfig, mailSettingsFrom, unsharedCheckSecretWarning } from './config';
import { createLogger } from './logger';
import { openDatabase } from './marketplace/db/connection';
import { openMarketplaceDatabase } from './marketplace/db/open';
import { feedsRouter, withFeeds } from './marketplace/feeds/http-router';
import { watchDatabaseFile } from './marketplace/db/file-watch';
import { importedSources } from './marketplace/import/attributions';
import { seedFromDataDir } from './marketplace/import/seed-from-dir';
import { useCheckSecret } from './marketplace/check-headers/challenge';
import { createMarketplace, endpointTable } from './marketplace/index';
import { startMailWorker } from './marketplace/mail/worker';
import { shopOrdersRouter, withShopOrders } from './marketplace/orders/shop-router';
import { usePaymentProvider } from './marketplace/payments/provider';
import { stripeProvider } from './marketplace/payments/stripe';
import { createApp } from './web/app';
import { createCacheInvalidation } from './web/cache-invalidation';
import { lowerThreadPoolPriority } from './thread-priority';
import { clientOptionsFrom, createMarketplaceClient, httpTransport, inProcessTransport } from './web/marketplace-client';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  useCheckSecret(config.CHECK_SECRET);
  const secretWarning = unsharedCheckSecretWarning(config);
  if (secretWarning) logger.warn(secretWarning);
  const db = await openMarketplaceDatabase(config.DATABASE_PATH, { seed: config.SEED_ON_START });
  // Real reference data on top of the generated shop, once (the importers are idempotent anyway).
  if (config.SEED_DATA_DIR && (await importedSources(db.kysely)).length === 0) {
    for (const summary of await seedFromDataDir(db, config.SEED_DATA_DIR)) logger.info({ source: summary.source, read: summary.read, imported: summary.imported, skipped: summary.skipped.length }, 'imported reference data');
  }
  // Where the marketplace answers: a service of its own, or this process.
  const client = createMarketplaceClient({
    transport: config.MARKETPLACE_URL
      ? httpTransport(config.MARKETPLACE_URL)
      : inProcessTransport(createMarketplace(db, undefined, (error) => logger.error({ err: error }, 'marketplace error'))),
    isCacheable: endpointTable().isCacheable,
    ...clientOptionsFrom(config),
    logger,
  });

  const reniced = await lowerThreadPoolPriority(config.POOL_NICENESS);
  if (reniced > 0) logger.info({ threads: reniced, niceness: config.POOL_NICENESS }, 'thread pool runs after the event loop');

  // In-process marketplace on a file: writes and readiness depend on that file staying put.
  const databaseFile = !config.MARKETPLACE_URL && config.DATABASE_PATH !== ':memory:'
    ? watchDatabaseFile(config.DATABASE_PATH, (intact) => (intact ? logger.info('database file is back') : logger.error({ file: config.DATABASE_PATH }, 'database file vanished or was replaced; writes refused, not ready')))
    : undefined;
  let shuttingDown = false;
  const invalidation = createCacheInvalidation();
  const app = createApp({ config, logger, marketplace: client, isReady: () => !shuttingDown && (databaseFile?.intact() ?? true), canWrite: () => databaseFile?.intact() ?? true, invalidation });
  // Shops upload offer feeds beside the web tier, on a connection of their own: a long import never holds the marketplace's.
  const feedsDb = openDatabase(config.DATABASE_PATH);
  const feeds = feedsRouter({
    db: feedsDb,
    limits: { maxRemovedShare: config.FEED_HOLD_REMOVED_SHARE, maxErrorRate: config.FEED_HOLD_ERROR_RATE },
    maxBytes: config.FEED_MAX_BYTES,
    uploadDir: config.FEED_UPLOAD_DIR,
    onChanged: (shopId, articles) => {
      logger.info({ shopId, articles: articles === 'all' ? 'all' : articles.length }, 'offers changed by a feed');
      invalidation.invalidate();
    },
    onError: (error) => logger.error({ err: error }, 'feed import failed'),
  });
  // Card and PayPal only with a configured provider; the checkout works without.
  usePaymentProvider(config.STRIPE_SECRET_KEY ? stripeProvider({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE }) : null);
  // Shops fetch their orders and send status beside the web tier; order mails leave from the queue table.
  const shopOrders = shopOrdersRouter({ db, onError: (error) => logger.error({ err: error }, 'shop order call failed') });
  const mailDb = openDatabase(config.DATABASE_PATH);
  const mailWorker = startMailWorker(mailDb, mailSettingsFrom(config), logger.child({ component: 'mail' }));
  const server = http.createServer(withFeeds(withShopOrders(app, shopOrders), feeds));
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port }, `Spareo listening on http://localhost:${port}`);
  });

  // While draining, every answer closes its connection, so kept-alive clients reconnect elsewhere.
  server.prependListener('request', (_req, res) => {
    if (shuttingDown) res.setHeader('connection', 'close');
  });

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down');
    // Readiness fails at once; for the drain window the server still answers (old sockets and
    // new ones alike, each answer with Connection: close) while the load balancer stops sending.
    // Then it stops accepting, closes the sockets that are idle, lets in-flight requests finish
    // and closes the database; bounded in time.
    const force = setTimeout(() => {
      logger.warn('shutdown timed out; closing anyway');
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_S * 1000 + config.SHUTDOWN_DRAIN_MS);
    force.unref();
    setTimeout(() => {
      server.close(async () => {
        await mailWorker.stop();
        if (mailDb.isOpen) mailDb.close();
        if (db.isOpen) db.close();
        if (feedsDb.isOpen) feedsDb.close();
        logger.info('stopped');
        process.exit(0);
      });
      server.closeIdleConnections();
    }, config.SHUTDOWN_DRAIN_MS);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
