/**
 * Seeds the marketplace database with the deterministic demo catalogue.
 *   npm run seed -- [--articles N] [--db PATH] [--seed S] [--force]
 * An existing catalogue is left alone unless --force (which starts from an empty file).
 */
import fs from 'node:fs';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { DEFAULT_ARTICLES, DEFAULT_SEED, isSeeded, seedDatabase } from '../server/marketplace/db/seed/index';

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const file = argument('db') ?? loadConfig().DATABASE_PATH;
const articles = Number(argument('articles') ?? DEFAULT_ARTICLES);
const seed = Number(argument('seed') ?? DEFAULT_SEED);
if (!Number.isInteger(articles) || articles < 1) throw new Error('--articles must be a positive whole number');

if (process.argv.includes('--force')) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
async function main() {
  const db = openDatabase(file);
  await migrate(db);
  if (isSeeded(db)) {
    console.log(`${file} already holds a catalogue; use --force to rebuild it.`);
    process.exit(0);
  }
  console.log(`Seeding ${file} with ${articles.toLocaleString('en')} articles (seed ${seed})`);
  const summary = seedDatabase(db, {
    articles,
    seed,
    onProgress(step, done, total) {
      if (step === 'articles') process.stdout.write(`\r  articles ${done.toLocaleString('en')}/${total.toLocaleString('en')}   `);
      else process.stdout.write(`\n  step ${done}/${total}: ${step}`);
    },
  });
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  const bytes = fs.statSync(file).size;
  console.log(`\n\nDone in ${(summary.ms / 1000).toFixed(1)} s: ${summary.articles.toLocaleString('en')} articles, ${summary.offers.toLocaleString('en')} offers, ` +
    `${summary.fitment.toLocaleString('en')} fitment rows, ${summary.models.toLocaleString('en')} models, ${summary.categories} categories; database ${(bytes / 1024 / 1024).toFixed(0)} MB`);
}

void main();
