/**
 * Listing indexes for large catalogues: a listing page stays an index walk however many articles there are.
 *
 * 1. Vehicle listings: which articles of a category fit a model, already in listing order
 *    (popularity, then id) and carrying the brand for the brand filter counts. A category page
 *    narrowed to one model reads one short range of this table instead of every article the model
 *    fits. Rows are derived from fitment + articles; triggers keep them in step with both.
 * 2. Unfiltered category listings without a vehicle: the article count per (category, brand), so
 *    the result count and the brand filter counts of a large category are a few dozen rows, not a
 *    scan of every article. Triggers on articles keep the counts exact.
 * 3. Category listings sort by popularity then id: with the id in the index a page of one category
 *    is read in order (no sort), and the brand stays in it for index-only brand counts.
 *
 * The triggers are SQLite trigger bodies on SQLite and PL/pgSQL trigger functions on PostgreSQL,
 * doing the same statements.
 */
import { sql } from 'kysely';
import { keyed, onPostgres, type MigrationDb } from './kit';

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  const pg = onPostgres(db);
  if (pg) {
    await s.createTable('fitment_listing')
      .addColumn('model_id', 'integer', (c) => c.notNull()).addColumn('category_id', 'integer', (c) => c.notNull())
      .addColumn('popularity', 'integer', (c) => c.notNull()).addColumn('article_id', 'integer', (c) => c.notNull())
      .addColumn('brand_id', 'integer', (c) => c.notNull()).execute();
    // A PostgreSQL key cannot run descending; a unique index can, and serves the same upserts.
    await s.createIndex('fitment_listing_key').on('fitment_listing').unique().columns(['model_id', 'category_id', 'popularity desc', 'article_id']).execute();
  } else {
    // The schema builder's keys take plain columns; this one runs descending by popularity.
    await sql`CREATE TABLE fitment_listing (
      model_id integer NOT NULL,
      category_id integer NOT NULL,
      popularity integer NOT NULL,
      article_id integer NOT NULL,
      brand_id integer NOT NULL,
      PRIMARY KEY (model_id, category_id, popularity DESC, article_id)
    ) WITHOUT ROWID`.execute(db);
  }
  await sql`INSERT INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
    SELECT f.model_id, a.category_id, a.popularity, a.id, a.brand_id FROM fitment f JOIN articles a ON a.id = f.article_id
    ORDER BY f.model_id, a.category_id, a.popularity DESC, a.id`.execute(db);

  await keyed(db, s.createTable('category_brand_counts')
    .addColumn('category_id', 'integer', (c) => c.notNull()).addColumn('brand_id', 'integer', (c) => c.notNull())
    .addColumn('articles', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_brand_counts_pkey', ['category_id', 'brand_id'])).execute();
  await sql`INSERT INTO category_brand_counts (category_id, brand_id, articles)
    SELECT category_id, brand_id, count(*) FROM articles GROUP BY category_id, brand_id`.execute(db);

  for (const trigger of pg ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) await sql.raw(trigger).execute(db);

  await s.dropIndex('articles_category_popularity').execute();
  await s.createIndex('articles_category_popularity').on('articles').columns(['category_id', 'popularity desc', 'id', 'brand_id']).execute();
}

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER fitment_listing_insert AFTER INSERT ON fitment BEGIN
    INSERT OR REPLACE INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
      SELECT NEW.model_id, a.category_id, a.popularity, a.id, a.brand_id FROM articles a WHERE a.id = NEW.article_id;
  END`,
  `CREATE TRIGGER fitment_listing_delete AFTER DELETE ON fitment BEGIN
    DELETE FROM fitment_listing WHERE model_id = OLD.model_id AND article_id = OLD.article_id
      AND (category_id, popularity) = (SELECT category_id, popularity FROM articles WHERE id = OLD.article_id);
  END`,
  `CREATE TRIGGER fitment_listing_update AFTER UPDATE OF model_id, article_id ON fitment BEGIN
    DELETE FROM fitment_listing WHERE model_id = OLD.model_id AND article_id = OLD.article_id
      AND (category_id, popularity) = (SELECT category_id, popularity FROM articles WHERE id = OLD.article_id);
    INSERT OR REPLACE INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
      SELECT NEW.model_id, a.category_id, a.popularity, a.id, a.brand_id FROM articles a WHERE a.id = NEW.article_id;
  END`,
  `CREATE TRIGGER fitment_listing_article AFTER UPDATE OF category_id, popularity, brand_id ON articles BEGIN
    DELETE FROM fitment_listing WHERE model_id IN (SELECT model_id FROM fitment WHERE article_id = OLD.id)
      AND category_id = OLD.category_id AND popularity = OLD.popularity AND article_id = OLD.id;
    INSERT INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
      SELECT f.model_id, NEW.category_id, NEW.popularity, NEW.id, NEW.brand_id FROM fitment f WHERE f.article_id = NEW.id;
  END`,
  `CREATE TRIGGER category_brand_counts_insert AFTER INSERT ON articles BEGIN
    INSERT INTO category_brand_counts (category_id, brand_id, articles) VALUES (NEW.category_id, NEW.brand_id, 1)
      ON CONFLICT (category_id, brand_id) DO UPDATE SET articles = articles + 1;
  END`,
  `CREATE TRIGGER category_brand_counts_delete AFTER DELETE ON articles BEGIN
    UPDATE category_brand_counts SET articles = articles - 1 WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id;
    DELETE FROM category_brand_counts WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id AND articles <= 0;
  END`,
  `CREATE TRIGGER category_brand_counts_update AFTER UPDATE OF category_id, brand_id ON articles BEGIN
    UPDATE category_brand_counts SET articles = articles - 1 WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id;
    DELETE FROM category_brand_counts WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id AND articles <= 0;
    INSERT INTO category_brand_counts (category_id, brand_id, articles) VALUES (NEW.category_id, NEW.brand_id, 1)
      ON CONFLICT (category_id, brand_id) DO UPDATE SET articles = articles + 1;
  END`,
];

/** One function per trigger; `INSERT OR REPLACE` becomes an upsert on the listing's unique key. */
const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION fitment_listing_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    INSERT INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
      SELECT NEW.model_id, a.category_id, a.popularity, a.id, a.brand_id FROM articles a WHERE a.id = NEW.article_id
      ON CONFLICT (model_id, category_id, popularity, article_id) DO UPDATE SET brand_id = excluded.brand_id;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER fitment_listing_insert AFTER INSERT ON fitment FOR EACH ROW EXECUTE FUNCTION fitment_listing_insert()`,
  `CREATE FUNCTION fitment_listing_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    DELETE FROM fitment_listing WHERE model_id = OLD.model_id AND article_id = OLD.article_id
      AND (category_id, popularity) = (SELECT category_id, popularity FROM articles WHERE id = OLD.article_id);
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER fitment_listing_delete AFTER DELETE ON fitment FOR EACH ROW EXECUTE FUNCTION fitment_listing_delete()`,
  `CREATE FUNCTION fitment_listing_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    DELETE FROM fitment_listing WHERE model_id = OLD.model_id AND article_id = OLD.article_id
      AND (category_id, popularity) = (SELECT category_id, popularity FROM articles WHERE id = OLD.article_id);
    INSERT INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
      SELECT NEW.model_id, a.category_id, a.popularity, a.id, a.brand_id FROM articles a WHERE a.id = NEW.article_id
      ON CONFLICT (model_id, category_id, popularity, article_id) DO UPDATE SET brand_id = excluded.brand_id;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER fitment_listing_update AFTER UPDATE OF model_id, article_id ON fitment FOR EACH ROW EXECUTE FUNCTION fitment_listing_update()`,
  `CREATE FUNCTION fitment_listing_article() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    DELETE FROM fitment_listing WHERE model_id IN (SELECT model_id FROM fitment WHERE article_id = OLD.id)
      AND category_id = OLD.category_id AND popularity = OLD.popularity AND article_id = OLD.id;
    INSERT INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
      SELECT f.model_id, NEW.category_id, NEW.popularity, NEW.id, NEW.brand_id FROM fitment f WHERE f.article_id = NEW.id;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER fitment_listing_article AFTER UPDATE OF category_id, popularity, brand_id ON articles FOR EACH ROW EXECUTE FUNCTION fitment_listing_article()`,
  `CREATE FUNCTION category_brand_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    INSERT INTO category_brand_counts AS c (category_id, brand_id, articles) VALUES (NEW.category_id, NEW.brand_id, 1)
      ON CONFLICT (category_id, brand_id) DO UPDATE SET articles = c.articles + 1;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER category_brand_counts_insert AFTER INSERT ON articles FOR EACH ROW EXECUTE FUNCTION category_brand_counts_insert()`,
  `CREATE FUNCTION category_brand_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    UPDATE category_brand_counts SET articles = articles - 1 WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id;
    DELETE FROM category_brand_counts WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id AND articles <= 0;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER category_brand_counts_delete AFTER DELETE ON articles FOR EACH ROW EXECUTE FUNCTION category_brand_counts_delete()`,
  `CREATE FUNCTION category_brand_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
    UPDATE category_brand_counts SET articles = articles - 1 WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id;
    DELETE FROM category_brand_counts WHERE category_id = OLD.category_id AND brand_id = OLD.brand_id AND articles <= 0;
    INSERT INTO category_brand_counts AS c (category_id, brand_id, articles) VALUES (NEW.category_id, NEW.brand_id, 1)
      ON CONFLICT (category_id, brand_id) DO UPDATE SET articles = c.articles + 1;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER category_brand_counts_update AFTER UPDATE OF category_id, brand_id ON articles FOR EACH ROW EXECUTE FUNCTION category_brand_counts_update()`,
];
