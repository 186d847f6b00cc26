/**
 * Moves a SQLite shop into an empty, migrated PostgreSQL database: table by table in foreign-key
 * order, rows streamed from SQLite and written in multi-row batches (each batch one statement, so
 * one transaction). The target's own triggers are paused meanwhile: the derived tables they keep
 * (listings, counts) are copied as they are, not rebuilt row by row. Afterwards every identity
 * sequence is set past the copied ids and the planner's statistics are refreshed.
 */
import { sql, type Kysely } from 'kysely';
import type { Db } from '../connection';
import type { Schema } from '../schema';
import { RowWriter, type Cell } from '../batches';
import { advanceIdentities } from '../identities';
import { tablesToCopy, type CopiedTable } from './tables';

export interface CopyProgress {
  table: string;
  rows: number;
  /** Rows the table holds on SQLite. */
  total: number;
}

/** Any table, any column: the copy walks tables it discovers, not the typed schema. */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

async function count(db: Db, table: string): Promise<number> {
  const row = await (db as unknown as AnyDb).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function copyDatabase(source: Db, target: Db, onProgress: (progress: CopyProgress) => void = () => {}): Promise<CopiedTable[]> {
  const tables = await tablesToCopy(source, target);
  for (const table of tables) {
    if ((await count(target, table.name)) > 0) throw new Error(`the PostgreSQL database already holds rows in ${table.name}: copy into an empty, migrated database`);
  }
  for (const table of tables) await sql`ALTER TABLE ${sql.table(table.name)} DISABLE TRIGGER USER`.execute(target);
  try {
    for (const table of tables) await copyTable(source, target, table, onProgress);
  } finally {
    for (const table of tables) await sql`ALTER TABLE ${sql.table(table.name)} ENABLE TRIGGER USER`.execute(target);
  }
  await advanceIdentities(target);
  await sql`ANALYZE`.execute(target);
  return tables;
}

async function copyTable(source: Db, target: Db, table: CopiedTable, onProgress: (progress: CopyProgress) => void): Promise<void> {
  const total = await count(source, table.name);
  const writer = new RowWriter(target, table.name as keyof Schema, table.columns as never[]);
  const query = (source as unknown as AnyDb).selectFrom(table.name).select(table.columns);
  const rows: AsyncIterable<Record<string, unknown>> | Record<string, unknown>[] = table.selfReference ? parentsFirst(await query.execute(), table.selfReference) : query.stream(1000);
  let done = 0;
  for await (const row of rows) {
    writer.add(...table.columns.map((column) => row[column] as Cell));
    if (++done % 10_000 === 0) {
      await writer.drain();
      onProgress({ table: table.name, rows: done, total });
    }
  }
  await writer.flush();
  onProgress({ table: table.name, rows: done, total });
}

/** Rows of a table that references itself, each after the row it points to. */
function parentsFirst(rows: Record<string, unknown>[], reference: { column: string; references: string }): Record<string, unknown>[] {
  const byKey = new Map(rows.map((row) => [row[reference.references], row]));
  const placed = new Set<Record<string, unknown>>();
  const ordered: Record<string, unknown>[] = [];
  for (const row of rows) {
    const chain: Record<string, unknown>[] = [];
    for (let at: Record<string, unknown> | undefined = row; at && !placed.has(at) && !chain.includes(at); at = byKey.get(at[reference.column])) chain.push(at);
    for (const link of chain.reverse()) {
      placed.add(link);
      ordered.push(link);
    }
  }
  return ordered;
}
