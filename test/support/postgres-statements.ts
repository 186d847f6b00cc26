/**
 * Which SQL statements each test file makes PostgreSQL run: the evidence for which files must run on
 * both backends (scripts/postgres-cover.mjs). Off unless SPAREO_PG_STATEMENTS names a folder. Then
 * the clusters start with pg_stat_statements, and before a file's database copy is dropped the
 * statements run in it (normalised by PostgreSQL: constants become $n) are written to the folder,
 * one file per test file, so what spawned servers ran in that copy counts for the file too. Beside it
 * (.own) go the statements the file's test code asked Kysely for itself, told by the stack at the
 * call (statement-callers.ts): a statement PostgreSQL ran more often than that is the product's.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';

export const STATEMENTS_VARIABLE = 'SPAREO_PG_STATEMENTS';

const folder = () => process.env[STATEMENTS_VARIABLE] || undefined;

/** The server settings that make a cluster count statements, when the run records them. */
export function statementSettings(): string {
  return folder() ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.max=20000 -c pg_stat_statements.track=all' : '';
}

/** After the cluster started: the view is read from its maintenance database. */
export function enableStatements(psql: (statement: string) => void): void {
  if (folder()) psql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
}

/** Appends the statements run in the database `name` to the test file's record, then forgets them. */
export function keepStatementsOf(psqlBin: string, maintenanceUrl: string, name: string, testPath: string): void {
  const dir = folder();
  if (!dir) return;
  const select = `SELECT s.calls, regexp_replace(s.query, '\\s+', ' ', 'g') FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = '${name.replace(/'/g, '')}'`;
  const result = spawnSync(psqlBin, ['-X', '-q', '-d', maintenanceUrl, '-c', `COPY (${select}) TO STDOUT`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(`could not read the statements of ${name}: ${result.stderr}\n`);
    return;
  }
  fs.appendFileSync(recordOf(dir, testPath, 'tsv'), `#file\t${testPath}\n${result.stdout}`);
}

/** Writes how often the file's test code itself asked for each statement (statement-callers.ts). */
export function keepOwnStatementsOf(testPath: string, counts: Map<string, number> | undefined): void {
  const dir = folder();
  if (!dir || !counts) return;
  const lines = [...counts].map(([text, calls]) => `${calls}\t${text}\n`).join('');
  fs.appendFileSync(recordOf(dir, testPath, 'own'), `#file\t${testPath}\n${lines}`);
}

/** A test file's record in a recording run's folder: one file per test file and kind of record. */
export function recordOf(dir: string, testPath: string, extension: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const key = crypto.createHash('sha1').update(testPath).digest('hex').slice(0, 12);
  return path.join(dir, `${key}.${extension}`);
}
