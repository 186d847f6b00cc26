/**
 * Reads compiled once per shape (server/marketplace/db/compiled-once.ts) answer exactly as the same
 * query built anew, for every call's own values: lists of other lengths, a null, another edition.
 * A builder that writes an argument into the SQL text itself is refused instead of running it.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/marketplace/db/connection';
import { compiledOnce } from '../../server/marketplace/db/compiled-once';
import { cartLines, deliverableOffers, shopsByIds } from '../../server/marketplace/cart/repository';
import { createSeededDatabase } from '../support/seeded-db';

const database = createSeededDatabase();
const db = database.kysely;
afterAll(() => database.shut());

const shopsIn = compiledOnce((d: Db, ids: number[], minRating: number) =>
  d.selectFrom('shops').select(['id', 'name']).where('id', 'in', ids).where('rating', '>=', minRating).orderBy('id'));
const fresh = (ids: number[], minRating: number) =>
  db.selectFrom('shops').select(['id', 'name']).where('id', 'in', ids).where('rating', '>=', minRating).orderBy('id').execute();

test('each call runs with its own values, lists of any length included', async () => {
  const all = await db.selectFrom('shops').select('id').orderBy('id').execute();
  const ids = all.map((s) => s.id);
  expect(ids.length).toBeGreaterThan(3);
  for (const [list, rating] of [[ids.slice(0, 2), 0], [ids.slice(1, 4), 0], [ids.slice(0, 2), 4.5], [ids, 3], [[ids[2]!], 0]] as const) {
    expect(await shopsIn(db, [...list], rating)).toEqual(await fresh([...list], rating));
  }
});

test('a null argument gets a statement of its own', async () => {
  const byModel = compiledOnce((d: Db, modelId: number | null) =>
    d.selectFrom('cart_lines').select('id').where((eb) => (modelId === null ? eb('model_id', 'is', null) : eb('model_id', '=', modelId))));
  await expect(byModel(db, null)).resolves.toEqual(await db.selectFrom('cart_lines').select('id').where('model_id', 'is', null).execute());
  await expect(byModel(db, 1)).resolves.toEqual(await db.selectFrom('cart_lines').select('id').where('model_id', '=', 1).execute());
});

test('the cart reads answer as before for two editions and delivery countries', async () => {
  const offers = await db.selectFrom('offers').select(['id', 'article_id']).where('stock', '>', 0).orderBy('id').limit(40).execute();
  const articleIds = [...new Set(offers.map((o) => o.article_id))];
  expect(await deliverableOffers(db, articleIds.slice(0, 3), 'DE')).toEqual(
    await db.selectFrom('offers as o')
      .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', 'DE'))
      .select(['o.id as offer_id', 'o.article_id', 'o.shop_id', 'o.price_cents', 'sh.cost_cents', 'sh.free_from_cents'])
      .where('o.article_id', 'in', articleIds.slice(0, 3)).where('o.stock', '>', 0).orderBy('o.id').execute(),
  );
  expect(await deliverableOffers(db, articleIds.slice(0, 5), 'FR')).toHaveLength(
    Number((await db.selectFrom('offers as o').innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', 'FR'))
      .select((eb) => eb.fn.countAll<number>().as('n')).where('o.article_id', 'in', articleIds.slice(0, 5)).where('o.stock', '>', 0).executeTakeFirstOrThrow()).n),
  );
  expect(await shopsByIds(db, [])).toEqual([]);
  expect(await cartLines(db, 'no-such-session', 'DE', 1)).toEqual([]);
});

test('an argument written into the SQL text is refused, not run', async () => {
  const literal = compiledOnce((d: Db, name: string) => d.selectFrom('shops').select('id').where('name', '=', sql.lit(name)));
  // Kysely itself refuses an object as an immediate value; the helper refuses any other stand-in that is not a parameter.
  await expect(literal(db, 'x')).rejects.toThrow(/invalid immediate value|every argument must be a parameter/);
});
