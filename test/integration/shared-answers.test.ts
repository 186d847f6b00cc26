/**
 * A cached answer that many requests read alike (the navigation in every page's header) is one
 * object for all of them: what is built from it is kept by its identity, above all the layout's
 * rendered header and footer (server/web/page-output/layout-fragment.tsx), which a visitor with a session then
 * gets from the cache instead of rendered again on every page.
 */
import type { MarketplaceRequest } from '../../server/marketplace/http/endpoint';
import { createMarketplaceClient } from '../../server/web/marketplace-client';
import type { Transport } from '../../server/web/upstream/transports';

const headers = { 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE' };

function client(cacheable: boolean) {
  const calls: MarketplaceRequest[] = [];
  const transport: Transport = async (request) => {
    calls.push(request);
    return { status: 200, body: { categories: [], vehicle: null, manufacturers: [] } };
  };
  return { calls, client: createMarketplaceClient({ transport, isCacheable: () => cacheable, timeoutMs: 1000 }) };
}

test('two requests for the cached navigation get the very same checked answer', async () => {
  const { client: marketplace, calls } = client(true);
  const first = await marketplace.requestShared('GET /navigation', { query: {} }, { ...headers, 'x-spareo-sid': 'one' });
  const second = await marketplace.requestShared('GET /navigation', { query: {} }, { ...headers, 'x-spareo-sid': 'two' });
  expect(calls).toHaveLength(1);
  expect(second).toBe(first);
  expect(first).toEqual({ categories: [], vehicle: null, manufacturers: [] });
});

test('an answer that is not cached is read anew each time, and a failed one gives the fallback', async () => {
  const { client: marketplace } = client(false);
  const first = await marketplace.requestShared('GET /navigation', { query: {} }, headers);
  const second = await marketplace.requestShared('GET /navigation', { query: {} }, headers);
  expect(second).not.toBe(first);
  expect(second).toEqual(first);
  const failing = createMarketplaceClient({ transport: async () => ({ status: 500, body: { error: 'x' } }), isCacheable: () => true, timeoutMs: 1000 });
  expect(await failing.requestShared('GET /navigation', { query: {} }, headers)).toEqual({ categories: [], vehicle: null, manufacturers: [] });
});
