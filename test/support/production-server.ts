/**
 * The built production server (dist, as `npm start` runs it) as a child process, on a seeded test
 * database it takes over; one process unless env sets WEB_WORKERS. On PostgreSQL it gets the test
 * database's URL and the shared secret every process on a shared database needs.
 */
import path from 'node:path';
import { SERVER_NODE_ARGS, startProcess, type RunningProcess } from '../../scripts/bench/server';
import type { Database } from '../../server/marketplace/db/connection';
import { distDir } from '../../server/paths';
import type { HandedOut } from './seeded-db';

const HANDED_OUT = Symbol.for('spareo.test.databases');
/** 32+ characters, as config.ts asks of CHECK_SECRET. */
export const TEST_CHECK_SECRET = 'production-server-test-check-secret-0123456789';

/** The environment that points a server process at this test database (seeded-db.ts handed it out). */
export function databaseEnv(db: Database): Record<string, string> {
  const record = ((globalThis as { [HANDED_OUT]?: HandedOut[] })[HANDED_OUT] ?? []).find((entry) => entry.db === db);
  if (!record) throw new Error('not a database from test/support/seeded-db.ts');
  return record.backend === 'postgres' ? { DATABASE_URL: record.url!, CHECK_SECRET: TEST_CHECK_SECRET } : { DATABASE_PATH: record.name };
}

export async function startProductionServer(db: Database, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningProcess> {
  const database = databaseEnv(db);
  await db.shut();
  return startProcess({
    script: path.join(distDir, 'server', 'main.js'),
    nodeArgs: [...SERVER_NODE_ARGS, ...nodeArgs],
    env: { NODE_ENV: 'production', SEED_ON_START: 'false', LOG_LEVEL: 'warn', WEB_WORKERS: '1', ...database, ...env },
  });
}
