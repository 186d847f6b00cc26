/**
 * Per-shop API tokens for the shop-facing calls (offer feeds, order fetch and status).
 * Only a SHA-256 of the token is stored; the token itself is shown once when it is issued.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('shop_tokens')
    .addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull()).execute();
}
