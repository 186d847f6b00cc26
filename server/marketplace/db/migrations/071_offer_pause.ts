/**
 * offers.paused_stock: the stock of an offer its shop paused (null: not paused). A paused offer is
 * stored with stock 0, so every reading of the site (listings, cart, checkout) leaves it out as it
 * does a sold-out one; resuming gives it this stock back, and a feed arriving meanwhile updates it.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('offers').addColumn('paused_stock', 'integer').execute();
}
