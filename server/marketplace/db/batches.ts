/**
 * Multi-row inserts in batches, for the seed, the copy and the loaders. A batch holds as many rows
 * as the backend takes bind parameters in one statement (SQLite 32,766, PostgreSQL 65,535). The
 * statement of a full batch is built by Kysely once and run again with the next rows' values, so a
 * million rows cost a million value copies, not a million query compilations.
 */
import type { CompiledQuery } from 'kysely';
import { backendOf, type Db } from './connection';
import type { Schema } from './schema';

export const MAX_PARAMETERS = { sqlite: 32_766, postgres: 65_535 } as const;

type Table = Extract<keyof Schema, string>;
type Column<T extends Table> = keyof Schema[T] & string;
export type Cell = string | number | null;

export interface RowWriterOptions {
  /** Rows already there (same primary or unique key) are left as they are. */
  ignoreDuplicates?: boolean;
  /** Cap on rows per statement, below the parameter limit. */
  maxRows?: number;
}

/** Rows per batch for this many columns on this database. */
export function batchRows(db: Db, columns: number, maxRows = 5000): number {
  return Math.max(1, Math.min(maxRows, Math.floor(MAX_PARAMETERS[backendOf(db)] / columns)));
}

/**
 * Collects rows for one table (values in the order of `columns`) and writes them in full batches.
 * `add` only buffers; callers await `drain` now and then (full batches only, so every statement
 * but the last has the same text) and `flush` once at the end.
 */
export class RowWriter<T extends Table> {
  private values: Cell[] = [];
  private readonly perBatch: number;
  private readonly compiled = new Map<number, CompiledQuery>();
  written = 0;

  constructor(
    private readonly db: Db,
    private readonly table: T,
    private readonly columns: readonly Column<T>[],
    private readonly options: RowWriterOptions = {},
  ) {
    this.perBatch = batchRows(db, columns.length, options.maxRows);
  }

  add(...row: Cell[]): void {
    for (const value of row) this.values.push(value);
  }

  get pending(): number {
    return this.values.length / this.columns.length;
  }

  /** Writes the full batches buffered so far; the rest waits for more rows or `flush`. */
  async drain(db: Db = this.db): Promise<void> {
    const size = this.perBatch * this.columns.length;
    if (this.values.length < size) return;
    const full = this.values.length - (this.values.length % size);
    const values = this.values;
    this.values = values.slice(full);
    await this.write(db, values, full);
  }

  /** Writes every buffered row. */
  async flush(db: Db = this.db): Promise<void> {
    const values = this.values;
    this.values = [];
    await this.write(db, values, values.length);
  }

  private async write(db: Db, values: Cell[], end: number): Promise<void> {
    const width = this.columns.length;
    for (let start = 0; start < end; start += this.perBatch * width) {
      const chunk = values.slice(start, Math.min(end, start + this.perBatch * width));
      await db.executeQuery({ ...this.statement(db, chunk.length / width), parameters: chunk });
      this.written += chunk.length / width;
    }
  }

  /** The INSERT for n rows, built once per size (all but the last batch share one). */
  private statement(db: Db, rows: number): CompiledQuery {
    let query = this.compiled.get(rows);
    if (!query) {
      const row = Object.fromEntries(this.columns.map((c) => [c, null]));
      const insert = db.insertInto(this.table).values(Array.from({ length: rows }, () => row) as never);
      query = (this.options.ignoreDuplicates ? insert.onConflict((oc) => oc.doNothing()) : insert).compile();
      this.compiled.set(rows, query);
    }
    return query;
  }
}

/** Writes rows (objects with the same keys) to a table in batches: for the small seed steps. */
export async function insertRows<T extends Table>(db: Db, table: T, columns: readonly Column<T>[], rows: Cell[][], options: RowWriterOptions = {}): Promise<number> {
  const writer = new RowWriter(db, table, columns, options);
  for (const row of rows) writer.add(...row);
  await writer.flush();
  return writer.written;
}
