/**
 * An import's report is read by SKU when its offers are swapped: an offer whose row was refused
 * for a value that could not be read stays as it was. The only index was by line.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.createIndex('feed_report_import_sku').on('feed_report').columns(['import_id', 'sku']).execute();
}
