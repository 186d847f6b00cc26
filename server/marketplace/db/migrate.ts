/**
 * Brings the database's schema up to date with Kysely's migrator: the same migrations on SQLite
 * and PostgreSQL, each applied once and recorded in kysely_migration.
 *
 * Replicas starting together migrate once: on PostgreSQL the migrator holds an advisory lock, on
 * SQLite it runs in one immediate transaction (connection.ts), which holds the file's write lock;
 * whoever comes second finds the work done.
 */
import { Migrator, type MigrationResult } from 'kysely';
import type { Database, Db } from './connection';
import { migrations } from './migrations/index';

export class MigrationError extends Error {}

/** How long a SQLite starter waits for another process's migration (beyond busy_timeout) before it gives up. */
const SQLITE_WAIT_MS = 120_000;

export async function migrate(database: Database | Db): Promise<string[]> {
  const db = 'kysely' in database ? database.kysely : database;
  const started = Date.now();
  for (;;) {
    try {
      return await migrateOnce(db);
    } catch (error) {
      // A long migration in another process outlasts busy_timeout; wait for it, then find the work done.
      if (!(error instanceof MigrationError && /database is locked/i.test(error.message)) || Date.now() - started > SQLITE_WAIT_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function migrateOnce(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? []).filter((r: MigrationResult) => r.status === 'Success').map((r) => r.migrationName);
  if (error) {
    const failed = (results ?? []).find((r) => r.status === 'Error')?.migrationName;
    throw new MigrationError(`migration ${failed ?? '(before any ran)'} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`, { cause: error });
  }
  return applied;
}
