import { sql } from 'kysely';
import { openDatabase } from '../../server/marketplace/db/connection';
import { postgresForFile } from '../support/file-postgres';

test('kysely on a throwaway postgres', async () => {
  const cluster = postgresForFile();
  try {
    const db = openDatabase(await cluster.createDatabase('smoke'));
    await sql`create table brands (id integer primary key, name text not null, slug text not null, seo_name text not null)`.execute(db.kysely);
    await db.kysely.insertInto('brands').values({ id: 1, name: 'Bosch', slug: 'bosch', seo_name: 'Bosch' }).execute();
    const n = (await db.kysely.selectFrom('brands').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(n).toBe(1);
    await db.shut();
  } finally {
    cluster.close();
  }
}, 60_000);
