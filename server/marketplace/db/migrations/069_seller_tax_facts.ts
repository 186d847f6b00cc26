/**
 * What the law asks of a seller beyond its address, kept on the shop: its legal form and share
 * capital (printed on its invoices where known, as French and German company law ask), and, for the
 * platform's yearly report to the tax office, its tax identification number and, for a person, the
 * date of birth (YYYY-MM-DD). All optional; none is known for shops that exist.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('shops').addColumn('legal_form', 'text').execute();
  await db.schema.alterTable('shops').addColumn('share_capital_cents', 'integer').execute();
  await db.schema.alterTable('shops').addColumn('tax_number', 'text').execute();
  await db.schema.alterTable('shops').addColumn('birth_date', 'text').execute();
}
