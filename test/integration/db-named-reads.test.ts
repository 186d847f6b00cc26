/**
 * On PostgreSQL the shop's reads are named statements, planned once per connection instead of at
 * every execution (planning a cart's eight-table join cost more than running it); writes and
 * statements with long parameter lists stay unnamed, so a connection keeps a bounded set.
 */
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { postgresForFile, postgresInstalled, type FilePostgres } from '../support/file-postgres';

(postgresInstalled() ? describe : describe.skip)('reads on PostgreSQL', () => {
  let cluster: FilePostgres;
  let db: Database;
  beforeAll(async () => {
    cluster = postgresForFile();
    db = openDatabase(await cluster.createDatabase('named_reads'));
    await migrate(db);
  }, 120_000);
  afterAll(async () => {
    await db?.shut();
    cluster?.close();
  });

  test('a read is prepared once on its connection and reused; a write and a long IN list are not kept', async () => {
    const kept = await db.kysely.connection().execute(async (connection) => {
      for (let i = 0; i < 3; i++) await connection.selectFrom('shops').select('id').where('id', '=', i).execute();
      await connection.insertInto('shops').values({ id: 900, name: 'Named Reads', slug: 'named-reads', rating: 4 }).execute();
      await connection.selectFrom('shops').select('name').where('id', 'in', Array.from({ length: 100 }, (_, i) => i)).execute();
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)).rows.map((r) => r.statement);
    });
    expect(kept.filter((s) => /from "shops" where "id" = \$1/.test(s))).toHaveLength(1);
    expect(kept.some((s) => /^insert/i.test(s))).toBe(false);
    expect(kept.some((s) => /"id" in \(/.test(s))).toBe(false);
    // Still answers as before.
    expect(await db.kysely.selectFrom('shops').select('name').where('id', '=', 900).executeTakeFirst()).toEqual({ name: 'Named Reads' });
  });
});
