/**
 * The seeded catalogue search tests run on: the SQLite copy by default, or with
 * SPAREO_TEST_BACKEND=postgres the same rows in a throwaway PostgreSQL cluster. A stopgap until
 * the general two-backend test setup runs every suite on both.
 */
import { openDatabase, type Database } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import type { Schema } from '../../server/marketplace/db/schema';
import { copyTables } from './copy-to-postgres';
import { startPostgresCluster } from './postgres-cluster';
import { createSeededDatabase } from './seeded-db';

export const testBackend = process.env.SPAREO_TEST_BACKEND === 'postgres' ? 'postgres' : 'sqlite';

/** Tables in no particular order: the copy runs with foreign keys and triggers off. */
const ALL_TABLES = ['manufacturers', 'series_families', 'series_pages', 'series', 'models', 'kba', 'fr_plates', 'categories', 'category_texts', 'brands',
  'articles', 'article_images', 'oe_numbers', 'documents', 'fitment', 'shops', 'shop_texts', 'shop_shipping', 'offers', 'organisation_rating',
  'organisation_reviews', 'search_terms', 'category_complements', 'feature_flags', 'fitment_listing', 'category_brand_counts', 'import_keys',
  'kba_register', 'import_sources', 'brand_aliases', 'shop_bank_accounts'] as const satisfies readonly (keyof Schema)[];

export async function seededSearchDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  const seeded = createSeededDatabase();
  if (testBackend === 'sqlite') return { db: seeded, close: async () => seeded.close() };
  const cluster = startPostgresCluster();
  try {
    const db = openDatabase(await cluster.createDatabase('search'));
    await migrate(db);
    await copyTables(seeded, db, [...ALL_TABLES]);
    seeded.close();
    return { db, close: async () => { await db.shut(); cluster.stop(); } };
  } catch (error) {
    cluster.stop();
    throw error;
  }
}
