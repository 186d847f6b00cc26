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
import { keptAliveSocket } from '../support/kept-alive-socket';
import { waitFor } from '../support/wait-for';

const server = http.createServer();
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

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
  const idle = keptAliveSocket(port);
  const resting = keptAliveSocket(port);
  await Promise.all([idle.opened, resting.opened]);
  for (const socket of [idle, resting]) {
    socket.send('/');
    expect(await socket.answer()).not.toMatch(/connection: close/i);
  }
  const slow = keptAliveSocket(port);
  await slow.opened;
  slow.send('/slow');
  await slowStarted;
  const fresh = keptAliveSocket(port);
  await fresh.opened;
  // The client's connect is the kernel's; the server holds the socket once it accepted it.
  await waitFor('the server to accept the fourth connection', () => new Promise<boolean>((resolve) => server.getConnections((_e, count) => resolve(count === 4))));

  let done = false;
  const began = Date.now();
  drain.begin(() => (done = true));
  expect(drain.started).toBe(true);

  expect(await refused(port)).toBe('ECONNREFUSED');
  for (const socket of [idle, resting, fresh]) expect(socket.closed).toBe(false);

  // Used during the drain: answered, and told to close. Had the drain closed the idle sockets at
  // its start, the resting one's close would have come before these answers.
  for (const socket of [idle, fresh]) {
    socket.send('/');
    const late = await socket.answer();
    expect(late).toMatch(/^HTTP\/1\.1 200/);
    expect(late).toMatch(/\r\nconnection: close\r\n/i);
  }
  expect(resting.closed).toBe(false);
  await waitFor('the answered sockets to close', () => idle.closed && fresh.closed, 2000, 5);

  // The answer under way when the drain began closes its connection too.
  releaseSlow();
  const slowAnswer = await slow.answer();
  expect(slowAnswer).toMatch(/^HTTP\/1\.1 200/);
  expect(slowAnswer).toMatch(/\r\nconnection: close\r\n/i);

  // The socket left idle is closed by the server only once the drain is over; then everything has closed.
  await waitFor('the resting socket to close', () => resting.closed, 4000, 5);
  expect(resting.closedAt - began).toBeGreaterThanOrEqual(DRAIN_MS - 10);
  await waitFor('the drain to end', () => done, 1000, 5);
});

test('connections waiting in the accept queue at the signal are accepted and answered, not reset by the listener closing', async () => {
  const busy = http.createServer((_req, res) => res.end('ok'));
  const drain = drainOnDemand(busy, { drainMs: 200, timeoutMs: 5000 });
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const port = (busy.address() as net.AddressInfo).port;
  try {
    // Clients connect and write their request while this process's event loop is busy: the kernel
    // completes the handshakes and queues the connections, Node accepts none of them yet.
    const waiting = [keptAliveSocket(port), keptAliveSocket(port), keptAliveSocket(port)];
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
    await waitFor('the drain to end', () => done, 2000, 5);
    for (const socket of waiting) socket.destroy();
  } finally {
    busy.closeAllConnections();
    busy.close();
  }
});
