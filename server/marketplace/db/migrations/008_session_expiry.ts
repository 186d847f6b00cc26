/**
 * Sessions expire (idle and absolute limits, server/marketplace/session/expiry.ts) and are purged:
 * indexes for the purge. The secret signs session ids handed out before anything is stored, so
 * such an id can be stored later without trusting ids a client made up; every instance on this
 * database shares it.
 */
import { sql } from 'kysely';
import { keyed, onPostgres, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.createIndex('sessions_last_seen').on('sessions').column('last_seen_at').execute();
  await s.createIndex('sessions_created').on('sessions').column('created_at').execute();
  await s.createTable('session_secret').addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('secret', 'text', (c) => c.notNull()).execute();

  // An ended or expired session's id never comes back (a handed-out id would otherwise be valid
  // again once its row is gone); kept as long as a handed-out id can live.
  await keyed(db, s.createTable('retired_sessions').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('retired_at', 'text', (c) => c.notNull())).execute();
  if (onPostgres(db)) {
    await sql`CREATE FUNCTION sessions_retire() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO retired_sessions (id, retired_at) VALUES (OLD.id, to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        ON CONFLICT (id) DO NOTHING;
      RETURN NULL;
    END $$`.execute(db);
    await sql`CREATE TRIGGER sessions_retire AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION sessions_retire()`.execute(db);
  } else {
    await sql`CREATE TRIGGER sessions_retire AFTER DELETE ON sessions BEGIN
      INSERT OR IGNORE INTO retired_sessions (id, retired_at) VALUES (old.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
    END`.execute(db);
  }
}
