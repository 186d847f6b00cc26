/**
 * Where the database as a whole stands, in one read of no table: the same text twice only when
 * nothing was committed in between, by this connection, another one or another process, however it
 * was written (an endpoint, a feed, a direct UPDATE). A value computed from the data after reading
 * it still holds while it stays the same, so an answer kept under it needs no read of its rows.
 *
 * SQLite: the rows this connection's statements changed so far (total_changes(), triggers included)
 * and data_version, which moves when another connection commits. PostgreSQL: the current snapshot
 * (lowest running, next and running transaction ids), which every writing transaction moves when it
 * ends, committed or not. Read it before the data: a change committed between the two reads then
 * shows as another version at the next look, never as the same one.
 */
import { sql } from 'kysely';
import { backendOf, type Db } from './connection';
import { compiledOnce } from './compiled-once';

const sqliteVersion = compiledOnce((db: Db) =>
  db.selectNoFrom([sql<number>`total_changes()`.as('changes'), sql<number>`(SELECT data_version FROM pragma_data_version)`.as('version')]));

const postgresVersion = compiledOnce((db: Db) => db.selectNoFrom(sql<string>`pg_current_snapshot()::text`.as('snapshot')));

export async function dataVersion(db: Db): Promise<string> {
  if (backendOf(db) === 'postgres') return (await postgresVersion(db))[0]!.snapshot;
  const row = (await sqliteVersion(db))[0]!;
  return `${row.changes}.${row.version}`;
}
