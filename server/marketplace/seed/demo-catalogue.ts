/**
 * The deterministic demo catalogue: same seed and size -> same database, on SQLite or PostgreSQL.
 * Runs as ordered steps in one transaction with multi-row inserts, so the default size seeds in a
 * few seconds. On SQLite the bulk tables are loaded without their indexes (rebuilt once afterwards)
 * and with the journal in memory, so 1,000,000 articles seed in about a minute instead of many
 * minutes of random index writes.
 */
import { sql } from 'kysely';
import type { Database, Db } from '../db/connection';
import { BULK_TABLES, fillListingTables, withBulkLoadSettings, withoutIndexes } from './bulk';
import { seedArticles } from './articles';
import { ArticlePhotos } from './photos';
import { advanceIdentities } from '../db/identities';
import { seedCategories } from './categories';
import { seedShopCheckout } from './checkout';
import { seedCommerce } from './commerce';
import { SeedFeedWriter, seedBrandAliases } from './offer-feeds';
import { createRng } from './rng';
import { seedSearchTerms } from './search-terms';
import { seedBrands, seedOrganisationReviews, seedShops } from './shops';
import { importReferenceVehicles, seedVehicles } from './vehicles';

export interface SeedOptions {
  /** Number of articles; the demo default is 60,000 (about 4.5 offers each). */
  articles?: number;
  seed?: number;
  /** Called after each step (done/total steps) and, with step 'articles', every 10,000 articles. */
  onProgress?: (step: string, done: number, total: number) => void;
}

export interface SeedSummary {
  articles: number;
  offers: number;
  fitment: number;
  models: number;
  categories: number;
  ms: number;
}

export const DEFAULT_ARTICLES = 60_000;
export const DEFAULT_SEED = 20250601;

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('articles').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function seedDatabase(handle: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const db = handle.kysely;
  const articleCount = options.articles ?? DEFAULT_ARTICLES;
  const report = options.onProgress ?? (() => {});
  const steps = ['vehicles', 'categories', 'brands and shops', 'articles and offer feeds', 'search index', 'reviews', 'commerce', 'offer feeds imported', 'statistics'];
  const total = steps.length;
  let step = 0;
  const next = () => report(steps[step]!, ++step, total);
  const rng = createRng(options.seed ?? DEFAULT_SEED);

  let counts = { offers: 0, fitment: 0 };
  let feeds: SeedFeedWriter | undefined;
  // The real vehicles first, by the reference-data importers (each file in its own transaction).
  await importReferenceVehicles(handle);
  await withBulkLoadSettings(db, () => db.transaction().execute(async (tx) => {
    const vehicles = await seedVehicles(tx);
    next();
    const leaves = await seedCategories(tx, rng);
    next();
    const brands = await seedBrands(tx, rng);
    const shops = await seedShops(tx, rng);
    await seedShopCheckout(tx);
    await seedBrandAliases(tx);
    feeds = new SeedFeedWriter(new Map(shops.map((shop) => [shop.id, shop.country])));
    const photos = new ArticlePhotos();
    next();
    // The bulk tables are filled without their indexes and triggers (each index is built once,
    // sorted, afterwards) and the derived listing tables are filled in one statement each.
    await withoutIndexes(tx, BULK_TABLES, async () => {
      counts = await seedArticles(tx, rng, { leaves, brands, shops, vehicles, feeds: feeds!, photos }, articleCount, (done) => report('articles', done, articleCount));
      await fillListingTables(tx);
    });
    await photos.write(tx);
    next();
    await seedSearchTerms(tx);
    next();
    await seedOrganisationReviews(tx, rng);
    next();
    await seedCommerce(tx, rng);
    await advanceIdentities(tx);
    next();
  }));
  // The offers go in the way shops send them: one feed file per shop, imported after the catalogue
  // is committed with its indexes (the import matches against them, in transactions of its own).
  // Statistics first, so the import's statements pick the right indexes on the fresh tables.
  await analyze(db);
  await withBulkLoadSettings(db, async () => feeds!.importAll(db));
  await advanceIdentities(db);
  next();
  await analyze(db);
  next();
  const count = async (table: 'models' | 'categories') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { articles: articleCount, offers: counts.offers, fitment: counts.fitment, models: await count('models'), categories: await count('categories'), ms: Date.now() - started };
}

/** Fresh statistics for the query planner (the same statement on both backends). */
async function analyze(db: Db): Promise<void> {
  await sql`ANALYZE`.execute(db);
}
