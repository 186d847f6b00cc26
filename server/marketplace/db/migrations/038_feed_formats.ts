/**
 * Feeds shops already have:
 * - feed_imports.format: the layout the import found (Google Merchant XML or TSV, idealo CSV, a
 *   mapped or a plain CSV), named in its report.
 * - shop_feed_sources.username / password_sealed: a feed URL behind basic auth; the password only
 *   sealed (AES-GCM with the feeds' credentials key), never stored or shown as typed.
 * - feed_pending_uploads: an upload waiting on the column-mapping screen: its file in the upload
 *   folder, the first rows as the screen previews them, and the member's choices so far.
 */
import type { MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('feed_imports').addColumn('format', 'text').execute();
  await db.schema.alterTable('shop_feed_sources').addColumn('username', 'text').execute();
  await db.schema.alterTable('shop_feed_sources').addColumn('password_sealed', 'text').execute();
  await db.schema.createTable('feed_pending_uploads')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('preview', 'text', (c) => c.notNull())
    .addColumn('choices', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull()).execute();
  await db.schema.createIndex('feed_pending_uploads_shop').on('feed_pending_uploads').columns(['shop_id', 'created_at']).execute();
}
