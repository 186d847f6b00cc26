/** The one marketplace client: cache, coalescing, stale-while-revalidate, circuit breaker, timeout. */
import type { MarketplaceRequest, MarketplaceResponse } from '../../server/marketplace/http/endpoint';
import { callAt, type Method } from '../../contract/index';
import { createMarketplaceClient, type MarketplaceClient, type UpstreamEvent } from '../../server/web/marketplace-client';
import type { Transport } from '../../server/web/upstream/transports';

const headers = (locale = 'de-DE', country = 'DE') => ({ 'x-spareo-locale': locale, 'x-spareo-delivery-country': country, 'x-spareo-sid': 'abc' });
/** The contract's call at this path, sent as the /api proxy sends it. */
function send(client: MarketplaceClient, method: Method, path: string, query: MarketplaceRequest['query'] = {}, h = headers(), body?: unknown) {
  const found = callAt(method, path);
  if (!found) throw new Error(`${method} ${path} is no call of the contract`);
  const params = Object.fromEntries(Object.entries(found.params).map(([name, value]) => [name, String(value)]));
  return client.forward(found.name, { params, query, body }, h);
}
const get = (client: MarketplaceClient, path: string, query: MarketplaceRequest['query'] = {}, h = headers()) => send(client, 'GET', path, query, h);

/** A marketplace double: counts calls, answers from `answer` (changeable per test). */
function fakeMarketplace() {
  const state = {
    calls: [] as MarketplaceRequest[],
    answer: (request: MarketplaceRequest): Promise<MarketplaceResponse> | MarketplaceResponse => ({ status: 200, body: { path: request.path, n: state.calls.length } }),
  };
  const transport: Transport = async (request) => {
    state.calls.push(request);
    return state.answer(request);
  };
  return { state, transport };
}

function clientWith(transport: Transport, extra: Partial<Parameters<typeof createMarketplaceClient>[0]> = {}) {
  let clock = 1_000_000;
  const events: UpstreamEvent[] = [];
  const client = createMarketplaceClient({
    transport,
    isCacheable: (path) => path.startsWith('/vehicle/') || path.startsWith('/Warenkorb/optimize'),
    timeoutMs: 100,
    cacheTtlMs: 1000,
    staleMs: 10_000,
    circuitFailureThreshold: 3,
    circuitCooldownMs: 5000,
    now: () => clock,
    ...extra,
  });
  client.observe?.((e) => events.push(e));
  return { client, events, advance: (ms: number) => (clock += ms) };
}

describe('cache', () => {
  test('caches cacheable GETs only; never POSTs or non-cacheable paths', async () => {
    const { state, transport } = fakeMarketplace();
    const { client } = clientWith(transport);
    expect((await get(client, '/vehicle/manufacturers')).cache).toBe('miss');
    expect((await get(client, '/vehicle/manufacturers')).cache).toBe('hit');
    expect((await get(client, '/Warenkorb')).cache).toBe('none');
    expect((await get(client, '/Warenkorb')).cache).toBe('none');
    await send(client, 'POST', '/Warenkorb/optimize/apply', {}, headers(), {});
    expect(state.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /vehicle/manufacturers', 'GET /Warenkorb', 'GET /Warenkorb', 'POST /Warenkorb/optimize/apply']);
  });

  test('the key holds query, edition and delivery country, not query order', async () => {
    const { state, transport } = fakeMarketplace();
    const { client } = clientWith(transport);
    await get(client, '/vehicle/models/1', { a: '1', b: '2' });
    await get(client, '/vehicle/models/1', { b: '2', a: '1' });
    await get(client, '/vehicle/models/1', { a: '1', b: '3' });
    await get(client, '/vehicle/models/1', { a: '1', b: '2' }, headers('fr-FR', 'DE'));
    await get(client, '/vehicle/models/1', { a: '1', b: '2' }, headers('de-DE', 'AT'));
    expect(state.calls).toHaveLength(4);
  });

  test('only 200 answers are cached', async () => {
    const { state, transport } = fakeMarketplace();
    state.answer = () => ({ status: 404, body: { error: 'not_found' } });
    const { client } = clientWith(transport);
    await get(client, '/vehicle/models/9');
    await get(client, '/vehicle/models/9');
    expect(state.calls).toHaveLength(2);
  });

  test('identical GETs in flight share one upstream call', async () => {
    const { state, transport } = fakeMarketplace();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    state.answer = async (r) => {
      await gate;
      return { status: 200, body: { path: r.path } };
    };
    const { client } = clientWith(transport);
    const answers = Promise.all(Array.from({ length: 20 }, () => get(client, '/vehicle/manufacturers')));
    release();
    expect((await answers).every((a) => a.status === 200)).toBe(true);
    expect(state.calls).toHaveLength(1);
  });
});

describe('stale-while-revalidate', () => {
  test('an expired entry is served at once and refreshed behind it', async () => {
    const { state, transport } = fakeMarketplace();
    const { client, advance } = clientWith(transport);
    const first = await get(client, '/vehicle/manufacturers');
    advance(1500);
    const stale = await get(client, '/vehicle/manufacturers');
    expect(stale.cache).toBe('stale');
    expect(stale.body).toEqual(first.body);
    await new Promise((r) => setImmediate(r));
    const fresh = await get(client, '/vehicle/manufacturers');
    expect(fresh.cache).toBe('hit');
    expect(fresh.body).not.toEqual(first.body);
    expect(state.calls).toHaveLength(2);
  });

  test('a failing marketplace keeps serving the stale entry until the stale window ends', async () => {
    const { state, transport } = fakeMarketplace();
    const { client, advance } = clientWith(transport);
    const first = await get(client, '/vehicle/manufacturers');
    state.answer = () => {
      throw new Error('connection refused');
    };
    for (let i = 0; i < 5; i += 1) {
      advance(1500);
      const answer = await get(client, '/vehicle/manufacturers');
      expect(answer).toMatchObject({ status: 200, cache: 'stale', body: first.body });
      await new Promise((r) => setImmediate(r));
    }
    advance(20_000);
    expect((await get(client, '/vehicle/manufacturers')).status).toBe(503);
  });
});

describe('failures, timeout and circuit breaker', () => {
  test('a transport that throws or hangs answers 503 within the timeout', async () => {
    const { state, transport } = fakeMarketplace();
    const { client, events } = clientWith(transport, { circuitFailureThreshold: 100 });
    state.answer = () => {
      throw new Error('boom');
    };
    expect((await get(client, '/Warenkorb')).status).toBe(503);
    state.answer = () => new Promise(() => {});
    const started = Date.now();
    expect((await get(client, '/Warenkorb')).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(events.map((e) => e.outcome)).toEqual(['error', 'timeout']);
    expect(await client.request('GET /Warenkorb/count', {}, headers())).toEqual({ countArticles: 0 });
  });

  test('opens after N consecutive failures, fails fast, probes after the cool-down and closes on success', async () => {
    const { state, transport } = fakeMarketplace();
    const { client, advance } = clientWith(transport);
    const states: string[] = [];
    client.onCircuitChange?.((s) => states.push(s));
    state.answer = () => ({ status: 500, body: { error: 'internal' } });
    for (let i = 0; i < 3; i += 1) await get(client, '/Warenkorb');
    expect(client.circuitState?.()).toBe('open');
    for (let i = 0; i < 10; i += 1) expect((await get(client, '/Warenkorb')).status).toBe(503);
    expect(state.calls).toHaveLength(3);

    advance(5001);
    await get(client, '/Warenkorb'); // the probe fails: open again
    expect(client.circuitState?.()).toBe('open');
    expect(state.calls).toHaveLength(4);

    state.answer = () => ({ status: 200, body: { ok: true } });
    advance(5001);
    expect((await get(client, '/Warenkorb')).status).toBe(200);
    expect(client.circuitState?.()).toBe('closed');
    expect(states).toEqual(['open', 'half-open', 'open', 'half-open', 'closed']);
  });

  test('4xx answers are the marketplace working, not failures', async () => {
    const { state, transport } = fakeMarketplace();
    const { client } = clientWith(transport);
    state.answer = () => ({ status: 404, body: {} });
    for (let i = 0; i < 10; i += 1) await get(client, '/recommendation/spare-part/1');
    expect(client.circuitState?.()).toBe('closed');
  });

  test('every call is reported with duration and cache outcome', async () => {
    const { transport } = fakeMarketplace();
    const { client, events } = clientWith(transport);
    await get(client, '/vehicle/manufacturers');
    await get(client, '/vehicle/manufacturers');
    await get(client, '/Warenkorb');
    expect(events.map((e) => [e.endpoint, e.cache, e.outcome])).toEqual([
      // Labelled by the call's pattern, never by a raw path.
      ['vehicle/manufacturers', 'miss', 'ok'],
      ['vehicle/manufacturers', 'hit', 'cached'],
      ['Warenkorb', 'none', 'ok'],
    ]);
    expect(events.every((e) => typeof e.ms === 'number' && e.ms >= 0)).toBe(true);
  });
});
