/**
 * A rolling restart loses no request: the built server under keep-alive load (autocannon) gets
 * SIGTERM; every request is answered, answers on old sockets say Connection: close, and the
 * process exits 0. Needs `npm run build` (dist/).
 * @backends sqlite: how the server answers kept-alive sockets while it stops is HTTP's; closing the database at a stop runs on both backends in integration/shutdown.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../scripts/bench/server';
import { distDir } from '../../server/paths';
import { databaseEnv } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Up to a minute: a production server starting while other test files run can take a while. */
async function waitUntilReady(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('server did not become ready');
}

/** One kept-alive socket: send a request, read one whole answer (headers and Content-Length body). */
function keptAlive(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  let closed = false;
  socket.on('data', (chunk) => (buffer += chunk.toString('latin1')));
  socket.on('close', () => (closed = true));
  socket.on('error', () => (closed = true));
  return {
    ready: new Promise((resolve) => socket.once('connect', resolve)),
    async get(target: string): Promise<string> {
      buffer = '';
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      for (let i = 0; i < 100; i++) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end >= 0) {
          const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
          if (buffer.length >= end + 4 + length) return buffer;
        }
        if (closed) return buffer;
        await sleep(20);
      }
      return buffer;
    },
    get closed() {
      return closed;
    },
    destroy: () => socket.destroy(),
  };
}

test('SIGTERM under keep-alive load: 0 failed requests, Connection: close on old sockets, exit 0', async () => {
  const db = createSeededDatabase();
  const database = databaseEnv(db);
  await db.shut();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(distDir, 'server', 'main.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...database, SEED_ON_START: 'false', LOG_LEVEL: 'silent', SHUTDOWN_TIMEOUT_S: '5' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(base);

  // An idle kept-alive socket, as a browser or a proxy holds one.
  const idle = keptAlive(port);
  await idle.ready;
  expect(await idle.get('/healthz')).toMatch(/^HTTP\/1\.1 200/);

  const load = autocannon({ url: `${base}/Warenkorb`, connections: 8, duration: 2.5, pipelining: 1 });
  let signalled = 0;
  setTimeout(() => {
    signalled = Date.now();
    child.kill('SIGTERM');
  }, 800);
  // The server has taken the signal once it says it is no longer ready.
  await waitFor('the signal to be taken', async () => signalled > 0 && (await fetch(`${base}/readyz`).then((r) => r.status, () => 0)) === 503, 10_000, 50);
  // The idle socket is used again after the signal: answered, and told to close.
  const late = await idle.get('/healthz');
  expect(late).toMatch(/^HTTP\/1\.1 200/);
  expect(late).toMatch(/\r\nconnection: close\r\n/i);
  const readyz = await fetch(`${base}/readyz`);
  expect(readyz.status).toBe(503);

  const result = await load;
  expect(signalled).toBeGreaterThan(0);
  expect(result.requests.total).toBeGreaterThan(50);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  idle.destroy();
  expect(await exited).toBe(0);
});
