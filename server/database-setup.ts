/** The marketplace's database made ready once per start: migrations, the demo seed of an empty database, real reference data. */
import { databaseLocation, type Config } from './config';
import type { Logger } from './logger';
import type { Database } from './marketplace/db/connection';
import { openMarketplaceDatabase } from './marketplace/seed/open';
import { importedSources } from './marketplace/import/attributions';
import { seedFromDataDir } from './marketplace/import/seed-from-dir';

/** Opens and migrates; with seed, also fills an empty database (the one process that prepares it). */
export async function prepareDatabase(config: Config, logger: Logger, options: { seed: boolean }): Promise<Database> {
  const db = await openMarketplaceDatabase(databaseLocation(config), {
    seed: options.seed && config.SEED_ON_START,
    layers: { compiledReads: !config.LAYERS_OFF.includes('compiled-reads'), sharedReads: !config.LAYERS_OFF.includes('turn-memo') },
  });
  // Real reference data on top of the generated shop, once (the importers are idempotent anyway).
  if (options.seed && config.SEED_DATA_DIR && (await importedSources(db.kysely)).length === 0) {
    for (const summary of await seedFromDataDir(db, config.SEED_DATA_DIR)) logger.info({ source: summary.source, read: summary.read, imported: summary.imported, skipped: summary.skipped.length }, 'imported reference data');
  }
  return db;
}
