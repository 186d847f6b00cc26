/** The built production server (dist, as `npm start` runs it) as a child process, on a seeded test database it takes over; one process unless env sets WEB_WORKERS. */
import path from 'node:path';
import { SERVER_NODE_ARGS, startProcess, type RunningProcess } from '../../scripts/bench/server';
import type { Database } from '../../server/marketplace/db/connection';
import { distDir } from '../../server/paths';

export async function startProductionServer(db: Database, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<RunningProcess> {
  const file = db.location()!;
  db.close();
  return startProcess({
    script: path.join(distDir, 'server', 'main.js'),
    nodeArgs: [...SERVER_NODE_ARGS, ...nodeArgs],
    env: { NODE_ENV: 'production', DATABASE_PATH: file, SEED_ON_START: 'false', LOG_LEVEL: 'warn', WEB_WORKERS: '1', ...env },
  });
}
