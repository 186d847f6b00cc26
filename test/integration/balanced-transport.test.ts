/**
 * The web tier's own balancing over several marketplace addresses, against real HTTP servers on
 * loopback: round robin; an address that refuses connections is skipped and its circuit opens, so
 * it is not tried again until its cool-down; a read its address answers 503 is read from the other;
 * a write is never sent twice.
 */
import http from 'node:http';
import { balancedTransport } from '../../server/web/upstream/balanced-transport';

interface Service { base: string; hits: string[]; status: number; server: http.Server }

async function service(): Promise<Service> {
  const state: Service = { base: '', hits: [], status: 200, server: http.createServer() };
  state.server.on('request', (req, res) => {
    state.hits.push(`${req.method} ${req.url}`);
    res.writeHead(state.status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
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
