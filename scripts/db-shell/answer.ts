/**
 * What `npm run db:shell` answers to one line of input: a statement's rows as tab-separated text
 * under their column names, the number of rows a change touched, or one of a few dot commands as
 * the sqlite3 shell has them (.tables, .schema [name]). It reads the shop's file with the SQLite the
 * project's Node carries: a distribution's older sqlite3 cannot parse every trigger of the schema.
 */
import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';

const cell = (value: SQLOutputValue) => (value === null ? 'NULL' : value instanceof Uint8Array ? `<${value.byteLength} bytes>` : String(value).replace(/[\t\n]/g, ' '));

export function answer(db: DatabaseSync, input: string): string {
  const line = input.trim().replace(/;\s*$/, '');
  if (!line) return '';
  if (line === '.tables') {
    const rows = db.prepare("SELECT name FROM sqlite_schema WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
    return rows.map((row) => String(row.name)).join('\n');
  }
  const schema = /^\.schema(?:\s+(\S+))?$/.exec(line);
  if (schema) {
    const rows = schema[1]
      ? db.prepare('SELECT sql FROM sqlite_schema WHERE (name = ? OR tbl_name = ?) AND sql IS NOT NULL ORDER BY type DESC, name').all(schema[1], schema[1])
      : db.prepare("SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY tbl_name, type DESC, name").all();
    return rows.map((row) => `${String(row.sql)};`).join('\n');
  }
  if (line.startsWith('.')) return `unknown command ${line.split(/\s/)[0]}: .tables, .schema [name] or a statement`;
  const statement = db.prepare(line);
  if (statement.columns().length === 0) return `${Number(statement.run().changes)} rows changed`;
  const names = statement.columns().map((column) => column.name);
  const rows = statement.all().map((row) => names.map((name) => cell(row[name] ?? null)).join('\t'));
  return [names.join('\t'), ...rows].join('\n');
}
