/**
 * Migrates an empty SQLite database synchronously, for test helpers that hand out a ready
 * database without awaiting. Migrations are async (Kysely), so the real migrate() runs once per
 * test process in a child process on a scratch file; its schema, in creation order, is then
 * replayed here. Async code should simply `await migrate(db)`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { Database } from '../../server/marketplace/db/connection';
import { migrations } from '../../server/marketplace/db/migrations/index';

let script: string | null = null;

/**
 * Bundles a TypeScript entry of test/support into a runnable script (kept inside the project, so
 * it finds kysely and pg in node_modules); the caller removes the directory.
 */
export function bundleForChild(entryName: string): { file: string; dir: string } {
  const cache = path.join(__dirname, '..', '..', 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'spareo-child-'));
  const file = path.join(dir, 'entry.js');
  buildSync({ entryPoints: [path.join(__dirname, entryName)], outfile: file, bundle: true, platform: 'node', format: 'cjs', packages: 'external', logLevel: 'error' });
  return { file, dir };
}

/**
 * Bundles several entries (paths as for bundleForChild) in one esbuild run: the code they share is
 * read and parsed once, not once per entry. Each entry's script by its name; the caller removes the directory.
 */
export function bundleManyForChild(entryNames: string[]): { files: Map<string, string>; dir: string } {
  const cache = path.join(__dirname, '..', '..', 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'spareo-child-'));
  const outputs = entryNames.map((entryName, at) => [entryName, `entry-${at}`] as const);
  buildSync({ entryPoints: Object.fromEntries(outputs.map(([entryName, out]) => [out, path.join(__dirname, entryName)])), outdir: dir, bundle: true, platform: 'node', format: 'cjs', packages: 'external', logLevel: 'error' });
  return { files: new Map(outputs.map(([entryName, out]) => [entryName, path.join(dir, `${out}.js`)])), dir };
}

function migratedSchema(): string {
  if (script !== null) return script;
  const { file, dir } = bundleForChild('migrated-schema-dump.ts');
  script = execFileSync(process.execPath, [file], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return script;
}

/** Brings an empty SQLite database to the latest schema; one already up to date is left alone. */
export function migrateNow(db: Database): void {
  const tables = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get() as { n: number };
  if (tables.n) {
    const done = (db.prepare('SELECT count(*) AS n FROM kysely_migration').get() as { n: number }).n;
    if (done === Object.keys(migrations).length) return;
    throw new Error('migrateNow only migrates empty or up-to-date databases: await migrate(db) instead');
  }
  db.exec(`BEGIN IMMEDIATE; ${migratedSchema()}\nCOMMIT;`);
}
