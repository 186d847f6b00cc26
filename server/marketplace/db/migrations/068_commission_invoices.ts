/**
 * The operator's invoices for its commission, one per settlement that charged or gave back any:
 * - settlements.commission_vat_cents: the VAT contained in the settlement's commission, fixed at the
 *   close by the shop's establishment as it stood then; the ledger posts it and the invoice shows
 *   it. Settlements closed before are filled in as the ledger posted them (German VAT for a shop in
 *   Germany, none elsewhere).
 * - commission_invoice_series: the last number of each calendar year's series (COM-2026-000001, ...);
 *   an invoice takes the next in the transaction that issues it, so no number is skipped or repeated.
 * - commission_invoices: each invoice as issued (number, settlement, the frozen rows it is drawn
 *   from); commission_invoice_files: its Factur-X PDF and its CII XML, made once when first asked
 *   for, then handed out as stored. Triggers refuse any change or deletion of either.
 */
import { sql } from 'kysely';
import type { MigrationDb } from './kit';
import { keyed, onPostgres, rowId } from './kit';

/** The VAT in a gross amount at a rate in basis points, rounded half up (tax/rules.ts vatContained). */
const contained = (gross: number, bp: number) => Math.floor((2 * gross * bp + (10_000 + bp)) / (2 * (10_000 + bp)));

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('settlements').addColumn('commission_vat_cents', 'integer').execute();
  const rows = await db.selectFrom('settlements as st').innerJoin('shops as sh', 'sh.id', 'st.shop_id')
    .select(['st.id', 'st.commission_cents', 'sh.country']).execute() as { id: number; commission_cents: number; country: string }[];
  for (const row of rows) {
    const vat = String(row.country).toUpperCase() === 'DE' ? contained(Number(row.commission_cents), 1900) : 0;
    await db.updateTable('settlements').set({ commission_vat_cents: vat }).where('id', '=', row.id).execute();
  }

  await keyed(db, s.createTable('commission_invoice_series')
    .addColumn('year', 'integer', (c) => c.notNull().primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())).execute();

  await s.createTable('commission_invoices').addColumn('id', 'integer', rowId(db))
    .addColumn('settlement_id', 'integer', (c) => c.notNull().unique().references('settlements.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addUniqueConstraint('commission_invoices_series_sequence', ['year', 'sequence']).execute();

  await keyed(db, s.createTable('commission_invoice_files')
    .addColumn('invoice_id', 'integer', (c) => c.notNull().primaryKey().references('commission_invoices.id'))
    .addColumn('pdf', 'text', (c) => c.notNull())
    .addColumn('pdf_sha256', 'text', (c) => c.notNull())
    .addColumn('xml', 'text', (c) => c.notNull())).execute();

  if (onPostgres(db)) {
    await sql`CREATE FUNCTION commission_invoices_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'an issued commission invoice never changes'; END $$`.execute(db);
    await sql`CREATE TRIGGER commission_invoices_issued BEFORE UPDATE OR DELETE ON commission_invoices FOR EACH ROW EXECUTE FUNCTION commission_invoices_never_change()`.execute(db);
    await sql`CREATE TRIGGER commission_invoice_files_issued BEFORE UPDATE OR DELETE ON commission_invoice_files FOR EACH ROW EXECUTE FUNCTION commission_invoices_never_change()`.execute(db);
  } else {
    for (const table of ['commission_invoices', 'commission_invoice_files']) {
      await sql.raw(`CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON ${table} BEGIN SELECT RAISE(ABORT, 'an issued commission invoice never changes'); END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON ${table} BEGIN SELECT RAISE(ABORT, 'an issued commission invoice never changes'); END`).execute(db);
    }
  }
}
