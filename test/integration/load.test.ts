/**
 * Load (issue 9): a bounded autocannon run on loopback against the real production server (a child
 * process on the built dist/, as `npm start` runs it) over mixed page types and /api calls: zero
 * errors, zero timeouts, zero 5xx, and the heap back near its start afterwards.
 * LOAD_SECONDS / LOAD_CONNECTIONS change the run.
 */
import autocannon from 'autocannon';
import type { RunningProcess } from '../../scripts/bench/server';
import { startProductionServer } from '../support/production-server';
import { createSeededDatabase } from '../support/seeded-db';
import { pageUrls } from '../load/sample-urls';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);
const TOKEN = 'load-test-metrics-token';

async function heapUsed(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  return Number(/^spareo_nodejs_heap_size_used_bytes (\d+(?:\.\d+)?)/m.exec(text)?.[1]);
}

let server: RunningProcess;
const db = createSeededDatabase();
const urls = [
  ...pageUrls(db, ['de-DE', 'fr-FR', 'it-IT']).map((u) => u.url),
  '/api/vehicle/manufacturers',
  '/api/TrustedShops/Rating',
  '/api/Bremsscheiben/Alle-Fahrzeuge/--1523',
  '/Ersatzteile/vw/1-abc-',
];

beforeAll(async () => {
  server = await startProductionServer(db, { METRICS_TOKEN: TOKEN });
}, 60_000);
afterAll(async () => server?.stop());

test(`autocannon ${SECONDS} s x ${CONNECTIONS} connections: no errors, no 5xx, memory settles`, async () => {
  // Warm every URL once so the run measures steady state, then note the heap.
  for (const url of urls) await fetch(server.base + url, { redirect: 'manual' }).then((r) => r.arrayBuffer());
  const heapBefore = await heapUsed(server.base);
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: urls.map((path) => ({ method: 'GET' as const, path })),
  });
  console.log(
    `load: ${result.requests.total} requests in ${SECONDS} s x ${CONNECTIONS} connections over ${urls.length} URLs; ` +
      `${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${result['5xx']}; peak RSS ${Math.round(server.peakRss() / 1e6)} MB`,
  );
  expect({ errors: result.errors, timeouts: result.timeouts, fiveHundreds: result['5xx'] }).toEqual({ errors: 0, timeouts: 0, fiveHundreds: 0 });
  expect(result.requests.total).toBeGreaterThan(SECONDS * 10);

  // Caches are bounded: once the run is over, the heap comes back near where it started.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const heapAfter = await heapUsed(server.base);
  console.log(`load: heap ${Math.round(heapBefore / 1e6)} MB before, ${Math.round(heapAfter / 1e6)} MB after`);
  expect(heapAfter).toBeLessThan(heapBefore + 64 * 1024 * 1024);
}, 90_000);
