/**
 * Payouts with a life: a payout run is one SEPA credit transfer file, kept as it was written (its
 * message id and XML), so downloading it again hands out the same file; each payout is one
 * settlement paid in it, with its end-to-end id, the account it was sent to and its state (sent,
 * then confirmed when the bank statement shows it booked). A settlement is paid in one run only.
 */
import { rowId, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('payout_runs')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('transfers', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('xml', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('payouts')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('run_id', 'integer', (c) => c.notNull().references('payout_runs.id'))
    .addColumn('settlement_id', 'integer', (c) => c.notNull().unique().references('settlements.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('end_to_end_id', 'text', (c) => c.notNull().unique())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('bic', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull()) // sent | confirmed
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema.createIndex('payouts_run').on('payouts').column('run_id').execute();
  await db.schema.createIndex('payouts_shop').on('payouts').columns(['shop_id', 'sent_at']).execute();
}
