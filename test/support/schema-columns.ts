/**
 * Columns three ways, in one shape, so tests can compare them: as db/schema.ts declares them (read
 * with the TypeScript compiler, since types do not exist at run time), as a migrated SQLite file
 * has them, and as a migrated PostgreSQL database has them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import type { Database } from '../../server/marketplace/db/connection';

export interface ColumnShape {
  /** 'number' or 'string'. */
  type: string;
  nullable: boolean;
  /** The database fills it when an insert leaves it out (a default, a row id, an identity). */
  generated: boolean;
}
export type TableShapes = Record<string, Record<string, ColumnShape>>;

export function declaredColumns(file = path.join(__dirname, '..', '..', 'server', 'marketplace', 'db', 'schema.ts')): TableShapes {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const shapes: TableShapes = {};
  for (const member of interfaces.get('Schema')!.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const table = (member.name as ts.Identifier).text;
    const declaration = interfaces.get(member.type.getText(source))!;
    shapes[table] = {};
    for (const column of declaration.members) {
      if (!ts.isPropertySignature(column) || !column.type) continue;
      let text = column.type.getText(source);
      const generated = /^Generated<(.*)>$/.exec(text);
      if (generated) text = generated[1]!;
      const parts = text.split('|').map((p) => p.trim());
      shapes[table][(column.name as ts.Identifier).text] = {
        type: parts.find((p) => p !== 'null')!,
        nullable: parts.includes('null'),
        generated: Boolean(generated),
      };
    }
  }
  return shapes;
}

const sqliteType = (declared: string) => (/INT/i.test(declared) ? 'number' : /REAL|FLOA|DOUB/i.test(declared) ? 'number' : /TEXT|CHAR|CLOB/i.test(declared) ? 'string' : `?${declared}`);

export function sqliteColumns(db: Database): TableShapes {
  const tables = db.prepare(`SELECT name FROM pragma_table_list WHERE schema = 'main' AND type IN ('table', 'virtual')
    AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' AND name <> 'migrations' ORDER BY name`).all() as { name: string }[];
  const shapes: TableShapes = {};
  for (const { name } of tables) {
    const columns = db.prepare('SELECT name, type, "notnull" AS required, dflt_value AS dflt, pk FROM pragma_table_info(?)').all(name) as { name: string; type: string; required: number; dflt: string | null; pk: number }[];
    const rowIdKey = columns.filter((c) => c.pk > 0).length === 1 ? columns.find((c) => c.pk > 0 && c.type.toUpperCase() === 'INTEGER') : undefined;
    shapes[name] = Object.fromEntries(columns.map((c) => [c.name, {
      type: sqliteType(c.type),
      nullable: c.required === 0 && c.pk === 0,
      generated: c.dflt !== null || c === rowIdKey,
      ...(c === rowIdKey ? { rowId: true } : {}),
    }]));
  }
  return shapes;
}

/**
 * SQLite hands out any INTEGER PRIMARY KEY (the rowid); schema.ts calls a key Generated only when
 * PostgreSQL does too (an identity), so a rowid key matches either declaration.
 */
export function alignRowIds(sqlite: TableShapes, declared: TableShapes): TableShapes {
  return Object.fromEntries(Object.entries(sqlite).map(([table, columns]) => [table, Object.fromEntries(Object.entries(columns).map(([name, shape]) => {
    const { rowId, ...rest } = shape as ColumnShape & { rowId?: boolean };
    return [name, rowId ? { ...rest, generated: declared[table]?.[name]?.generated ?? rest.generated } : rest];
  }))]));
}

const postgresType = (type: string, udt: string) => (['integer', 'bigint', 'smallint', 'double precision', 'real', 'numeric'].includes(type) ? 'number'
  : type === 'text' || udt === 'citext' ? 'string' : `?${type}`);

/** PostgreSQL-only search internals that queries never select: left out of the comparison. */
export const POSTGRES_ONLY_COLUMNS = new Set(['search_terms.document', 'search_terms.words']);

export async function postgresColumns(db: Database): Promise<TableShapes> {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string; column_default: string | null; is_identity: string }>`
    SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, is_identity FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely_%' ORDER BY table_name, ordinal_position`.execute(db.kysely);
  const shapes: TableShapes = {};
  for (const row of rows) {
    if (POSTGRES_ONLY_COLUMNS.has(`${row.table_name}.${row.column_name}`)) continue;
    (shapes[row.table_name] ??= {})[row.column_name] = {
      type: postgresType(row.data_type, row.udt_name),
      nullable: row.is_nullable === 'YES',
      generated: row.column_default !== null || row.is_identity === 'YES',
    };
  }
  return shapes;
}
