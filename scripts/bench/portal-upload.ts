/**
 * One-off measurement: a large offer feed uploaded through the portal's form (the FeedUpload
 * island) in real Chromium against the built server on a SQLite file. Prints the time of the
 * upload (submit until the import's page), the check (until every byte was read and checked) and
 * the apply (until the import finished), and the peak RSS of each server process (sampled from /proc).
 *
 *   npm run build && node dist/scripts/bench/portal-upload.js [--megabytes 200]
 */
import '../../server/lifecycle/node-version';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { loadConfig } from '../../server/config/config';
import { openDatabase } from '../../server/marketplace/db/connection';
import { migrate } from '../../server/marketplace/db/migrate';
import { seedDatabase } from '../../server/marketplace/seed/index';
import { issueShopToken } from '../../server/marketplace/shops';
import { distDir } from '../../server/shared/paths';
import { commandLine } from '../cli';
import { SERVER_NODE_ARGS, startProcess } from './server';

const { values } = commandLine({
  usage: 'usage: node dist/scripts/bench/portal-upload.js [--megabytes 200]\n  --megabytes N   size of the generated feed (default 200)',
  options: { megabytes: { type: 'string' } },
});
const megabytes = Number(values.megabytes ?? 200);
if (!Number.isFinite(megabytes) || megabytes <= 0) throw new Error('--megabytes: a positive number');
const log = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-portal-upload-'));
  const dbFile = path.join(work, 'shop.db');
  const db = openDatabase(dbFile);
  await migrate(db);
  await seedDatabase(db, { articles: 3000 });
  const shop = await db.kysely.selectFrom('shops').select('id').where('country', '=', 'DE').orderBy('id').executeTakeFirstOrThrow();
  const key = await issueShopToken(db.kysely, shop.id);
  const articles = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['b.name as brand', 'a.article_number as number']).orderBy('a.id').execute();
  await db.shut();

  // The feed: every catalogue article again and again under new SKUs, a few bad rows among them.
  const feed = path.join(work, 'angebote.csv');
  const out = fs.openSync(feed, 'w');
  fs.writeSync(out, 'sku;brand;mpn;price;stock\n');
  let bytes = 0;
  let rows = 0;
  const target = megabytes * 1024 * 1024;
  while (bytes < target) {
    const chunk: string[] = [];
    for (let i = 0; i < 10_000; i++, rows++) {
      const article = articles[rows % articles.length]!;
      chunk.push(rows % 50 === 49 ? `BAD-${rows};${article.brand};zz-nope-${rows};1,00;1` : `SKU-${rows};${article.brand};${article.number};${(10 + (rows % 900)) / 1},90;${rows % 20}`);
    }
    const text = `${chunk.join('\n')}\n`;
    fs.writeSync(out, text);
    bytes += Buffer.byteLength(text);
  }
  fs.closeSync(out);
  log(`feed: ${(fs.statSync(feed).size / 1024 / 1024).toFixed(1)} MB, ${rows} rows`);

  const server = await startProcess({
    script: path.join(distDir, 'server', 'processes', 'main.js'), nodeArgs: SERVER_NODE_ARGS, logFile: path.join(work, 'server.log'),
    env: { NODE_ENV: 'production', WEB_WORKERS: '1', DATABASE_PATH: dbFile, SEED_ON_START: 'false', LOG_LEVEL: 'warn', SPAREO_ENV: 'live', FEED_UPLOAD_DIR: path.join(work, 'uploads'), MEDIA_DIR: path.join(work, 'media') },
  });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-portal-upload-chromium-'));
  const browser = await puppeteer.launch({ executablePath: loadConfig().CHROME_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', `--user-data-dir=${profile}`] });
  const watcher = openDatabase(dbFile);
  try {
    const page = await browser.newPage();
    await page.goto(`${server.base}/portal/sign-in`);
    await page.type('input[name=shopId]', String(shop.id));
    await page.type('input[name=token]', key);
    await Promise.all([page.waitForNavigation(), page.click('form[action="/portal/sign-in"] button')]);
    await page.goto(`${server.base}/portal/feeds`, { waitUntil: 'networkidle0' });
    const input = await page.$('input[type=file][name=feed]');
    await input!.uploadFile(feed);
    const started = Date.now();
    await Promise.all([page.waitForFunction(() => /\/portal\/feeds\/\d+$/.test(location.pathname), { timeout: 0, polling: 200 }), page.click('form[enctype="multipart/form-data"] button[type=submit]')]);
    const uploaded = Date.now();
    const importId = Number(new URL(page.url()).pathname.split('/').pop());
    let checked = 0;
    let confirmed = 0;
    for (;;) {
      const row = await watcher.kysely.selectFrom('feed_imports').select(['status', 'bytes_read', 'bytes_total', 'rows_read', 'rows_rejected']).where('id', '=', importId).executeTakeFirstOrThrow();
      if (!checked && row.bytes_total !== null && row.bytes_read >= row.bytes_total) checked = Date.now();
      if (row.status === 'held' && !confirmed) {
        // Every offer of the shop is replaced: the safety hold asks; the member confirms on the import's page.
        checked = Date.now();
        await page.goto(`${server.base}/portal/feeds/${importId}`);
        // The confirmation's answer comes once the offers are applied: the apply is timed from the click.
        confirmed = Date.now();
        await Promise.all([page.waitForNavigation({ timeout: 0 }), page.click('button[name=decision][value=confirm]')]);
        log(`held after the check (${row.rows_read} rows); confirmed in the portal`);
        continue;
      }
      if (row.status !== 'running' && row.status !== 'held') {
        const done = Date.now();
        const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
        log(`import ${importId}: ${row.status}, ${row.rows_read} rows read, ${row.rows_rejected} rejected`);
        log(`upload ${seconds(started, uploaded)} s, check ${seconds(uploaded, checked || done)} s, apply ${seconds(confirmed || checked || done, done)} s${confirmed ? ' (after the confirmation)' : ''}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const [pid, rss] of server.peakRssByProcess()) log(`peak RSS pid ${pid}${pid === server.pid ? ' (the started process)' : ' (a web worker)'}; web tier and marketplace in-process: ${(rss / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    await browser.close();
    await server.stop();
    await watcher.shut();
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
