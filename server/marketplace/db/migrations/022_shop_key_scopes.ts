/**
 * A shop's API key carries scopes: what the shop's order software may do with it (its offer feeds,
 * its orders), never the owner's settings. Every key issued so far is such a key.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('shop_tokens').addColumn('scopes', 'text', (c) => c.notNull().defaultTo('offers:write orders:read orders:write')).execute();
}
