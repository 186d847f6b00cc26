/**
 * What a copy from SQLite to PostgreSQL moves: every table of the SQLite shop (the migrations'
 * bookkeeping and the full-text index's internal tables aside), its columns, and an order in which
 * each table comes after the tables its foreign keys point to.
 */
import { sql } from 'kysely';
import type { Db } from '../connection';

export interface CopiedTable {
  name: string;
  /** Columns written on the target (generated ones are computed there). */
  columns: string[];
  /** A foreign key to its own table (a category's parent): rows go in parents first. */
  selfReference?: { column: string; references: string };
}

/** Bookkeeping each database keeps for itself. */
const OWN_TABLES = new Set(['migrations', 'kysely_migration', 'kysely_migration_lock']);

/** The shop's tables on SQLite, in foreign-key order, with the columns the PostgreSQL side takes. */
export async function tablesToCopy(source: Db, target: Db): Promise<CopiedTable[]> {
  const { rows: objects } = await sql<{ name: string; sql: string | null }>`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`.execute(source);
  // A virtual table (FTS5) keeps its data in shadow tables named after it: the virtual table is copied, they are not.
  const virtual = objects.filter((o) => /^CREATE VIRTUAL TABLE/i.test(o.sql ?? '')).map((o) => o.name);
  const names = objects.map((o) => o.name).filter((name) => !OWN_TABLES.has(name) && !virtual.some((v) => name.startsWith(`${v}_`)));

  const { rows: targetColumns } = await sql<{ table_name: string; column_name: string; is_generated: string }>`SELECT table_name, column_name, is_generated
    FROM information_schema.columns WHERE table_schema = current_schema()`.execute(target);
  const writable = new Map<string, Set<string>>();
  for (const c of targetColumns) {
    if (!writable.has(c.table_name)) writable.set(c.table_name, new Set());
    if (c.is_generated !== 'ALWAYS') writable.get(c.table_name)!.add(c.column_name);
  }

  const tables = new Map<string, CopiedTable & { dependsOn: Set<string> }>();
  for (const name of names) {
    const targetSide = writable.get(name);
    if (!targetSide) throw new Error(`table ${name} is missing in PostgreSQL: migrate the target first (npm run db:migrate)`);
    const { rows: columns } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name}) ORDER BY cid`.execute(source);
    const lost = columns.filter((c) => !targetSide.has(c.name)).map((c) => c.name);
    if (lost.length) throw new Error(`table ${name}: PostgreSQL has no column ${lost.join(', ')}: migrate the target first`);
    const { rows: keys } = await sql<{ table: string; from: string; to: string | null }>`SELECT "table", "from", "to" FROM pragma_foreign_key_list(${name})`.execute(source);
    const self = keys.find((k) => k.table === name);
    tables.set(name, {
      name,
      columns: columns.map((c) => c.name),
      selfReference: self ? { column: self.from, references: self.to ?? 'id' } : undefined,
      dependsOn: new Set(keys.map((k) => k.table).filter((t) => t !== name && names.includes(t))),
    });
  }
  return foreignKeyOrder(tables);
}

/** Tables after the tables they reference (depth first, alphabetical among equals). */
function foreignKeyOrder(tables: Map<string, CopiedTable & { dependsOn: Set<string> }>): CopiedTable[] {
  const ordered: CopiedTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`foreign keys form a cycle: ${[...path, name].join(' -> ')}`);
    state.set(name, 'visiting');
    const table = tables.get(name)!;
    for (const dependency of [...table.dependsOn].sort()) visit(dependency, [...path, name]);
    state.set(name, 'done');
    ordered.push({ name: table.name, columns: table.columns, selfReference: table.selfReference });
  };
  for (const name of [...tables.keys()].sort()) visit(name, []);
  return ordered;
}
