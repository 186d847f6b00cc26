/**
 * The cart's stand (server/marketplace/cart/stand.ts) as the web tier's kept carts ask for it on
 * every view: while nothing was written to the database it is answered with one read of no table
 * (the database's version), and whatever a write changes, through this connection or another one,
 * gives another stand at the next look, while a write elsewhere leaves it as it was.
 */
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { currentCartStand } from '../../server/marketplace/cart/stand';
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

test('an unchanged cart\'s stand is the same, read with one statement', async () => {
  const first = await standWithCount(sessionId('a'));
  expect(first.stand).toMatch(/^[\w-]{20,}$/);
  const second = await standWithCount(sessionId('a'));
  expect(second.stand).toBe(first.stand);
  expect(second.statements).toBe(1);
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
  expect((await standWithCount(sessionId('a'))).statements).toBe(1);
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
