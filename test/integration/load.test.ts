/**
 * Load: a bounded autocannon run on loopback against the real production server (a child
 * process on the built dist/, as `npm start` runs it) over mixed page types and /api calls: zero
 * errors, zero timeouts, zero 5xx, and the heap back near its start afterwards (both measured after a
 * full collection, through the server's inspector).
 * A number of requests, not a time: a run of fixed length costs both cores for all of it however
 * fast the server is, and the checks need the concurrency and enough requests to cycle every URL
 * many times, not the seconds. LOAD_REQUESTS / LOAD_CONNECTIONS change the run.
 */
import autocannon from 'autocannon';
import { freePort, type RunningProcess } from '../../scripts/bench/server';
import { startProductionServer } from '../support/production-server';
import { createSeededDatabase } from '../support/seeded-db';
import { pageUrls } from '../load/sample-urls';

const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 4000);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);
const TOKEN = 'load-test-metrics-token';

/**
 * A full garbage collection in the server, through its inspector (HeapProfiler.collectGarbage), so
 * the heap compared below is what the server still holds, not garbage no collection has reached yet.
 */
async function collectGarbage(inspectPort: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
    socket.onmessage = (event) => {
      if (JSON.parse(String(event.data)).id === 1) resolve();
    };
    socket.onerror = () => reject(new Error('inspector connection failed'));
  });
  socket.close();
}

async function heapUsed(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  return Number(/^spareo_nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(text)?.[1]);
}

let server: RunningProcess;
let inspectPort: number;
const db = createSeededDatabase();
const urls = [
  ...pageUrls(db, ['de-DE', 'fr-FR', 'it-IT']).map((u) => u.url),
  '/api/vehicle/manufacturers',
  '/api/TrustedShops/Rating',
  '/api/Bremsscheiben/Alle-Fahrzeuge/--1523',
  '/Ersatzteile/vw/1-abc-',
];

beforeAll(async () => {
  inspectPort = await freePort();
  server = await startProductionServer(db, { METRICS_TOKEN: TOKEN }, [`--inspect=127.0.0.1:${inspectPort}`]);
}, 60_000);
afterAll(async () => server?.stop());

test(`autocannon ${REQUESTS} requests x ${CONNECTIONS} connections: no errors, no 5xx, memory settles`, async () => {
  // Warm every URL once so the run measures steady state, then note the heap.
  for (const url of urls) await fetch(server.base + url, { redirect: 'manual' }).then((r) => r.arrayBuffer());
  await collectGarbage(inspectPort);
  const heapBefore = await heapUsed(server.base);
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    amount: REQUESTS,
    requests: urls.map((path) => ({ method: 'GET' as const, path })),
  });
  console.log(
    `load: ${result.requests.total} requests in ${(result.duration).toFixed(1)} s x ${CONNECTIONS} connections over ${urls.length} URLs; ` +
      `${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${result['5xx']}; peak RSS ${Math.round(server.peakRss() / 1e6)} MB`,
  );
  expect({ errors: result.errors, timeouts: result.timeouts, fiveHundreds: result['5xx'] }).toEqual({ errors: 0, timeouts: 0, fiveHundreds: 0 });
  expect(result.requests.total).toBeGreaterThanOrEqual(REQUESTS);

  // Caches are bounded: once the run is over and collected, the heap comes back near where it started.
  await collectGarbage(inspectPort);
  const heapAfter = await heapUsed(server.base);
  console.log(`load: heap ${Math.round(heapBefore / 1e6)} MB before, ${Math.round(heapAfter / 1e6)} MB after`);
  // The warm-up filled the caches with these URLs' answers and pages; the run adds no new keys.
  expect(heapAfter).toBeLessThan(heapBefore + 32 * 1024 * 1024);
}, 90_000);
