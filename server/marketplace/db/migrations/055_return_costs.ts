/**
 * Who pays for sending withdrawn goods back, as the shop's terms say:
 * - shops.return_costs: shopper (the legal default when the shop says so in its terms) or shop.
 * - order_shops.return_costs: the shop's word when the part was ordered, kept like its terms; null
 *   for parts ordered before (the order page then says nothing about it).
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('shops').addColumn('return_costs', 'text', (col) => col.notNull().defaultTo('shopper')).execute();
  await db.schema.alterTable('order_shops').addColumn('return_costs', 'text').execute();
}
