/**
 * Benchmark data: the same large catalogue in a SQLite file and in PostgreSQL.
 *   npm run bench:data -- --articles 1000000 --offers 5000000 --to postgres://… --sqlite FILE [--seed S]
 *   npm run bench:data -- --to postgres://… --sqlite FILE --seeded   (a file seeded before: migrated and copied)
 * The SQLite file is made anew with the demo generator (its articles, fitment, documents and the
 * shops' offer feeds), the offers brought to the exact count, then every table is streamed into the
 * (migrated, empty) PostgreSQL database with COPY. Progress goes to stderr; the summary (times,
 * rows, sizes) to stdout.
 */
import '../../server/lifecycle/node-version';
import fs from 'node:fs';
import { sql } from 'kysely';
import { isPostgresUrl, openDatabase } from '../../server/marketplace/db/connection';
import { bulkCopy } from '../../server/marketplace/db/copy/bulk-copy';
import { tablesToCopy } from '../../server/marketplace/db/copy/tables';
import { createProgressBar } from '../../server/marketplace/feeds';
import { migrate } from '../../server/marketplace/db/migrate';
import { DEFAULT_SEED, seedDatabase } from '../../server/marketplace/seed/index';
import { checkPlausibility, plausibilityLine } from '../../server/marketplace/seed';
import { setOfferCount } from './large-offers';
import { commandLine } from '../cli';

const USAGE = 'usage: npm run bench:data -- --to postgres://… --sqlite FILE [--articles 1000000] [--offers 5000000] [--seed S] [--seeded]';

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  const n = Number(value ?? fallback);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const { values } = commandLine({
    usage: USAGE,
    options: { articles: { type: 'string' }, offers: { type: 'string' }, to: { type: 'string' }, sqlite: { type: 'string' }, seed: { type: 'string' }, seeded: { type: 'boolean' } },
  });
  if (!values.to || !isPostgresUrl(values.to) || !values.sqlite || isPostgresUrl(values.sqlite)) {
    console.error(`--to names the PostgreSQL database and --sqlite the file to write\n${USAGE}`);
    return 2;
  }
  const articles = wholeNumber(values.articles, 1_000_000, 'articles');
  const offers = wholeNumber(values.offers, 5_000_000, 'offers');
  const seed = wholeNumber(values.seed, DEFAULT_SEED, 'seed');
  const file = values.sqlite;
  const log = (line: string) => process.stderr.write(`${line}\n`);

  // Seeding a million articles takes a quarter of an hour: a file seeded before (by an older
  // build, say) is brought to the current migrations and copied as it is.
  const reuse = values.seeded === true;
  if (reuse && !fs.existsSync(file)) {
    console.error(`--seeded names a file that is not there: ${file}`);
    return 2;
  }
  if (!reuse) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  const lite = openDatabase(file);
  const target = openDatabase(values.to);
  try {
    const started = Date.now();
    const migrated = await migrate(lite);
    let seeded = Date.now();
    let offerCount: number;
    if (reuse) {
      log(`[sqlite] ${file} seeded before; ${migrated.length} migrations applied`);
      offerCount = Number((await lite.kysely.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    } else {
      log(`[sqlite] seeding ${articles.toLocaleString('en')} articles into ${file}`);
      const bar = createProgressBar();
      const summary = await seedDatabase(lite, {
        articles,
        seed,
        onProgress: (step, done, total) => {
          if (step === 'articles') bar.update(done, total, `articles ${done.toLocaleString('en')}/${total.toLocaleString('en')}`);
          else log(`[sqlite] step ${done}/${total}: ${step} done`);
        },
      });
      bar.end();
      seeded = Date.now();
      log(`[sqlite] ${summary.offers.toLocaleString('en')} offers from the feeds; bringing them to ${offers.toLocaleString('en')}`);
      const topUp = createProgressBar();
      offerCount = await setOfferCount(lite.kysely, offers, (done, total) => topUp.update(done, total, `offers ${done.toLocaleString('en')}/${total.toLocaleString('en')}`));
      topUp.end();
    }
    await sql`ANALYZE`.execute(lite.kysely);
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(lite.kysely);
    const checkStarted = Date.now();
    const report = await checkPlausibility(lite.kysely);
    log(`[sqlite] plausibility (${seconds(Date.now() - checkStarted)}): ${plausibilityLine(report)}`);
    const sqliteDone = Date.now();

    const applied = await migrate(target);
    if (applied.length) log(`[postgres] migrated (${applied.length} migrations)`);
    const tables = await tablesToCopy(lite.kysely, target.kysely);
    log(`[postgres] COPY of ${tables.length} tables`);
    const copyBar = createProgressBar();
    await bulkCopy(lite.kysely, target.kysely, values.to, tables, ({ table, rows, tableRows, done, total }) =>
      copyBar.update(done, total, `${table} ${rows.toLocaleString('en')}/${tableRows.toLocaleString('en')}`));
    copyBar.end();
    const copied = Date.now();

    const count = async (db: typeof lite, table: 'articles' | 'offers' | 'fitment') =>
      Number((await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const sizes = await sql<{ database: number; offers: number; articles: number }>`SELECT pg_database_size(current_database()) AS database,
      pg_total_relation_size('offers') AS offers, pg_total_relation_size('articles') AS articles`.execute(target.kysely);
    const pgSize = sizes.rows[0]!;
    const rows = { articles: await count(target, 'articles'), offers: await count(target, 'offers'), fitment: await count(target, 'fitment') };
    const same = rows.articles === (await count(lite, 'articles')) && rows.offers === offerCount && rows.fitment === (await count(lite, 'fitment'));
    console.log(`articles ${rows.articles.toLocaleString('en')}, offers ${rows.offers.toLocaleString('en')}, fitment ${rows.fitment.toLocaleString('en')} (same in both: ${same ? 'yes' : 'NO'})`);
    console.log(`SQLite   ${file}: ${mb(fs.statSync(file).size)}; seeded in ${seconds(seeded - started)}, offers set in ${seconds(sqliteDone - seeded)}`);
    console.log(`Postgres ${mb(Number(pgSize.database))} (offers ${mb(Number(pgSize.offers))}, articles ${mb(Number(pgSize.articles))}); COPY in ${seconds(copied - sqliteDone)}`);
    console.log(`total ${seconds(copied - started)}`);
    return same ? 0 : 1;
  } finally {
    await lite.shut();
    await target.shut();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`\nloading failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
