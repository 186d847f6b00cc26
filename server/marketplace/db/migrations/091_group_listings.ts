/**
 * A make's and a series page's listing read every fitment_listing range of their models and merged
 * them: thirty rows an article (the models of a make share most parts), some 140,000 rows for a
 * make's brake discs at 1,000,000 articles, on every page view. These tables hold those listings
 * already merged, one row per article of the make (or series page) and category, in listing order
 * with the article's brand and values, and with the number of the group's models it fits, so the
 * last one to go takes the row with it.
 *
 * They follow fitment_listing by its own triggers (a row there is one model and one article, its
 * values already kept there by 050's triggers), and follow a model moved to another make or series
 * page; the seed fills them after fitment_listing (fillGroupListings).
 */
import { sql } from 'kysely';
import { onPostgres, type MigrationDb } from './kit';

/** Each group listing and the models' column that names its group. */
export const GROUP_LISTINGS = [
  { table: 'make_listing', group: 'manufacturer_id' },
  { table: 'series_page_listing', group: 'series_page_id' },
] as const;

const KEY = 'category_id, popularity, article_id';

async function createTable(db: MigrationDb, table: string, group: string): Promise<void> {
  const columns = `${group} integer NOT NULL, category_id integer NOT NULL, popularity integer NOT NULL, article_id integer NOT NULL,
    brand_id integer NOT NULL, filter_values text, models integer NOT NULL`;
  if (onPostgres(db)) {
    await sql.raw(`CREATE TABLE ${table} (${columns})`).execute(db);
  } else {
    await sql.raw(`CREATE TABLE ${table} (${columns}, PRIMARY KEY (${group}, category_id, popularity DESC, article_id)) WITHOUT ROWID`).execute(db);
  }
}

async function createIndex(db: MigrationDb, table: string, group: string): Promise<void> {
  // A PostgreSQL key cannot run descending; a unique index can, and serves the same upserts.
  if (onPostgres(db)) await sql.raw(`CREATE UNIQUE INDEX ${table}_key ON ${table} (${group}, category_id, popularity DESC, article_id)`).execute(db);
}

/**
 * Fills the group listings (empty) from fitment_listing, in their keys' order: the migration from
 * the rows there are, the seed after fillFitmentListing with the triggers off.
 */
export async function fillGroupListings(db: MigrationDb): Promise<void> {
  for (const { table, group } of GROUP_LISTINGS) {
    await sql.raw(`INSERT INTO ${table} (${group}, ${KEY}, brand_id, filter_values, models)
      SELECT m.${group}, l.category_id, l.popularity, l.article_id, min(l.brand_id), min(l.filter_values), count(*)
      FROM fitment_listing l JOIN models m ON m.id = l.model_id
      GROUP BY m.${group}, l.category_id, l.popularity, l.article_id
      ORDER BY m.${group}, l.category_id, l.popularity DESC, l.article_id`).execute(db);
  }
}

/** Counted once more: an upsert (PostgreSQL names the kept row by an alias, SQLite by the bare column). */
function upsert(pg: boolean, table: string, group: string, select: string): string {
  return `INSERT INTO ${table} ${pg ? 'AS g ' : ''}(${group}, ${KEY}, brand_id, filter_values, models) ${select}
      ON CONFLICT (${group}, ${KEY}) DO UPDATE SET models = ${pg ? 'g.models' : 'models'} + 1, brand_id = excluded.brand_id, filter_values = excluded.filter_values;`;
}

/** The listing row `row` (NEW of fitment_listing) counted once more in its model's group. */
function added(pg: boolean, table: string, group: string, row: string): string {
  return upsert(pg, table, group, `SELECT m.${group}, ${row}.category_id, ${row}.popularity, ${row}.article_id, ${row}.brand_id, ${row}.filter_values, 1
      FROM models m WHERE m.id = ${row}.model_id`);
}

/** The listing row `row` counted once less in its model's group; gone with its group's last model. */
function removed(table: string, group: string, row: string): string {
  const where = `${group} = (SELECT ${group} FROM models WHERE id = ${row}.model_id)
      AND category_id = ${row}.category_id AND popularity = ${row}.popularity AND article_id = ${row}.article_id`;
  return `UPDATE ${table} SET models = models - 1 WHERE ${where};
    DELETE FROM ${table} WHERE ${where} AND models <= 0;`;
}

/** A model moved to another group: its rows leave the old group's counts and join the new one's. */
function moved(pg: boolean, table: string, group: string): string {
  return `UPDATE ${table} SET models = models - 1 WHERE ${group} = OLD.${group}
      AND (${KEY}) IN (SELECT ${KEY} FROM fitment_listing WHERE model_id = OLD.id);
    DELETE FROM ${table} WHERE ${group} = OLD.${group} AND models <= 0;
    ${upsert(pg, table, group, `SELECT NEW.${group}, l.category_id, l.popularity, l.article_id, l.brand_id, l.filter_values, 1 FROM fitment_listing l WHERE l.model_id = NEW.id`)}`;
}

interface Trigger { name: string; event: string; when: string; body: string }

/** The group listings' triggers; `when` keeps them from running for a write that changed nothing. */
function triggers(pg: boolean): Trigger[] {
  const changed = (column: string) => (pg ? `OLD.${column} IS DISTINCT FROM NEW.${column}` : `OLD.${column} IS NOT NEW.${column}`);
  // 050's hand-over of an article's values writes its rows even where the values stay the same.
  const rowChanged = ['model_id', 'category_id', 'popularity', 'article_id', 'brand_id', 'filter_values'].map(changed).join(' OR ');
  return GROUP_LISTINGS.flatMap(({ table, group }) => [
    { name: `${table}_insert`, event: 'INSERT ON fitment_listing', when: '', body: added(pg, table, group, 'NEW') },
    { name: `${table}_delete`, event: 'DELETE ON fitment_listing', when: '', body: removed(table, group, 'OLD') },
    // A changed row (its values, brand or place) is the old one gone and the new one come.
    { name: `${table}_update`, event: 'UPDATE ON fitment_listing', when: rowChanged, body: `${removed(table, group, 'OLD')} ${added(pg, table, group, 'NEW')}` },
    { name: `${table}_model`, event: `UPDATE OF ${group} ON models`, when: changed(group), body: moved(pg, table, group) },
  ]);
}

async function createGroupTriggers(db: MigrationDb): Promise<void> {
  const pg = onPostgres(db);
  for (const { name, event, when, body } of triggers(pg)) {
    const only = when ? ` WHEN (${when})` : '';
    if (pg) {
      await sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`).execute(db);
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} FOR EACH ROW${only} EXECUTE FUNCTION ${name}()`).execute(db);
    } else {
      await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} FOR EACH ROW${only} BEGIN ${body} END`).execute(db);
    }
  }
}

export async function up(db: MigrationDb): Promise<void> {
  for (const { table, group } of GROUP_LISTINGS) await createTable(db, table, group);
  await fillGroupListings(db);
  for (const { table, group } of GROUP_LISTINGS) await createIndex(db, table, group);
  await createGroupTriggers(db);
}
