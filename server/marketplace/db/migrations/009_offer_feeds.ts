/**
 * Offer feeds: shops send their offers as CSV/TSV files, matched to the catalogue and applied
 * atomically. Offers from a feed are keyed by the shop's own article number (sku).
 */
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { cartLineIndexes } from './002_commerce';
import { int64, keyed, onPostgres, rowId, type MigrationDb } from './kit';

const required = (c: ColumnDefinitionBuilder) => c.notNull();
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  await s.alterTable('offers').addColumn('sku', 'text').execute(); // NULL: an offer that did not come from a feed
  await s.alterTable('offers').addColumn('offer_url', 'text').execute();
  await s.alterTable('offers').addColumn('image_url', 'text').execute();
  // JSON {"AT": {"price": 1290, "shipping": 590}}: per delivery country
  await s.alterTable('offers').addColumn('country_terms', 'text').execute();
  await s.createIndex('offers_shop_sku').on('offers').unique().columns(['shop_id', 'sku']).where('sku', 'is not', null).execute();

  // EAN is the second way a feed row finds its article.
  await s.createIndex('articles_ean').on('articles').column('ean').where('ean', 'is not', null).execute();

  // Other spellings of a brand in shops' feeds ("Robert Bosch GmbH" -> Bosch), stored folded
  // (lower case, letters and digits only, legal-form suffixes removed).
  await keyed(db, s.createTable('brand_aliases').addColumn('alias', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))).execute();

  // The per-shop column mapping (JSON {field: header}); without one the common names are understood.
  await s.createTable('feed_mappings').addColumn('shop_id', 'integer', (c) => c.primaryKey().references('shops.id').onDelete('cascade'))
    .addColumn('mapping', 'text', required).addColumn('updated_at', 'text', required).execute();

  // One row per feed import. status: running, held (waits for confirmation), applied, failed, superseded.
  await s.createTable('feed_imports').addColumn('id', 'integer', rowId(db))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('status', 'text', required)
    .addColumn('source', 'text', required) // api, cli, seed
    .addColumn('file_name', 'text')
    .addColumn('bytes_total', int64(db)).addColumn('bytes_read', int64(db), zero)
    .addColumn('rows_read', 'integer', zero).addColumn('rows_rejected', 'integer', zero).addColumn('duplicates', 'integer', zero)
    .addColumn('offers_added', 'integer').addColumn('offers_updated', 'integer').addColumn('offers_removed', 'integer')
    .addColumn('hold_reason', 'text').addColumn('error', 'text').addColumn('pid', 'integer').addColumn('heartbeat_at', 'text')
    .addColumn('created_at', 'text', required).addColumn('finished_at', 'text').execute();
  await s.createIndex('feed_imports_shop').on('feed_imports').columns(['shop_id', 'id']).execute();

  // Rows of a running or held import that became offers; swapped into offers in one transaction.
  await keyed(db, s.createTable('feed_staging')
    .addColumn('import_id', 'integer', required).addColumn('sku', 'text', required).addColumn('line', 'integer', required)
    .addColumn('article_id', 'integer', required).addColumn('price_cents', 'integer', required).addColumn('refund_cents', 'integer', required)
    .addColumn('stock', 'integer', required).addColumn('delivery_days', 'integer', required)
    .addColumn('offer_url', 'text').addColumn('image_url', 'text').addColumn('country_terms', 'text')
    .addColumn('oe_numbers', 'text') // JSON [[number, normalised], ...]
    .addColumn('superseded_lines', 'text') // earlier lines with the same sku (the last one wins)
    .addPrimaryKeyConstraint('feed_staging_pkey', ['import_id', 'sku'])).execute();
  // Offers that came before feeds (no sku) are taken over by the feed row of the same article.
  await s.createIndex('feed_staging_article').on('feed_staging').columns(['import_id', 'article_id']).execute();

  // Every row that did not become an offer, and why.
  await s.createTable('feed_report')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('feed_imports.id').onDelete('cascade'))
    .addColumn('line', 'integer', required).addColumn('sku', 'text')
    // missing-field, bad-price, unknown-brand, unknown-number, unknown-ean, duplicate-sku, bad-value
    .addColumn('reason', 'text', required)
    .addColumn('detail', 'text').execute();
  await s.createIndex('feed_report_import').on('feed_report').columns(['import_id', 'line']).execute();

  // Cart lines outlive their offer: when a feed removes a carted offer the line stays and is shown as
  // unavailable, so the offer reference is no foreign key any more (same columns otherwise).
  if (onPostgres(db)) {
    await s.alterTable('cart_lines').dropConstraint('cart_lines_offer_id_fkey').execute();
  } else {
    // SQLite cannot drop a constraint: the table is rebuilt.
    await s.createTable('cart_lines_next').addColumn('id', 'integer', rowId(db))
      .addColumn('session_id', 'text', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('offer_id', 'integer', required)
      .addColumn('model_id', 'integer', (c) => c.references('models.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity BETWEEN 1 AND 99`))
      .addColumn('added_at', 'text', required).execute();
    await sql`INSERT INTO cart_lines_next (id, session_id, offer_id, model_id, quantity, added_at)
      SELECT id, session_id, offer_id, model_id, quantity, added_at FROM cart_lines`.execute(db);
    await s.dropTable('cart_lines').execute();
    await s.alterTable('cart_lines_next').renameTo('cart_lines').execute();
    await cartLineIndexes(db);
  }

  // What carted offers were when a feed removed them (the cart names the article and proposes another shop).
  await s.createTable('withdrawn_offers').addColumn('offer_id', 'integer', (c) => c.primaryKey())
    .addColumn('article_id', 'integer', required).addColumn('shop_id', 'integer', required)
    .addColumn('price_cents', 'integer', required).addColumn('withdrawn_at', 'text', required).execute();

  // Carted offers whose price a feed changed: the cart shows the old and the new price.
  await s.createTable('offer_price_changes').addColumn('offer_id', 'integer', (c) => c.primaryKey())
    .addColumn('old_price_cents', 'integer', required).addColumn('new_price_cents', 'integer', required)
    .addColumn('changed_at', 'text', required).execute();
}
