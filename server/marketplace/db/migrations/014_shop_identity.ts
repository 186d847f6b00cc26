/**
 * Who a seller is, as a marketplace must collect it and show it to shoppers: the legal name,
 * address, phone and e-mail, trade register and number, VAT ID, and whether the seller trades as a
 * business. Empty until the shop has given it; a shop without it lists no offers.
 */
import type { MigrationDb } from './kit';

const TEXT_COLUMNS = ['legal_name', 'street', 'postcode', 'city', 'phone', 'email', 'trade_register', 'register_number', 'vat_id'];

export async function up(db: MigrationDb): Promise<void> {
  for (const column of TEXT_COLUMNS) await db.schema.alterTable('shops').addColumn(column, 'text').execute();
  await db.schema.alterTable('shops').addColumn('is_trader', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
