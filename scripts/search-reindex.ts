/**
 * Rebuilds what search looks names up in from the catalogue: the name index with the synonyms of
 * server/marketplace/search/synonyms.ts, the vocabulary corrections come from, and the attribute
 * values per category. Run it after changing the synonyms, and once after upgrading to a version
 * that brings forgiving search.
 *   npm run search:reindex            PostgreSQL at DATABASE_URL, else the SQLite file at DATABASE_PATH
 *   npm run search:reindex -- --db PATH | postgres://…
 */
import '../server/lifecycle/node-version';
import { loadConfig } from '../server/config/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { rebuildSearchIndex } from '../server/marketplace/search';
import { commandLine } from './cli';

const { values } = commandLine({ usage: `usage: npm run search:reindex -- [--db PATH | postgres://…]
Rebuilds the search index, its vocabulary and attribute values from the catalogue of the configured
database (DATABASE_URL, else the SQLite file at DATABASE_PATH), or of --db.`, options: { db: { type: 'string' } } });

async function main(): Promise<number> {
  const config = loadConfig();
  const location = values.db ?? config.DATABASE_URL ?? config.DATABASE_PATH;
  const db = openDatabase(location);
  try {
    await migrate(db);
    const started = Date.now();
    await db.kysely.transaction().execute((tx) => rebuildSearchIndex(tx));
    console.log(`search index rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await db.shut();
  }
}

void main().then((code) => { process.exitCode = code; });
