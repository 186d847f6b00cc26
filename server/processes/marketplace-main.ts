/**
 * The marketplace as a service of its own (`npm run start:marketplace`): the shop's API under /api
 * (what web replicas reach through MARKETPLACE_URL) and /internal for the replicas' shared counters
 * and change stream, both for the web tier's token only; the shops' feed and order APIs, the
 * portal's uploads and the shop's files, which the load balancer may send here; the mail worker.
 * Listens on MARKETPLACE_HOST (loopback by default) and MARKETPLACE_PORT.
 * `node dist/server/processes/marketplace-main.js setup` only migrates and seeds, then exits (run once
 * before several instances start, as an init job would).
 */
// First: refuses an older Node before anything needs Node 24.
import '../lifecycle/node-version';
import http from 'node:http';
import express from 'express';
import { loadConfig } from '../config/config';
import { logDatabaseReady, prepareDatabase } from '../wiring/database-setup';
import { shutDownGracefully } from '../lifecycle/graceful-shutdown';
import { requireInternalToken } from '../request-checks/internal-token';
import { createLogger } from '../shared/logger';
import { shrinkBufferPool } from '../lifecycle/memory-defaults';
import { sharedCounters } from '../marketplace/db/shared-counters';
import { changeStreams } from '../marketplace/http/internal-doors';
import { doorsRouter } from '../marketplace/doors';
import { lastErrorAnswer } from '../marketplace/http/last-error';
import { marketplaceRouter } from '../marketplace/http/router';
import { metricsRoute } from '../web/observability/metrics-route';
import { createMarketplace } from '../marketplace/index';
import { startMarketplaceServices } from '../wiring/marketplace-services';
import { marketplaceMetrics } from '../telemetry/marketplace-metrics';
import { exitWithFatal } from '../lifecycle/fatal-line';
import { marketplaceRequestLog } from '../telemetry/marketplace-request-log';
import { readiness } from '../lifecycle/readiness';
import { unwritablePath, writablePaths } from '../lifecycle/writable-paths';

async function main() {
  // Node's own setting, read as Buffers are cut: only the process's entry may set it, and first.
  shrinkBufferPool();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL).child({ component: 'marketplace' });
  if (!config.CHECK_SECRET) {
    throw new Error('Invalid configuration: CHECK_SECRET: required for the marketplace service: it verifies the check headers web replicas sign and authenticates their internal calls (32+ characters, the same value everywhere)');
  }
  const checkSecret = config.CHECK_SECRET;
  const setupOnly = process.argv.includes('setup');
  const unwritable = setupOnly ? undefined : unwritablePath(writablePaths(config, 'marketplace'));
  if (unwritable) throw new Error(unwritable);
  const db = await prepareDatabase(config, logger, { seed: true });
  if (setupOnly) {
    await logDatabaseReady(db, config, logger);
    await db.shut();
    return;
  }
  const requestLog = marketplaceRequestLog(logger);
  // Always shared: the web replicas that reach this service forget their caches on its changes.
  const services = startMarketplaceServices(config, logger, db, { shared: true, onOffersChanged: () => {}, checkSecret });
  const marketplace = createMarketplace(db, undefined, (error) => requestLog.failed(error, 'marketplace error'), services.dependencies);
  const streams = changeStreams();
  // Every door of the marketplace (doors.ts), the web tier's internal ones with them.
  const doors = doorsRouter({ ...services.doors, internal: { counters: sharedCounters(db.kysely), changes: services.changes!, streams } }, { hsts: config.TRUST_PROXY });

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.use(requestLog.middleware);
  const folders = writablePaths(config, 'marketplace');
  const ready = readiness({ db, folders, stopping: () => shutdown?.started ?? false });
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const answer = await ready();
    res.status(answer.status).json(answer.body);
  });
  const metrics = marketplaceMetrics(db, { folders, mailDelivery: Boolean(config.SMTP_URL) });
  app.use(metrics.requests);
  if (config.METRICS_TOKEN) app.get('/metrics', metricsRoute(metrics.registry, config.METRICS_TOKEN));
  app.use(doors);
  // The web tier's calls: they trust the shopper's address and the checkout it names.
  app.use('/api', requireInternalToken(checkSecret), marketplaceRouter(marketplace));
  app.use((_req, res) => void res.status(404).json({ error: 'not_found', message: 'no such endpoint' }));
  app.use(lastErrorAnswer((error, what) => requestLog.failed(error, what)));

  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  server.listen(config.MARKETPLACE_PORT, config.MARKETPLACE_HOST, () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address : { address: config.MARKETPLACE_HOST, port: config.MARKETPLACE_PORT };
    logger.info({ host: bound.address, port: bound.port }, 'marketplace service listening');
  });
  const shutdown = shutDownGracefully(server, config, logger, async () => {
    await services.close();
    if (db.isOpen) await db.shut();
  });
  // Open change streams would hold the close: they end first, as the drain begins; the replicas
  // reconnect elsewhere (a stream is no request a load balancer could still be sending).
  process.once('SIGTERM', () => streams.endStreams());
  process.once('SIGINT', () => streams.endStreams());
}

main().catch(exitWithFatal);
