/**
 * Batched multi-row inserts stay under each backend's bind-parameter limit (SQLite 32,766,
 * PostgreSQL 65,535): 20,000 rows of 4 columns are 80,000 values, more than either takes at once.
 */
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { RowWriter, batchRows, insertRows } from '../../server/marketplace/db/batches';
import { postgresForFile, type FilePostgres } from '../support/file-postgres';

const register = (n: number) => Array.from({ length: n }, (_, i) => [String(1000 + (i % 9000)).padStart(4, '0'), `T${Math.floor(i / 9000)}${i % 10}`, 'VOLKSWAGEN-VW', `GOLF ${i}`]);

async function exercise(db: Database): Promise<void> {
  const rows = register(20_000);
  const unique = new Map(rows.map((r) => [`${r[0]}${r[1]}`, r]));
  expect(await insertRows(db.kysely, 'kba_register', ['hsn', 'tsn', 'kba_manufacturer', 'trade_name'], [...unique.values()])).toBe(unique.size);
  const count = async () => Number((await db.kysely.selectFrom('kba_register').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  expect(await count()).toBe(unique.size);
  expect(unique.size * 4).toBeGreaterThan(65_535);

  // Rows already there are left alone when asked; only full batches are written until the flush.
  const writer = new RowWriter(db.kysely, 'kba_register', ['hsn', 'tsn', 'kba_manufacturer', 'trade_name'], { ignoreDuplicates: true });
  for (const row of unique.values()) writer.add(row[0]!, row[1]!, 'OTHER', 'OTHER');
  writer.add('9999', 'ZZZ', 'OTHER', 'NEW');
  await writer.drain();
  expect(writer.pending).toBe((unique.size + 1) % batchRows(db.kysely, 4));
  await writer.flush();
  expect(writer.pending).toBe(0);
  expect(await count()).toBe(unique.size + 1);
  const kept = await db.kysely.selectFrom('kba_register').select('trade_name').where('kba_manufacturer', '=', 'OTHER').execute();
  expect(kept).toEqual([{ trade_name: 'NEW' }]);
}

test('SQLite takes 80,000 values in batches', async () => {
  const db = openDatabase(':memory:');
  await migrate(db);
  await exercise(db);
  await db.shut();
});

describe('PostgreSQL', () => {
  let cluster: FilePostgres;
  beforeAll(() => {
    cluster = postgresForFile();
  });
  afterAll(() => cluster.close());

  test('takes 80,000 values in batches', async () => {
    const db = openDatabase(await cluster.createDatabase('batches'));
    await migrate(db);
    await exercise(db);
    await db.shut();
  }, 120_000);
});
