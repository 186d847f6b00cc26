/** The switches that leave a caching layer out, so a benchmark can show what it buys: validated, and a handle without a read layer answers the same. */
import { loadConfig } from '../../server/config/config';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { compiledOnce } from '../../server/marketplace/db/compiled-once';
import { turnMemo } from '../../server/marketplace/db/turn-memo';
import type { Db } from '../../server/marketplace/db/connection';

test('LAYERS_OFF names known layers; an unknown one is refused by name', () => {
  expect(loadConfig({}).LAYERS_OFF).toEqual([]);
  expect(loadConfig({ LAYERS_OFF: 'compiled-reads, turn-memo' }).LAYERS_OFF).toEqual(['compiled-reads', 'turn-memo']);
  expect(() => loadConfig({ LAYERS_OFF: 'page-store' })).toThrow(/LAYERS_OFF/);
});

test('a handle without compiled reads or shared reads answers what one with them answers', async () => {
  const readShops = compiledOnce((db: Db, ids: number[]) => db.selectFrom('shops').select(['id', 'name']).where('id', 'in', ids).orderBy('id'));
  let reads = 0;
  const sharedShops = turnMemo(async (db: Db, id: number) => {
    reads++;
    return readShops(db, [id]);
  });
  const answers = [];
  for (const layers of [{}, { compiledReads: false }, { sharedReads: false }]) {
    const db = openDatabase(':memory:', layers);
    await migrate(db);
    await db.kysely.insertInto('shops').values([{ id: 1, name: 'A', slug: 'a', rating: 4 }, { id: 2, name: 'B', slug: 'b', rating: 5 }] as never).execute();
    reads = 0;
    const [first, second] = await Promise.all([sharedShops(db.kysely, 2), sharedShops(db.kysely, 2)]);
    answers.push({ rows: await readShops(db.kysely, [1, 2]), first, second, reads });
    await db.shut();
  }
  expect(answers[0]).toEqual({ rows: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }], first: [{ id: 2, name: 'B' }], second: [{ id: 2, name: 'B' }], reads: 1 });
  expect(answers[1]).toEqual(answers[0]);
  // Without the memo the two reads asked together are two reads.
  expect(answers[2]).toEqual({ ...answers[0], reads: 2 });
});
