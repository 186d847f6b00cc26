/**
 * Article documents are files the shop serves itself: found by the file name their link ends in,
 * with the size the article page shows beside them once the file is known.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('documents').addColumn('byte_size', 'integer').execute();
  await db.schema.createIndex('documents_filename').on('documents').column('filename').execute();
}
