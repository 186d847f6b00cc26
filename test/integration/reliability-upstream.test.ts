/** The one marketplace client: cache, coalescing, stale-while-revalidate, circuit breaker, timeout. */
import type { MarketplaceRequest, MarketplaceResponse } from '../../server/marketplace/http/endpoint';
import { createMarketplaceClient, type Transport, type UpstreamEvent } from '../../server/web/marketplace-client';

const headers = (locale = 'de-DE', country = 'DE') => ({ 'x-spareo-locale': locale, 'x-spareo-delivery-country': country, 'x-spareo-sid': 'abc' });
const get = (path: string, query: MarketplaceRequest['query'] = {}, h = headers()): MarketplaceRequest => ({ method: 'GET', path, query, headers: h });

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
    isCacheable: (path) => path.startsWith('/vehicle/'),
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
    expect((await client.call(get('/vehicle/manufacturers'))).cache).toBe('miss');
    expect((await client.call(get('/vehicle/manufacturers'))).cache).toBe('hit');
    expect((await client.call(get('/Warenkorb'))).cache).toBe('none');
    expect((await client.call(get('/Warenkorb'))).cache).toBe('none');
    await client.call({ method: 'POST', path: '/vehicle/manufacturers', query: {}, headers: headers(), body: {} });
    expect(state.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /vehicle/manufacturers', 'GET /Warenkorb', 'GET /Warenkorb', 'POST /vehicle/manufacturers']);
  });

  test('the key holds query, edition and delivery country, not query order', async () => {
    const { state, transport } = fakeMarketplace();
    const { client } = clientWith(transport);
    await client.call(get('/vehicle/models/1', { a: '1', b: '2' }));
    await client.call(get('/vehicle/models/1', { b: '2', a: '1' }));
    await client.call(get('/vehicle/models/1', { a: '1', b: '3' }));
    await client.call(get('/vehicle/models/1', { a: '1', b: '2' }, headers('fr-FR', 'DE')));
    await client.call(get('/vehicle/models/1', { a: '1', b: '2' }, headers('de-DE', 'AT')));
    expect(state.calls).toHaveLength(4);
  });

  test('only 200 answers are cached', async () => {
    const { state, transport } = fakeMarketplace();
    state.answer = () => ({ status: 404, body: { error: 'not_found' } });
    const { client } = clientWith(transport);
    await client.call(get('/vehicle/models/9'));
    await client.call(get('/vehicle/models/9'));
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
    const answers = Promise.all(Array.from({ length: 20 }, () => client.call(get('/vehicle/manufacturers'))));
    release();
    expect((await answers).every((a) => a.status === 200)).toBe(true);
    expect(state.calls).toHaveLength(1);
  });
});

describe('stale-while-revalidate', () => {
  test('an expired entry is served at once and refreshed behind it', async () => {
    const { state, transport } = fakeMarketplace();
    const { client, advance } = clientWith(transport);
    const first = await client.call(get('/vehicle/manufacturers'));
    advance(1500);
    const stale = await client.call(get('/vehicle/manufacturers'));
    expect(stale.cache).toBe('stale');
    expect(stale.body).toEqual(first.body);
    await new Promise((r) => setImmediate(r));
    const fresh = await client.call(get('/vehicle/manufacturers'));
    expect(fresh.cache).toBe('hit');
    expect(fresh.body).not.toEqual(first.body);
    expect(state.calls).toHaveLength(2);
  });

  test('a failing marketplace keeps serving the stale entry until the stale window ends', async () => {
    const { state, transport } = fakeMarketplace();
    const { client, advance } = clientWith(transport);
    const first = await client.call(get('/vehicle/manufacturers'));
    state.answer = () => {
      throw new Error('connection refused');
    };
    for (let i = 0; i < 5; i += 1) {
      advance(1500);
      const answer = await client.call(get('/vehicle/manufacturers'));
      expect(answer).toMatchObject({ status: 200, cache: 'stale', body: first.body });
      await new Promise((r) => setImmediate(r));
    }
    advance(20_000);
    expect((await client.call(get('/vehicle/manufacturers'))).status).toBe(503);
  });
});

describe('failures, timeout and circuit breaker', () => {
  test('a transport that throws or hangs answers 503 within the timeout', async () => {
    const { state, transport } = fakeMarketplace();
    const { client, events } = clientWith(transport, { circuitFailureThreshold: 100 });
    state.answer = () => {
      throw new Error('boom');
    };
    expect((await client.call(get('/Warenkorb'))).status).toBe(503);
    state.answer = () => new Promise(() => {});
    const started = Date.now();
    expect((await client.call(get('/Warenkorb'))).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(events.map((e) => e.outcome)).toEqual(['error', 'timeout']);
    expect(await client.get('/Warenkorb/count', {}, headers(), { countArticles: 0 })).toEqual({ countArticles: 0 });
  });

  test('opens after N consecutive failures, fails fast, probes after the cool-down and closes on success', async () => {
    const { state, transport } = fakeMarketplace();
    const { client, advance } = clientWith(transport);
    const states: string[] = [];
    client.onCircuitChange?.((s) => states.push(s));
    state.answer = () => ({ status: 500, body: { error: 'internal' } });
    for (let i = 0; i < 3; i += 1) await client.call(get('/Warenkorb'));
    expect(client.circuitState?.()).toBe('open');
    for (let i = 0; i < 10; i += 1) expect((await client.call(get('/Warenkorb'))).status).toBe(503);
    expect(state.calls).toHaveLength(3);

    advance(5001);
    await client.call(get('/Warenkorb')); // the probe fails: open again
    expect(client.circuitState?.()).toBe('open');
    expect(state.calls).toHaveLength(4);

    state.answer = () => ({ status: 200, body: { ok: true } });
    advance(5001);
    expect((await client.call(get('/Warenkorb'))).status).toBe(200);
    expect(client.circuitState?.()).toBe('closed');
    expect(states).toEqual(['open', 'half-open', 'open', 'half-open', 'closed']);
  });

  test('4xx answers are the marketplace working, not failures', async () => {
    const { state, transport } = fakeMarketplace();
    const { client } = clientWith(transport);
    state.answer = () => ({ status: 404, body: {} });
    for (let i = 0; i < 10; i += 1) await client.call(get('/recommendation/spare-part/1'));
    expect(client.circuitState?.()).toBe('closed');
  });

  test('every call is reported with duration and cache outcome', async () => {
    const { transport } = fakeMarketplace();
    const { client, events } = clientWith(transport);
    await client.call(get('/vehicle/manufacturers'));
    await client.call(get('/vehicle/manufacturers'));
    await client.call(get('/Warenkorb'));
    expect(events.map((e) => [e.endpoint, e.cache, e.outcome])).toEqual([
      // Labelled by the call's pattern, never by a raw path.
      ['vehicle/manufacturers', 'miss', 'ok'],
      ['vehicle/manufacturers', 'hit', 'cached'],
      ['Warenkorb', 'none', 'ok'],
    ]);
    expect(events.every((e) => typeof e.ms === 'number' && e.ms >= 0)).toBe(true);
  });
});
