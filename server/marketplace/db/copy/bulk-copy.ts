/**
 * The fast way into PostgreSQL for millions of rows: each table streamed from SQLite and written
 * with `COPY … FROM STDIN` (text format) over one pg connection, in foreign-key order, with the
 * target's triggers paused (the derived tables are copied as they are) and its plain indexes
 * dropped (each is built once, sorted, afterwards; the keys that foreign keys rely on stay).
 * Afterwards the identity sequences are set past the copied ids and the statistics refreshed.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from '../connection';
import { advanceIdentities } from '../identities';
import type { CopiedTable } from './tables';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

export interface BulkProgress { table: string; rows: number; tableRows: number; done: number; total: number }

/** One value in COPY's text format: \N for NULL, backslash escapes for the characters it reserves. */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Uint8Array) return `\\\\x${Buffer.from(value).toString('hex')}`;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a column's value here is a string, number, boolean or bigint; objects never reach COPY
  return String(value).replace(/[\\\t\n\r]/g, (ch) => (ch === '\\' ? '\\\\' : ch === '\t' ? '\\t' : ch === '\n' ? '\\n' : '\\r'));
}

async function rowCount(db: Db, table: string): Promise<number> {
  const row = await (db as unknown as AnyDb).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function bulkCopy(source: Db, target: Db, targetUrl: string, tables: CopiedTable[], onProgress: (progress: BulkProgress) => void = () => {}): Promise<void> {
  const counts = new Map<string, number>();
  for (const table of tables) counts.set(table.name, await rowCount(source, table.name));
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  for (const table of tables) {
    if ((await rowCount(target, table.name)) > 0) throw new Error(`the PostgreSQL database already holds rows in ${table.name}: load into an empty, migrated database`);
  }
  const client = new pg.Client({ connectionString: targetUrl });
  await client.connect();
  let done = 0;
  // Indexes that back no constraint (primary keys and unique constraints stay: foreign keys need them).
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(`SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.schemaname = current_schema() AND i.tablename = ANY($1)
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass)
    ORDER BY i.indexname`, [tables.map((t) => t.name)]);
  try {
    for (const index of indexes) await client.query(`DROP INDEX "${index.name}"`);
    for (const table of tables) await client.query(`ALTER TABLE "${table.name}" DISABLE TRIGGER USER`);
    for (const table of tables) {
      const tableRows = counts.get(table.name)!;
      if (tableRows === 0) continue;
      let rows = 0;
      async function* lines(): AsyncGenerator<string> {
        let chunk = '';
        for await (const row of (source as unknown as AnyDb).selectFrom(table.name).select(table.columns).stream(1000)) {
          chunk += `${table.columns.map((column) => copyText(row[column])).join('\t')}\n`;
          rows++;
          if (chunk.length >= 1 << 16) {
            yield chunk;
            chunk = '';
            onProgress({ table: table.name, rows, tableRows, done: done + rows, total });
          }
        }
        if (chunk) yield chunk;
      }
      const columns = table.columns.map((c) => `"${c}"`).join(', ');
      await pipeline(Readable.from(lines()), client.query(copyFrom(`COPY "${table.name}" (${columns}) FROM STDIN`)));
      done += rows;
      onProgress({ table: table.name, rows, tableRows, done, total });
    }
  } finally {
    for (const table of tables) await client.query(`ALTER TABLE "${table.name}" ENABLE TRIGGER USER`).catch(() => {});
    for (const index of indexes) await client.query(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
    await client.end();
  }
  await advanceIdentities(target);
  await sql`ANALYZE`.execute(target);
}
