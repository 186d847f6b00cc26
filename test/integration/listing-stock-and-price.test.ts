/**
 * A category listing through the marketplace's call, on the project's backend: "in stock" keeps
 * only articles with an offer of at least one piece (an article whose every offer is sold out is
 * left out, counted or not); sorted by price going down, an article without offers comes last, as
 * on SQLite, and going up first (PostgreSQL, unasked, puts the missing price first going down).
 */
import { createMarketplace, type Marketplace } from '../../server/marketplace/index';
import type { Database } from '../../server/marketplace/db/connection';
import { encodeFilters } from '../../server/marketplace/catalogue/filters';
import type { Listing } from '../../contract/index';
import { categoryTitled, createSeededDatabase } from '../support/seeded-db';

let db: Database;
let market: Marketplace;
let discs = 0;

const listing = async (query: Record<string, string>) => {
  const answer = (await market.handle({ method: 'GET', path: '/listing', query: { categoryId: String(discs), pageSize: '60', ...query }, headers: {} })) as { status: number; body: Listing };
  expect(answer.status).toBe(200);
  return answer.body;
};
const IN_STOCK = encodeFilters([{ key: 'in_stock', values: ['1'] }]);

beforeAll(async () => {
  db = createSeededDatabase();
  market = createMarketplace(db);
  discs = await categoryTitled(db, 'Bremsscheiben');
});

test('in stock: an article whose every offer is sold out is neither listed nor counted', async () => {
  const k = db.kysely;
  // The category's most popular article with offers, its offers all sold out: on the first page if let through.
  const soldOut = await k.selectFrom('articles as a').select('a.id').where('a.category_id', '=', discs)
    .where((eb) => eb.exists(eb.selectFrom('offers as o').select('o.id').whereRef('o.article_id', '=', 'a.id')))
    .orderBy('a.popularity', 'desc').orderBy('a.id').executeTakeFirstOrThrow();
  await k.updateTable('offers').set({ stock: 0 }).where('article_id', '=', soldOut.id).execute();
  const stocked = await k.selectFrom('articles as a').select((eb) => eb.fn.countAll<number | string>().as('n')).where('a.category_id', '=', discs)
    .where((eb) => eb.exists(eb.selectFrom('offers as o').select('o.id').whereRef('o.article_id', '=', 'a.id').where('o.stock', '>', 0)))
    .executeTakeFirstOrThrow();

  const all = await listing({});
  expect(all.spareParts.map((part) => part.id)).toContain(soldOut.id);
  const body = await listing({ f: IN_STOCK });
  expect(body.resultCount).toBe(Number(stocked.n));
  expect(body.resultCount).toBeLessThan(all.resultCount);
  expect(body.spareParts.map((part) => part.id)).not.toContain(soldOut.id);
});

test('by price: an article without offers comes last going down and first going up', async () => {
  const k = db.kysely;
  const sample = await k.selectFrom('articles').select('brand_id').where('category_id', '=', discs).executeTakeFirstOrThrow();
  const bare = await k.insertInto('articles')
    .values({ brand_id: sample.brand_id, category_id: discs, article_number: 'OHNE-ANGEBOT-1', norm_number: 'OHNEANGEBOT1', popularity: 1_000_000 })
    .returning('id').executeTakeFirstOrThrow();

  const down = await listing({ sort: 'price-desc' });
  expect(down.resultCount).toBeGreaterThan(down.spareParts.length);
  expect(down.spareParts.map((part) => part.id)).not.toContain(bare.id);
  const lastPage = await listing({ sort: 'price-desc', page: String(down.availablePageCount) });
  expect(lastPage.spareParts.at(-1)!.id).toBe(bare.id);
  expect((await listing({ sort: 'price-asc' })).spareParts[0]!.id).toBe(bare.id);
});
