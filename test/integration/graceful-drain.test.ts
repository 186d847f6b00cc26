/**
 * The drain a SIGTERM begins (server/lifecycle/graceful-shutdown.ts), on a real server in this process: a new
 * connection is refused from the start (a proxy sends it elsewhere, a POST too, as it was never
 * sent), once the connections the kernel had already completed are accepted and answered; a socket
 * already open is not closed while idle before the drain is over (a proxy may be writing a request
 * onto it), and its next answer, like one under way, closes it.
 * @backends sqlite: HTTP sockets only; no database.
 */
import http from 'node:http';
import net from 'node:net';
import { acceptQueueLength } from '../../server/lifecycle/accept-queue';
import { drainOnDemand } from '../../server/lifecycle/graceful-shutdown';

const server = http.createServer();
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One raw kept-alive socket: whole answers read one at a time, and whether the server closed it. */
function rawSocket(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  let closed = false;
  let closedAt = 0;
  const close = () => {
    if (!closed) closedAt = Date.now();
    closed = true;
  };
  socket.on('data', (chunk) => (buffer += chunk.toString('latin1')));
  socket.on('close', close);
  socket.on('error', close);
  return {
    opened: new Promise((resolve) => socket.once('connect', resolve)),
    send(target: string) {
      buffer = '';
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    },
    async answer(): Promise<string> {
      for (let i = 0; i < 200; i++) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end >= 0) {
          const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
          if (buffer.length >= end + 4 + length) return buffer;
        }
        if (closed) return buffer;
        await sleep(10);
      }
      return buffer;
    },
    get closed() {
      return closed;
    },
    /** When it closed (0: open): a busy machine may run this test late, the server's timers not. */
    get closedAt() {
      return closedAt;
    },
    destroy: () => socket.destroy(),
  };
}

function refused(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

test('refuses new connections from the signal on (nothing waiting to be accepted), keeps idle sockets open for the drain, and every later answer closes its connection', async () => {
  let releaseSlow: () => void = () => {};
  const slowStarted = new Promise<void>((started) => {
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.url === '/slow') {
        started();
        releaseSlow = () => res.end('slow');
        return;
      }
      res.end('ok');
    });
  });
  // Long enough for the steps below to run within it on a busy machine.
  const DRAIN_MS = 1500;
  const drain = drainOnDemand(server, { drainMs: DRAIN_MS, timeoutMs: 5000 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  // Sockets that answered once and wait, as nginx keeps them; one whose answer is under way; one
  // accepted whose request is still to come (a proxy connected just before the listener closed).
  const idle = rawSocket(port);
  const resting = rawSocket(port);
  await Promise.all([idle.opened, resting.opened]);
  for (const socket of [idle, resting]) {
    socket.send('/');
    expect(await socket.answer()).not.toMatch(/connection: close/i);
  }
  const slow = rawSocket(port);
  await slow.opened;
  slow.send('/slow');
  await slowStarted;
  const fresh = rawSocket(port);
  await fresh.opened;
  await sleep(20);

  let done = false;
  const began = Date.now();
  drain.begin(() => (done = true));
  expect(drain.started).toBe(true);

  expect(await refused(port)).toBe('ECONNREFUSED');
  await sleep(150);
  for (const socket of [idle, resting, fresh]) expect(socket.closed).toBe(false);

  // Used during the drain: answered, and told to close.
  for (const socket of [idle, fresh]) {
    socket.send('/');
    const late = await socket.answer();
    expect(late).toMatch(/^HTTP\/1\.1 200/);
    expect(late).toMatch(/\r\nconnection: close\r\n/i);
  }
  await sleep(50);
  expect(idle.closed).toBe(true);
  expect(fresh.closed).toBe(true);

  // The answer under way when the drain began closes its connection too.
  releaseSlow();
  const slowAnswer = await slow.answer();
  expect(slowAnswer).toMatch(/^HTTP\/1\.1 200/);
  expect(slowAnswer).toMatch(/\r\nconnection: close\r\n/i);

  // The socket left idle is closed by the server only once the drain is over; then everything has closed.
  for (let i = 0; i < 200 && !resting.closed; i++) await sleep(20);
  expect(resting.closed).toBe(true);
  expect(resting.closedAt - began).toBeGreaterThanOrEqual(DRAIN_MS - 10);
  for (let i = 0; i < 50 && !done; i++) await sleep(20);
  expect(done).toBe(true);
});

test('connections waiting in the accept queue at the signal are accepted and answered, not reset by the listener closing', async () => {
  const busy = http.createServer((_req, res) => res.end('ok'));
  const drain = drainOnDemand(busy, { drainMs: 200, timeoutMs: 5000 });
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const port = (busy.address() as net.AddressInfo).port;
  try {
    // Clients connect and write their request while this process's event loop is busy: the kernel
    // completes the handshakes and queues the connections, Node accepts none of them yet.
    const waiting = [rawSocket(port), rawSocket(port), rawSocket(port)];
    for (const socket of waiting) socket.send('/');
    await new Promise((resolve) => process.nextTick(resolve));
    const until = Date.now() + 50;
    while (Date.now() < until) {
      // busy, as a process rendering a page
    }
    if (process.platform === 'linux') expect(acceptQueueLength(busy)).toBe(3);

    let done = false;
    drain.begin(() => (done = true));
    for (const socket of waiting) {
      const answer = await socket.answer();
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    }
    expect(await refused(port)).toBe('ECONNREFUSED');
    for (let i = 0; i < 100 && !done; i++) await sleep(20);
    expect(done).toBe(true);
    for (const socket of waiting) socket.destroy();
  } finally {
    busy.closeAllConnections();
    busy.close();
  }
});
