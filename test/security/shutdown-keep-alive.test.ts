/**
 * A rolling restart loses no request: the built server under keep-alive load gets SIGTERM; every
 * request sent on a connection it had is answered, each answer from then on says Connection: close,
 * a new connection is refused (never sent: a load balancer sends it elsewhere), and the process
 * exits 0. Needs `npm run build` (dist/).
 * @backends sqlite: how the server answers kept-alive sockets while it stops is HTTP's; closing the database at a stop runs on both backends in integration/shutdown.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import http from 'node:http';
import { freePort } from '../../scripts/bench/server';
import { distDir } from '../../server/shared/paths';
import { databaseEnv } from '../support/database-location';
import { keptAliveSocket } from '../support/kept-alive-socket';
import { createSeededDatabase } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';

jest.setTimeout(120_000);

/** Up to a minute: a production server starting while other test files run can take a while. */
async function waitUntilReady(base: string): Promise<void> {
  await waitFor('the server to be ready', () => fetch(`${base}/readyz`).then((answer) => answer.ok, () => false), 60_000, 100);
}

test('SIGTERM under keep-alive load: no request sent is lost, new connections refused, Connection: close on old sockets, exit 0', async () => {
  const db = createSeededDatabase();
  const database = databaseEnv(db);
  await db.shut();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(distDir, 'server', 'processes', 'main.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...database, SEED_ON_START: 'false', LOG_LEVEL: 'silent', SHUTDOWN_TIMEOUT_S: '5', WEB_WORKERS: '1' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(base);

  // Idle kept-alive sockets, as a proxy holds them.
  const idle = keptAliveSocket(port);
  const asksReadiness = keptAliveSocket(port);
  await Promise.all([idle.opened, asksReadiness.opened]);
  expect(await idle.get('/healthz')).toMatch(/^HTTP\/1\.1 200/);
  expect(await asksReadiness.get('/healthz')).toMatch(/^HTTP\/1\.1 200/);

  // Eight clients on kept-alive connections, one request at a time each, until the process is gone.
  // A refused connection was never sent; any other error, or an answer other than 200, is a lost request.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const outcome = { answered: 0, refused: 0, lost: [] as string[] };
  let gone = false;
  void exited.then(() => (gone = true));
  const client = async () => {
    while (!gone) {
      const result = await new Promise<string>((resolve) => {
        http.get(`${base}/Warenkorb`, { agent }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve(String(answer.statusCode)));
        }).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      if (result === '200') outcome.answered++;
      else if (result === 'ECONNREFUSED') {
        // The listener is closed: every new connection is refused alike until the process is gone.
        outcome.refused++;
        await exited;
      } else outcome.lost.push(result);
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, client));
  // Under way: each socket answered about twice, so kept alive and used again (at the pace of the machine).
  await waitFor('sixteen answers', () => outcome.answered >= 16, 60_000, 10);
  child.kill('SIGTERM');
  // Draining once readiness says so (an answer that closes its socket).
  let readiness = '';
  await waitFor('readiness to answer 503', async () => /^HTTP\/1\.1 503/.test(readiness = await asksReadiness.get('/readyz')), 10_000, 0);
  expect(readiness).toMatch(/\r\nconnection: close\r\n/i);
  // A new connection is refused.
  const connecting = net.connect(port, '127.0.0.1');
  expect(await new Promise((resolve) => {
    connecting.once('connect', () => resolve('connected'));
    connecting.once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
  })).toBe('ECONNREFUSED');
  connecting.destroy();
  // The idle socket, left alone so far, is used again: answered, and told to close.
  expect(idle.closed).toBe(false);
  const late = await idle.get('/healthz');
  expect(late).toMatch(/^HTTP\/1\.1 200/);
  expect(late).toMatch(/\r\nconnection: close\r\n/i);

  await load;
  agent.destroy();
  expect(outcome.refused).toBeGreaterThan(0);
  expect(outcome.lost).toEqual([]);
  idle.destroy();
  asksReadiness.destroy();
  expect(await exited).toBe(0);
});

/** The processes this one started (Linux: /proc names a process's children). */
function childrenOf(pid: number): number[] {
  return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** A GET on a new connection: its status, the error's code, or 'no answer' after `ms`. */
function getOnNewConnection(base: string, ms: number): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(`${base}/healthz`, { agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(String(answer.statusCode)));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.setTimeout(ms, () => {
      resolve('no answer');
      request.destroy();
    });
  });
}

// A web worker listens on a socket of its own: a stopping worker refuses new connections by itself.
// Through the primary's socket, the connections the primary accepted before it heard of the stop,
// or had queued for the worker, were reset: 8 of 8 clients that reconnected at the signal, under load.
(process.platform === 'linux' ? test : test.skip)('a cluster worker serves and stops on its own listening socket, whatever its primary is doing', async () => {
  const db = createSeededDatabase();
  const database = databaseEnv(db);
  await db.shut();
  const port = await freePort();
  const primary = spawn(process.execPath, [path.join(distDir, 'server', 'processes', 'main.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...database, SEED_ON_START: 'false', LOG_LEVEL: 'silent', SHUTDOWN_TIMEOUT_S: '5', SHUTDOWN_DRAIN_MS: '200', WEB_WORKERS: '1' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(base);
  const [worker] = childrenOf(primary.pid!);
  expect(worker).toBeGreaterThan(0);

  // The primary does nothing (stopped): the worker still accepts and answers.
  process.kill(primary.pid!, 'SIGSTOP');
  try {
    expect(await getOnNewConnection(base, 10_000)).toBe('200');
    // The worker stops: a new connection is soon refused, not accepted by the primary to be reset later.
    process.kill(worker!, 'SIGTERM');
    const outcomes = new Set<string>();
    await waitFor('a new connection to be refused', async () => {
      const outcome = await getOnNewConnection(base, 10_000);
      outcomes.add(outcome);
      return outcome === 'ECONNREFUSED';
    }, 30_000, 0);
    expect([...outcomes].filter((outcome) => outcome !== '200' && outcome !== 'ECONNREFUSED')).toEqual([]);
  } finally {
    process.kill(primary.pid!, 'SIGCONT');
  }
  primary.kill('SIGTERM');
  expect(await exited).toBe(0);
});
