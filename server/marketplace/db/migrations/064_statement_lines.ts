/**
 * The bank statements imported (camt.053) and every line read from them, kept once per account and
 * the bank's entry reference, so a statement imported again never books a transfer twice. A line's
 * state says what became of it: booked against an order, waiting for the desk's decision (paid too
 * little or too much), unmatched, outgoing (a transfer of ours), confirmed (an outgoing transfer
 * recognised), returned to the sender.
 */
import { rowId, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('statement_imports')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('account_iban', 'text', (c) => c.notNull())
    .addColumn('lines_read', 'integer', (c) => c.notNull())
    .addColumn('lines_new', 'integer', (c) => c.notNull())
    .addColumn('imported_by', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('statement_lines')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('import_id', 'integer', (c) => c.notNull())
    .addColumn('account_iban', 'text', (c) => c.notNull())
    .addColumn('entry_ref', 'text', (c) => c.notNull())
    .addColumn('statement_id', 'text', (c) => c.notNull())
    .addColumn('booked_on', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('remittance', 'text', (c) => c.notNull())
    .addColumn('end_to_end_id', 'text')
    .addColumn('counterparty_name', 'text')
    .addColumn('counterparty_iban', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('order_number', 'text')
    .addColumn('due_cents', 'integer')
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('statement_lines_once').unique().on('statement_lines').columns(['account_iban', 'entry_ref']).execute();
  await db.schema.createIndex('statement_lines_import').on('statement_lines').column('import_id').execute();
  await db.schema.createIndex('statement_lines_state').on('statement_lines').column('state').execute();
}
