/**
 * An import's staged rows are deleted in slices when it ends. The slices once were `sku IN (a
 * limited subquery)`, which PostgreSQL, without statistics on the freshly filled staging table, ran
 * as a nested loop reading the subquery again for every row: at 100,000 rows the import (and the
 * feed test that does one) hung for many minutes. Now each slice is a range of the primary key.
 */
import { dropStaging } from '../../server/marketplace/feeds/apply';
import { startImport } from '../../server/marketplace/feeds/imports';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const k = db.kysely;

/** Staged rows, 2,000 an insert (13 columns each: below both backends' limits on bound values). */
async function stage(importId: number, rows: number, articleId: number) {
  for (let i = 0; i < rows; i += 2000) {
    await k.insertInto('feed_staging').values(Array.from({ length: Math.min(2000, rows - i) }, (_, n) => ({
      import_id: importId, sku: `S-${i + n}`, line: i + n + 2, article_id: articleId, price_cents: 1000, refund_cents: 0, stock: 1, delivery_days: 2,
      offer_url: null, image_url: null, country_terms: null, oe_numbers: null, superseded_lines: null,
    }))).execute();
  }
}

const staged = async (importId: number) => Number((await k.selectFrom('feed_staging').select((eb) => eb.fn.countAll().as('n')).where('import_id', '=', importId).executeTakeFirstOrThrow()).n);

test('slices delete every staged row of the import and none of another', async () => {
  const article = await k.selectFrom('articles').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const one = await startImport(k, 1, 'cli', null, null);
  const other = await startImport(k, 2, 'cli', null, null);
  await stage(one, 23, article.id);
  await stage(other, 4, article.id);
  await dropStaging(k, one, 5);
  expect([await staged(one), await staged(other)]).toEqual([0, 4]);
});

test('100,000 staged rows go in seconds (on PostgreSQL without statistics on them)', async () => {
  const article = await k.selectFrom('articles').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const id = await startImport(k, 3, 'cli', null, null);
  await stage(id, 100_000, article.id);
  const started = Date.now();
  await dropStaging(k, id);
  expect(await staged(id)).toBe(0);
  // Generous for a busy machine: the range slices take well under a second, the old plan many minutes.
  expect(Date.now() - started).toBeLessThan(30_000);
}, 90_000);
