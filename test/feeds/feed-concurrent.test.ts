/**
 * A shopper reads offers through the real server while another process imports a feed that
 * changes every price of a shop: each answer shows the shop's old offers or its new ones, never a
 * mix, and never a 5xx. Needs `npm run build` (runs dist/scripts/feed.js).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createTestApp } from '../support/app';
import { databaseLocation, reopenDatabase } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { runFeedCli, tempDir } from './cli';
import { catalogueArticles, importBuffer } from './helpers';

const SHOP = 1; // ships to Germany, the default delivery country
/** Several offers of the shop per article (an answer mixing generations would show two prices); 30,000 rows keep the import going over many reads. */
const SKUS_PER_ARTICLE = 10;
const dir = tempDir('spareo-feed-concurrent-');

function feed(articles: { brand: string; number: string }[], price: string): string {
  const lines = ['sku;brand;mpn;price;stock'];
  articles.forEach((a, i) => {
    for (let k = 0; k < SKUS_PER_ARTICLE; k++) lines.push(`C-${i}-${k};${a.brand};${a.number};${price};5`);
  });
  return `${lines.join('\n')}\n`;
}

test('shoppers see all old or all new offers during an import, never a mix and never a 5xx', async () => {
  const seedDb = createSeededDatabase();
  const location = databaseLocation(seedDb);
  const articles = await catalogueArticles(seedDb, 3000);
  expect((await importBuffer(seedDb, feed(articles, '10,00'), { shopId: SHOP, force: true })).status).toBe('applied');
  await seedDb.shut();
  const newFeed = path.join(dir, 'new.csv');
  fs.writeFileSync(newFeed, feed(articles, '20,00'));

  const { app, db } = createTestApp({ db: reopenDatabase(seedDb), env: { UPSTREAM_CACHE_TTL_MS: '0', UPSTREAM_STALE_MS: '0' } });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const child = runFeedCli(location, ['--shop', String(SHOP), newFeed]);
  let finished = false;
  void child.done.then(() => { finished = true; });
  const seen = new Set<number>();
  let reads = 0;
  let readsAfter = 0;
  for (let i = 0; !finished || readsAfter < 5; i++) {
    if (finished) readsAfter++;
    const answer = await fetch(`${base}/api/Angebote?sparePartId=${articles[(i * 37) % 200]!.id}`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { offers: { shop: { id: number }; priceCents: number; refundCents: number }[] };
    // The part's own price: a battery delivered into Germany carries the law's deposit on top of the feed's price.
    const prices = new Set(body.offers.filter((o) => o.shop.id === SHOP).map((o) => o.priceCents - o.refundCents));
    // Several SKUs of the shop may list the same article: all of one generation.
    expect(prices.size).toBe(1);
    seen.add([...prices][0]!);
    reads++;
  }
  const result = await child.done;
  expect(result.code).toBe(0);
  expect(JSON.parse(result.stdout).status).toBe('applied');
  expect(reads).toBeGreaterThan(5);
  expect([...seen].sort()).toEqual([1000, 2000]); // old offers before the swap, new ones after
  await new Promise((resolve) => server.close(resolve));
  await db.shut();
  fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);
