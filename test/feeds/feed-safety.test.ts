/** The safety hold: a feed that would remove too many offers or has too many bad rows waits; the old offers stay. */
import type { Database } from '../../server/marketplace/db/connection';
import { confirmImport } from '../../server/marketplace/feeds/run-import';
import { createSeededDatabase } from '../support/seeded-db';
import { type CatalogueArticle, catalogueArticles, countRows, emptyShop, importBuffer, shopOffers } from './helpers';

const SHOP = 9;
let db: Database;
let articles: CatalogueArticle[];

const feed = (list: CatalogueArticle[], price = '10,00', bad = 0) =>
  ['sku;brand;mpn;price', ...list.map((a) => `K-${a.id};${a.brand};${a.number};${price}`), ...Array.from({ length: bad }, (_, i) => `BAD-${i};${articles[0]!.brand};NO-SUCH-${i};1,00`)].join('\n');

beforeAll(async () => {
  db = createSeededDatabase();
  articles = await catalogueArticles(db, 100);
  await emptyShop(db, SHOP);
  expect((await importBuffer(db, feed(articles), { shopId: SHOP })).status).toBe('applied');
});
afterAll(() => db.close());

test('a feed that would remove more than 30 % of the offers is held until confirmed', async () => {
  const before = await shopOffers(db, SHOP);
  expect(before).toHaveLength(100);
  const held = await importBuffer(db, feed(articles.slice(0, 60), '12,00'), { shopId: SHOP });
  expect(held.status).toBe('held');
  expect(held.holdReason).toMatch(/remove 40 of 100 offers/);
  expect(await shopOffers(db, SHOP)).toEqual(before);
  const confirmed = (await confirmImport(db.kysely, held.id))!;
  expect(confirmed).toMatchObject({ status: 'applied', offersRemoved: 40, offersUpdated: 60 });
  expect((await shopOffers(db, SHOP)).map((o) => o.price_cents)).toEqual(Array(60).fill(1200));
});

test('removing up to the limit goes live at once; the limit is configurable', async () => {
  const applied = await importBuffer(db, feed(articles.slice(0, 45)), { shopId: SHOP });
  expect(applied).toMatchObject({ status: 'applied', offersRemoved: 15 });
  const strict = await importBuffer(db, feed(articles.slice(0, 40)), { shopId: SHOP, limits: { maxRemovedShare: 0.1, maxErrorRate: 0.2 } });
  expect(strict.status).toBe('held');
  expect(await shopOffers(db, SHOP)).toHaveLength(45);
});

test('a feed with too many bad rows is held; a newer feed supersedes a held one', async () => {
  const held = await importBuffer(db, feed(articles.slice(0, 45), '9,00', 20), { shopId: SHOP });
  expect(held.status).toBe('held');
  expect(held.holdReason).toMatch(/20 of 65 rows/);
  expect((await shopOffers(db, SHOP)).every((o) => o.price_cents === 1000)).toBe(true);
  const next = await importBuffer(db, feed(articles.slice(0, 45), '9,50'), { shopId: SHOP });
  expect(next.status).toBe('applied');
  expect(await db.kysely.selectFrom('feed_imports').select('status').where('id', '=', held.id).executeTakeFirst()).toEqual({ status: 'superseded' });
  expect((await confirmImport(db.kysely, held.id))!.status).toBe('superseded');
  expect((await shopOffers(db, SHOP)).every((o) => o.price_cents === 950)).toBe(true);
  expect(await countRows(db, 'feed_staging')).toBe(0);
});
