/**
 * Copies tables of a SQLite database into a migrated PostgreSQL one, row for row, for tests that
 * compare the backends on the same data. Foreign keys and triggers are off while copying (the
 * rows are consistent already); derived tables are copied like any other.
 */
import { sql } from 'kysely';
import type { Database } from '../../server/marketplace/db/connection';
import type { Schema } from '../../server/marketplace/db/schema';

const BATCH_PARAMETERS = 30_000;

export async function copyTables(from: Database, to: Database, tables: (keyof Schema)[]): Promise<void> {
  await to.kysely.transaction().execute(async (tx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(tx);
    for (const table of tables) {
      const rows = await from.kysely.selectFrom(table).selectAll().execute() as Record<string, unknown>[];
      if (!rows.length) continue;
      const batch = Math.max(1, Math.floor(BATCH_PARAMETERS / Object.keys(rows[0]!).length));
      for (let i = 0; i < rows.length; i += batch) await tx.insertInto(table).values(rows.slice(i, i + batch) as never).execute();
    }
  });
  // Copied ids do not advance identities; the next insert must not reuse one.
  const { rows: identities } = await sql<{ table: string; column: string }>`SELECT table_name AS "table", column_name AS "column"
    FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(to.kysely);
  for (const { table, column } of identities) {
    if (!(tables as string[]).includes(table)) continue;
    await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), coalesce((SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}), 0) + 1, false)`.execute(to.kysely);
  }
}
