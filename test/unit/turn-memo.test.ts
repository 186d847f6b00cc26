/** db/turn-memo.ts: a read asked twice in one turn is read once, unless the connection wrote in between or the turn ended. */
import { openDatabase } from '../../server/marketplace/db/connection';
import { turnMemo } from '../../server/marketplace/db/turn-memo';
import type { Database } from '../../server/marketplace/db/connection';

function fixture() {
  const db = openDatabase(':memory:');
  db.exec('CREATE TABLE lines (sid TEXT, qty INTEGER); INSERT INTO lines VALUES (\'a\', 1), (\'b\', 5)');
  let reads = 0;
  const quantities = turnMemo(function quantities(conn: Database, sid: string) {
    reads++;
    return conn.prepare('SELECT qty FROM lines WHERE sid = ?').all(sid).map((row) => row.qty);
  });
  return { db, quantities, reads: () => reads };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('the same read twice in one turn is read once and gives the same answer', () => {
  const { db, quantities, reads } = fixture();
  const first = quantities(db, 'a');
  expect(quantities(db, 'a')).toBe(first);
  expect(reads()).toBe(1);
  expect(quantities(db, 'b')).toEqual([5]);
  expect(reads()).toBe(2);
});

test('a write on the connection in the same turn is seen by the next read', () => {
  const { db, quantities, reads } = fixture();
  expect(quantities(db, 'a')).toEqual([1]);
  db.prepare('UPDATE lines SET qty = 3 WHERE sid = ?').run('a');
  expect(quantities(db, 'a')).toEqual([3]);
  expect(reads()).toBe(2);
});

test('the next turn reads again, and two databases never share answers', async () => {
  const one = fixture();
  const two = fixture();
  expect(one.quantities(one.db, 'a')).toEqual([1]);
  two.db.prepare('UPDATE lines SET qty = 7 WHERE sid = ?').run('a');
  expect(two.quantities(two.db, 'a')).toEqual([7]);
  await nextTurn();
  one.quantities(one.db, 'a');
  expect(one.reads()).toBe(2);
});
