/**
 * An import killed halfway (SIGKILL of the CLI process): the old offers stand untouched, and the
 * next import of the shop succeeds. Needs `npm run build` (runs dist/scripts/feed.js).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../server/marketplace/db/connection';
import { catalogueArticles, importBuffer, shopOffers } from './helpers';
import { runFeedCli, seededFile, tempDir, writeFeed } from './cli';

const SHOP = 2;
const dir = tempDir('spareo-feed-killed-');
let db: Database;
let file: string;

beforeAll(async () => {
  ({ db, file } = await seededFile(dir));
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('SIGKILL halfway leaves the old offers; the next import succeeds', async () => {
  const articles = catalogueArticles(db, 3000);
  const first = path.join(dir, 'first.csv');
  await writeFeed(first, articles, 3000, 0, 1_000_000);
  expect((await importBuffer(db, fs.readFileSync(first), { shopId: SHOP, force: true })).status).toBe('applied');
  const before = shopOffers(db, SHOP);
  expect(before).toHaveLength(3000);

  const big = path.join(dir, 'big.csv');
  await writeFeed(big, articles, 400_000, 1, 1_000_000);
  const child = runFeedCli(file, ['--shop', String(SHOP), big]);
  const progress = db.prepare("SELECT rows_read AS n FROM feed_imports WHERE shop_id = ? AND status = 'running'");
  for (let i = 0; ; i++) {
    const row = progress.get(SHOP) as { n: number } | undefined;
    if (row && row.n >= 100_000) break;
    if (i > 1200) throw new Error('the import never got going');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  const { code } = await child.done;
  expect(code).toBeNull();

  expect(shopOffers(db, SHOP)).toEqual(before);
  expect(db.prepare("SELECT status, rows_read < 400000 AS partial FROM feed_imports WHERE shop_id = ? ORDER BY id DESC LIMIT 1").get(SHOP)).toEqual({ status: 'running', partial: 1 });
  expect((db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check).toBe('ok');

  const second = path.join(dir, 'second.csv');
  await writeFeed(second, articles, 3000, 2, 1_000_000);
  const next = await importBuffer(db, fs.readFileSync(second), { shopId: SHOP });
  expect(next).toMatchObject({ status: 'applied', offersRemoved: 0, offersAdded: 0, offersUpdated: 3000 });
  expect(db.prepare("SELECT status, error FROM feed_imports WHERE shop_id = ? AND id < ? ORDER BY id DESC LIMIT 1").get(SHOP, next.id))
    .toEqual({ status: 'failed', error: expect.stringMatching(/interrupted/) });
  expect((db.prepare('SELECT count(*) AS n FROM feed_staging').get() as { n: number }).n).toBe(0);
}, 120_000);
