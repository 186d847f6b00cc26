/**
 * The log as support staff tail it from the running server: lines reach standard output in blocks
 * (server/shared/logger.ts), yet a request on a quiet shop has its line there within a second or so, and the
 * lines of the requests just before a stop are written before the processes exit.
 * @backends sqlite: how the log reaches standard output and is flushed at a stop is the same on either backend.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_ARGS, startProcess } from '../../scripts/bench/server';
import { distDir } from '../../server/shared/paths';
import { databaseEnv } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';

jest.setTimeout(120_000);

const logFile = path.join(os.tmpdir(), `spareo-process-log-${process.pid}.jsonl`);
afterAll(() => fs.rmSync(logFile, { force: true }));

const linesOf = (id: string) => fs.readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes(`"id":"${id}"`));

test('a quiet shop writes a request\'s line within two seconds, and the last requests\' lines survive the stop', async () => {
  const db = createSeededDatabase();
  const database = databaseEnv(db);
  await db.shut();
  const server = await startProcess({
    script: path.join(distDir, 'server', 'processes', 'main.js'),
    nodeArgs: SERVER_NODE_ARGS,
    env: { NODE_ENV: 'production', SEED_ON_START: 'false', LOG_LEVEL: 'info', WEB_WORKERS: '2', ...database },
    logFile,
  });
  const burst: string[] = [];
  try {
    const quiet = (await fetch(`${server.base}/Impressum`)).headers.get('x-request-id')!;
    await waitFor('the request line', () => linesOf(quiet).length > 0, 5000, 50);
    expect(linesOf(quiet)).toHaveLength(1);

    // Stored pages from the door and rendered ones, then the stop at once.
    for (let i = 0; i < 20; i++) burst.push((await fetch(`${server.base}/${i % 2 ? 'Impressum' : 'Warenkorb'}`)).headers.get('x-request-id')!);
  } finally {
    await server.stop();
  }
  for (const id of burst) expect(linesOf(id)).toHaveLength(1);
});
