/**
 * Invoices and credit notes, issued in each shop's name by the marketplace:
 * - invoice_series: the last number each shop's series handed out (kind: invoice or credit_note);
 *   a document takes the next one in the transaction that issues it, so a number is never skipped
 *   (a rolled-back issue gives its number back) nor used twice (the row is locked until commit).
 * - invoices: each document as issued: its number and the frozen rows it is drawn from (document, JSON).
 * - invoice_files: its PDF (base64 text, the same on both backends) and digest, drawn once from the
 *   frozen rows when first asked for (not in the shipment's transaction), then handed out as stored.
 *   Triggers refuse any change or deletion of either.
 * - orders.buyer_company, orders.buyer_vat_id: a business buyer's name and VAT ID from the checkout.
 */
import { sql } from 'kysely';
import type { MigrationDb } from './kit';
import { keyed, onPostgres, rowId } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('orders').addColumn('buyer_company', 'text').execute();
  await s.alterTable('orders').addColumn('buyer_vat_id', 'text').execute();

  await keyed(db, s.createTable('invoice_series')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_series_pk', ['shop_id', 'kind'])).execute();

  await s.createTable('invoices').addColumn('id', 'integer', rowId(db))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('order_shop_id', 'integer', (c) => c.notNull().references('order_shops.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    // A credit note names the invoice it corrects.
    .addColumn('corrects_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoices_series_sequence', ['shop_id', 'kind', 'sequence']).execute();
  await s.createIndex('invoices_part').on('invoices').columns(['order_shop_id', 'id']).execute();
  await s.createIndex('invoices_order').on('invoices').column('order_id').execute();

  await keyed(db, s.createTable('invoice_files')
    .addColumn('invoice_id', 'integer', (c) => c.notNull().primaryKey().references('invoices.id'))
    .addColumn('pdf', 'text', (c) => c.notNull())
    .addColumn('pdf_sha256', 'text', (c) => c.notNull())).execute();

  if (onPostgres(db)) {
    await sql`CREATE FUNCTION invoices_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'an issued invoice never changes'; END $$`.execute(db);
    await sql`CREATE TRIGGER invoices_issued BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_never_change()`.execute(db);
    await sql`CREATE TRIGGER invoice_files_issued BEFORE UPDATE OR DELETE ON invoice_files FOR EACH ROW EXECUTE FUNCTION invoices_never_change()`.execute(db);
  } else {
    await sql`CREATE TRIGGER invoices_no_update BEFORE UPDATE ON invoices BEGIN SELECT RAISE(ABORT, 'an issued invoice never changes'); END`.execute(db);
    await sql`CREATE TRIGGER invoices_no_delete BEFORE DELETE ON invoices BEGIN SELECT RAISE(ABORT, 'an issued invoice never changes'); END`.execute(db);
    await sql`CREATE TRIGGER invoice_files_no_update BEFORE UPDATE ON invoice_files BEGIN SELECT RAISE(ABORT, 'an issued invoice never changes'); END`.execute(db);
    await sql`CREATE TRIGGER invoice_files_no_delete BEFORE DELETE ON invoice_files BEGIN SELECT RAISE(ABORT, 'an issued invoice never changes'); END`.execute(db);
  }
}
