/**
 * The built production server (dist, as `npm start` runs it) as a child process, on a seeded test
 * database it takes over (database-location.ts); one process unless env sets WEB_WORKERS.
 */
import path from 'node:path';
import { SERVER_NODE_ARGS, startProcess, type RunningProcess } from '../../scripts/bench/server';
import type { Database } from '../../server/marketplace/db/connection';
import { distDir } from '../../server/shared/paths';
import { databaseEnv } from './database-location';

export async function startProductionServer(db: Database, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningProcess> {
  const database = databaseEnv(db);
  await db.shut();
  return startProcess({
    script: path.join(distDir, 'server', 'processes', 'main.js'),
    nodeArgs: [...SERVER_NODE_ARGS, ...nodeArgs],
    env: { NODE_ENV: 'production', SEED_ON_START: 'false', LOG_LEVEL: 'warn', WEB_WORKERS: '1', ...database, ...env },
  });
}
