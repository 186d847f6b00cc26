/**
 * Seeds the marketplace database with the deterministic demo catalogue.
 *   npm run seed -- [--articles N] [--db PATH | postgres://…] [--seed S] [--force]
 * An existing catalogue is left alone unless --force (which starts from an empty SQLite file; a
 * PostgreSQL database is not emptied: drop and create it instead).
 */
import '../server/lifecycle/node-version';
import fs from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../server/config/config';
import { isPostgresUrl, openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { DEFAULT_ARTICLES, DEFAULT_SEED, isSeeded, seedDatabase } from '../server/marketplace/seed/index';
import { checkPlausibility, plausibilityLine } from '../server/marketplace/seed';
import { commandLine, usageError } from './cli';

const USAGE = `usage: npm run seed -- [--articles N] [--db PATH | postgres://…] [--seed S] [--force]
  --articles N   articles in the catalogue (default ${DEFAULT_ARTICLES.toLocaleString('en')})
  --db WHERE     a SQLite file or a postgres:// URL (default DATABASE_URL, else DATABASE_PATH)
  --seed S       the random seed (default ${DEFAULT_SEED}); the same seed and size give the same catalogue
  --force        start again from an empty SQLite file (a PostgreSQL database is never emptied)
  --check        afterwards (or, on a seeded catalogue, instead) check its plausibility (brands, numbers, prices, vehicles, core parts)`;

const { values } = commandLine({ usage: USAGE, options: { articles: { type: 'string' }, db: { type: 'string' }, seed: { type: 'string' }, force: { type: 'boolean' }, check: { type: 'boolean' } } });
const argument = (name: 'articles' | 'db' | 'seed'): string | undefined => values[name];

async function main(): Promise<void> {
  const config = loadConfig();
  const location = argument('db') ?? config.DATABASE_URL ?? config.DATABASE_PATH;
  const postgres = isPostgresUrl(location);
  const articles = Number(argument('articles') ?? DEFAULT_ARTICLES);
  const seed = Number(argument('seed') ?? DEFAULT_SEED);
  if (!Number.isInteger(articles) || articles < 1) usageError('--articles must be a positive whole number', USAGE);
  if (!Number.isInteger(seed)) usageError('--seed must be a whole number', USAGE);

  if (values.force && !postgres) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(location + suffix, { force: true });
  const db = openDatabase(location);
  // The counts, and for a count above 0 its first cases: what to look at is printed with the figure.
  const report = (checked: Awaited<ReturnType<typeof checkPlausibility>>) => {
    console.log(`\n\nplausibility: ${plausibilityLine(checked)}`);
    if (!checked.examples.length) return;
    console.log(`\nfirst cases:\n${checked.examples.map((text) => `  ${text}`).join('\n')}`);
    // A count above 0 is a finding a trade buyer would reject: a script or CI step must see it fail.
    console.error('\nThe check found cases a trade buyer would reject (above).');
    process.exitCode = 1;
  };
  try {
    await migrate(db);
    if (await isSeeded(db.kysely)) {
      console.log(`${postgres ? 'The database' : location} already holds a catalogue; ${postgres ? 'seed an empty database' : 'use --force to rebuild it'}.`);
      // A catalogue seeded by an earlier rule set is checked by today's.
      if (values.check) report(await checkPlausibility(db.kysely));
      return;
    }
    console.log(`Seeding ${postgres ? 'PostgreSQL' : location} with ${articles.toLocaleString('en')} articles (seed ${seed})`);
    const summary = await seedDatabase(db, {
      articles,
      seed,
      onProgress(step, done, total) {
        if (step === 'articles') process.stdout.write(`\r  articles ${done.toLocaleString('en')}/${total.toLocaleString('en')}   `);
        else process.stdout.write(`\n  step ${done}/${total}: ${step}`);
      },
    });
    if (!postgres) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely);
    if (values.check) report(await checkPlausibility(db.kysely));
    const size = postgres ? '' : `; database ${(fs.statSync(location).size / 1024 / 1024).toFixed(0)} MB`;
    console.log(`\n\nDone in ${(summary.ms / 1000).toFixed(1)} s: ${summary.articles.toLocaleString('en')} articles, ${summary.offers.toLocaleString('en')} offers, ` +
      `${summary.fitment.toLocaleString('en')} fitment rows, ${summary.models.toLocaleString('en')} models, ${summary.categories} categories${size}`);
  } finally {
    await db.shut();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
