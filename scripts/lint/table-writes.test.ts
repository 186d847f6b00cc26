/**
 * Every table of the marketplace has one owning domain, and only it writes the table: the scan of
 * the sources (table-writes.cjs) against the declaration (table-owners.cjs). Another domain that
 * needs a table changed asks its owner through the owner's face.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Write { table: string | null; how: string; line: number; expression?: string }
interface FoundWrite extends Write { file: string; unit: string }
// CommonJS, shared with the script that prints the writers.
const { schemaTables, writesIn, marketplaceWrites, writersByTable, ROOT } = require('./table-writes.cjs') as {
  schemaTables(): string[];
  writesIn(source: string, tables: Set<string>): Write[];
  marketplaceWrites(): FoundWrite[];
  writersByTable(writes: FoundWrite[], loaders: string[]): Map<string, Map<string, Set<string>>>;
  ROOT: string;
};
const { TABLE_OWNERS, LOADERS } = require('./table-owners.cjs') as { TABLE_OWNERS: Record<string, string>; LOADERS: string[] };

const TABLES = new Set(['orders', 'order_shops', 'shops', 'mail_queue']);
const tablesOf = (source: string) => writesIn(source, TABLES).map((w) => [w.how, w.table]);

test("the scan finds Kysely's writes, the bulk writers' and raw SQL's, with or without an alias", () => {
  expect(tablesOf("await tx.insertInto('orders').values(row);")).toEqual([['insertInto', 'orders']]);
  expect(tablesOf("await db\n  .updateTable('order_shops as p').set({ status });")).toEqual([['updateTable', 'order_shops']]);
  expect(tablesOf('await db.deleteFrom("mail_queue").where(…);')).toEqual([['deleteFrom', 'mail_queue']]);
  expect(tablesOf("const w = new RowWriter(db, 'shops', ['id']);\nawait insertRows(db, 'orders', ['id'], rows);")).toEqual([['new RowWriter', 'shops'], ['insertRows', 'orders']]);
  expect(tablesOf('await sql`UPDATE order_shops SET status = ${s} WHERE id = ${id}`.execute(db);')).toEqual([['sql update', 'order_shops']]);
  expect(tablesOf('await sql`update shops as s set rating = 1`.execute(db);')).toEqual([['sql update', 'shops']]);
  expect(tablesOf("db.prepare('INSERT INTO mail_queue (a) VALUES (?)');\nsql`delete from orders where id = 1`;")).toEqual([['sql insert into', 'mail_queue'], ['sql delete from', 'orders']]);
});

test('a table named by a variable is reported; comments, prose and reads are not writes', () => {
  expect(writesIn('db.insertInto(table).values(row);', TABLES)).toEqual([expect.objectContaining({ table: null, expression: 'table' })]);
  expect(tablesOf("// we updateTable('orders') elsewhere\n/* deleteFrom('shops') */\nconst a = 1; // insertInto('orders')")).toEqual([]);
  expect(tablesOf("const text = 'update your cart, then delete from the list';\nsql`update orders_view set a = 1`;")).toEqual([]);
  expect(tablesOf("db.selectFrom('orders').innerJoin('shops', 'shops.id', 'orders.shop_id'); db.updateTable('orders').from('shops as s');")).toEqual([['updateTable', 'orders']]);
  expect(tablesOf("const url = 'https://example.test'; await db.deleteFrom('orders');")).toEqual([['deleteFrom', 'orders']]);
});

test('every table of the schema has one owner, and each owner is a domain of the marketplace', () => {
  const tables = schemaTables();
  expect(tables.filter((table) => !TABLE_OWNERS[table])).toEqual([]);
  expect(Object.keys(TABLE_OWNERS).filter((table) => !tables.includes(table))).toEqual([]);
  const owners = new Set(Object.values(TABLE_OWNERS));
  expect([...owners].filter((owner) => !fs.existsSync(path.join(ROOT, owner, owner === 'db' ? 'schema.ts' : 'index.ts')))).toEqual([]);
});

test("no domain writes another domain's table, and every write names its table", () => {
  const writes = marketplaceWrites().filter((w) => !LOADERS.some((prefix) => w.file.startsWith(prefix)));
  const foreign = writes.filter((w) => w.table !== null && TABLE_OWNERS[w.table] !== w.unit)
    .map((w) => `${w.file}:${w.line} ${w.how} ${w.table}, which ${TABLE_OWNERS[w.table!]} owns: ask it through its face`);
  expect(foreign).toEqual([]);
  // A table passed in as a value escapes the check: only the ground's bulk writer takes one.
  expect(writes.filter((w) => w.table === null && w.unit !== 'db').map((w) => `${w.file}:${w.line} ${w.how}(${w.expression})`)).toEqual([]);
  expect([...writersByTable(writes, LOADERS)].filter(([, units]) => units.size > 1).map(([table]) => table)).toEqual([]);
});
