/**
 * Reviews of articles by the buyers who received them: one per article and shop's part, stars (1-5)
 * and text in the order's language, waiting for the desk (pending) until approved or rejected.
 */
import { sql } from 'kysely';
import { rowId, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createTable('article_reviews')
    .addColumn('id', 'integer', rowId(db))
    .addColumn('article_id', 'integer', (col) => col.notNull())
    .addColumn('order_shop_id', 'integer', (col) => col.notNull().references('order_shops.id'))
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('lang_no', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'integer')
    .addCheckConstraint('article_reviews_rating', sql`rating BETWEEN 1 AND 5`)
    .execute();
  await db.schema.createIndex('article_reviews_once').unique().on('article_reviews').columns(['order_shop_id', 'article_id']).execute();
  await db.schema.createIndex('article_reviews_shown').on('article_reviews').columns(['article_id', 'status', 'created_at']).execute();
}
