/**
 * Brings the database's schema up to date with Kysely's migrator: the same migrations on SQLite
 * and PostgreSQL, each applied once and recorded in kysely_migration.
 *
 * Replicas starting together migrate once: on PostgreSQL the migrator holds an advisory lock, on
 * SQLite it runs in one immediate transaction (connection.ts), which holds the file's write lock;
 * whoever comes second finds the work done.
 *
 * SQLite files made before (a `migrations` table of .sql file names) are adopted: those files are
 * recorded as the Kysely migrations of the same name, so nothing runs twice.
 */
import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { backendOf, type Database, type Db } from './connection';
import { migrations } from './migrations/index';

export class MigrationError extends Error {}

const MIGRATION_TABLE = 'kysely_migration';

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
  try {
    await adoptSqlRunnerHistory(db as unknown as Kysely<LegacyTables>);
  } catch (error) {
    throw new MigrationError(`adopting the .sql runner's history failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? []).filter((r: MigrationResult) => r.status === 'Success').map((r) => r.migrationName);
  if (error) {
    const failed = (results ?? []).find((r) => r.status === 'Error')?.migrationName;
    throw new MigrationError(`migration ${failed ?? '(before any ran)'} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return applied;
}

interface LegacyTables {
  migrations: { name: string; applied_at: string };
  kysely_migration: { name: string; timestamp: string };
}

/**
 * The .sql runner recorded 'NNN_name.sql'; the migrator knows 'NNN_name'. Only SQLite files had
 * that runner. Runs in one immediate transaction, so concurrent starters adopt once.
 */
async function adoptSqlRunnerHistory(db: Kysely<LegacyTables>): Promise<void> {
  if (backendOf(db) !== 'sqlite') return;
  const legacy = await db.selectFrom('sqlite_master' as never).select('name' as never).where('type' as never, '=', 'table' as never).where('name' as never, '=', 'migrations' as never).executeTakeFirst();
  if (!legacy) return;
  await db.transaction().execute(async (tx) => {
    await tx.schema.createTable(MIGRATION_TABLE).ifNotExists()
      .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (c) => c.notNull()).execute();
    const done = await tx.selectFrom('migrations').select(['name', 'applied_at']).orderBy('name').execute();
    const known = done.map((row) => ({ name: row.name.replace(/\.sql$/, ''), timestamp: row.applied_at })).filter((row) => row.name in migrations);
    if (known.length) await tx.insertInto(MIGRATION_TABLE).values(known).onConflict((oc) => oc.column('name').doNothing()).execute();
  });
}
