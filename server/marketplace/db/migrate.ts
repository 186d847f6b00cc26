/** Applies the plain .sql files of migrations/ in name order, each once, recorded in a table. */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../paths';
import { transaction, type Database } from './connection';

export const MIGRATIONS_DIR = path.join(projectRoot, 'server', 'marketplace', 'db', 'migrations');

export function migrate(db: Database, dir = MIGRATIONS_DIR): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set((db.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((r) => r.name));
  const pending = fs.readdirSync(dir).filter((f) => f.endsWith('.sql') && !applied.has(f)).sort();
  for (const name of pending) {
    const sql = fs.readFileSync(path.join(dir, name), 'utf8');
    transaction(db, () => {
      db.exec(sql);
      db.prepare('INSERT INTO migrations (name, applied_at) VALUES (?, ?)').run(name, new Date().toISOString());
    });
  }
  return pending;
}
