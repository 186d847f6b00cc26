/**
 * The web tier's own balancing over several marketplace addresses, against real HTTP servers on
 * loopback: round robin; an address that refuses connections is skipped and its circuit opens, so
 * it is not tried again until its cool-down; a read its address answers 503 is read from the other;
 * a write the service may have received is never sent twice, and one it surely did not (reset before
 * it said it had the call) goes to the next address.
 */
import http from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '../../server/shared/logger';
import { createMarketplaceClient } from '../../server/web/marketplace-client';
import { createMetrics } from '../../server/web/observability/metrics';
import { balancedTransport, circuitLogger } from '../../server/web/upstream/balanced-transport';
import { httpTransport } from '../../server/web/upstream/transports';
import { waitFor } from '../support/wait-for';

interface Service { base: string; hits: string[]; status: number; delayMs: number; server: http.Server }

async function service(): Promise<Service> {
  const state: Service = { base: '', hits: [], status: 200, delayMs: 0, server: http.createServer() };
  state.server.on('request', (req, res) => {
    state.hits.push(`${req.method} ${req.url}`);
    const answer = () => res.writeHead(state.status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
    // The readiness call answers at once, as a cold process's does; its other calls may be slow.
    if (state.delayMs && req.url !== '/api/ready') setTimeout(answer, state.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(state.server.address() as { port: number }).port}`;
  return state;
}

const get = { method: 'GET' as const, path: '/shops', query: {}, headers: {} };
const post = { method: 'POST' as const, path: '/Warenkorb/Hinzufuegen/1', query: {}, headers: {}, body: { quantity: 1 } };
const signal = () => AbortSignal.timeout(5000);

let a: Service;
let b: Service;
beforeEach(async () => {
  a = await service();
  b = await service();
});
afterEach(async () => {
  for (const s of [a, b]) {
    s.server.closeAllConnections();
    await new Promise((resolve) => s.server.close(resolve));
  }
});

test('calls go round robin over the addresses', async () => {
  const transport = balancedTransport([a.base, b.base], { token: 'test-internal-token', failureThreshold: 3, cooldownMs: 60_000 });
  for (let i = 0; i < 6; i++) expect((await transport(get, signal())).status).toBe(200);
  expect(a.hits).toHaveLength(3);
  expect(b.hits).toHaveLength(3);
});

test('a refused address is skipped, reads and writes alike, and its circuit keeps it skipped', async () => {
  const changes: string[] = [];
  const transport = balancedTransport([a.base, b.base], { token: 'test-internal-token', failureThreshold: 2, cooldownMs: 60_000, onCircuitChange: (address, state) => changes.push(`${address} ${state}`) });
  a.server.closeAllConnections();
  await new Promise((resolve) => a.server.close(resolve));
  for (let i = 0; i < 10; i++) {
    expect((await transport(get, signal())).status).toBe(200);
    expect((await transport(post, signal())).status).toBe(200);
  }
  expect(b.hits).toHaveLength(20);
  expect(changes).toEqual([`${a.base} open`]);
  // Re-listening would need the same port; the open circuit is what matters: no more attempts.
});

test('a read answered 503 is read from the other address; a write answered 503 is not sent again', async () => {
  const transport = balancedTransport([a.base, b.base], { token: 'test-internal-token', failureThreshold: 100, cooldownMs: 60_000 });
  a.status = 503;
  for (let i = 0; i < 4; i++) expect((await transport(get, signal())).status).toBe(200);
  a.hits.length = 0;
  b.hits.length = 0;
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await transport(post, signal())).status);
  expect(a.hits.length + b.hits.length).toBe(4);
  expect(statuses.filter((status) => status === 503)).toHaveLength(a.hits.length);
});

test('every address down: the call fails at once (the client gives its fallback)', async () => {
  const transport = balancedTransport([a.base, b.base], { token: 'test-internal-token', failureThreshold: 1, cooldownMs: 60_000 });
  for (const s of [a, b]) {
    s.server.closeAllConnections();
    await new Promise((resolve) => s.server.close(resolve));
  }
  await expect(transport(get, signal())).rejects.toThrow();
  await expect(transport(get, signal())).rejects.toThrow(/circuits open/);
});

/**
 * A stopping service resets a connection it never took: one the kernel had completed as its
 * listening socket closed, or a kept-alive one it closed as idle while a call was on its way. Here
 * it resets each connection once the call's head has arrived, before reading any more of it.
 */
async function resetter(): Promise<{ base: string; heads: number; server: net.Server }> {
  const state = { base: '', heads: 0, server: net.createServer((socket) => socket.once('data', () => {
    state.heads++;
    socket.resetAndDestroy();
  })) };
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve));
  state.base = `http://127.0.0.1:${(state.server.address() as net.AddressInfo).port}`;
  return state;
}

test('a write reset before the service said it had the call goes to the next address, and is done once', async () => {
  const stopping = await resetter();
  try {
    const transport = balancedTransport([stopping.base, b.base], { token: 'test-internal-token', failureThreshold: 100, cooldownMs: 60_000 });
    for (let i = 0; i < 4; i++) expect((await transport(post, signal())).status).toBe(200);
    expect(stopping.heads).toBe(2);
    expect(b.hits).toEqual(Array(4).fill('POST /api/Warenkorb/Hinzufuegen/1'));
  } finally {
    await new Promise((resolve) => stopping.server.close(resolve));
  }
});

test('a write the service received and then failed is not sent again', async () => {
  const breaking = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.socket?.resetAndDestroy());
  });
  await new Promise<void>((resolve) => breaking.listen(0, '127.0.0.1', resolve));
  try {
    const transport = balancedTransport([`http://127.0.0.1:${(breaking.address() as net.AddressInfo).port}`, b.base], { token: 'test-internal-token', failureThreshold: 100, cooldownMs: 60_000 });
    await expect(transport(post, signal())).rejects.toThrow();
    expect(b.hits).toEqual([]);
  } finally {
    breaking.closeAllConnections();
    await new Promise((resolve) => breaking.close(resolve));
  }
});

test('one address: a write on a kept-alive connection the service closed unread is sent again on a new one, once', async () => {
  // The second call on each connection finds it closed by the service (as a draining one closes an
  // idle connection), before the service read more than its head.
  const calls = new WeakMap<net.Socket, number>();
  let done = 0;
  const service = http.createServer();
  const take = (req: http.IncomingMessage, res: http.ServerResponse, asked: boolean) => {
    const nth = (calls.get(req.socket) ?? 0) + 1;
    calls.set(req.socket, nth);
    if (nth === 2) return void req.socket.resetAndDestroy();
    if (asked) res.writeContinue();
    req.resume();
    req.on('end', () => {
      done++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
    });
  };
  service.on('checkContinue', (req, res) => take(req, res, true));
  service.on('request', (req, res) => take(req, res, false));
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  try {
    const transport = httpTransport(`http://127.0.0.1:${(service.address() as net.AddressInfo).port}`, 'test-internal-token');
    for (let i = 0; i < 3; i++) expect((await transport(post, signal())).status).toBe(200);
    expect(done).toBe(3);
  } finally {
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
  }
});

test('while the trial call of an address back from a restart is under way, a call the other address refuses goes there too', async () => {
  const changes: string[] = [];
  const transport = balancedTransport([a.base, b.base], { token: 'test-internal-token', failureThreshold: 1, cooldownMs: 60_000, onCircuitChange: (address, state) => changes.push(`${address === a.base ? 'a' : 'b'} ${state}`) });
  // a fails once (its circuit opens), then answers its readiness again; its calls are slow for a while.
  a.status = 503;
  while (!changes.includes('a open')) await transport(get, signal());
  a.status = 200;
  a.delayMs = 1500;
  await waitFor("a's readiness to be asked", () => a.hits.includes('GET /api/ready'), 5000, 50);
  // b is stopped, as the next service of a rolling restart.
  b.server.closeAllConnections();
  await new Promise((resolve) => b.server.close(resolve));
  const trial = transport(get, signal());
  await waitFor("a's circuit to go half-open", () => changes.includes('a half-open'), 1000, 10);
  expect((await transport(post, signal())).status).toBe(200);
  expect((await trial).status).toBe(200);
  expect(a.hits.filter((hit) => hit.startsWith('POST '))).toHaveLength(1);
  // b listens again for afterEach to close it.
  b = await service();
});

test('an operator sees which address is down: the log line names it, and the metrics give each address its circuit', async () => {
  const lines: string[] = [];
  const logger = createLogger('info', new Writable({ write(chunk: Buffer, _encoding, done) { lines.push(...chunk.toString().split('\n').filter(Boolean)); done(); } }));
  const transport = balancedTransport([a.base, b.base], { token: 'test-internal-token', failureThreshold: 2, cooldownMs: 60_000, onCircuitChange: circuitLogger(logger) });
  a.server.closeAllConnections();
  await new Promise((resolve) => a.server.close(resolve));
  for (let i = 0; i < 6; i++) await transport(get, signal());
  logger.flush();
  const opened = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.circuit === 'open');
  expect(opened).toMatchObject({ upstream: a.base, circuit: 'open' });
  expect(JSON.stringify(opened)).not.toContain('[redacted]');

  const client = createMarketplaceClient({ transport, isCacheable: () => false, timeoutMs: 2000 });
  const metrics = createMetrics(client, transport.circuits);
  const text = await metrics.registry.metrics();
  expect(text).toContain(`spareo_upstream_circuit_state{upstream="${a.base}"} 2`);
  expect(text).toContain(`spareo_upstream_circuit_state{upstream="${b.base}"} 0`);
  // b listens again for afterEach to close it; a was closed by the test.
  a = await service();
});
