/**
 * PostgreSQL hands out ids from a sequence per identity column, and rows written with their ids
 * (the seed's, a copied shop's, the loader's) do not move it: the next row without an id would
 * get 1 and collide. Sets every sequence past the largest id in its table. SQLite needs nothing.
 */
import { sql } from 'kysely';
import { backendOf, type Db } from './connection';

export async function advanceIdentities(db: Db): Promise<void> {
  if (backendOf(db) !== 'postgres') return;
  const { rows } = await sql<{ table_name: string; column_name: string }>`SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND (is_identity = 'YES' OR column_default LIKE 'nextval(%') ORDER BY table_name`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`SELECT setval(pg_get_serial_sequence(${sql.lit(`"${table}"`)}, ${sql.lit(column)}),
      coalesce((SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
