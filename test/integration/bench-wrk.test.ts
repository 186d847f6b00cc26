/**
 * The benchmark's load generator, wrk, against a real server on loopback: every request carries the
 * browser's headers, the cart's cookies take turns (each its share), and a 404 or a closed socket
 * is counted, not hidden. wrk is installed by .ci/run.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureThroughput } from '../../scripts/bench/throughput';
import { throughputFromWrk, wrkMissing } from '../../scripts/bench/wrk';

let server: http.Server;
let base: string;
const seen: Array<{ url: string; cookie?: string; encoding?: string }> = [];
const BODY = Buffer.alloc(1000, 'x');

beforeAll(async () => {
  expect(wrkMissing()).toBeNull();
  server = http.createServer((req, res) => {
    seen.push({ url: req.url!, cookie: req.headers.cookie, encoding: req.headers['accept-encoding'] });
    if (req.url === '/gone') return req.socket.destroy();
    res.writeHead(req.url === '/page' ? 200 : 404, { 'content-type': 'text/html', 'content-length': BODY.length });
    res.end(BODY);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

test('a page: requests per second, latency and bytes per answer, with the browser headers', async () => {
  const figures = await measureThroughput(`${base}/page`, { connections: 4, durationS: 1, generator: 'wrk' });
  expect(figures.requestsPerSecond).toBeGreaterThan(100);
  // What wrk counted is what the server answered, but for the requests in flight when it stopped (one per connection at most).
  expect(Math.abs((figures.requests ?? 0) - seen.length)).toBeLessThanOrEqual(4);
  expect(figures.errors).toBe(0);
  expect(figures.non2xx).toBe(0);
  expect(figures.p50Ms).toBeGreaterThan(0);
  expect(figures.p99Ms).toBeGreaterThanOrEqual(figures.p50Ms);
  // The body and the headers, as autocannon counts them.
  expect(figures.bytesPerResponse).toBeGreaterThan(BODY.length);
  expect(figures.bytesPerResponse).toBeLessThan(BODY.length + 200);
  expect(seen.every((r) => r.encoding === 'gzip, deflate, br, zstd' && r.cookie === undefined)).toBe(true);
});

test('cookies take turns: each session gets its share, whichever connection sends the request', async () => {
  const cookies = ['session=a', 'session=b', 'session=c'];
  await measureThroughput(`${base}/page`, { connections: 4, durationS: 1, cookies, generator: 'wrk' });
  expect(seen.length).toBeGreaterThan(30);
  const counts = new Map<string | undefined, number>();
  for (const r of seen) counts.set(r.cookie, (counts.get(r.cookie) ?? 0) + 1);
  expect([...counts.keys()].sort()).toEqual(cookies);
  // Round-robin: no session gets more than its share and a connection's worth.
  for (const count of counts.values()) expect(Math.abs(count - seen.length / 3)).toBeLessThanOrEqual(5);
});

test('a 404 is counted as non-2xx and a dropped connection as an error', async () => {
  const missing = await measureThroughput(`${base}/missing`, { connections: 2, durationS: 1, generator: 'wrk' });
  expect(missing.non2xx).toBeGreaterThan(0);
  expect(missing.errors).toBe(0);
  const gone = await measureThroughput(`${base}/gone`, { connections: 2, durationS: 1, generator: 'wrk' });
  expect(gone.errors).toBeGreaterThan(0);
});

test('the figures are read from the script line, not from wrk\'s text report', () => {
  const stdout = 'Running 4s test @ http://x/\n  1 threads and 32 connections\nRequests/sec: 1.00\n{"requests":40000,"durationUs":4000000,"bytes":600000000,"socketErrors":1,"timeouts":2,"non2xx":3,"p50Us":1234,"p99Us":9876}\n';
  expect(throughputFromWrk(stdout)).toEqual({ requestsPerSecond: 10000, p50Ms: 1.2, p99Ms: 9.9, errors: 3, non2xx: 3, bytesPerResponse: 15000, requests: 40000 });
});
