/**
 * A delivery day shown on a stored page or from a cached marketplace answer holds only until the
 * next cut-off of the shops it shows: a minute after the cut-off the article page promises the
 * later day, from the page store, the door before it and the upstream cache alike. The clock is moved.
 * @backends sqlite: the caches are the web tier's; the offers come the same way on both backends.
 */
import { pathFor } from '../../server/web/routes/table';
import type { Database } from '../../server/marketplace/db/connection';
import { createTestApp } from '../support/app';
import { getOverWire, serveOnLoopback } from '../support/loopback';
import { createEmptyDatabase } from '../support/seeded-db';
import { writeThreeDiscs } from './three-discs';

const db: Database = createEmptyDatabase();
// Production: the page store and the door are on; the upstream cache keeps answers a minute and serves them stale ten more.
const { app } = createTestApp({ db, env: { NODE_ENV: 'production', UPSTREAM_CACHE_TTL_MS: '60000', UPSTREAM_STALE_MS: '600000' } });
const shop = serveOnLoopback(app);

beforeAll(async () => {
  await writeThreeDiscs(db);
  const k = db.kysely;
  // Card payers' shop (no wait for a transfer): dispatched the working day after the order, two working days by carrier; cut-off 14:00 Berlin.
  await k.insertInto('shops').values({ id: 1, name: 'Teilestadt', slug: 'teilestadt', rating: 4.8, payment_methods: 'invoice', email: 'orders@teilestadt.example' }).execute();
  await k.insertInto('shop_shipping').values({ shop_id: 1, country: 'DE', cost_cents: 495, free_from_cents: null, delivery_days_min: 1, delivery_days_max: 2 }).execute();
  await k.insertInto('offers').values({ id: 500, article_id: 1000, shop_id: 1, price_cents: 4990, stock: 50, delivery_days: 1 }).execute();
});

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'clearImmediate', 'queueMicrotask', 'performance', 'hrtime'] });
});
afterEach(() => jest.useRealTimers());

const ARTICLE = pathFor('Article___de-DE', { brandName: 'Bosch', normNumber: '0986479R64' });
const promised = async (headers: Record<string, string> = {}) => {
  const answer = await getOverWire(shop.origin() + ARTICLE, { 'accept-encoding': 'identity', cookie: 'spareo_delivery_country=DE', ...headers });
  expect(answer.status).toBe(200);
  return /<time dateTime="([\d-]+)"/i.exec(answer.body.toString('utf8'))?.[1];
};

test('the article page promises the later day from the first minute after the shop\'s cut-off', async () => {
  // Monday 30 November 2026, 13:58 in Berlin: handled today, dispatched Tuesday, delivered Thursday 3 December.
  jest.setSystemTime(new Date('2026-11-30T12:58:00Z'));
  expect(await promised()).toBe('2026-12-03');
  // Stored: asked again, the same page.
  expect(await promised()).toBe('2026-12-03');
  // 14:01: handled Tuesday, dispatched Wednesday, delivered Friday 4 December; the stored page and the cached answer are past their cut-off.
  jest.setSystemTime(new Date('2026-11-30T13:01:00Z'));
  expect(await promised()).toBe('2026-12-04');
  // Another visitor's cookies (another store key), whose page was never stored: the upstream cache must not answer the old day either.
  expect(await promised({ cookie: 'spareo_delivery_country=DE; spareo_locale=de-DE' })).toBe('2026-12-04');
});

test('a stored page and a cached answer read a minute before the cut-off are not served after it', async () => {
  // Tuesday 1 December, 13:59:30: the answers are fresh for a minute and stale ten more, but the cut-off comes in thirty seconds.
  jest.setSystemTime(new Date('2026-12-01T12:59:30Z'));
  expect(await promised({ cookie: 'spareo_delivery_country=DE; spareo_consent=1' })).toBe('2026-12-04');
  jest.setSystemTime(new Date('2026-12-01T13:00:10Z'));
  expect(await promised({ cookie: 'spareo_delivery_country=DE; spareo_consent=1' })).toBe('2026-12-07');
});
