/**
 * The few places where the two backends' DDL differs, each named once, so every migration is one
 * source for SQLite and PostgreSQL. Columns mean the same on both: integers, text, floating point,
 * 0/1 integers for booleans and ISO-8601 text for times.
 */
import { PostgresAdapter, sql, type ColumnDataType, type ColumnDefinitionBuilder, type CreateTableBuilder, type Expression, type Kysely } from 'kysely';

/** Migrations see the database as it is at their point in history, not as db/schema.ts says. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration's tables are those of its point in history, not db/schema.ts's (above)
export type MigrationDb = Kysely<any>;

export function onPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The table's own integer key: SQLite's rowid alias, a PostgreSQL identity (both hand out the next id). */
export function rowId(db: MigrationDb) {
  return (col: ColumnDefinitionBuilder) => (onPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey());
}

/** Floating point (ratings): REAL is 8 bytes on SQLite but 4 on PostgreSQL. */
export function float(db: MigrationDb): ColumnDataType {
  return onPostgres(db) ? 'double precision' : 'real';
}

/** Integers past 2^31 (epoch milliseconds, byte counts): SQLite's INTEGER is 64-bit already. */
export function int64(db: MigrationDb): ColumnDataType {
  return onPostgres(db) ? 'bigint' : 'integer';
}

/** A table keyed by something other than its own integer id: SQLite stores it in the key's order. */
export function keyed<TB extends string, C extends string>(db: MigrationDb, table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C> {
  return onPostgres(db) ? table : table.modifyEnd(sql`without rowid`);
}

/** The current time as ISO-8601 text in UTC with milliseconds, as the application writes it. */
export function nowIso(db: MigrationDb): Expression<string> {
  return onPostgres(db)
    ? sql<string>`(to_char(statement_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql<string>`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/**
 * Normalised part numbers are looked up exactly and by prefix (a range: `>= 'AB' and < 'AB\u{10FFFF}'`).
 * SQLite compares text bytewise, so a plain index serves both; on PostgreSQL the column collates
 * "C" (bytewise) too, so the same range and ORDER BY use its plain btree index whatever the
 * database's locale.
 */
export function partNumber(db: MigrationDb): ColumnDataType | Expression<unknown> {
  return onPostgres(db) ? sql`text collate "C"` : 'text';
}
