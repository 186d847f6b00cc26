/**
 * The marketplace's one ledger: every money movement as a balanced transaction of lines, in integer
 * cents, debit positive and credit negative. A transaction's key is unique per movement (with its
 * line number), so a retried posting finds its lines there and adds none. Lines are never changed
 * or removed: a correction is a new transaction, and a trigger on either backend refuses UPDATE and
 * DELETE, so not even a hand-written statement rewrites the books.
 */
import { sql } from 'kysely';
import type { MigrationDb } from './kit';
import { int64, nowIso, onPostgres, rowId } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('ledger_entries').addColumn('id', 'integer', rowId(db))
    .addColumn('transaction_key', 'text', (c) => c.notNull())
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('amount_cents', int64(db), (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('shop_id', 'integer')
    .addColumn('order_shop_id', 'integer')
    .addColumn('settlement_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIso(db)))
    .addUniqueConstraint('ledger_entries_movement', ['transaction_key', 'line_no']).execute();
  await db.schema.createIndex('ledger_entries_account').on('ledger_entries').columns(['account', 'shop_id']).execute();
  await db.schema.createIndex('ledger_entries_part').on('ledger_entries').column('order_shop_id').execute();
  if (onPostgres(db)) {
    await sql`CREATE FUNCTION ledger_entries_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'a ledger entry never changes: post a correcting transaction'; END $$`.execute(db);
    await sql`CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_never_change()`.execute(db);
  } else {
    await sql`CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'a ledger entry never changes: post a correcting transaction'); END`.execute(db);
    await sql`CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries BEGIN SELECT RAISE(ABORT, 'a ledger entry never changes: post a correcting transaction'); END`.execute(db);
  }
}
