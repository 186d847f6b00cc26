/**
 * A fresh, migrated and SMALL seeded database for tests. The template is built once per process
 * (per size and seed) and copied, so each test file gets its own writable copy in milliseconds.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { projectRoot } from '../../server/paths';

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
  seedFile(file, articles, seed);
  templates.set(key, file);
  return file;
}

/**
 * The seed is asynchronous; the seed command runs it in a child process, so this helper stays
 * synchronous. It migrates, seeds and folds the WAL into the main file, so a plain copy carries everything.
 */
function seedFile(file: string, articles: number, seed: number | undefined): void {
  const bundle = path.join(dir, 'seed.js');
  if (!fs.existsSync(bundle)) {
    buildSync({ entryPoints: [path.join(projectRoot, 'scripts', 'seed.ts')], outfile: bundle, bundle: true, platform: 'node', format: 'cjs', packages: 'external', logLevel: 'warning' });
  }
  execFileSync(process.execPath, [bundle, '--db', file, '--articles', String(articles), ...(seed === undefined ? [] : ['--seed', String(seed)])], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_PATH: path.join(projectRoot, 'node_modules') },
  });
}

/** Returns an open database on a private copy of the seeded template. */
export function createSeededDatabase(options: SeededDatabaseOptions = {}): Database {
  const source = template(options.articles ?? TEST_ARTICLES, options.seed);
  const file = path.join(dir, `copy-${process.pid}-${++copies}.db`);
  fs.copyFileSync(source, file);
  return openDatabase(file);
}

process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
