import { sql } from 'kysely';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';

test('kysely on node:sqlite', async () => {
  const db = openDatabase(':memory:');
  await migrate(db);
  await db.kysely.insertInto('brands').values({ id: 1, name: 'Bosch', slug: 'bosch', seo_name: 'Bosch' }).execute();
  const rows = await db.kysely.selectFrom('brands').select(['id', 'name']).execute();
  expect(rows[0]).toMatchObject({ id: 1, name: 'Bosch' });
  await expect(db.kysely.transaction().execute(async (tx) => {
    await tx.deleteFrom('brands').execute();
    throw new Error('undo');
  })).rejects.toThrow('undo');
  expect((await sql<{ n: number }>`select count(*) as n from brands`.execute(db.kysely)).rows[0]!.n).toBe(1);
});
