/**
 * The cart's stand (server/marketplace/cart/stand.ts) as the web tier's kept carts ask for it on
 * every view: while nothing was written to the database it is answered with one read of no table
 * (the database's version), and whatever a write changes, through this connection or another one,
 * gives another stand at the next look, while a write elsewhere leaves it as it was.
 */
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { currentCartStand } from '../../server/marketplace/cart/stand';
import { cutoffState } from '../../server/marketplace/delivery';
import { reopenDatabase } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';

const database = createSeededDatabase();
afterAll(() => database.shut());

/** Counts the statements run through a handle (by their results: a read compiled once is not compiled again). */
class Statements implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.count++;
    return result;
  }
}
const statements = new Statements();
const db = database.kysely.withPlugin(statements);

const now = new Date();
const sessionId = (letter: string) => letter.repeat(43);
const DE_VIEW = { country: 'DE', langNo: 1 };

async function cartWith(sid: string, offers: number[]) {
  await db.insertInto('sessions').values({ id: sid, created_at: now.toISOString(), last_seen_at: now.toISOString() }).execute();
  for (const offer of offers) await db.insertInto('cart_lines').values({ session_id: sid, offer_id: offer, model_id: null, quantity: 1, added_at: now.toISOString() }).execute();
}

let offers: Array<{ id: number; price_cents: number }>;
beforeAll(async () => {
  offers = await db.selectFrom('offers').select(['id', 'price_cents']).where('stock', '>', 0).orderBy('id').limit(4).execute();
  await cartWith(sessionId('a'), [offers[0]!.id, offers[1]!.id]);
});

async function standWithCount(sid: string) {
  const before = statements.count;
  const stand = await currentCartStand(db, sid, DE_VIEW);
  return { stand, statements: statements.count - before };
}

/**
 * PostgreSQL's snapshot moves with any commit of the cluster, and the test run's cluster is shared
 * with the other files' databases: an unchanged cart is read with one statement whenever nothing
 * was committed in between, so the fewest of a few reads in a row is what is asserted.
 */
async function fewestStatements(sid: string): Promise<number> {
  let fewest = Infinity;
  for (let i = 0; i < 5 && fewest > 1; i++) fewest = Math.min(fewest, (await standWithCount(sid)).statements);
  return fewest;
}

test('an unchanged cart\'s stand is the same, read with one statement', async () => {
  const first = await standWithCount(sessionId('a'));
  expect(first.stand).toMatch(/^[\w-]{20,}$/);
  const second = await standWithCount(sessionId('a'));
  expect(second.stand).toBe(first.stand);
  expect(await fewestStatements(sessionId('a'))).toBe(1);
});

test('a write through this connection or another one gives another stand; a write elsewhere the same one', async () => {
  const kept = (await standWithCount(sessionId('a'))).stand;
  await db.updateTable('offers').set({ price_cents: offers[0]!.price_cents + 100 }).where('id', '=', offers[0]!.id).execute();
  const own = (await standWithCount(sessionId('a'))).stand;
  expect(own).not.toBe(kept);

  const other = reopenDatabase(database);
  try {
    await other.kysely.updateTable('offers').set({ stock: 0 }).where('id', '=', offers[1]!.id).execute();
    const sold = (await standWithCount(sessionId('a'))).stand;
    expect(sold).not.toBe(own);
    await other.kysely.updateTable('offers').set({ stock: 5 }).where('id', '=', offers[1]!.id).execute();
    expect((await standWithCount(sessionId('a'))).stand).not.toBe(sold);
  } finally {
    await other.shut();
  }
  const before = (await standWithCount(sessionId('a'))).stand;
  await cartWith(sessionId('b'), [offers[2]!.id]);
  const after = await standWithCount(sessionId('a'));
  expect(after.stand).toBe(before);
  expect(after.statements).toBeGreaterThan(1);
  expect(await fewestStatements(sessionId('a'))).toBe(1);
});

test('a line added shows; a session unknown, expired or ended has no stand', async () => {
  const kept = (await standWithCount(sessionId('a'))).stand;
  await db.insertInto('cart_lines').values({ session_id: sessionId('a'), offer_id: offers[3]!.id, model_id: null, quantity: 2, added_at: now.toISOString() }).execute();
  expect((await standWithCount(sessionId('a'))).stand).not.toBe(kept);

  expect(await currentCartStand(db, sessionId('c'), DE_VIEW)).toBeUndefined();
  expect(await currentCartStand(db, 'not a session', DE_VIEW)).toBeUndefined();
  await cartWith(sessionId('d'), [offers[0]!.id]);
  expect(await currentCartStand(db, sessionId('d'), DE_VIEW)).toBeDefined();
  // Its idle time run out, with nothing written meanwhile: not known any more.
  expect(await currentCartStand(db, sessionId('d'), DE_VIEW, new Date(now.getTime() + 31 * 86_400_000))).toBeUndefined();
  await db.deleteFrom('cart_lines').where('session_id', '=', sessionId('d')).execute();
  await db.deleteFrom('sessions').where('id', '=', sessionId('d')).execute();
  expect(await currentCartStand(db, sessionId('d'), DE_VIEW)).toBeUndefined();
});

/** The stand before and after a change, and again once it is undone. */
async function standAround(sid: string, view: typeof DE_VIEW & { modelId?: string }, change: () => Promise<unknown>, undo: () => Promise<unknown>, at = now) {
  const before = await currentCartStand(db, sid, view, at);
  await change();
  const during = await currentCartStand(db, sid, view, at);
  await undo();
  const after = await currentCartStand(db, sid, view, at);
  return { before, during, after };
}

describe('what a kept cart page shows besides its lines and offers is in the stand too, so the page is kept for no set time', () => {
  const sid = sessionId('e');
  let line: { id: number; article_id: number; shop_id: number };
  let article: { article_number: string; brand_id: number; category_id: number };
  beforeAll(async () => {
    // An article offered by more than one shop: the other shops' cards are on the page too.
    const shared = await db.selectFrom('offers').select('article_id').where('stock', '>', 0).groupBy('article_id')
      .having((eb) => eb.fn.count('shop_id').distinct(), '>', 1).orderBy('article_id').limit(1).executeTakeFirstOrThrow();
    line = await db.selectFrom('offers').select(['id', 'article_id', 'shop_id']).where('article_id', '=', shared.article_id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    article = await db.selectFrom('articles').select(['article_number', 'brand_id', 'category_id']).where('id', '=', line.article_id).executeTakeFirstOrThrow();
    await cartWith(sid, [line.id]);
  });

  const changes = (stand: { before?: string; during?: string; after?: string }) => {
    expect(stand.before).toBeDefined();
    expect(stand.during).not.toBe(stand.before);
    expect(stand.after).toBe(stand.before);
  };

  test('an article\'s number, brand or part type renamed (an import)', async () => {
    changes(await standAround(sid, DE_VIEW,
      () => db.updateTable('articles').set({ article_number: 'RENAMED-1' }).where('id', '=', line.article_id).execute(),
      () => db.updateTable('articles').set({ article_number: article.article_number }).where('id', '=', line.article_id).execute()));
    const brand = await db.selectFrom('brands').select('name').where('id', '=', article.brand_id).executeTakeFirstOrThrow();
    changes(await standAround(sid, DE_VIEW,
      () => db.updateTable('brands').set({ name: 'Renamed brand' }).where('id', '=', article.brand_id).execute(),
      () => db.updateTable('brands').set({ name: brand.name }).where('id', '=', article.brand_id).execute()));
    const text = await db.selectFrom('category_texts').select('title').where('category_id', '=', article.category_id).where('lang_no', '=', 1).executeTakeFirstOrThrow();
    changes(await standAround(sid, DE_VIEW,
      () => db.updateTable('category_texts').set({ title: 'Umbenannt' }).where('category_id', '=', article.category_id).where('lang_no', '=', 1).execute(),
      () => db.updateTable('category_texts').set({ title: text.title }).where('category_id', '=', article.category_id).where('lang_no', '=', 1).execute()));
    // The texts are the edition's: another language is another stand.
    expect(await currentCartStand(db, sid, { country: 'DE', langNo: 6 })).not.toBe(await currentCartStand(db, sid, DE_VIEW));
  });

  test('another shop\'s card (its reviews, its seller\'s city) and the line shop\'s payment methods', async () => {
    const other = await db.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id').select(['s.id', 's.review_count', 's.city'])
      .where('o.article_id', '=', line.article_id).where('o.shop_id', '<>', line.shop_id).orderBy('o.id').limit(1).executeTakeFirstOrThrow();
    changes(await standAround(sid, DE_VIEW,
      () => db.updateTable('shops').set({ review_count: other.review_count + 7 }).where('id', '=', other.id).execute(),
      () => db.updateTable('shops').set({ review_count: other.review_count }).where('id', '=', other.id).execute()));
    changes(await standAround(sid, DE_VIEW,
      () => db.updateTable('shops').set({ city: 'Anderswo' }).where('id', '=', other.id).execute(),
      () => db.updateTable('shops').set({ city: other.city }).where('id', '=', other.id).execute()));
    const shop = await db.selectFrom('shops').select('payment_methods').where('id', '=', line.shop_id).executeTakeFirstOrThrow();
    changes(await standAround(sid, DE_VIEW,
      () => db.updateTable('shops').set({ payment_methods: `${shop.payment_methods},paypal,card` }).where('id', '=', line.shop_id).execute(),
      () => db.updateTable('shops').set({ payment_methods: shop.payment_methods }).where('id', '=', line.shop_id).execute()));
  });

  test('the article listed for the chosen vehicle: another stand for that vehicle only', async () => {
    const category = await db.selectFrom('categories').select('is_universal').where('id', '=', article.category_id).executeTakeFirstOrThrow();
    expect(category.is_universal).toBe(0);
    const model = await db.selectFrom('models').select('id').where((eb) => eb.not(eb.exists(
      eb.selectFrom('fitment').select('model_id').whereRef('fitment.model_id', '=', 'models.id').where('fitment.article_id', '=', line.article_id),
    ))).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const vehicle = { ...DE_VIEW, modelId: String(model.id) };
    const without = await currentCartStand(db, sid, DE_VIEW);
    changes(await standAround(sid, vehicle,
      () => db.insertInto('fitment').values({ model_id: model.id, article_id: line.article_id }).execute(),
      () => db.deleteFrom('fitment').where('model_id', '=', model.id).where('article_id', '=', line.article_id).execute()));
    expect(await currentCartStand(db, sid, DE_VIEW)).toBe(without);
  });

  test('another shop\'s cut-off passing (its card says by when it delivers), with nothing written', async () => {
    const shops = await db.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id').select(['s.id', 's.country', 's.dispatch_cutoff'])
      .where('o.article_id', '=', line.article_id).orderBy('o.id').execute();
    const own = shops.find((shop) => shop.id === line.shop_id)!;
    const other = shops.find((shop) => shop.id !== line.shop_id)!;
    // The other shop's cut-off a few hours from the line shop's, so only the other one's passes.
    const [hours] = own.dispatch_cutoff.split(':').map(Number) as [number];
    const cutoff = `${String((hours + 6) % 24).padStart(2, '0')}:30`;
    await db.updateTable('shops').set({ dispatch_cutoff: cutoff }).where('id', '=', other.id).execute();
    try {
      // The minute at which its cut-off passes, found by the same rule (its zone's local time).
      let at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      while (cutoffState(new Date(at), other.country, cutoff).endsWith('>')) at += 60_000;
      while (cutoffState(new Date(at + 60_000), other.country, cutoff).endsWith('<')) at += 60_000;
      const before = new Date(at + 20_000);
      const after = new Date(at + 80_000);
      expect(cutoffState(before, own.country, own.dispatch_cutoff)).toBe(cutoffState(after, own.country, own.dispatch_cutoff));
      expect(await currentCartStand(db, sid, DE_VIEW, after)).not.toBe(await currentCartStand(db, sid, DE_VIEW, before));
    } finally {
      await db.updateTable('shops').set({ dispatch_cutoff: other.dispatch_cutoff }).where('id', '=', other.id).execute();
    }
  });
});
