/**
 * Raw SQLite calls made on a PostgreSQL test database (db.prepare/exec/location): seeded-db.ts
 * records where each came from, the test environment writes them down per test file, and the
 * backend runner reads them to tell "failed because code is not converted yet" from a real failure.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../server/marketplace/db/connection';
import { projectRoot } from '../../server/shared/paths';

/** The folder the runner gives the files of a PostgreSQL run for their records. */
export const RAW_ACCESS_VARIABLE = 'SPAREO_TEST_RAW_ACCESS_DIR';
export const RAW_ACCESS = Symbol.for('spareo.test.rawAccess');

function recordFile(testPath: string): string | undefined {
  const dir = process.env[RAW_ACCESS_VARIABLE];
  return dir ? path.join(dir, `${createHash('sha1').update(testPath).digest('hex')}.json`) : undefined;
}

/** The first project frame of the stack that is not test support or the connection module. */
function callerOf(stack: string): string {
  for (const line of stack.split('\n').slice(1)) {
    const match = /\(?([^\s()]+):(\d+):\d+\)?$/.exec(line.trim());
    if (!match) continue;
    const file = match[1]!.replace(/^file:\/\//, '');
    if (!file.startsWith(projectRoot) || file.includes('node_modules')) continue;
    const relative = path.relative(projectRoot, file);
    if (relative.startsWith(path.join('test', 'support')) || relative.endsWith(path.join('db', 'connection.ts'))) continue;
    return `${relative}:${match[2]}`;
  }
  return 'an unknown place';
}

/** Makes raw calls on a PostgreSQL handle record their caller before they throw as before. */
export function recordRawAccess(db: Database): void {
  for (const method of ['prepare', 'exec', 'location'] as const) {
    Object.defineProperty(db, method, {
      configurable: true,
      value: () => {
        const error = new Error(`raw SQLite access on a PostgreSQL database (${method}): write this query with db.kysely`);
        const holder = globalThis as { [RAW_ACCESS]?: string[] };
        (holder[RAW_ACCESS] ??= []).push(`${method}() in ${callerOf(error.stack ?? '')}`);
        throw error;
      },
    });
  }
}

/** Called by the test environment after a file: keeps its records for the runner. */
export function saveRawAccess(testPath: string, records: string[]): void {
  const file = recordFile(testPath);
  if (file && records.length > 0) fs.writeFileSync(file, JSON.stringify([...new Set(records)]));
}

export function rawAccessRecorded(testPath: string): string[] {
  const file = recordFile(testPath);
  return file && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
}
