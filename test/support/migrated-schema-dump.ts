/**
 * Child-process entry of migrate-now.ts: migrates a fresh SQLite file with the real migrations
 * and prints its schema (in creation order) and migration records as one SQL script.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-schema-'));
  const db = openDatabase(path.join(dir, 'schema.db'));
  await migrate(db);
  // FTS5 keeps its index in shadow tables that its own CREATE VIRTUAL TABLE makes again.
  const shadow = new Set((db.prepare("SELECT name FROM pragma_table_list WHERE type = 'shadow'").all() as { name: string }[]).map((r) => r.name));
  const objects = db.prepare("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY rowid").all() as { name: string; sql: string }[];
  const statements = objects.filter((o) => !shadow.has(o.name)).map((o) => `${o.sql};`);
  for (const table of ['kysely_migration', 'kysely_migration_lock']) {
    for (const row of db.prepare(`SELECT * FROM ${table}`).all() as Record<string, string | number>[]) {
      const values = Object.values(row).map((v) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`));
      statements.push(`INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${values.join(', ')});`);
    }
  }
  await db.shut();
  fs.rmSync(dir, { recursive: true, force: true });
  process.stdout.write(statements.join('\n'));
}

void main();
