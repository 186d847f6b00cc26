/**
 * The category listing index also carries brand_id, so the brand filter counts of a listing read
 * only this index (no row lookups); that keeps large categories fast at millions of articles.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('articles_category_popularity').execute();
  await db.schema.createIndex('articles_category_popularity').on('articles').columns(['category_id', 'popularity desc', 'brand_id']).execute();
}
