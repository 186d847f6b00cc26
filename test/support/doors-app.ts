/**
 * The marketplace's doors (server/marketplace/doors.ts) on an express app of their own, for tests
 * that call the shops' APIs, the provider's notifications or the shop's files without the web tier.
 */
import express from 'express';
import type { Database } from '../../server/marketplace/db/connection';
import { doorsRouter } from '../../server/marketplace/doors';
import { runningImports } from '../../server/marketplace/feeds/feed-doors';
import { QUIET_DEPENDENCIES, type MarketplaceDependencies } from '../../server/marketplace/index';
import { type MediaStore, memoryStore } from '../../server/marketplace/media/store';
import { mediaFiles } from '../../server/wiring/marketplace-services';
import { TEST_CHECK_SECRET } from './check-secret';
import { tempDir } from './temp-dir';

export function doorsApp(db: Database, options: { dependencies?: Partial<MarketplaceDependencies>; store?: MediaStore; prefixes?: readonly string[]; onError?: (error: unknown) => void } = {}): express.Express {
  const store = options.store ?? memoryStore();
  const dependencies: MarketplaceDependencies = { ...QUIET_DEPENDENCIES, checkSecret: TEST_CHECK_SECRET, mediaStore: store, ...options.dependencies };
  const feeds = { db, limits: { maxRemovedShare: 0.5, maxErrorRate: 0.5 }, maxBytes: 1024 * 1024, uploadDir: tempDir('spareo-test-doors-') };
  const app = express();
  app.use(doorsRouter({ db, dependencies, feeds, imports: runningImports(), files: mediaFiles(db, store), store, offersChanged: () => {}, onError: options.onError }, { prefixes: options.prefixes }));
  return app;
}
