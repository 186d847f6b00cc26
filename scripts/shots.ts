/**
 * The gallery: every page type and every state on use (scripts/shots/states.ts) in every edition, at
 * 360 px and 1366 px, as PNGs with an index.html to look through, in shots/ (git-ignored). Seeds a
 * small catalogue into a temporary database and starts the built server (`npm start`'s process) on
 * loopback with it, then drives Debian's Chromium.
 *
 *   npm run shots [-- --editions de-DE,fr-FR] [--states home,checkout] [--out DIR] [--suggest de-DE=Brem,fr-FR=plaq]
 */
import '../server/lifecycle/node-version';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { LOCALES, isLocale } from '../locales/editions';
import { openDatabase } from '../server/marketplace/db/connection';
import { migrate } from '../server/marketplace/db/migrate';
import { seedDatabase } from '../server/marketplace/seed/index';
import { distDir, projectRoot } from '../server/shared/paths';
import { SERVER_NODE_ARGS, startProcess } from './bench/server';
import { editionPaths, readShotData, shipEveryPart, statesOf, VIEWPORTS } from './shots/states';
import { commandLine } from './cli';
import { prepareDeskShots } from './shots/desk';
import { loadConfig } from '../server/config/config';

const { values } = commandLine({
  usage: `usage: npm run shots [-- --editions de-DE,fr-FR] [--states home,checkout] [--out DIR] [--suggest LIST]
  --editions LIST   editions to take (default all six)
  --states LIST     page states to take (default all)
  --out DIR         where the PNGs and index.html go (default shots/)
  --suggest LIST    what the open suggestions type, per edition (de-DE=Brem,fr-FR=plaq; default a word of each kind)`,
  options: { editions: { type: 'string' }, states: { type: 'string' }, out: { type: 'string' }, suggest: { type: 'string' } },
});
const option = (name: 'editions' | 'states' | 'out' | 'suggest') => values[name];
const suggestWords = new Map((option('suggest')?.split(',') ?? []).map((pair) => pair.split('=', 2) as [string, string]));
const editions = (option('editions')?.split(',') ?? [...LOCALES]).map((locale) => {
  if (!isLocale(locale)) throw new Error(`--editions: no edition ${locale} (${LOCALES.join(', ')})`);
  return locale;
});
const stateNames = option('states')?.split(',');
const outDir = path.resolve(option('out') ?? path.join(projectRoot, 'shots'));
const log = (line: string) => process.stdout.write(`${line}\n`);
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-shots-'));
  const dbFile = path.join(work, 'shop.db');
  log(`seeding a small catalogue into ${dbFile}`);
  const db = openDatabase(dbFile);
  await migrate(db);
  await seedDatabase(db, { articles: 3000 });
  // One desk account per edition, viewport and desk page (queue, order): a second factor's code is accepted once.
  const desk = await prepareDeskShots(db, 2 * VIEWPORTS.length);
  const data = { ...(await readShotData(db)), desk };
  await db.shut();
  const server = await startProcess({
    script: path.join(distDir, 'server', 'processes', 'main.js'),
    nodeArgs: SERVER_NODE_ARGS,
    env: { NODE_ENV: 'production', WEB_WORKERS: '1', DATABASE_PATH: dbFile, SEED_ON_START: 'false', LOG_LEVEL: 'warn', SPAREO_ENV: 'live', RATE_LIMIT_WRITES: '100000', RATE_LIMIT_SUGGESTIONS: '100000' },
    logFile: path.join(work, 'server.log'),
  });
  // The shops' side of an order the states placed, on the server's database file.
  const shipOrder = async (orderNumber: string) => {
    const shops = openDatabase(dbFile);
    try {
      await shipEveryPart(shops, orderNumber);
    } finally {
      await shops.shut();
    }
  };
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'spareo-shots-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: loadConfig().CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`],
  });
  const rows: string[] = [];
  const failures: string[] = [];
  try {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(outDir, { recursive: true });
    const paths = await editionPaths(server.base, editions);
    for (const locale of editions) {
      for (const state of statesOf(locale, stateNames)) {
        const cells: string[] = [];
        for (const viewport of VIEWPORTS) {
          // A fresh context per shot: no cart, vehicle or consent carried over from the one before.
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          try {
            await page.setViewport({ width: viewport.width, height: viewport.height });
            await state.open(page, { origin: server.base, locale, paths: paths[locale], data, suggestWord: suggestWords.get(locale), shipOrder });
            const file = `${locale}-${state.name}-${viewport.name}.png`;
            await page.screenshot({ path: path.join(outDir, file), fullPage: state.fullPage });
            cells.push(`<figure><a href="${file}"><img src="${file}" alt="" loading="lazy" width="${viewport.name === 'phone' ? 180 : 420}"></a><figcaption>${viewport.name}, ${escape(page.url().replace(server.base, ''))}</figcaption></figure>`);
            log(`${file}`);
          } catch (error) {
            failures.push(`${locale} ${state.name} ${viewport.name}: ${error instanceof Error ? error.message : String(error)}`);
            cells.push(`<figure><p>failed: ${escape(failures.at(-1)!)}</p></figure>`);
          } finally {
            await context.close();
          }
        }
        rows.push(`<section id="${locale}-${state.name}"><h2>${locale}: ${state.name}</h2>${cells.join('')}</section>`);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
  const index = `<!DOCTYPE html><html lang="en"><meta charset="utf-8"><title>Spareo gallery</title>
<style>body{font:14px system-ui;margin:16px}section{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start;border-top:1px solid #ccc}h2{flex:1 0 100%;font-size:16px}figure{margin:0}img{border:1px solid #999;height:auto}</style>
<h1>Spareo gallery</h1><p>${editions.join(', ')}; 360 px and 1366 px; ${new Date().toISOString()}</p>
${failures.length ? `<ul>${failures.map((f) => `<li>${escape(f)}</li>`).join('')}</ul>` : ''}${rows.join('\n')}</html>\n`;
  fs.writeFileSync(path.join(outDir, 'index.html'), index);
  log(`${path.join(outDir, 'index.html')}${failures.length ? `; ${failures.length} failed:\n${failures.join('\n')}` : ''}`);
  if (failures.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
