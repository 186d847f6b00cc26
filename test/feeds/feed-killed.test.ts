/**
 * An import killed halfway (SIGKILL of the CLI process): the old offers stand untouched, and the
 * next import of the shop succeeds. Needs `npm run build` (runs dist/scripts/feed.js).
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import path from 'node:path';
import type { Database } from '../../server/marketplace/db/connection';
import { catalogueArticles, countRows, importBuffer, shopOffers } from './helpers';
import { runFeedCli, tempDir, writeFeed } from './cli';
import { seededFile } from './seeded-file';
import { waitFor } from '../support/wait-for';

const SHOP = 2;
/** Rows of the feed that is killed, and how many it has read when the kill comes: a quarter in, 5,000-row batches staged. */
const BIG_ROWS = 100_000;
const KILLED_AFTER = 25_000;
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
  const articles = await catalogueArticles(db, 3000);
  const first = path.join(dir, 'first.csv');
  await writeFeed(first, articles, 3000, 0, 1_000_000);
  expect((await importBuffer(db, fs.readFileSync(first), { shopId: SHOP, force: true })).status).toBe('applied');
  const before = await shopOffers(db, SHOP);
  expect(before).toHaveLength(3000);

  const big = path.join(dir, 'big.csv');
  await writeFeed(big, articles, BIG_ROWS, 1, 1_000_000);
  const child = runFeedCli(file, ['--shop', String(SHOP), big]);
  const progress = () => db.kysely.selectFrom('feed_imports').select('rows_read').where('shop_id', '=', SHOP).where('status', '=', 'running').executeTakeFirst();
  await waitFor(`the import to read ${KILLED_AFTER} rows`, async () => {
    if (child.exitCode !== null) throw new Error(`the import ended before: ${(await child.done).stderr}`);
    return ((await progress())?.rows_read ?? 0) >= KILLED_AFTER;
  }, 60_000, 50);
  child.kill('SIGKILL');
  const { code } = await child.done;
  expect(code).toBeNull();

  expect(await shopOffers(db, SHOP)).toEqual(before);
  const killed = await db.kysely.selectFrom('feed_imports').select(['status', 'rows_read']).where('shop_id', '=', SHOP).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  expect(killed.status).toBe('running');
  expect(killed.rows_read).toBeLessThan(BIG_ROWS);
  expect((await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db.kysely)).rows[0]!.integrity_check).toBe('ok');

  const second = path.join(dir, 'second.csv');
  await writeFeed(second, articles, 3000, 2, 1_000_000);
  const next = await importBuffer(db, fs.readFileSync(second), { shopId: SHOP });
  expect(next).toMatchObject({ status: 'applied', offersRemoved: 0, offersAdded: 0, offersUpdated: 3000 });
  expect(await db.kysely.selectFrom('feed_imports').select(['status', 'error']).where('shop_id', '=', SHOP).where('id', '<', next.id).orderBy('id', 'desc').limit(1).executeTakeFirst())
    .toEqual({ status: 'failed', error: expect.stringMatching(/interrupted/) });
  expect(await countRows(db, 'feed_staging')).toBe(0);
}, 120_000);
