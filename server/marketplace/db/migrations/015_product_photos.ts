/**
 * Product photos and shops' documents as files the shop serves itself. A photo is named by what it
 * shows (a hash of its source), so the same picture from two shops or two feeds is kept once; an
 * article lists its photos in order, the catalogue's own first (no shop) and then each shop's from
 * its feed. A link fetched once is remembered with what it became, so the next feed does not fetch
 * it again. Staged feed rows carry their links and, once fetched, what they became.
 */
import { keyed, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  // recipe: how a drawn demo rendering is drawn again when its files are missing (null: a fetched photo).
  await keyed(db, s.createTable('photos').addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('width', 'integer', (c) => c.notNull()).addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('widths', 'text', (c) => c.notNull()) // the renditions' widths, ascending, comma-separated
    .addColumn('recipe', 'text').addColumn('created_at', 'text', (c) => c.notNull())).execute();

  // shop_id 0: the catalogue's own photo; otherwise the shop whose feed linked it.
  await keyed(db, s.createTable('article_photos')
    .addColumn('article_id', 'integer', (c) => c.notNull()).addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull()).addColumn('photo_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('article_photos_pkey', ['article_id', 'shop_id', 'position'])).execute();
  await s.createIndex('article_photos_shop').on('article_photos').columns(['shop_id', 'article_id']).execute();

  // kind: image or document; media_key: the photo's id or the document's file name.
  await keyed(db, s.createTable('media_sources').addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull()).addColumn('media_key', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull()).addColumn('fetched_at', 'text', (c) => c.notNull())).execute();

  // A document a shop's feed linked belongs to that shop's offers: replaced with its next feed.
  await s.alterTable('documents').addColumn('shop_id', 'integer').execute();

  await s.alterTable('feed_staging').addColumn('image_urls', 'text').execute(); // further photos, one link a line
  await s.alterTable('feed_staging').addColumn('document_url', 'text').execute();
  await s.alterTable('feed_staging').addColumn('photo_ids', 'text').execute(); // comma-separated, in the feed's order
  await s.alterTable('feed_staging').addColumn('document_file', 'text').execute();
}
