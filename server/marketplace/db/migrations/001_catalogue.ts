/**
 * The marketplace catalogue: vehicles, categories, brands, articles, fitment, shops and offers.
 * Catalogue language numbers (lang_no): 1 de, 4 en, 6 fr, 7 it, 8 es, 9 nl, 255 neutral.
 * Money is integer cents (EUR). Countries are ISO codes from DELIVERY_COUNTRIES.
 */
import { sql, type ColumnDefinitionBuilder } from 'kysely';
import { float, keyed, partNumber, rowId, type MigrationDb } from './kit';
import { createSearchIndex } from './search-index';

const required = (c: ColumnDefinitionBuilder) => c.notNull();
const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const ref = (target: string) => (c: ColumnDefinitionBuilder) => c.notNull().references(target);

export async function up(db: MigrationDb): Promise<void> {
  const id = rowId(db);
  const s = db.schema;

  // Vehicles
  await s.createTable('manufacturers').addColumn('id', 'integer', id).addColumn('name', 'text', required)
    .addColumn('slug', 'text', (c) => c.notNull().unique()).addColumn('seo_name', 'text', required).addColumn('popularity', 'integer', zero).execute();

  await s.createTable('series_families').addColumn('id', 'integer', id).addColumn('manufacturer_id', 'integer', ref('manufacturers.id'))
    .addColumn('name', 'text', required).addColumn('slug', 'text', required).execute();
  await s.createIndex('series_families_manufacturer').on('series_families').column('manufacturer_id').execute();

  // A series page groups the series (generations) shown on one vehicle page (2-{seriesPageId}).
  await s.createTable('series_pages').addColumn('id', 'integer', id).addColumn('manufacturer_id', 'integer', ref('manufacturers.id'))
    .addColumn('series_family_id', 'integer', ref('series_families.id')).addColumn('name', 'text', required).addColumn('slug', 'text', required).execute();
  await s.createIndex('series_pages_manufacturer').on('series_pages').column('manufacturer_id').execute();
  await s.createIndex('series_pages_family').on('series_pages').column('series_family_id').execute();

  await s.createTable('series').addColumn('id', 'integer', id).addColumn('manufacturer_id', 'integer', ref('manufacturers.id'))
    .addColumn('series_family_id', 'integer', ref('series_families.id')).addColumn('series_page_id', 'integer', ref('series_pages.id'))
    .addColumn('name', 'text', required).addColumn('slug', 'text', required)
    .addColumn('production_year_start', 'integer', required)
    .addColumn('production_year_end', 'integer') // NULL: still built
    .addColumn('popularity', 'integer', zero).execute();
  await s.createIndex('series_manufacturer').on('series').column('manufacturer_id').execute();
  await s.createIndex('series_page').on('series').column('series_page_id').execute();

  // manufacturer_id and series_page_id are copied from the series so vehicle-context listings need no joins up the tree.
  await s.createTable('models').addColumn('id', 'integer', id).addColumn('series_id', 'integer', ref('series.id'))
    .addColumn('manufacturer_id', 'integer', ref('manufacturers.id')).addColumn('series_page_id', 'integer', ref('series_pages.id'))
    .addColumn('name', 'text', required).addColumn('full_name', 'text', required)
    .addColumn('ps', 'integer', required)
    .addColumn('kw', 'integer', required) // round(ps * 0.7355)
    .addColumn('ccm', 'integer', required)
    .addColumn('fuel', 'text', (c) => c.notNull().defaultTo('petrol'))
    .addColumn('production_year_start', 'integer', required).addColumn('production_year_end', 'integer')
    .addColumn('popularity', 'integer', zero).execute();
  await s.createIndex('models_series').on('models').column('series_id').execute();
  await s.createIndex('models_manufacturer').on('models').column('manufacturer_id').execute();
  await s.createIndex('models_series_page').on('models').column('series_page_id').execute();

  // German type approval numbers: HSN (4 digits) + TSN (3 alphanumerics). One pair may name several models.
  await s.createTable('kba').addColumn('id', 'integer', id).addColumn('hsn', 'text', required).addColumn('tsn', 'text', required)
    .addColumn('model_id', 'integer', ref('models.id')).execute();
  await s.createIndex('kba_hsn_tsn').on('kba').columns(['hsn', 'tsn']).execute();
  await s.createIndex('kba_model').on('kba').column('model_id').execute();

  // French licence plates, stored normalised: upper case without hyphens or spaces.
  await keyed(db, s.createTable('fr_plates').addColumn('plate', 'text', (c) => c.primaryKey()).addColumn('model_id', 'integer', ref('models.id'))).execute();

  // Categories
  await s.createTable('categories').addColumn('id', 'integer', id)
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id')) // NULL for the roots (level 1)
    .addColumn('top_parent_id', 'integer', required) // the level-1 ancestor (itself for roots)
    .addColumn('level', 'integer', required)
    .addColumn('leaf_number', 'integer', zero) // 452 and 463: universal categories
    .addColumn('is_universal', 'integer', zero).addColumn('is_leaf', 'integer', zero)
    .addColumn('popularity', 'integer', zero) // >= 120 counts as popular
    .addColumn('image_filename', 'text').addColumn('sort_order', 'integer', zero).execute();
  await s.createIndex('categories_parent').on('categories').column('parent_id').execute();
  await s.createIndex('categories_top_parent').on('categories').column('top_parent_id').execute();

  await keyed(db, s.createTable('category_texts').addColumn('category_id', 'integer', ref('categories.id')).addColumn('lang_no', 'integer', required)
    .addColumn('title', 'text', required).addColumn('seo_alias', 'text', required).addColumn('seo_text', 'text').addColumn('description', 'text')
    .addPrimaryKeyConstraint('category_texts_pkey', ['category_id', 'lang_no'])).execute();

  // Brands and articles
  await s.createTable('brands').addColumn('id', 'integer', id).addColumn('name', 'text', required).addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('seo_name', 'text', required).addColumn('logo', 'text').addColumn('popularity', 'integer', zero).execute();

  await s.createTable('articles').addColumn('id', 'integer', id).addColumn('brand_id', 'integer', ref('brands.id'))
    .addColumn('category_id', 'integer', ref('categories.id')).addColumn('article_number', 'text', required)
    .addColumn('norm_number', partNumber(db), required) // upper case, no spaces, dots, dashes or slashes
    .addColumn('ean', 'text')
    .addColumn('criteria', 'text') // JSON list of {key, value, unit}: language-neutral attributes
    .addColumn('popularity', 'integer', zero).execute();
  await s.createIndex('articles_category_popularity').on('articles').columns(['category_id', 'popularity desc']).execute();
  await s.createIndex('articles_brand').on('articles').columns(['brand_id', 'popularity desc']).execute();
  await s.createIndex('articles_norm_number').on('articles').column('norm_number').execute();

  await s.createTable('article_images').addColumn('id', 'integer', id).addColumn('article_id', 'integer', ref('articles.id'))
    .addColumn('position', 'integer', zero).addColumn('filename', 'text', required).execute();
  await s.createIndex('article_images_article').on('article_images').columns(['article_id', 'position']).execute();

  // Original equipment (vehicle maker) numbers the article replaces.
  await s.createTable('oe_numbers').addColumn('id', 'integer', id).addColumn('article_id', 'integer', ref('articles.id'))
    .addColumn('manufacturer_id', 'integer', ref('manufacturers.id')).addColumn('oe_number', 'text', required).addColumn('norm_number', partNumber(db), required).execute();
  await s.createIndex('oe_numbers_norm').on('oe_numbers').column('norm_number').execute();
  await s.createIndex('oe_numbers_article').on('oe_numbers').column('article_id').execute();

  await s.createTable('documents').addColumn('id', 'integer', id).addColumn('article_id', 'integer', ref('articles.id'))
    .addColumn('doc_no', 'text', required) // the same document may be attached in several languages
    .addColumn('doc_type', 'text', required) // manual, datasheet, certificate, installation
    .addColumn('lang_no', 'integer', required) // 255: language-neutral
    .addColumn('title', 'text', required).addColumn('filename', 'text', required).execute();
  await s.createIndex('documents_article').on('documents').column('article_id').execute();

  // Which article fits which model. Universal articles have no rows.
  await keyed(db, s.createTable('fitment').addColumn('model_id', 'integer', ref('models.id')).addColumn('article_id', 'integer', ref('articles.id'))
    .addPrimaryKeyConstraint('fitment_pkey', ['model_id', 'article_id'])).execute();
  await s.createIndex('fitment_article').on('fitment').columns(['article_id', 'model_id']).execute();

  // Shops and offers
  await s.createTable('shops').addColumn('id', 'integer', id).addColumn('name', 'text', required).addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('rating', float(db), required) // 0..5
    .addColumn('review_count', 'integer', zero).addColumn('logo', 'text')
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('DE')).addColumn('founded_year', 'integer').execute();

  await keyed(db, s.createTable('shop_texts').addColumn('shop_id', 'integer', ref('shops.id')).addColumn('lang_no', 'integer', required)
    .addColumn('description', 'text', required).addColumn('terms', 'text', required).addColumn('cancellation_policy', 'text', required)
    .addPrimaryKeyConstraint('shop_texts_pkey', ['shop_id', 'lang_no'])).execute();

  await keyed(db, s.createTable('shop_shipping').addColumn('shop_id', 'integer', ref('shops.id')).addColumn('country', 'text', required)
    .addColumn('cost_cents', 'integer', required)
    .addColumn('free_from_cents', 'integer') // NULL: never free
    .addColumn('delivery_days_min', 'integer', required).addColumn('delivery_days_max', 'integer', required)
    .addPrimaryKeyConstraint('shop_shipping_pkey', ['shop_id', 'country'])).execute();
  await s.createIndex('shop_shipping_country').on('shop_shipping').columns(['country', 'shop_id']).execute();

  await s.createTable('offers').addColumn('id', 'integer', id).addColumn('article_id', 'integer', ref('articles.id'))
    .addColumn('shop_id', 'integer', ref('shops.id')).addColumn('price_cents', 'integer', required)
    .addColumn('refund_cents', 'integer', zero) // e.g. old-part deposit paid back
    .addColumn('stock', 'integer', zero)
    .addColumn('delivery_days', 'integer', (c) => c.notNull().defaultTo(2)) // days until dispatch-ready at the shop
    .execute();
  await s.createIndex('offers_article').on('offers').columns(['article_id', 'price_cents']).execute();
  await s.createIndex('offers_shop').on('offers').column('shop_id').execute();

  // Organisation rating and reviews (shop-review service data)
  await s.createTable('organisation_rating').addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('name', 'text', required).addColumn('rating_value', float(db), required).addColumn('review_count', 'integer', required).execute();

  await s.createTable('organisation_reviews').addColumn('id', 'integer', id).addColumn('lang_no', 'integer', required).addColumn('rating', 'integer', required)
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo('')) // may be empty: the shop shows only reviews with a comment
    .addColumn('author', 'text', required).addColumn('created_at', 'text', required).execute();
  await s.createIndex('organisation_reviews_created').on('organisation_reviews').column('created_at desc').execute();

  await createSearchIndex(db);
}
