/**
 * The deterministic demo catalogue: same seed and size -> same database. Runs as ordered steps in
 * one transaction with prepared statements, so the default size seeds in a few seconds. The bulk
 * tables are loaded without their indexes (rebuilt once afterwards) and with the journal in memory,
 * so 1,000,000 articles seed in about a minute instead of many minutes of random index writes.
 */
import { transaction, type Database } from '../connection';
import { BULK_TABLES, fillListingTables, withBulkLoadSettings, withoutIndexes } from './bulk';
import { seedArticles } from './articles';
import { seedCategories } from './categories';
import { seedShopCheckout } from './checkout';
import { seedCommerce } from './commerce';
import { SeedFeedWriter, seedBrandAliases } from './offer-feeds';
import { createRng } from './rng';
import { seedSearchTerms } from './search-terms';
import { seedBrands, seedOrganisationReviews, seedShops } from './shops';
import { seedVehicles } from './vehicles';

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

export function isSeeded(db: Database): boolean {
  return Boolean((db.prepare('SELECT EXISTS (SELECT 1 FROM articles) AS seeded').get() as { seeded: number }).seeded);
}

export function seedDatabase(db: Database, options: SeedOptions = {}): SeedSummary {
  const started = Date.now();
  const articleCount = options.articles ?? DEFAULT_ARTICLES;
  const report = options.onProgress ?? (() => {});
  const steps = ['vehicles', 'categories', 'brands and shops', 'articles and offer feeds', 'search index', 'reviews', 'commerce', 'offer feeds imported', 'statistics'];
  const total = steps.length;
  let step = 0;
  const next = () => report(steps[step]!, ++step, total);
  const rng = createRng(options.seed ?? DEFAULT_SEED);

  let counts = { offers: 0, fitment: 0 };
  let feeds: SeedFeedWriter | undefined;
  withBulkLoadSettings(db, () => transaction(db, () => {
    const vehicles = seedVehicles(db, rng);
    next();
    const leaves = seedCategories(db, rng);
    next();
    const brands = seedBrands(db, rng);
    const shops = seedShops(db, rng);
    seedShopCheckout(db);
    seedBrandAliases(db);
    feeds = new SeedFeedWriter(new Map(shops.map((shop) => [shop.id, shop.country])));
    next();
    // The bulk tables are filled without their indexes and triggers (each index is built once,
    // sorted, afterwards) and the derived listing tables are filled in one statement each.
    withoutIndexes(db, BULK_TABLES, () => {
      counts = seedArticles(db, rng, { leaves, brands, shops, vehicles, feeds: feeds! }, articleCount, (done) => report('articles', done, articleCount));
      fillListingTables(db);
    });
    next();
    seedSearchTerms(db);
    next();
    seedOrganisationReviews(db, rng);
    next();
    seedCommerce(db, rng);
    next();
  }));
  // The offers go in the way shops send them: one feed file per shop, imported after the catalogue
  // is committed with its indexes (the import matches against them, in transactions of its own).
  // Statistics first, so the import's statements pick the right indexes on the fresh tables.
  db.exec('ANALYZE');
  withBulkLoadSettings(db, () => feeds!.importAll(db));
  next();
  db.exec('ANALYZE');
  next();
  const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  return { articles: articleCount, offers: counts.offers, fitment: counts.fitment, models: count('models'), categories: count('categories'), ms: Date.now() - started };
}
