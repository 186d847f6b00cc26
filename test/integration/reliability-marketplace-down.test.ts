/**
 * Marketplace failure: stopped (transport throws), slow beyond the timeout, answering 500.
 * Every page type still renders whole (fallbacks or the 503 page, never a blank or a stack),
 * the /api proxy gives the calls' fallbacks, the circuit opens, and all recovers without restart.
 * @backends sqlite: the outages are made in the transport between the tiers; the pages' fallbacks, the proxy and the circuit are the web tier's.
 */
import { CALLS } from '../../contract/index';
import request from 'supertest';
import type { MarketplaceResponse } from '../../server/marketplace/http/endpoint';
import type { Transport } from '../../server/web/upstream/transports';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';
import { pageUrls } from '../load/sample-urls';

type Mode = 'up' | 'stopped' | 'slow' | 'error500';
let mode: Mode = 'up';
let upstreamCalls = 0;
/** The open circuit's readiness probes (every half second), counted apart from the calls. */
let readinessProbes = 0;
/** The probes the marketplace answered as ready. */
let readyAnswers = 0;

const failing = (inner: Transport): Transport => async (req, signal) => {
  if (req.path === '/ready') readinessProbes += 1;
  else upstreamCalls += 1;
  if (mode === 'stopped') throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
  if (mode === 'slow') {
    // Like a real slow server behind fetch: the call ends when the client gives up waiting.
    await new Promise((resolve) => {
      // eslint-disable-next-line tests/fixed-sleeps -- a marketplace that answers slowly is what this stand-in is
      const timer = setTimeout(resolve, 5000);
      signal.addEventListener('abort', () => (clearTimeout(timer), resolve(undefined)), { once: true });
    });
    signal.throwIfAborted();
  }
  if (mode === 'error500') return { status: 500, body: { error: 'internal' } } satisfies MarketplaceResponse;
  const answer = await inner(req, signal);
  if (req.path === '/ready' && answer.status === 200) readyAnswers += 1;
  return answer;
};

/** Long enough that twenty refused calls fit inside one open period on a busy machine. */
const COOLDOWN_MS = 2000;

const db = createSeededDatabase();
// The timeout leaves a healthy call room on a busy machine (PostgreSQL's first calls open their
// connections, and a brand page asks several listings at once) while a slow one is still well past it.
const { app, client } = createTestApp({
  db,
  transport: failing,
  env: { MARKETPLACE_TIMEOUT_MS: '1500', CIRCUIT_FAILURE_THRESHOLD: '5', CIRCUIT_COOLDOWN_MS: String(COOLDOWN_MS), UPSTREAM_CACHE_TTL_MS: '0', UPSTREAM_STALE_MS: '0' },
});
// One server for the file's requests (supertest given the app listens anew for each).
const shop = serveOnLoopback(app);
const to = () => request(shop.origin());
// Every page type of the German edition (it has them all); the editions share loaders.
const urls = pageUrls(db, ['de-DE']);

async function expectWholePage(url: string) {
  const res = await to().get(url).redirects(0);
  const where = `${url} -> ${res.status}`;
  expect([where, res.status < 500 || res.status === 503]).toEqual([where, true]);
  if (res.status >= 300 && res.status < 400) return res.status;
  expect(res.type).toBe('text/html');
  expect(res.text).toMatch(/^<!DOCTYPE html>/);
  expect(res.text).toContain('</html>');
  expect(res.text).not.toMatch(/ECONNREFUSED|at .*\.ts:\d+|Error: /);
  return res.status;
}

/**
 * A page's status from the running shop, asked again once if it answered 503: on a busy machine a
 * healthy call can run past the timeout (PostgreSQL's first calls open their connections).
 */
async function settledStatus(url: string): Promise<number> {
  const first = (await to().get(url).redirects(0)).status;
  return first === 503 ? (await to().get(url).redirects(0)).status : first;
}

let faultsSurvived = 0;

/**
 * Each page's status from the healthy shop, read before the first outage: every outage ends with
 * the shop answering exactly these again, so the next outage starts from the same healthy shop.
 */
let healthyStatuses: Map<string, number> | undefined;
async function healthyShop(): Promise<Map<string, number>> {
  if (healthyStatuses) return healthyStatuses;
  const healthy = new Map<string, number>();
  for (const { url } of urls) healthy.set(url, await settledStatus(url));
  healthyStatuses = healthy;
  return healthy;
}

describe.each<Mode>(['stopped', 'slow', 'error500'])('marketplace %s', (failure) => {
  test('every page type renders whole, then recovers without restart', async () => {
    mode = 'up';
    const healthy = await healthyShop();
    // A healthy shop answers every page: the comparison after the outage means nothing otherwise.
    expect([...healthy].filter(([, status]) => status >= 500)).toEqual([]);

    mode = failure;
    for (const { url } of urls) {
      await expectWholePage(url);
      faultsSurvived += 1;
    }

    mode = 'up';
    // A probe sent during the outage may still be on its way (a page answers 503 as soon as one of
    // its calls fails, while a sibling call runs to its timeout); it fails, and the circuit waits
    // out another cool-down before the next probe closes it.
    await waitFor('the circuit to close', async () => {
      await to().get('/api/session');
      return client.circuitState?.() === 'closed';
    }, 10_000, 100);
    for (const { url } of urls) expect([url, await settledStatus(url)]).toEqual([url, healthy.get(url)]);
    expect(client.circuitState?.()).toBe('closed');
  }, 60_000);
});

describe('the /api proxy when the marketplace is stopped', () => {
  beforeEach(() => {
    mode = 'stopped';
  });
  afterAll(() => {
    mode = 'up';
  });

  test('answers the spec fallbacks: empty cart with zero sums, count 0, sid 10 without a cookie, null rating, empty lists', async () => {
    const cart = await to().get('/api/Warenkorb');
    expect(cart.status).toBe(200);
    expect(cart.headers['x-spareo-fallback']).toBe('1');
    expect(CALLS['GET /Warenkorb'].answer.parse(cart.body)).toMatchObject({ cartArticles: [], countArticles: 0, priceSum: 0, shippingSum: 0, priceTotal: 0 });
    expect((await to().get('/api/Warenkorb/count')).body).toEqual({ countArticles: 0 });
    const session = await to().get('/api/session');
    expect(session.body).toEqual({ sid: '10', created: false });
    expect(session.headers['set-cookie']).toBeUndefined();
    expect((await to().get('/api/TrustedShops/Rating')).body).toEqual({ shop: null });
    expect((await to().get('/api/TrustedShops/Reviews')).body).toEqual({ shop: { reviews: [] } });
    expect((await to().get('/api/user/vehicles')).body).toEqual([]);
    faultsSurvived += 7;
  });

  test('other calls and writes answer 503 JSON, never 500, and never claim success', async () => {
    const add = await to().post('/api/Warenkorb/Hinzufuegen/1').send({ quantity: 1 });
    expect(add.status).toBe(503);
    expect(add.body).toEqual({ error: 'unavailable', message: 'marketplace unavailable' });
    // The manufacturer list asks its check headers first (403); its series list has none.
    const models = await to().get('/api/vehicle/manufacturers/1/series');
    expect(models.status).toBe(503);
    faultsSurvived += 2;
  });

  test('the circuit opens and stops hammering the marketplace, then a probe closes it', async () => {
    // The circuit opens during these requests, so its cooldown ends no earlier than this plus COOLDOWN_MS.
    const openedNoEarlier = Date.now();
    for (let i = 0; i < 6; i += 1) await to().get('/api/Warenkorb/count');
    expect(client.circuitState?.()).toBe('open');
    const before = upstreamCalls;
    const probesBefore = readinessProbes;
    const asking = Date.now();
    // Up to 20 requests while the circuit is surely open (a busy machine fits fewer): none reaches the
    // marketplace; only the readiness probe does, every half second.
    let asked = 0;
    while (asked < 20 && Date.now() < openedNoEarlier + COOLDOWN_MS - 100) {
      await to().get('/api/Warenkorb/count');
      asked += 1;
    }
    expect(asked).toBeGreaterThan(0);
    expect(upstreamCalls).toBe(before);
    expect(readinessProbes - probesBefore).toBeLessThanOrEqual(Math.ceil((Date.now() - asking) / 500) + 1);

    const readyBefore = readyAnswers;
    mode = 'up';
    // The open circuit's probe sees the marketplace answer: the next call is the trial, cool-down or not.
    await waitFor('a readiness probe to be answered', () => readyAnswers > readyBefore, 5000, 10);
    const session = await to().get('/api/session');
    expect(session.headers['x-spareo-fallback']).toBeUndefined();
    expect(session.body.sid).not.toBe('10');
    expect(client.circuitState?.()).toBe('closed');
    expect(upstreamCalls).toBe(before + 1);
  });
});

afterAll(() => {
  // Figures for docs/performance.md.
  console.log(`reliability-marketplace-down: faults survived ${faultsSurvived} (${urls.length} page URLs x 3 failure modes + 9 proxy calls)`);
});
