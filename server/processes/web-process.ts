/**
 * One web process: the web tier with the marketplace in-process (on the shared database) or reached
 * as a service (MARKETPLACE_URL, then no database is opened here at all), until a signal stops it.
 * Run alone (one process serves the shop) or as a worker of the cluster (server/processes/cluster-primary.ts),
 * whose primary prepared the database and handed over the check secret.
 */
import http from 'node:http';
import type { Express } from 'express';
import { databaseLocation, marketplaceAddresses, missingPublicOriginWarning, publicOriginsOf, runsSeveralProcesses, unsharedCheckSecretWarning, type Config } from '../config/config';
import { prepareDatabase } from '../wiring/database-setup';
import { shutDownGracefully } from '../lifecycle/graceful-shutdown';
import { internalToken } from '../request-checks/internal-token';
import type { Logger } from '../shared/logger';
import { checkSecretFrom } from '../request-checks/check-challenge';
import { watchDatabaseFile } from '../marketplace/db/file-watch';
import { sharedCounters } from '../marketplace/db/shared-counters';
import { createMarketplace, endpointTable } from '../marketplace/index';
import { startMarketplaceServices } from '../wiring/marketplace-services';
import { doorsBeside } from '../wiring/doors-beside';
import { readiness } from '../lifecycle/readiness';
import { registerStoreMetrics } from '../telemetry/store-metrics';
import { createApp } from '../web/app';
import { clusterSiblings } from '../web/cart/cart-siblings';
import { currentScope } from '../web/observability/request-scope';
import { createCacheInvalidation } from '../web/page-output/cache-invalidation';
import { clientOptionsFrom, createMarketplaceClient } from '../web/marketplace-client';
import { httpTransport, inProcessTransport } from '../web/upstream/transports';
import { balancedTransport, circuitLogger, type UpstreamCircuit } from '../web/upstream/balanced-transport';
import { followChanges, remoteCounters } from '../web/upstream/service-links';
import { webListenOptions, type WebRole } from './web-listen';
import { writablePaths } from '../lifecycle/writable-paths';

export async function serveWeb(config: Config, logger: Logger, role: WebRole): Promise<void> {
  // Computed once for this process: the web tier signs with it, the marketplace in-process checks with it.
  const checkSecret = checkSecretFrom(config);
  const secretWarning = role === 'alone' ? unsharedCheckSecretWarning(config) : undefined;
  if (secretWarning) logger.warn(secretWarning);
  const originWarning = missingPublicOriginWarning(config);
  if (originWarning) logger.warn(originWarning);
  const shared = role === 'worker' || runsSeveralProcesses(config);
  const invalidation = createCacheInvalidation();
  const parts = config.MARKETPLACE_URL ? remoteMarketplace(config, logger, invalidation.invalidate, checkSecret) : await localMarketplace(config, logger, role, shared, invalidation.invalidate, checkSecret);

  const client = createMarketplaceClient({ transport: parts.transport, isCacheable: endpointTable().isCacheable, ...clientOptionsFrom(config), logger });

  const { app, door } = createApp({
    config,
    logger,
    marketplace: client,
    checkSecret,
    isReady: () => !shutdown?.started && parts.intact(),
    readiness: parts.db ? readiness({ db: parts.db, intact: parts.intact, folders: writablePaths(config, 'web'), stopping: () => shutdown?.started ?? false }) : undefined,
    registerMetrics: parts.db ? (registry) => registerStoreMetrics(registry, parts.db, { folders: writablePaths(config, 'web'), mailDelivery: Boolean(config.SMTP_URL) }) : undefined,
    canWrite: parts.intact,
    invalidation,
    rateLimitCounters: parts.counters,
    // One service: its address under the client's own circuit.
    upstreamCircuits: parts.circuits ?? (parts.address ? () => [{ upstream: parts.address!, state: client.circuitState?.() ?? 'closed' }] : undefined),
    cartSiblings: role === 'worker' ? clusterSiblings() : undefined,
  });
  const server = http.createServer(door.before(parts.mount(app)));
  server.keepAliveTimeout = 65_000;
  server.listen(webListenOptions(config, role), () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, marketplace: config.MARKETPLACE_URL ?? 'in-process' }, `Spareo listening on http://localhost:${port}`);
  });
  const shutdown = shutDownGracefully(server, config, logger, parts.close);
}

type Invalidate = () => void;

async function localMarketplace(config: Config, logger: Logger, role: WebRole, shared: boolean, invalidate: Invalidate, checkSecret: string) {
  // The cluster's primary migrated and seeded already; a worker only opens.
  const db = await prepareDatabase(config, logger, { seed: role === 'alone' });
  const location = databaseLocation(config);
  // On a file: writes and readiness depend on that file staying put.
  const databaseFile = db.backend === 'sqlite' && location !== ':memory:'
    ? watchDatabaseFile(location, (intact) => (intact ? logger.info('database file is back') : logger.error({ file: location }, 'database file vanished or was replaced; writes refused, not ready')))
    : undefined;
  const services = startMarketplaceServices(config, logger, db, { shared, onOffersChanged: invalidate, checkSecret });
  // Within a request the error goes on that request's line; outside one (a job) it gets its own.
  const marketplace = createMarketplace(db, undefined, (error) => {
    const scope = currentScope();
    if (scope) scope.error ??= error;
    else logger.error({ err: error }, 'marketplace error');
  }, services.dependencies);
  return {
    db,
    transport: inProcessTransport(marketplace),
    circuits: undefined,
    address: undefined,
    counters: shared ? sharedCounters(db.kysely) : undefined,
    intact: () => databaseFile?.intact() ?? true,
    // Shops upload feeds and fetch orders beside the web tier; documents and photos are served there too.
    mount: (app: Express): http.RequestListener => doorsBeside(app, { doors: services.doors, secret: checkSecret, trustProxy: config.TRUST_PROXY, publicOrigins: publicOriginsOf(config) }),
    async close() {
      databaseFile?.stop();
      await services.close();
      if (db.isOpen) await db.shut();
    },
  };
}

function remoteMarketplace(config: Config, logger: Logger, invalidate: Invalidate, checkSecret: string) {
  const addresses = marketplaceAddresses(config);
  const token = internalToken(checkSecret);
  // Cached pages and answers are forgotten whenever the service reports a change (and on every reconnect).
  let lastError = 0;
  const changes = followChanges(addresses, token, invalidate, (error) => {
    // A marketplace being restarted is expected: say so once a minute, not once a second.
    if (Date.now() - lastError > 60_000) logger.warn({ err: error }, 'change stream of the marketplace interrupted; reconnecting');
    lastError = Date.now();
  });
  // Several services: balanced here, each address with a circuit of its own.
  const transport = addresses.length > 1
    ? balancedTransport(addresses, {
      token,
      failureThreshold: config.CIRCUIT_FAILURE_THRESHOLD,
      cooldownMs: config.CIRCUIT_COOLDOWN_MS,
      onCircuitChange: circuitLogger(logger),
    })
    : httpTransport(addresses[0]!, token);
  const circuits = 'circuits' in transport ? transport.circuits as () => UpstreamCircuit[] : undefined;
  return {
    db: undefined,
    transport,
    circuits,
    address: addresses.length === 1 ? addresses[0] : undefined,
    counters: remoteCounters(addresses, token),
    intact: () => true,
    // The upload forms go on to the service; the rest of its doors the load balancer sends there.
    mount: (app: Express): http.RequestListener => doorsBeside(app, { addresses, secret: checkSecret, trustProxy: config.TRUST_PROXY, publicOrigins: publicOriginsOf(config) }),
    async close() {
      changes.stop();
    },
  };
}
