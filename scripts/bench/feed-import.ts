/**
 * The feed import at a shop's largest size: a generated feed of a million rows (2 % naming numbers
 * the catalogue lacks) imported by the built CLI with the node flags `npm run feed` gives it, on a
 * seeded SQLite file. Prints rows read and rejected, the time and the CLI's peak resident memory,
 * and fails when a row is lost or the peak passes the budget a shop's small server allows.
 *
 *   npm run bench:feed [-- --rows 1000000]
 */
import '../../server/lifecycle/node-version';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnvironment } from '../../server/config/config';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { seedDatabase } from '../../server/marketplace/seed/index';
import { distDir } from '../../server/shared/paths';
import { commandLine } from '../cli';
import { feedScriptFlags, unknownRows, writeOfferFeed } from './offer-feed';

/** The peak a feed import may reach whatever the file's size: it streams, so size must not show. */
export const FEED_PEAK_BUDGET_MB = 200;

const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const { values } = commandLine({
    usage: 'usage: node dist/scripts/bench/feed-import.js [--rows 1000000]\n  --rows N   rows of the generated feed (default 1,000,000)',
    options: { rows: { type: 'string' } },
  });
  const rows = Number(values.rows ?? 1_000_000);
  if (!Number.isInteger(rows) || rows <= 0) throw new Error('--rows: a positive whole number');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-feed-bench-'));
  try {
    const dbFile = path.join(work, 'spareo.db');
    const db = openDatabase(dbFile);
    await migrate(db);
    await seedDatabase(db, { articles: 3000 });
    const articles = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
      .select(['b.name as brand', 'a.article_number as number']).orderBy('a.id').execute();
    const shop = await db.kysely.selectFrom('shops').select('id').where('country', '=', 'DE').orderBy('id').executeTakeFirstOrThrow();
    await db.shut();
    const feed = path.join(work, 'angebote.csv');
    await writeOfferFeed(feed, articles, rows);
    log(`feed: ${rows.toLocaleString('en')} rows, ${(fs.statSync(feed).size / 1024 / 1024).toFixed(0)} MB, ${articles.length.toLocaleString('en')}-article catalogue`);

    const started = Date.now();
    const child = spawn(process.execPath, [...feedScriptFlags(), path.join(distDir, 'scripts', 'feed.js'), '--shop', String(shop.id), feed, '--force'], {
      env: childEnvironment({ DATABASE_PATH: dbFile, LOG_LEVEL: 'silent' }), stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const seconds = (Date.now() - started) / 1000;
    if (code !== 0) throw new Error(`the feed CLI exited with ${code}`);
    const result = JSON.parse(stdout) as { status: string; rowsRead: number; rowsRejected: number; maxRssMb: number };
    log(`import: ${result.status}, ${result.rowsRead.toLocaleString('en')} rows read, ${result.rowsRejected.toLocaleString('en')} rejected, ${seconds.toFixed(1)} s, peak RSS ${result.maxRssMb} MB (flags ${feedScriptFlags().join(' ')})`);
    const wrong = [
      result.status !== 'applied' && `status ${result.status}`,
      result.rowsRead !== rows && `rows read ${result.rowsRead}, not ${rows}`,
      result.rowsRejected !== unknownRows(rows) && `rows rejected ${result.rowsRejected}, not ${unknownRows(rows)}`,
      result.maxRssMb >= FEED_PEAK_BUDGET_MB && `peak RSS ${result.maxRssMb} MB, budget ${FEED_PEAK_BUDGET_MB} MB`,
    ].filter(Boolean);
    if (wrong.length > 0) throw new Error(`feed import: ${wrong.join('; ')}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
