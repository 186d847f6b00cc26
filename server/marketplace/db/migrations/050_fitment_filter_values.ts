/**
 * A listing under a model beside a criterion looked up each article of the model's range in
 * article_criteria for every count (PostgreSQL: a statement per criterion, each a seek per article;
 * SQLite: one seek per article), where the range itself is a few pages. So each fitment_listing row
 * carries its article's filter values, as 049 stores them in the criteria rows: the model's range
 * alone answers the listing, its brand counts and its criteria counts.
 *
 * The table is rebuilt in its key's order (an UPDATE would scatter PostgreSQL's rows and split
 * SQLite's pages; the range read relies on neighbours sharing pages). The fitment triggers of 006
 * copy the values with the row; the articles' criteria triggers (044, 049) hand changed values to
 * the article's rows, so the seed, imports and feeds need no code of their own.
 */
import { sql } from 'kysely';
import { onPostgres, type MigrationDb } from './kit';
import { postgresTriggers, sqliteTriggers } from './044_article_criteria';
import { storeValues } from './049_criteria_filter_values';

const COLUMNS = 'model_id, category_id, popularity, article_id, brand_id, filter_values';

/** The values 049 stores in each criteria row of the article `id` names (null: no indexed criterion). */
const storedOf = (id: string) => `(SELECT c.filter_values FROM article_criteria c WHERE c.article_id = ${id} LIMIT 1)`;

/** The statement the articles' criteria triggers run last: the article's listing rows take its new values. */
function listValues(pg: boolean): string {
  return `UPDATE fitment_listing SET filter_values = ${storedOf('NEW.id')}
    WHERE model_id IN (SELECT model_id FROM fitment WHERE article_id = NEW.id) AND category_id = NEW.category_id AND popularity = NEW.popularity
      AND article_id = NEW.id AND filter_values ${pg ? 'IS DISTINCT FROM' : 'IS NOT'} ${storedOf('NEW.id')};`;
}

async function createTable(db: MigrationDb, name: string): Promise<void> {
  const columns = `model_id integer NOT NULL, category_id integer NOT NULL, popularity integer NOT NULL, article_id integer NOT NULL,
    brand_id integer NOT NULL, filter_values text`;
  if (onPostgres(db)) await sql.raw(`CREATE TABLE ${name} (${columns})`).execute(db);
  else await sql.raw(`CREATE TABLE ${name} (${columns}, PRIMARY KEY (model_id, category_id, popularity DESC, article_id)) WITHOUT ROWID`).execute(db);
}

/**
 * Fills `table` (empty) with each article's stored values, in the key's order: the seed from fitment
 * and articles after fillCriteriaValues with the triggers and indexes off, the migration from the
 * listing rows there are (`from`). The values come from a keyed pass over article_criteria, not a
 * look-up per row.
 */
export async function fillFitmentListing(db: MigrationDb, table = 'fitment_listing', from?: string): Promise<void> {
  const pg = onPostgres(db);
  let values = '(SELECT article_id, min(filter_values) AS filter_values FROM article_criteria GROUP BY article_id)';
  if (!pg) {
    await sql.raw('CREATE TEMP TABLE listing_filter_values (article_id integer PRIMARY KEY, filter_values text)').execute(db);
    await sql.raw(`INSERT INTO listing_filter_values (article_id, filter_values) SELECT article_id, min(filter_values) FROM article_criteria GROUP BY article_id`).execute(db);
    values = 'temp.listing_filter_values';
  }
  const rows = from ?? '(SELECT f.model_id, a.category_id, a.popularity, a.id AS article_id, a.brand_id FROM fitment f JOIN articles a ON a.id = f.article_id)';
  await sql.raw(`INSERT INTO ${table} (${COLUMNS})
    SELECT l.model_id, l.category_id, l.popularity, l.article_id, l.brand_id, v.filter_values
    FROM ${rows} l LEFT JOIN ${values} v ON v.article_id = l.article_id
    ORDER BY l.model_id, l.category_id, l.popularity DESC, l.article_id`).execute(db);
  if (!pg) await sql.raw('DROP TABLE temp.listing_filter_values').execute(db);
}

/** The fitment row's listing row, written over one already there (an upsert on the key). */
const fromArticle = (pg: boolean) =>
  `INSERT ${pg ? '' : 'OR REPLACE '}INTO fitment_listing (${COLUMNS}) SELECT NEW.model_id, a.category_id, a.popularity, a.id, a.brand_id, ${storedOf('a.id')} FROM articles a WHERE a.id = NEW.article_id
    ${pg ? 'ON CONFLICT (model_id, category_id, popularity, article_id) DO UPDATE SET brand_id = excluded.brand_id, filter_values = excluded.filter_values' : ''};`;
const dropOld = `DELETE FROM fitment_listing WHERE model_id = OLD.model_id AND article_id = OLD.article_id
      AND (category_id, popularity) = (SELECT category_id, popularity FROM articles WHERE id = OLD.article_id);`;
const fromFitment = `INSERT INTO fitment_listing (${COLUMNS})
      SELECT f.model_id, NEW.category_id, NEW.popularity, NEW.id, NEW.brand_id, ${storedOf('NEW.id')} FROM fitment f WHERE f.article_id = NEW.id;`;
const dropArticle = `DELETE FROM fitment_listing WHERE model_id IN (SELECT model_id FROM fitment WHERE article_id = OLD.id)
      AND category_id = OLD.category_id AND popularity = OLD.popularity AND article_id = OLD.id;`;

/** 006's triggers that write listing rows, now with the values: name, table and event, body. */
function fitmentTriggers(pg: boolean): [string, string, string][] {
  return [
    ['fitment_listing_insert', 'INSERT ON fitment', fromArticle(pg)],
    ['fitment_listing_update', 'UPDATE OF model_id, article_id ON fitment', `${dropOld} ${fromArticle(pg)}`],
    ['fitment_listing_article', 'UPDATE OF category_id, popularity, brand_id ON articles', `${dropArticle} ${fromFitment}`],
  ];
}

export async function up(db: MigrationDb): Promise<void> {
  const pg = onPostgres(db);
  const then = `${storeValues(pg)} ${listValues(pg)}`;
  const criteriaTriggers = ['article_criteria_insert', 'article_criteria_update'];
  if (pg) {
    await createTable(db, 'fitment_listing_filled');
    await fillFitmentListing(db, 'fitment_listing_filled', 'fitment_listing');
    await sql.raw('DROP TABLE fitment_listing').execute(db);
    await sql.raw('ALTER TABLE fitment_listing_filled RENAME TO fitment_listing').execute(db);
    await sql.raw('CREATE UNIQUE INDEX fitment_listing_key ON fitment_listing (model_id, category_id, popularity DESC, article_id)').execute(db);
    // The functions replaced in place: their triggers stay as 006 and 044 made them.
    for (const [name, , body] of fitmentTriggers(pg)) {
      await sql.raw(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`).execute(db);
    }
    for (const statement of postgresTriggers(then)) {
      if (criteriaTriggers.some((name) => statement.startsWith(`CREATE FUNCTION ${name}()`))) await sql.raw(statement.replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION')).execute(db);
    }
  } else {
    // The triggers naming fitment_listing go while it is replaced; those not rewritten here come
    // back as they were.
    const replaced = [...fitmentTriggers(pg).map(([name]) => name), ...criteriaTriggers];
    const { rows: naming } = await sql<{ name: string; sql: string }>`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%fitment_listing%'`.execute(db);
    for (const name of new Set([...replaced, ...naming.map((t) => t.name)])) await sql.raw(`DROP TRIGGER IF EXISTS "${name}"`).execute(db);
    await createTable(db, 'fitment_listing_filled');
    await fillFitmentListing(db, 'fitment_listing_filled', 'fitment_listing');
    await sql.raw('DROP TABLE fitment_listing').execute(db);
    // Nothing names either table any more; the re-reading would still trip on 049's upsert alias.
    await sql.raw('PRAGMA legacy_alter_table = ON').execute(db);
    await sql.raw('ALTER TABLE fitment_listing_filled RENAME TO fitment_listing').execute(db);
    await sql.raw('PRAGMA legacy_alter_table = OFF').execute(db);
    for (const kept of naming.filter((t) => !replaced.includes(t.name))) await sql.raw(kept.sql).execute(db);
    for (const [name, event, body] of fitmentTriggers(pg)) await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} BEGIN ${body} END`).execute(db);
    for (const statement of sqliteTriggers(then)) {
      if (criteriaTriggers.some((name) => statement.startsWith(`CREATE TRIGGER ${name} `))) await sql.raw(statement).execute(db);
    }
  }
}
