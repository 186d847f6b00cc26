/**
 * Bulk-load helpers for the seed: connection settings for one large write, indexes and triggers
 * dropped around the load and rebuilt from their own SQL, and the derived listing tables of
 * migration 006 filled in one sorted statement each.
 */
import type { Database } from '../connection';

/** Tables the article step fills in bulk (plus the listing tables derived from them). */
export const BULK_TABLES = ['articles', 'article_images', 'oe_numbers', 'documents', 'fitment', 'offers', 'fitment_listing', 'category_brand_counts'];

const pragma = (db: Database, name: string): unknown => Object.values(db.prepare(`PRAGMA ${name}`).get() as Record<string, unknown>)[0];

/**
 * Runs fn with the settings of a one-off bulk write: rollback journal in memory instead of the
 * WAL (every page would otherwise be written twice), no fsync, a large page cache and no
 * foreign-key lookups (the generator only writes ids it has just created). The previous settings
 * are restored afterwards, so the database is in WAL mode again when the seed returns.
 */
export function withBulkLoadSettings<T>(db: Database, fn: () => T): T {
  const journal = String(pragma(db, 'journal_mode'));
  const synchronous = Number(pragma(db, 'synchronous'));
  const cache = Number(pragma(db, 'cache_size'));
  const foreignKeys = Number(pragma(db, 'foreign_keys'));
  const tempStore = Number(pragma(db, 'temp_store'));
  // Another open connection keeps the WAL: switching is refused silently and the seed still works.
  if (journal === 'wal') db.exec('PRAGMA journal_mode = MEMORY');
  db.exec('PRAGMA synchronous = OFF; PRAGMA cache_size = -262144; PRAGMA foreign_keys = OFF; PRAGMA temp_store = MEMORY');
  try {
    return fn();
  } finally {
    db.exec(`PRAGMA synchronous = ${synchronous}; PRAGMA cache_size = ${cache}; PRAGMA foreign_keys = ${foreignKeys}; PRAGMA temp_store = ${tempStore}`);
    if (journal === 'wal') db.exec('PRAGMA journal_mode = WAL');
  }
}

/** Drops the indexes and triggers of the tables, runs fn, then recreates them (indexes first). */
export function withoutIndexes<T>(db: Database, tables: string[], fn: () => T): T {
  const saved = db.prepare(`SELECT type, name, sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND sql IS NOT NULL
    AND tbl_name IN (${tables.map(() => '?').join(', ')}) ORDER BY type = 'trigger', rowid`).all(...tables) as { type: string; name: string; sql: string }[];
  for (const object of saved) db.exec(`DROP ${object.type === 'index' ? 'INDEX' : 'TRIGGER'} "${object.name.replace(/"/g, '""')}"`);
  const result = fn();
  for (const object of saved) db.exec(object.sql);
  return result;
}

/**
 * Fills the listing tables of migration 006 from fitment and articles (their triggers are
 * dropped during the load). fitment is read in (model, article) order, so the sort per model is small.
 */
export function fillListingTables(db: Database): void {
  db.exec(`DELETE FROM fitment_listing; DELETE FROM category_brand_counts;
    INSERT INTO fitment_listing (model_id, category_id, popularity, article_id, brand_id)
      SELECT f.model_id, a.category_id, a.popularity, a.id, a.brand_id FROM fitment f CROSS JOIN articles a ON a.id = f.article_id
      ORDER BY f.model_id, a.category_id, a.popularity DESC, a.id;
    INSERT INTO category_brand_counts (category_id, brand_id, articles)
      SELECT category_id, brand_id, count(*) FROM articles GROUP BY category_id, brand_id ORDER BY category_id, brand_id;`);
}
