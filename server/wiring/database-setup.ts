/** The marketplace's database made ready once per start: migrations, the demo seed of an empty database, real reference data. */
import { databaseLocation, type Config } from '../config/config';
import type { Logger } from '../shared/logger';
import type { Database } from '../marketplace/db/connection';
import { openMarketplaceDatabase } from '../marketplace/seed';
import { importedSources, seedFromDataDir } from '../marketplace/import';

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

/**
 * The setup job's last line: how many articles the database holds, and, when none and the demo seed
 * was switched off (SEED_ON_START=false), that the catalogue waits for the shops' feeds, so an
 * empty shop after "database ready" is not a surprise.
 */
export async function logDatabaseReady(db: Database, config: Pick<Config, 'SEED_ON_START'>, logger: Logger): Promise<void> {
  const { count } = await db.kysely.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const articles = Number(count);
  if (articles === 0 && !config.SEED_ON_START) logger.warn({ articles, seedOnStart: false }, 'database ready without articles: SEED_ON_START=false, the catalogue comes from the shops\' feeds');
  else logger.info({ articles }, 'database ready');
}
