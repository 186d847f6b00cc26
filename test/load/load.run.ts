/**
 * Load: a bounded autocannon run on loopback over mixed page types and /api calls. Zero errors,
 * zero 5xx, and heap back near its start afterwards. LOAD_SECONDS / LOAD_CONNECTIONS to change it.
 * Not in npm test (pages cost 50-200 ms of CPU each today, so the run is slow); run it with
 *   npx jest --testMatch '<rootDir>/test/load/load.run.ts'
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { pageUrls } from './sample-urls';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 64);

test(`autocannon ${SECONDS} s x ${CONNECTIONS} connections: no errors, no 5xx, memory settles`, async () => {
  const db = createSeededDatabase();
  const { app } = createTestApp({ db });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const urls = [
    ...pageUrls(db, ['de-DE', 'fr-FR', 'it-IT']).map((u) => u.url),
    '/api/vehicle/manufacturers',
    '/api/session',
    '/api/TrustedShops/Rating',
    '/Ersatzteile/vw/1-abc-',
  ];
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: urls.map((path) => ({ method: 'GET' as const, path })),
    });
    const fiveHundreds = result['5xx'];
    console.log(
      `load: ${result.requests.total} requests in ${SECONDS} s x ${CONNECTIONS} connections over ${urls.length} URLs; ` +
        `${result.requests.average} req/s, latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms; errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${fiveHundreds}`,
    );
    expect({ errors: result.errors, timeouts: result.timeouts, fiveHundreds }).toEqual({ errors: 0, timeouts: 0, fiveHundreds: 0 });
    expect(result.requests.total).toBeGreaterThan(0);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  // Let caches of the run be collected; the LRU is bounded, so the heap returns near its start.
  await new Promise((resolve) => setTimeout(resolve, 200));
  gc?.();
  const heapAfter = process.memoryUsage().heapUsed;
  console.log(`load: heap ${Math.round(heapBefore / 1e6)} MB before, ${Math.round(heapAfter / 1e6)} MB after`);
  expect(heapAfter).toBeLessThan(heapBefore + 64 * 1024 * 1024);
  db.close();
}, 60_000);
