/**
 * The web tier forgets its cached marketplace answers when offers change (the change feed). An
 * answer asked for before that moment and arriving after it may hold the old offers: it is handed
 * to the request that asked, but neither kept nor shared with a request asked for after the change.
 * @backends sqlite: the client's cache, with a transport of the test's; no database.
 */
import type { MarketplaceRequest } from '../../server/marketplace/http/endpoint';
import { createMarketplaceClient } from '../../server/web/marketplace-client';
import type { Transport, TransportAnswer } from '../../server/web/upstream/transports';

const headers = { 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE' };

test('an answer asked for before the cache was cleared is not kept after it, nor joined by a later request', async () => {
  const calls: MarketplaceRequest[] = [];
  const answers: Array<(answer: TransportAnswer) => void> = [];
  const transport: Transport = (request) => {
    calls.push(request);
    return new Promise((resolve) => answers.push(resolve));
  };
  const marketplace = createMarketplaceClient({ transport, isCacheable: () => true, timeoutMs: 5000 });
  const navigation = (name: string) => ({ status: 200, body: { categories: [{ id: 1, name, slug: name, children: [] }], vehicle: null, manufacturers: [] } });

  const before = marketplace.forward('GET /navigation', { query: {} }, headers);
  await Promise.resolve();
  expect(calls).toHaveLength(1);
  marketplace.clearCache!();
  // Asked for after the change: a call of its own, not the one in flight.
  const after = marketplace.forward('GET /navigation', { query: {} }, headers);
  await Promise.resolve();
  expect(calls).toHaveLength(2);

  answers[0]!(navigation('old'));
  expect((await before).body).toEqual(navigation('old').body);
  answers[1]!(navigation('new'));
  expect((await after).body).toEqual(navigation('new').body);

  // What is cached is the answer read after the change.
  const cached = await marketplace.forward('GET /navigation', { query: {} }, headers);
  expect(cached.cache).toBe('hit');
  expect(cached.body).toEqual(navigation('new').body);
  expect(calls).toHaveLength(2);
});

test('without a clear, identical requests in flight share one call and its answer is kept', async () => {
  let calls = 0;
  const transport: Transport = async () => {
    calls++;
    // eslint-disable-next-line tests/fixed-sleeps -- a call that takes a while is what keeps it in flight for the second request
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { status: 200, body: { categories: [], vehicle: null, manufacturers: [] } };
  };
  const marketplace = createMarketplaceClient({ transport, isCacheable: () => true, timeoutMs: 5000 });
  await Promise.all([marketplace.forward('GET /navigation', { query: {} }, headers), marketplace.forward('GET /navigation', { query: {} }, headers)]);
  expect(calls).toBe(1);
  expect((await marketplace.forward('GET /navigation', { query: {} }, headers)).cache).toBe('hit');
});
