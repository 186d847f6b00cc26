/**
 * The real shop on 127.0.0.1 with an ephemeral port: the real app and marketplace on a seeded temp
 * database, serving a private client build (test/e2e/support/build-client.ts).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import pino from 'pino';
import { loadConfig } from '../../../server/config/config';
import { createMarketplace, QUIET_DEPENDENCIES } from '../../../server/marketplace/index';
import { TEST_CHECK_SECRET } from '../../support/check-secret';
import { doorsApp } from '../../support/doors-app';
import { mediaFiles } from '../../../server/wiring/marketplace-services';
import { folderStore, type MediaStore } from '../../../server/marketplace/media/store';
import { createApp } from '../../../server/web/app';
import { loadAssets } from '../../../server/web/page-output/assets';
import { createMarketplaceClient } from '../../../server/web/marketplace-client';
import { inProcessTransport, type Transport } from '../../../server/web/upstream/transports';
import type { MarketplaceRequest } from '../../../contract/wire';
import type { PageLoaders } from '../../../server/web/pages/types';
import { createSeededDatabase } from '../../support/seeded-db';
import type { Database } from '../../../server/marketplace/db/connection';
import { tempDir } from '../../support/temp-dir';
import { buildClient } from './build-client';

export interface RunningShop {
  origin: string;
  manifest: ReturnType<typeof buildClient>['manifest'];
  /** The shop's database, for what a test sets up as the command line would (a staff invitation). */
  db: ReturnType<typeof createSeededDatabase>;
  close(): Promise<void>;
}

function slowed(transport: Transport, delayMs?: (request: MarketplaceRequest) => number): Transport {
  if (!delayMs) return transport;
  return async (request, signal) => {
    const ms = delayMs(request);
    // eslint-disable-next-line tests/fixed-sleeps -- a marketplace that answers slowly is what this transport stands in for
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    return transport(request, signal);
  };
}

export interface ShopOptions {
  loaders?: PageLoaders;
  env?: Record<string, string>;
  /** A slowed marketplace: milliseconds each call waits before it is answered (0: at once). */
  marketplaceDelayMs?: (request: MarketplaceRequest) => number;
  /** A database of the test's own (a larger catalogue than the run's template); closed with the shop. */
  db?: Database;
}

export async function startShop(options: ShopOptions = {}): Promise<RunningShop> {
  const client = buildClient();
  const db = options.db ?? createSeededDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', SPAREO_ENV: 'live', ...options.env });
  const marketplace = createMarketplace(db, undefined, undefined, { ...QUIET_DEPENDENCIES, checkSecret: TEST_CHECK_SECRET });
  const marketplaceClient = createMarketplaceClient({
    transport: slowed(inProcessTransport(marketplace), options.marketplaceDelayMs),
    isCacheable: (p) => marketplace.isCacheable(p),
    timeoutMs: config.MARKETPLACE_TIMEOUT_MS,
  });
  const assets = { ...loadAssets(), manifest: client.manifest };
  const { app, door } = createApp({ config, logger: pino({ level: 'silent' }), marketplace: marketplaceClient, checkSecret: TEST_CHECK_SECRET, assets, loaders: options.loaders });
  const outer = express();
  outer.use('/assets', express.static(client.dir, { index: false }));
  // Product photos and documents, drawn on first request into a folder of this shop's own. A photo
  // still being drawn when the shop closes is not kept: its folder is removed with the file.
  let open = true;
  const folder = folderStore(tempDir('spareo-e2e-media-'));
  const store: MediaStore = { ...folder, write: (key, bytes) => (open ? folder.write(key, bytes) : Promise.resolve()) };
  outer.use(doorsApp(db, { store, prefixes: ['/media'] }));
  outer.use(door.before(app));
  const server: Server = await new Promise((resolve) => {
    const listening = outer.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    manifest: client.manifest,
    db,
    close: () =>
      new Promise((resolve) => {
        open = false;
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
