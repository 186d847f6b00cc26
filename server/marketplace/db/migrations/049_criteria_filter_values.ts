/**
 * A listing under two criteria, or a brand beside one, read each matched article's other filter
 * values with a look-up of its own in article_criteria (a seek per article, thousands at 1,000,000
 * articles), and counted the brands under a criterion over every article of its values. So:
 *
 * 1. article_criteria.filter_values: every row of an article carries all the article's indexed
 *    values ('key=value', by key, joined by the unit separator, char 31). The range of the rarest
 *    chosen value then answers the other criteria and their counts by itself: on SQLite the values
 *    sit in the row the range reads (a table without rowid), on PostgreSQL in the heap tuple the
 *    index points to, laid out in the index's order by the fill.
 * 2. category_criteria_brands: the articles per (category, criterion, value, brand), so the brand
 *    counts under one criterion and that criterion's counts under a brand are a few dozen rows.
 *
 * The articles' triggers of 044 write the stored values after an article's rows (so the seed, an
 * import and a feed need no code of their own); triggers on article_criteria keep the brand counts.
 */
import { sql } from 'kysely';
import { keyed, onPostgres, type MigrationDb } from './kit';
import { postgresTriggers, sqliteTriggers } from './044_article_criteria';

/** The stored values of the article `id` names, from its rows (bytewise order of key and value on both backends). */
function valuesOf(pg: boolean, id: string): string {
  return pg
    ? `(SELECT string_agg(x.key || '=' || x.value, chr(31) ORDER BY x.key COLLATE "C", x.value COLLATE "C") FROM article_criteria x WHERE x.article_id = ${id})`
    : `(SELECT group_concat(x.key || '=' || x.value, char(31) ORDER BY x.key, x.value) FROM article_criteria x WHERE x.article_id = ${id})`;
}

/** The statement 044's article triggers run after writing an article's rows. */
export function storeValues(pg: boolean): string {
  return `UPDATE article_criteria SET filter_values = ${valuesOf(pg, 'NEW.id')} WHERE article_id = NEW.id;`;
}

/**
 * Fills the stored values and the brand counts from article_criteria (the migration, and the seed
 * after fillCriteriaIndex with the triggers and indexes off): each article's values made once, by a
 * sorted pass, and handed to its rows through a keyed table, not a look-up per row.
 */
export async function fillCriteriaValues(db: MigrationDb): Promise<void> {
  if (onPostgres(db)) {
    await sql.raw(`UPDATE article_criteria c SET filter_values = v.filter_values FROM (
        SELECT article_id, string_agg(key || '=' || value, chr(31) ORDER BY key COLLATE "C", value COLLATE "C") AS filter_values FROM article_criteria GROUP BY article_id
      ) v WHERE v.article_id = c.article_id`).execute(db);
  } else {
    await sql.raw('CREATE TEMP TABLE article_filter_values (article_id integer PRIMARY KEY, filter_values text)').execute(db);
    await sql.raw(`INSERT INTO article_filter_values (article_id, filter_values)
      SELECT article_id, group_concat(key || '=' || value, char(31) ORDER BY key, value) FROM article_criteria GROUP BY article_id`).execute(db);
    await sql.raw(`UPDATE article_criteria SET filter_values = (SELECT v.filter_values FROM article_filter_values v WHERE v.article_id = article_criteria.article_id)`).execute(db);
    await sql.raw('DROP TABLE temp.article_filter_values').execute(db);
  }
  await db.deleteFrom('category_criteria_brands').execute();
  await sql.raw(`INSERT INTO category_criteria_brands (category_id, key, value, brand_id, articles)
    SELECT category_id, key, value, brand_id, count(*) FROM article_criteria GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`).execute(db);
}

const BRAND_KEY = 'category_id = OLD.category_id AND key = OLD.key AND value = OLD.value AND brand_id = OLD.brand_id';

export async function up(db: MigrationDb): Promise<void> {
  const pg = onPostgres(db);
  await db.schema.alterTable('article_criteria').addColumn('filter_values', 'text').execute();
  await keyed(db, db.schema.createTable('category_criteria_brands')
    .addColumn('category_id', 'integer', (c) => c.notNull()).addColumn('key', 'text', (c) => c.notNull()).addColumn('value', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.notNull()).addColumn('articles', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_criteria_brands_pkey', ['category_id', 'key', 'value', 'brand_id'])).execute();
  await fillCriteriaValues(db);

  const countIn = `INSERT INTO category_criteria_brands AS b (category_id, key, value, brand_id, articles) VALUES (NEW.category_id, NEW.key, NEW.value, NEW.brand_id, 1)
    ON CONFLICT (category_id, key, value, brand_id) DO UPDATE SET articles = b.articles + 1;`;
  const countOut = `UPDATE category_criteria_brands SET articles = articles - 1 WHERE ${BRAND_KEY};
    DELETE FROM category_criteria_brands WHERE ${BRAND_KEY} AND articles <= 0;`;
  const rewritten = ['article_criteria_insert', 'article_criteria_update'];
  if (pg) {
    // The functions replaced in place: their triggers stay as 044 made them.
    for (const statement of postgresTriggers(storeValues(true))) {
      if (rewritten.some((name) => statement.startsWith(`CREATE FUNCTION ${name}()`))) await sql.raw(statement.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')).execute(db);
    }
    for (const [name, event, body] of [['category_criteria_brands_insert', 'INSERT', countIn], ['category_criteria_brands_delete', 'DELETE', countOut]]) {
      await sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`).execute(db);
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} ON article_criteria FOR EACH ROW EXECUTE FUNCTION ${name}()`).execute(db);
    }
  } else {
    for (const name of rewritten) await sql.raw(`DROP TRIGGER ${name}`).execute(db);
    for (const statement of sqliteTriggers(storeValues(false))) {
      if (rewritten.some((name) => statement.startsWith(`CREATE TRIGGER ${name} `))) await sql.raw(statement).execute(db);
    }
    await sql.raw(`CREATE TRIGGER category_criteria_brands_insert AFTER INSERT ON article_criteria BEGIN ${countIn} END`).execute(db);
    await sql.raw(`CREATE TRIGGER category_criteria_brands_delete AFTER DELETE ON article_criteria BEGIN ${countOut} END`).execute(db);
  }
}
