/**
 * Bulk-load helpers for the seed: connection settings for one large write, indexes and triggers
 * dropped around the load and rebuilt from their own SQL, and the derived listing tables of
 * migration 006 filled in one sorted statement each. The settings and the index juggling are
 * SQLite's; PostgreSQL keeps its settings and indexes, and only switches the tables' triggers off
 * for the load.
 */
import { sql } from 'kysely';
import { backendOf, type Db } from '../db/connection';
import { fillCriteriaIndex } from '../db/migrations/044_article_criteria';
import { fillCriteriaValues } from '../db/migrations/049_criteria_filter_values';
import { fillFitmentListing } from '../db/migrations/050_fitment_filter_values';
import { fillGroupListings, GROUP_LISTINGS } from '../db/migrations/091_group_listings';

/** Tables the article step fills in bulk (plus the listing tables derived from them). */
export const BULK_TABLES = ['articles', 'article_images', 'oe_numbers', 'documents', 'fitment', 'offers', 'fitment_listing', 'category_brand_counts', 'article_criteria', 'category_criteria_counts', 'category_criteria_pairs', 'category_criteria_brands', ...GROUP_LISTINGS.map((g) => g.table)];

async function pragma(db: Db, name: string): Promise<unknown> {
  const { rows } = await sql<Record<string, unknown>>`PRAGMA ${sql.raw(name)}`.execute(db);
  return Object.values(rows[0] ?? {})[0];
}

const run = (db: Db, statement: string) => sql.raw(statement).execute(db);

/**
 * Runs fn with the settings of a one-off bulk write on SQLite: rollback journal in memory instead
 * of the WAL (every page would otherwise be written twice), no fsync, a large page cache and no
 * foreign-key lookups (the generator only writes ids it has just created). The previous settings
 * are restored afterwards, so the database is in WAL mode again when the seed returns.
 */
export async function withBulkLoadSettings<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (backendOf(db) !== 'sqlite') return fn();
  const journal = String(await pragma(db, 'journal_mode'));
  const synchronous = Number(await pragma(db, 'synchronous'));
  const cache = Number(await pragma(db, 'cache_size'));
  const foreignKeys = Number(await pragma(db, 'foreign_keys'));
  const tempStore = Number(await pragma(db, 'temp_store'));
  // Another open connection keeps the WAL: switching is refused silently and the seed still works.
  if (journal === 'wal') await run(db, 'PRAGMA journal_mode = MEMORY');
  for (const setting of ['synchronous = OFF', 'cache_size = -262144', 'foreign_keys = OFF', 'temp_store = MEMORY']) await run(db, `PRAGMA ${setting}`);
  try {
    return await fn();
  } finally {
    for (const setting of [`synchronous = ${synchronous}`, `cache_size = ${cache}`, `foreign_keys = ${foreignKeys}`, `temp_store = ${tempStore}`]) await run(db, `PRAGMA ${setting}`);
    if (journal === 'wal') await run(db, 'PRAGMA journal_mode = WAL');
  }
}

/**
 * On SQLite: drops the indexes and triggers of the tables, runs fn, then recreates them (indexes
 * first). On PostgreSQL: switches the tables' own triggers off while fn runs (in the caller's
 * transaction, so a failed load leaves them on). What the triggers keep is filled afterwards in
 * one statement each (fillListingTables), so their row-by-row work would only be thrown away.
 */
export async function withoutIndexes<T>(db: Db, tables: string[], fn: () => Promise<T>): Promise<T> {
  if (backendOf(db) !== 'sqlite') return withoutTriggers(db, tables, fn);
  const { rows: saved } = await sql<{ type: string; name: string; sql: string }>`SELECT type, name, sql FROM sqlite_master
    WHERE type IN ('index', 'trigger') AND sql IS NOT NULL AND tbl_name IN (${sql.join(tables)}) ORDER BY type = 'trigger', rowid`.execute(db);
  for (const object of saved) await run(db, `DROP ${object.type === 'index' ? 'INDEX' : 'TRIGGER'} "${object.name.replace(/"/g, '""')}"`);
  const result = await fn();
  for (const object of saved) await run(db, object.sql);
  return result;
}

/** PostgreSQL: the tables' own triggers (not the foreign keys' checks) off while fn runs; a table without any is left as it is. */
async function withoutTriggers<T>(db: Db, tables: string[], fn: () => Promise<T>): Promise<T> {
  for (const table of tables) await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(db);
  const result = await fn();
  for (const table of tables) await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(db);
  return result;
}

/**
 * Fills the listing tables of migrations 006, 044, 049, 050 and 091 from fitment and articles, whose triggers were off
 * during the load (withoutIndexes). fitment is read in (model, article) order, so the sort per
 * model is small.
 */
export async function fillListingTables(db: Db): Promise<void> {
  await db.deleteFrom('fitment_listing').execute();
  await db.deleteFrom('category_brand_counts').execute();
  await db.insertInto('category_brand_counts')
    .columns(['category_id', 'brand_id', 'articles'])
    .expression(db.selectFrom('articles').select((eb) => ['category_id', 'brand_id', eb.fn.countAll<number>().as('articles')])
      .groupBy(['category_id', 'brand_id']).orderBy('category_id').orderBy('brand_id'))
    .execute();
  await fillCriteriaIndex(db);
  await fillCriteriaValues(db);
  // After the criteria: each listing row carries its article's stored values.
  await fillFitmentListing(db);
  // The makes' and series pages' listings merge the models' rows.
  for (const { table } of GROUP_LISTINGS) await db.deleteFrom(table).execute();
  await fillGroupListings(db);
}
