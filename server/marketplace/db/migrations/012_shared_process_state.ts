/**
 * What processes sharing one database keep there for each other: the rate limits' fixed-window
 * counters, and (on SQLite, where there is no NOTIFY) the change feed's rows. Older databases may
 * have them already: they used to be made on first use.
 */
import { int64, keyed, rowId, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await keyed(db, db.schema.createTable('rate_limit_counters').ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', int64(db), (c) => c.notNull())).execute();
  // PostgreSQL tells changes with NOTIFY; the table exists there too so both backends have one schema.
  await db.schema.createTable('change_feed').ifNotExists()
    .addColumn('id', 'integer', rowId(db))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('at', int64(db), (c) => c.notNull()).execute();
}
