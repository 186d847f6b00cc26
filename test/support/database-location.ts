/**
 * Where a test database from seeded-db.ts lives, for a process or a handle of its own on the same
 * data: the SQLite file, or on PostgreSQL the database's URL with the shared secret every process on
 * a shared database needs (config.ts). Backend-aware, so backend-scan.js does not scan it.
 */
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import type { HandedOut } from './seeded-db';

const HANDED_OUT = Symbol.for('spareo.test.databases');
/** 32+ characters, as config.ts asks of CHECK_SECRET. */
export const TEST_CHECK_SECRET = 'spareo-test-check-secret-shared-by-test-processes';

function record(db: Database): HandedOut {
  const found = ((globalThis as { [HANDED_OUT]?: HandedOut[] })[HANDED_OUT] ?? []).find((entry) => entry.db === db);
  if (!found) throw new Error('not a database from test/support/seeded-db.ts');
  return found;
}

/** The environment that points a server process at this test database. */
export function databaseEnv(db: Database): Record<string, string> {
  const { backend, name, url } = record(db);
  return backend === 'postgres' ? { DATABASE_URL: url!, CHECK_SECRET: TEST_CHECK_SECRET } : { DATABASE_PATH: name };
}

/** The SQLite file or the postgres:// URL, as openDatabase and the CLIs' DATABASE_PATH take it. */
export function databaseLocation(db: Database): string {
  const { backend, name, url } = record(db);
  return backend === 'postgres' ? url! : name;
}

/** A new handle on the same data (e.g. after the first was closed, as a restarted process opens it). */
export function reopenDatabase(db: Database): Database {
  return openDatabase(databaseLocation(db));
}
