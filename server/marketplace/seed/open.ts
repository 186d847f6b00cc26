/** Opens the marketplace database ready to serve: connection, migrations, demo seed when empty. */
import { openDatabase, type Database, type DatabaseLayers } from '../db/connection';
import { migrate } from '../db/migrate';
import { isSeeded, seedDatabase } from './demo-catalogue';

export interface OpenOptions {
  /** Seed the demo catalogue when the database has no articles (default true). */
  seed?: boolean;
  articles?: number;
  /** Read layers left out to measure what they buy (all on by default). */
  layers?: DatabaseLayers;
  /** Where progress lines go; default stderr. */
  log?: (line: string) => void;
}

/** `location` is a SQLite file (or ':memory:') or a postgres:// URL. */
export async function openMarketplaceDatabase(location: string, options: OpenOptions = {}): Promise<Database> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const db = openDatabase(location, options.layers);
  const applied = await migrate(db);
  if (applied.length) log(`[db] applied migrations: ${applied.join(', ')}`);
  if ((options.seed ?? true) && !(await isSeeded(db.kysely))) {
    log('[seed] empty database: generating the demo catalogue');
    let lastArticles = 0;
    const summary = await seedDatabase(db, {
      articles: options.articles,
      onProgress: (step, done, total) => {
        if (step === 'articles') {
          // Articles report in tens of thousands; print every 20% so the log stays short.
          if (done === total || done - lastArticles >= total / 5) log(`[seed]   articles ${done.toLocaleString('en')}/${total.toLocaleString('en')}`);
          lastArticles = done;
          return;
        }
        log(`[seed] step ${done}/${total}: ${step} done`);
      },
    });
    log(`[seed] done in ${(summary.ms / 1000).toFixed(1)} s: ${summary.articles.toLocaleString('en')} articles, ${summary.offers.toLocaleString('en')} offers, ${summary.models.toLocaleString('en')} models`);
  }
  return db;
}
