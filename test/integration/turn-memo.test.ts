/**
 * db/turn-memo.ts: a read asked again while it is in flight, or in the turn its answer arrived,
 * is read once; any write through the same database (a statement or a commit) ends the sharing.
 */
import { sql, type Kysely } from 'kysely';
import { openDatabase, type Database, type Db } from '../../server/marketplace/db/connection';
import { turnMemo } from '../../server/marketplace/db/turn-memo';

interface Tables {
  lines: { sid: string; qty: number };
}

const opened: Database[] = [];
afterAll(async () => {
  for (const db of opened) await db.shut();
});

async function fixture(options: { slow?: boolean } = {}) {
  const db = openDatabase(':memory:');
  opened.push(db);
  const typed = (conn: Db) => conn as unknown as Kysely<Tables>;
  await sql`CREATE TABLE lines (sid TEXT, qty INTEGER)`.execute(db.kysely);
  await typed(db.kysely).insertInto('lines').values([{ sid: 'a', qty: 1 }, { sid: 'b', qty: 5 }]).execute();
  let reads = 0;
  const quantities = turnMemo(async function quantities(conn: Db, sid: string) {
    reads++;
    // A read that takes a while, as one over the network to PostgreSQL does.
    // eslint-disable-next-line tests/fixed-sleeps -- the slow read is the case under test, not a wait
    if (options.slow) await new Promise((resolve) => setTimeout(resolve, 20));
    const rows = await typed(conn).selectFrom('lines').select('qty').where('sid', '=', sid).execute();
    return rows.map((row) => row.qty);
  });
  const setQuantity = (conn: Db, sid: string, qty: number) => typed(conn).updateTable('lines').set({ qty }).where('sid', '=', sid).execute();
  return { db: db.kysely, quantities, setQuantity, reads: () => reads };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('the same read asked twice together is read once and gives the same answer', async () => {
  const { db, quantities, reads } = await fixture();
  const first = quantities(db, 'a');
  expect(quantities(db, 'a')).toBe(first);
  expect(await first).toEqual([1]);
  expect(reads()).toBe(1);
  expect(await quantities(db, 'b')).toEqual([5]);
  expect(reads()).toBe(2);
});

test('a read still in flight in a later turn is joined, not read again', async () => {
  const { db, quantities, reads } = await fixture({ slow: true });
  const first = quantities(db, 'a');
  await nextTurn();
  const second = quantities(db, 'a');
  expect(await second).toEqual([1]);
  expect(await first).toBe(await second);
  expect(reads()).toBe(1);
});

test('a write through the same database is seen by the next read, in the same turn', async () => {
  const { db, quantities, setQuantity, reads } = await fixture();
  expect(await quantities(db, 'a')).toEqual([1]);
  await setQuantity(db, 'a', 3);
  expect(await quantities(db, 'a')).toEqual([3]);
  expect(reads()).toBe(2);
});

test('a write started while a read is in flight is not hidden by that read', async () => {
  const { db, quantities, setQuantity, reads } = await fixture({ slow: true });
  const before = quantities(db, 'a');
  await setQuantity(db, 'a', 4);
  expect(await quantities(db, 'a')).toEqual([4]);
  await before;
  expect(reads()).toBe(2);
});

test('a committed transaction is seen by the next read', async () => {
  const { db, quantities, setQuantity } = await fixture();
  expect(await quantities(db, 'b')).toEqual([5]);
  await db.transaction().execute(async (tx) => {
    await setQuantity(tx, 'b', 6);
  });
  expect(await quantities(db, 'b')).toEqual([6]);
});

test('the next turn reads again, and two databases never share answers', async () => {
  const one = await fixture();
  const two = await fixture();
  expect(await one.quantities(one.db, 'a')).toEqual([1]);
  await two.setQuantity(two.db, 'a', 7);
  expect(await two.quantities(two.db, 'a')).toEqual([7]);
  await nextTurn();
  await one.quantities(one.db, 'a');
  expect(one.reads()).toBe(2);
});

test('a database that does not count its writes is never memoised', async () => {
  const { db, quantities, reads } = await fixture();
  const plain = db.withoutPlugins();
  await Promise.all([quantities(plain, 'a'), quantities(plain, 'a')]);
  expect(reads()).toBe(2);
});
