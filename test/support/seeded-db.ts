/**
 * A fresh, migrated and SMALL seeded database for tests. The template is built once per process
 * (per size and seed) and copied, so each test file gets its own writable copy in milliseconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrateNow } from './migrate-now';
import { seedDatabase } from '../../server/marketplace/db/seed/index';

export interface SeededDatabaseOptions {
  articles?: number;
  seed?: number;
}

export const TEST_ARTICLES = 3000;
const templates = new Map<string, string>();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-test-db-'));
let copies = 0;

function template(articles: number, seed: number | undefined): string {
  const key = `${articles}-${seed ?? 'default'}`;
  const existing = templates.get(key);
  if (existing) return existing;
  const file = path.join(dir, `template-${key}.db`);
  const db = openDatabase(file);
  migrateNow(db);
  seedDatabase(db, { articles, seed });
  // Fold the WAL into the main file so a plain copy carries everything.
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  templates.set(key, file);
  return file;
}

/** Returns an open database on a private copy of the seeded template. */
export function createSeededDatabase(options: SeededDatabaseOptions = {}): Database {
  const source = template(options.articles ?? TEST_ARTICLES, options.seed);
  const file = path.join(dir, `copy-${process.pid}-${++copies}.db`);
  fs.copyFileSync(source, file);
  return openDatabase(file);
}

process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
