/**
 * A 1,000,000-row feed, generated here and imported by the CLI exactly as `npm run feed` runs it
 * (same node flags): every row read, the rejected ones counted, under 200 MB peak resident memory.
 * Its time is printed, not asserted (about a minute on a quiet machine; a busy one takes several).
 * Needs `npm run build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { runFeedCli, tempDir, writeFeed } from './cli';
import { seededFile } from './seeded-file';
import { catalogueArticles, countOffers } from './helpers';

const dir = tempDir('spareo-feed-million-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The node flags of `npm run feed` (package.json), so the test measures the command shoppers' shops run. */
function feedScriptFlags(): string[] {
  const script = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.feed!;
  return script.split('&&').pop()!.trim().split(/\s+/).filter((part) => part.startsWith('--'));
}

test('1,000,000 rows import whole with under 200 MB peak memory', async () => {
  const { db, file } = await seededFile(dir);
  const articles = await catalogueArticles(db, 3000);
  const feed = path.join(dir, 'million.csv');
  await writeFeed(feed, articles, 1_000_000);
  const shopId = 3;
  const before = await countOffers(db, shopId);
  db.close();

  const started = Date.now();
  const child = runFeedCli(file, ['--shop', String(shopId), feed, '--force'], feedScriptFlags());
  const { code, stdout, stderr } = await child.done;
  const seconds = (Date.now() - started) / 1000;
  expect({ code, stderr: code ? stderr : '' }).toEqual({ code: 0, stderr: '' });
  const result = JSON.parse(stdout) as { status: string; rowsRead: number; rowsRejected: number; offersAdded: number; offersUpdated: number; offersRemoved: number; maxRssMb: number };
  console.log(`1,000,000-row feed: ${seconds.toFixed(1)} s wall, peak RSS ${result.maxRssMb} MB (${JSON.stringify({ ...result, fileName: undefined })})`);
  expect(result).toMatchObject({ status: 'applied', rowsRead: 1_000_000, rowsRejected: 20_000 });
  expect(result.offersAdded + result.offersUpdated + (before - result.offersRemoved - result.offersUpdated)).toBe(980_000);
  // The time is printed and recorded in docs/performance.md, not asserted: shared machines are noisy.
  expect(result.maxRssMb).toBeLessThan(200);
  expect(stderr).toMatch(/100 % 1,000,000 rows/);
}, 900_000);
