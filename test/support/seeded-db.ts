/**
 * A fresh, migrated and SMALL seeded database for tests, on the backend of the jest project that
 * runs the file (sqlite or postgres, see jest.config.js). The runner built the templates once for
 * the whole run (templates.ts); each call copies one, so each test file gets its own writable
 * database in milliseconds. Synchronous on purpose: test files open their database at module level.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Backend, type Database } from '../../server/marketplace/db/connection';
import { psqlSync } from './postgres-cluster';
import { recordRawAccess } from './raw-access';
import { runTemplatesOf, TEST_ARTICLES, templateKey, templatesUrl, type RunTemplates } from './templates';

export { TEST_ARTICLES };

export interface SeededDatabaseOptions {
  articles?: number;
  seed?: number;
  /** Another backend than the file's project's: a file that runs its scenarios on both asks for each. */
  backend?: Backend;
}

/** A database handed out in this test file, closed and removed by the test environment's teardown. */
export interface HandedOut {
  db: Database;
  backend: Backend;
  /** The SQLite file or the PostgreSQL database's name. */
  name: string;
  /** postgres:// URL of the database (PostgreSQL only). */
  url?: string;
}

const HANDED_OUT = Symbol.for('spareo.test.databases');

/** The backend of the jest project running this file (its `globals`); SQLite outside a project. */
export function testBackend(): Backend {
  return (globalThis as { SPAREO_TEST_BACKEND?: Backend }).SPAREO_TEST_BACKEND ?? 'sqlite';
}

function runTemplates(backend: Backend): RunTemplates {
  const run = runTemplatesOf(backend);
  if (!run) throw new Error(`no ${backend} test templates: run the tests through jest.config.js (its runner builds them)`);
  return run;
}

function handedOut(): HandedOut[] {
  const holder = globalThis as { [HANDED_OUT]?: HandedOut[] };
  return (holder[HANDED_OUT] ??= []);
}

let copies = 0;

function copyOf(key: string, backend: Backend): Database {
  const run = runTemplates(backend);
  const template = run.templates[key];
  if (!template) throw new Error(`no test template '${key}': add it to SEEDED_TEMPLATES in test/support/templates.ts`);
  const name = `copy_${process.pid}_${Date.now().toString(36)}_${++copies}`;
  if (run.backend === 'postgres') {
    // FILE_COPY copies the template's files: faster than WAL-logging every block of it.
    psqlSync(templatesUrl(run, 'postgres'), `CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY`);
    const url = templatesUrl(run, name);
    const db = openDatabase(url);
    recordRawAccess(db);
    handedOut().push({ db, backend: 'postgres', name, url });
    return db;
  }
  const file = path.join(run.dir!, `${name}.db`);
  fs.copyFileSync(template, file);
  const db = openDatabase(file);
  handedOut().push({ db, backend: 'sqlite', name: file });
  return db;
}

/** Returns an open database on a private copy of the seeded template. */
export function createSeededDatabase(options: SeededDatabaseOptions = {}): Database {
  return copyOf(templateKey(options.articles ?? TEST_ARTICLES, options.seed), options.backend ?? testBackend());
}

/** Where a database handed out in this file lives (SQLite file or postgres:// URL), for a script to open it too. */
export function locationOf(db: Database): string {
  const entry = handedOut().find((one) => one.db === db);
  if (!entry) throw new Error('not a database handed out in this test file');
  return entry.url ?? entry.name;
}

/** Returns an open, migrated database with no rows. */
export function createEmptyDatabase(): Database {
  return copyOf('empty', testBackend());
}

/** The id of the category titled so in German (the lowest, where two share a title). */
export async function categoryTitled(db: Database, title: string): Promise<number> {
  return (await db.kysely.selectFrom('category_texts').select('category_id').where('lang_no', '=', 1).where('title', '=', title).orderBy('category_id').executeTakeFirstOrThrow()).category_id;
}
