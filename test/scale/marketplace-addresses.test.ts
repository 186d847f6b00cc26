/**
 * Two marketplace services, no balancer between them: the web tier takes both addresses in
 * MARKETPLACE_URL and balances its calls itself. One service killed under load fails no page and no
 * API call (its calls go to the other, its circuit opens); the change stream, which followed the
 * killed one, moves to the other: an offer changed afterwards reaches a page the web tier had cached.
 */
import path from 'node:path';
import { pathFor } from '../../server/web/routes/table';
import { addFeedShop, applyFeed, articleWithOffers, scaleBackends, seededScaleDatabase, startMarketplaceService, startWebReplica, type ScaleArticle, type ScaleDatabase, type ShopProcess } from '../support/scale-processes';
import { waitFor } from '../support/wait-for';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(240_000);

describe.each(scaleBackends())('on %s', (backend) => {
  const logDir = tempDir('spareo-addresses-');
  let database: ScaleDatabase;
  let first: ShopProcess;
  let second: ShopProcess;
  /** Asks the marketplace for every call (no cached answers): the load's calls all go to the services. */
  let uncached: ShopProcess;
  /** Keeps answers until told of a change. */
  let caching: ShopProcess;
  let feedShop = 0;
  let feedToken = '';
  let article: ScaleArticle;

  const articlePath = () => pathFor('Article___de-DE', { brandName: article.seoName, normNumber: article.normNumber });

  beforeAll(async () => {
    database = await seededScaleDatabase(backend, logDir);
    ({ shopId: feedShop, token: feedToken } = await addFeedShop(database.db, 'Address Test Parts', 'address-test-parts'));
    article = await articleWithOffers(database.db, 0);
    // The two services start side by side, then the two replicas: none waits for its twin.
    [first, second] = await Promise.all([startMarketplaceService(database.env, path.join(logDir, 'first.log')), startMarketplaceService(database.env, path.join(logDir, 'second.log'))]);
    const addresses = `${first.base},${second.base}`;
    const common = { MARKETPLACE_URL: addresses, TRUST_PROXY: 'true', MARKETPLACE_TIMEOUT_MS: '5000', CIRCUIT_COOLDOWN_MS: '60000', DATABASE_PATH: path.join(logDir, 'never-opened.db') };
    [uncached, caching] = await Promise.all([
      startWebReplica({ ...common, UPSTREAM_CACHE_TTL_MS: '0', UPSTREAM_STALE_MS: '0' }, path.join(logDir, 'uncached.log')),
      startWebReplica({ ...common, UPSTREAM_CACHE_TTL_MS: '600000', UPSTREAM_STALE_MS: '600000' }, path.join(logDir, 'caching.log')),
    ]);
  });

  afterAll(async () => {
    for (const process of [uncached, caching, first, second]) if (process?.alive()) await process.kill();
    await database?.close();
  });

  const uploadFeed = (service: ShopProcess, priceText: string) => applyFeed(service.base, { shopId: feedShop, token: feedToken }, 'ADDR-1', article, priceText);

  let address = 0;
  const visitor = () => ({ 'x-forwarded-for': `10.7.${(address >> 8) & 255}.${address++ & 255}` });

  test('one service killed under load: no failed page or call, and the change stream follows the other', async () => {
    await uploadFeed(first, '11,11');
    expect(await (await fetch(`${caching.base}${articlePath()}`)).text()).toContain('11,11');

    const failed: string[] = [];
    let answered = 0;
    let loading = true;
    const urls = ['/', articlePath(), '/Warenkorb', '/api/session', '/api/TrustedShops/Rating', pathFor('AllVehicles___de-DE', {})];
    const worker = async (n: number) => {
      for (let i = n; loading; i++) {
        const url = urls[i % urls.length]!;
        try {
          const answer = await fetch(`${uncached.base}${url}`, { headers: visitor(), redirect: 'manual', signal: AbortSignal.timeout(20_000) });
          await answer.arrayBuffer();
          if (answer.status !== 200 || answer.headers.get('x-spareo-fallback')) failed.push(`${url} ${answer.status}${answer.headers.get('x-spareo-fallback') ? ' (fallback)' : ''}`);
          answered++;
        } catch (error) {
          failed.push(`${url}: ${(error as Error).message}`);
        }
      }
    };
    const workers = Array.from({ length: 4 }, (_, n) => worker(n));
    // Under load: every page of the round answered twice, their calls spread over both services.
    await waitFor('the load to get going', () => answered >= 2 * urls.length, 30_000);
    await first.kill();
    const killedAt = answered;
    // The load goes on until the survivor has given enough answers after the kill (on a busy machine that can take a while).
    await waitFor('ten answers from the survivor', () => answered - killedAt > 10, 30_000).finally(() => (loading = false));
    await Promise.all(workers);

    expect(failed).toEqual([]);
    expect(answered - killedAt).toBeGreaterThan(10);
    expect(uncached.alive()).toBe(true);

    // The caching replica followed the first address's change stream; the second tells it now.
    await uploadFeed(second, '22,22');
    await waitFor('the caching replica to show the new price (its change stream moved to the second service)', async () => (await (await fetch(`${caching.base}${articlePath()}`)).text()).includes('22,22'), 15_000, 100);
  });
});
