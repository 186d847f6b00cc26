/**
 * Buyers rate the shop of a delivered part (stars for delivery and for communication), once per
 * part. The shop's rating and count (shops.rating, shops.review_count) are worked out from these
 * rows whenever one is written. order_shop_id is null for the demo shops' seeded ratings.
 */
import { sql } from 'kysely';
import { rowId, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('shop_ratings')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('order_shop_id', 'integer')
    .addColumn('buyer_key', 'text', (c) => c.notNull())
    .addColumn('delivery', 'integer', (c) => c.notNull())
    .addColumn('communication', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('shop_ratings_stars', sql`delivery BETWEEN 1 AND 5 AND communication BETWEEN 1 AND 5`)
    .execute();
  await db.schema.createIndex('shop_ratings_once').unique().on('shop_ratings').column('order_shop_id').execute();
  await db.schema.createIndex('shop_ratings_shop').on('shop_ratings').column('shop_id').execute();
}
