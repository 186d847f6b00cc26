/**
 * Listings filter by what a part is (viscosity, lamp type, diameter, fitting position) with a count
 * per value, at millions of articles. The criteria live in articles.criteria as a JSON list; read
 * there, every filter and every count would parse every article of a category. So:
 *
 * 1. article_criteria: one row per article and filterable criterion, keyed like a listing reads it
 *    (category, criterion, value, then popularity and id: one value's articles already in listing
 *    order) and carrying the brand, as fitment_listing does; a second index finds an article's values.
 * 2. category_criteria_counts: the articles per (category, criterion, value), so the counts of a
 *    listing without other filters are a few dozen rows.
 * 3. category_criteria_pairs: the articles per (category, criterion, value) and another criterion's
 *    value, so the counts under one chosen criterion (the usual first choice: 5W-30, front axle) are
 *    a few dozen rows too, not a look-up per article.
 *
 * Triggers on articles keep the first and the pairs in step with the criteria whoever writes an
 * article (the seed, an import, a feed), triggers on it keep the counts. Only the criteria listings filter by
 * are indexed (FILTER_KEYS of catalogue/criteria.ts; its test checks this list holds them); a
 * viscosity is indexed without hyphen or spaces, in capitals (5W-30 as 5W30), as filterValue writes it.
 */
import { sql } from 'kysely';
import { keyed, onPostgres, type MigrationDb } from './kit';

export const INDEXED_CRITERIA = [
  'viscosity', 'lamp_type', 'fitting_position', 'diameter', 'disc_type', 'bolt_holes', 'thickness', 'wear_indicator', 'width', 'capacity',
  'cold_start_current', 'polarity', 'voltage', 'wattage', 'specification', 'volume', 'length', 'shock_type', 'height', 'thread',
];

const keyList = INDEXED_CRITERIA.map((key) => `'${key}'`).join(', ');
const COLUMNS = 'category_id, key, value, popularity, article_id, brand_id, unit';

/** The indexed rows of the articles `source` names (a table or NEW), as a SELECT; `where` narrows it. */
function criteriaRows(pg: boolean, source: string, where: string): string {
  if (pg) {
    const value = `CASE WHEN j->>'key' = 'viscosity' THEN upper(replace(replace(j->>'value', '-', ''), ' ', '')) ELSE btrim(j->>'value') END`;
    return `SELECT DISTINCT a.category_id, j->>'key', ${value}, a.popularity, a.id, a.brand_id, j->>'unit'
      FROM ${source} a, jsonb_array_elements(criteria_list(a.criteria)) j
      WHERE ${where} j->>'key' IN (${keyList}) AND j->>'value' IS NOT NULL AND length(j->>'value') <= 100`;
  }
  const raw = `CAST(json_extract(j.value, '$.value') AS TEXT)`;
  const value = `CASE WHEN json_extract(j.value, '$.key') = 'viscosity' THEN upper(replace(replace(${raw}, '-', ''), ' ', '')) ELSE trim(${raw}) END`;
  return `SELECT DISTINCT a.category_id, json_extract(j.value, '$.key'), ${value}, a.popularity, a.id, a.brand_id, json_extract(j.value, '$.unit')
    FROM ${source} a, json_each(CASE WHEN json_valid(a.criteria) AND json_type(a.criteria) = 'array' THEN a.criteria ELSE '[]' END) j
    WHERE ${where} json_type(j.value) = 'object' AND json_extract(j.value, '$.key') IN (${keyList}) AND json_extract(j.value, '$.value') IS NOT NULL
      AND length(${raw}) <= 100`;
}

/** Fills both tables from the articles in one statement each (the migration, and the seed after its bulk load with the triggers off). */
export async function fillCriteriaIndex(db: MigrationDb): Promise<void> {
  const pg = onPostgres(db);
  await db.deleteFrom('category_criteria_counts').execute();
  await db.deleteFrom('article_criteria').execute();
  const insert = pg ? 'INSERT INTO' : 'INSERT OR IGNORE INTO';
  const conflict = pg ? 'ON CONFLICT DO NOTHING' : '';
  await sql.raw(`${insert} article_criteria (${COLUMNS}) ${criteriaRows(pg, 'articles', 'a.criteria IS NOT NULL AND')} ORDER BY 1, 2, 3, 4 DESC, 5 ${conflict}`).execute(db);
  await sql.raw(`INSERT INTO category_criteria_counts (category_id, key, value, unit, articles)
    SELECT category_id, key, value, max(unit), count(*) FROM article_criteria GROUP BY category_id, key, value ORDER BY 1, 2, 3`).execute(db);
  await db.deleteFrom('category_criteria_pairs').execute();
  await sql.raw(`INSERT INTO category_criteria_pairs (${PAIR_COLUMNS}, articles)
    SELECT ${PAIR_SELECT}, count(*) ${PAIR_FROM} GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`).execute(db);
}

const PAIR_COLUMNS = 'category_id, key, value, other_key, other_value';
const PAIR_SELECT = 'c.category_id, c.key, c.value, o.key, o.value';
const PAIR_FROM = 'FROM article_criteria c JOIN article_criteria o ON o.article_id = c.article_id AND o.key <> c.key';

/** Statements of the articles' triggers: an article's pairs counted in (+1) or out (-1), before its rows go or after they came. */
function pairStatements(article: string, sign: 1 | -1): string {
  if (sign === 1) {
    return `INSERT INTO category_criteria_pairs (${PAIR_COLUMNS}, articles) SELECT ${PAIR_SELECT}, 1 ${PAIR_FROM} WHERE c.article_id = ${article}
      ON CONFLICT (${PAIR_COLUMNS}) DO UPDATE SET articles = category_criteria_pairs.articles + 1;`;
  }
  const pairs = `(${PAIR_COLUMNS}) IN (SELECT ${PAIR_SELECT} ${PAIR_FROM} WHERE c.article_id = ${article})`;
  return `UPDATE category_criteria_pairs SET articles = articles - 1 WHERE ${pairs};
    DELETE FROM category_criteria_pairs WHERE articles <= 0 AND ${pairs};`;
}

export async function up(db: MigrationDb): Promise<void> {
  const s = db.schema;
  const pg = onPostgres(db);
  if (pg) {
    await s.createTable('article_criteria')
      .addColumn('category_id', 'integer', (c) => c.notNull()).addColumn('key', 'text', (c) => c.notNull()).addColumn('value', 'text', (c) => c.notNull())
      .addColumn('popularity', 'integer', (c) => c.notNull()).addColumn('article_id', 'integer', (c) => c.notNull())
      .addColumn('brand_id', 'integer', (c) => c.notNull()).addColumn('unit', 'text').execute();
    // A PostgreSQL key cannot run descending; a unique index can, and with the brand in it the
    // brand counts under a criterion read the index alone, as SQLite's table without rowid is read.
    await sql`CREATE UNIQUE INDEX article_criteria_key ON article_criteria (category_id, key, value, popularity DESC, article_id) INCLUDE (brand_id)`.execute(db);
    // Whatever the JSON holds, an article is written: what is not a list of criteria indexes nothing.
    await sql.raw(`CREATE FUNCTION criteria_list(t text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$ BEGIN
      IF t IS NULL THEN RETURN '[]'::jsonb; END IF;
      RETURN CASE WHEN jsonb_typeof(t::jsonb) = 'array' THEN t::jsonb ELSE '[]'::jsonb END;
    EXCEPTION WHEN others THEN RETURN '[]'::jsonb;
    END $$`).execute(db);
  } else {
    await sql`CREATE TABLE article_criteria (
      category_id integer NOT NULL,
      key text NOT NULL,
      value text NOT NULL,
      popularity integer NOT NULL,
      article_id integer NOT NULL,
      brand_id integer NOT NULL,
      unit text,
      PRIMARY KEY (category_id, key, value, popularity DESC, article_id)
    ) WITHOUT ROWID`.execute(db);
  }
  await keyed(db, s.createTable('category_criteria_counts')
    .addColumn('category_id', 'integer', (c) => c.notNull()).addColumn('key', 'text', (c) => c.notNull()).addColumn('value', 'text', (c) => c.notNull())
    .addColumn('unit', 'text').addColumn('articles', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_criteria_counts_pkey', ['category_id', 'key', 'value'])).execute();

  await keyed(db, s.createTable('category_criteria_pairs')
    .addColumn('category_id', 'integer', (c) => c.notNull()).addColumn('key', 'text', (c) => c.notNull()).addColumn('value', 'text', (c) => c.notNull())
    .addColumn('other_key', 'text', (c) => c.notNull()).addColumn('other_value', 'text', (c) => c.notNull()).addColumn('articles', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_criteria_pairs_pkey', ['category_id', 'key', 'value', 'other_key', 'other_value'])).execute();

  await fillCriteriaIndex(db);
  // Built after the fill: one sort instead of a random insert per row.
  await s.createIndex('article_criteria_article').on('article_criteria').columns(['article_id', 'key', 'value']).execute();
  for (const trigger of pg ? postgresTriggers() : sqliteTriggers()) await sql.raw(trigger).execute(db);
}

/** The articles' and the index's triggers; `then` runs after an article's rows were written (migration 049 adds its stored values). */
export function sqliteTriggers(then = ''): string[] {
  const fromNew = `INSERT OR IGNORE INTO article_criteria (${COLUMNS}) ${criteriaRows(false, '(SELECT NEW.id AS id, NEW.category_id AS category_id, NEW.popularity AS popularity, NEW.brand_id AS brand_id, NEW.criteria AS criteria)', '')};`;
  return [
    `CREATE TRIGGER article_criteria_insert AFTER INSERT ON articles WHEN NEW.criteria IS NOT NULL BEGIN ${fromNew} ${pairStatements('NEW.id', 1)} ${then} END`,
    `CREATE TRIGGER article_criteria_delete AFTER DELETE ON articles BEGIN ${pairStatements('OLD.id', -1)} DELETE FROM article_criteria WHERE article_id = OLD.id; END`,
    `CREATE TRIGGER article_criteria_update AFTER UPDATE OF criteria, category_id, popularity, brand_id ON articles BEGIN
      ${pairStatements('OLD.id', -1)}
      DELETE FROM article_criteria WHERE article_id = OLD.id;
      ${fromNew}
      ${pairStatements('NEW.id', 1)}
      ${then}
    END`,
    `CREATE TRIGGER category_criteria_counts_insert AFTER INSERT ON article_criteria BEGIN
      INSERT INTO category_criteria_counts (category_id, key, value, unit, articles) VALUES (NEW.category_id, NEW.key, NEW.value, NEW.unit, 1)
        ON CONFLICT (category_id, key, value) DO UPDATE SET articles = articles + 1;
    END`,
    `CREATE TRIGGER category_criteria_counts_delete AFTER DELETE ON article_criteria BEGIN
      UPDATE category_criteria_counts SET articles = articles - 1 WHERE category_id = OLD.category_id AND key = OLD.key AND value = OLD.value;
      DELETE FROM category_criteria_counts WHERE category_id = OLD.category_id AND key = OLD.key AND value = OLD.value AND articles <= 0;
    END`,
  ];
}

/** The same statements as PL/pgSQL trigger functions. */
export function postgresTriggers(then = ''): string[] {
  const fromNew = `INSERT INTO article_criteria (${COLUMNS}) ${criteriaRows(true, '(SELECT NEW.id AS id, NEW.category_id AS category_id, NEW.popularity AS popularity, NEW.brand_id AS brand_id, NEW.criteria AS criteria)', '')} ON CONFLICT DO NOTHING;`;
  return [
    `CREATE FUNCTION article_criteria_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${fromNew} ${pairStatements('NEW.id', 1)} ${then} RETURN NULL; END $$`,
    `CREATE TRIGGER article_criteria_insert AFTER INSERT ON articles FOR EACH ROW WHEN (NEW.criteria IS NOT NULL) EXECUTE FUNCTION article_criteria_insert()`,
    `CREATE FUNCTION article_criteria_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${pairStatements('OLD.id', -1)} DELETE FROM article_criteria WHERE article_id = OLD.id; RETURN NULL; END $$`,
    `CREATE TRIGGER article_criteria_delete AFTER DELETE ON articles FOR EACH ROW EXECUTE FUNCTION article_criteria_delete()`,
    `CREATE FUNCTION article_criteria_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      ${pairStatements('OLD.id', -1)}
      DELETE FROM article_criteria WHERE article_id = OLD.id;
      ${fromNew}
      ${pairStatements('NEW.id', 1)}
      ${then}
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER article_criteria_update AFTER UPDATE OF criteria, category_id, popularity, brand_id ON articles FOR EACH ROW EXECUTE FUNCTION article_criteria_update()`,
    `CREATE FUNCTION category_criteria_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO category_criteria_counts AS c (category_id, key, value, unit, articles) VALUES (NEW.category_id, NEW.key, NEW.value, NEW.unit, 1)
        ON CONFLICT (category_id, key, value) DO UPDATE SET articles = c.articles + 1;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER category_criteria_counts_insert AFTER INSERT ON article_criteria FOR EACH ROW EXECUTE FUNCTION category_criteria_counts_insert()`,
    `CREATE FUNCTION category_criteria_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      UPDATE category_criteria_counts SET articles = articles - 1 WHERE category_id = OLD.category_id AND key = OLD.key AND value = OLD.value;
      DELETE FROM category_criteria_counts WHERE category_id = OLD.category_id AND key = OLD.key AND value = OLD.value AND articles <= 0;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER category_criteria_counts_delete AFTER DELETE ON article_criteria FOR EACH ROW EXECUTE FUNCTION category_criteria_counts_delete()`,
  ];
}
