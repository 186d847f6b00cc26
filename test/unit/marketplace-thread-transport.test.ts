/**
 * The web tier's side of the marketplace thread, against a small stand-in thread speaking the same
 * messages: answers find their callers, a dying thread fails only the calls it held and is
 * replaced, and the thread shares the process's check-header secret.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getCheckSecret } from '../../server/marketplace/check-headers/challenge';
import { startMarketplaceThread, type MarketplaceThread } from '../../server/web/upstream/thread-transport';

const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-thread-')), 'stand-in.cjs');
fs.writeFileSync(
  script,
  `const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, request }) => {
  if (request.path === '/die') process.exit(3);
  const answer = { status: 200, body: { path: request.path, secret: process.env.CHECK_SECRET } };
  // Answers in the reverse order of a slow call and a fast one.
  setTimeout(() => parentPort.postMessage({ kind: 'answer', id, answer }), request.path === '/slow' ? 50 : 0);
});
parentPort.postMessage({ kind: 'ready' });
`,
);

let thread: MarketplaceThread;
beforeEach(async () => {
  thread = startMarketplaceThread({ script, databasePath: ':memory:', restartDelayMs: 10 });
  await thread.ready;
});
afterEach(async () => thread.stop());

const get = (path: string) => thread.transport({ method: 'GET', path, query: {}, headers: {} }, new AbortController().signal);

test('each answer reaches its own call, whatever the order they come back in', async () => {
  const [slow, fast] = await Promise.all([get('/slow'), get('/fast')]);
  expect(slow.body).toMatchObject({ path: '/slow' });
  expect(fast.body).toMatchObject({ path: '/fast' });
});

test('the thread has the check-header secret the web tier signs challenges with', async () => {
  expect((await get('/x')).body).toMatchObject({ secret: getCheckSecret() });
});

test('a thread that dies fails the calls it held, and a new one answers the next calls', async () => {
  const held = get('/slow');
  await expect(get('/die')).rejects.toThrow(/exited with code 3/);
  await expect(held).rejects.toThrow(/exited with code 3/);
  let answer;
  for (let i = 0; i < 100 && !answer; i++) {
    answer = await get('/after').catch(() => undefined);
    if (!answer) await new Promise((r) => setTimeout(r, 10));
  }
  expect(answer?.body).toMatchObject({ path: '/after' });
});
