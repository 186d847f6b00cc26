/**
 * Graceful shutdown: on SIGTERM the server stops accepting connections, finishes the
 * request in flight, closes the database and exits 0 within its bound.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../../scripts/bench/server';
import { distDir } from '../../server/shared/paths';
import { databaseEnv } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { refused, waitFor } from '../support/wait-for';

jest.setTimeout(60_000);

async function waitUntilReady(base: string): Promise<void> {
  await waitFor('the server to be ready', () => fetch(`${base}/readyz`).then((answer) => answer.ok, () => false), 20_000, 100);
}

/** A whole request on a connection of its own: the answer, once the server closed it. */
function answeredAlone(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.once('close', () => resolve(answer));
    socket.once('error', reject);
  });
}

test('SIGTERM: the request in flight is answered, new connections are refused, exit code 0', async () => {
  const db = createSeededDatabase();
  const database = databaseEnv(db);
  await db.shut();
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(distDir, 'server', 'processes', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...database, SEED_ON_START: 'false', LOG_LEVEL: 'silent', SHUTDOWN_TIMEOUT_S: '5', SHUTDOWN_DRAIN_MS: '0' },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitUntilReady(`http://127.0.0.1:${port}`);

  // A request whose headers are not complete yet is in flight when the signal arrives.
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  // The server has read those first lines once a request sent after them is answered.
  expect(await answeredAlone(port)).toMatch(/^HTTP\/1\.1 200/);
  const started = Date.now();
  child.kill('SIGTERM');
  await waitFor('the listener to close', () => refused(port));

  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  socket.end('Connection: close\r\n\r\n');
  await new Promise((resolve) => socket.once('close', resolve));
  expect(answer).toMatch(/^HTTP\/1\.1 200/);
  expect(answer).toContain('"status":"ok"');

  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(5_000);
});
