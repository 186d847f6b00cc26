/**
 * A large feed (100,000 rows), generated here and imported by the CLI exactly as `npm run feed`
 * runs it (same node flags): every row read, the rejected ones counted, every other row an offer,
 * the progress reported to the end. The peak memory at a million rows is the feed import's bench
 * (`npm run bench:feed`, which fails above its budget), not a claim a shared machine could time.
 * Needs `npm run build`.
 */
import fs from 'node:fs';
import { feedScriptFlags, unknownRows } from '../../scripts/bench/offer-feed';
import { runFeedCli, tempDir, writeFeed } from './cli';
import { seededFile } from './seeded-file';
import { catalogueArticles, countOffers } from './helpers';

const dir = tempDir('spareo-feed-streamed-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ROWS = 100_000;

test('100,000 rows import whole with the flags `npm run feed` gives the CLI', async () => {
  const { db, file } = await seededFile(dir);
  const articles = await catalogueArticles(db, 3000);
  const feed = `${dir}/large.csv`;
  await writeFeed(feed, articles, ROWS);
  const shopId = 3;
  const before = await countOffers(db, shopId);
  db.close();

  const child = runFeedCli(file, ['--shop', String(shopId), feed, '--force'], feedScriptFlags());
  const { code, stdout, stderr } = await child.done;
  expect({ code, stderr: code ? stderr : '' }).toEqual({ code: 0, stderr: '' });
  const result = JSON.parse(stdout) as { status: string; rowsRead: number; rowsRejected: number; offersAdded: number; offersUpdated: number; offersRemoved: number };
  expect(result).toMatchObject({ status: 'applied', rowsRead: ROWS, rowsRejected: unknownRows(ROWS) });
  expect(result.offersAdded + result.offersUpdated + (before - result.offersRemoved - result.offersUpdated)).toBe(ROWS - unknownRows(ROWS));
  expect(stderr).toMatch(/100 % 100,000 rows/);
}, 300_000);
