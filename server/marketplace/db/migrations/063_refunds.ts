/**
 * Refunds paid out, not only recorded:
 * - refunds: one per refund of a part that the marketplace holds the money for (paid through the
 *   provider, or by a prepayment transfer). method: provider (the provider's refund API) or
 *   transfer (a SEPA credit transfer to the shopper's account). state: requested, sent, confirmed
 *   or failed. The idempotency key goes with every call to the provider, so a retry never pays
 *   twice; end_to_end_id names the transfer in the bank file and on the statement.
 * - refund_accounts: the account a prepayment shopper gave for refunds of an order.
 * - refund_transfer_files: each SEPA file made for the desk, kept so a second download is the same file.
 */
import { sql } from 'kysely';
import { rowId, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.createTable('refund_transfer_files')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('xml', 'text', (c) => c.notNull())
    .addColumn('transfers', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await s.createTable('refunds')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_shop_id', 'integer', (c) => c.notNull().references('order_shops.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text')
    .addColumn('iban', 'text')
    .addColumn('holder', 'text')
    .addColumn('end_to_end_id', 'text')
    .addColumn('transfer_file_id', 'integer', (c) => c.references('refund_transfer_files.id'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('confirmed_at', 'text')
    .addColumn('failed_at', 'text')
    .addCheckConstraint('refunds_amount', sql`amount_cents > 0`)
    .addCheckConstraint('refunds_state', sql`state IN ('requested', 'sent', 'confirmed', 'failed')`)
    .addCheckConstraint('refunds_method', sql`method IN ('provider', 'transfer')`)
    .execute();
  await s.createIndex('refunds_key').unique().on('refunds').column('idempotency_key').execute();
  await s.createIndex('refunds_end_to_end').unique().on('refunds').column('end_to_end_id').execute();
  await s.createIndex('refunds_provider_id').on('refunds').column('provider_refund_id').execute();
  await s.createIndex('refunds_part').on('refunds').column('order_shop_id').execute();
  await s.createIndex('refunds_state').on('refunds').columns(['state', 'method']).execute();
  await s.createTable('refund_accounts')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('given_at', 'text', (c) => c.notNull())
    .execute();
}
