/**
 * What the shopper needs after paying:
 * - shops.dispatch_cutoff: the time of day (HH:MM, the shop's own zone) until which an order is
 *   handled the same working day; an offer's "delivered by" date counts from it.
 * - order_shops.delivery_by: the latest delivery day the checkout promised (YYYY-MM-DD), kept as
 *   it was said, for the confirmation and the order page.
 * - shops.return_address: where withdrawn goods go, when not to the seller's address.
 * - withdrawals.reason: why the shopper sent the part back (optional; a withdrawal needs no reason).
 * Category texts already written by an older seed are corrected where they spoke to a Spanish
 * shopper with "tú" and a masculine adjective, and where French lacked the no-break space.
 */
import { sql } from 'kysely';
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('shops').addColumn('dispatch_cutoff', 'text', (col) => col.notNull().defaultTo('14:00')).execute();
  await db.schema.alterTable('shops').addColumn('return_address', 'text').execute();
  await db.schema.alterTable('order_shops').addColumn('delivery_by', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('reason', 'text').execute();
  await sql`UPDATE category_texts SET seo_text = REPLACE(REPLACE(seo_text, ' baratos: compara las ofertas', ' al mejor precio: compare las ofertas'), 'compatibles con tu vehículo', 'compatibles con su vehículo') WHERE lang_no = 8`.execute(db);
  await sql`UPDATE category_texts SET seo_text = REPLACE(seo_text, ' pas cher : ', ${' pas cher\u00a0: '}) WHERE lang_no = 6`.execute(db);
}
