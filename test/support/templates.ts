/**
 * The template databases of one test run, built once by the backend runner before the test files
 * run: an empty migrated one (createTestApp's default) and the seeded ones (createSeededDatabase).
 * Each test file then copies a template (a file copy on SQLite, CREATE DATABASE … TEMPLATE on
 * PostgreSQL), which takes milliseconds instead of seconds of seeding. The building is in
 * template-builds.ts, for the runner alone: a test file that copies a template loads no seed.
 */
import type { Backend } from '../../server/marketplace/db/connection';
import { postgresUrl } from './postgres-cluster';

/** The default size of a seeded test database. */
export const TEST_ARTICLES = 3000;
/** The seeded templates a run builds: [articles, seed]. Add an entry before asking for another size. */
export const SEEDED_TEMPLATES: ReadonlyArray<readonly [number, number | undefined]> = [[TEST_ARTICLES, undefined]];
/** How the test files find the run's templates (set by the runner, read by seeded-db.ts). */
export const TEMPLATES_VARIABLE = 'SPAREO_TEST_TEMPLATES';

export interface RunTemplates {
  backend: Backend;
  /** SQLite: the folder of the template files and the copies. */
  dir?: string;
  /** PostgreSQL: where the throwaway cluster listens. */
  socketDir?: string;
  user?: string;
  /** Template key ('empty' or '<articles>-<seed>') → file (SQLite) or database name (PostgreSQL). */
  templates: Record<string, string>;
  /** PostgreSQL: template key → why it could not be built (the seed not yet portable, say). */
  failed?: Record<string, string>;
}

export function templateKey(articles: number, seed: number | undefined): string {
  return `${articles}-${seed ?? 'default'}`;
}

export function templatesUrl(run: RunTemplates, database: string): string {
  return postgresUrl(run.user!, run.socketDir!, database);
}

/** The templates the runner built for this run on the backend, if it built any (a run of files that need no database has none). */
export function runTemplatesOf(backend: Backend): RunTemplates | undefined {
  const raw = process.env[`${TEMPLATES_VARIABLE}_${backend.toUpperCase()}`];
  return raw ? (JSON.parse(raw) as RunTemplates) : undefined;
}
