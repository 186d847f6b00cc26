/**
 * invoice_e_files: a business buyer's e-invoice as handed out, made once: the Factur-X PDF (the
 * stored PDF with the EN 16931 CII XML inside, PDF/A-3; base64 text, the same on both backends), its
 * digest and the XML alone. Made right after the document is issued (or at its first request) and
 * never again: triggers refuse any change or deletion, as they do for the PDF.
 */
import { sql } from 'kysely';
import type { MigrationDb } from './kit';
import { keyed, onPostgres } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await keyed(db, db.schema.createTable('invoice_e_files')
    .addColumn('invoice_id', 'integer', (c) => c.notNull().primaryKey().references('invoices.id'))
    .addColumn('pdf', 'text', (c) => c.notNull())
    .addColumn('pdf_sha256', 'text', (c) => c.notNull())
    .addColumn('xml', 'text', (c) => c.notNull())).execute();
  if (onPostgres(db)) {
    await sql`CREATE TRIGGER invoice_e_files_issued BEFORE UPDATE OR DELETE ON invoice_e_files FOR EACH ROW EXECUTE FUNCTION invoices_never_change()`.execute(db);
  } else {
    await sql`CREATE TRIGGER invoice_e_files_no_update BEFORE UPDATE ON invoice_e_files BEGIN SELECT RAISE(ABORT, 'an issued invoice never changes'); END`.execute(db);
    await sql`CREATE TRIGGER invoice_e_files_no_delete BEFORE DELETE ON invoice_e_files BEGIN SELECT RAISE(ABORT, 'an issued invoice never changes'); END`.execute(db);
  }
}
