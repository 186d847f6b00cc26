/**
 * The portal's feed upload in Chromium with JavaScript on: a shop's member signs in with the
 * shop's key, uploads a messy 50,000-row feed on a throttled connection and sees the upload's
 * progress bar move, lands on the import page and waits until it is applied, filters the report
 * by one reason and downloads it as CSV. Then a feed that would remove most of the shop's offers
 * is held, confirmed from the import page, and the offers change. Screenshots of the upload in
 * progress at 360 and 1366 px (de-DE). A file chosen before the island has woken stays chosen; a
 * file that is no feed brings the form back with the problem named.
 */
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import type { Page } from 'puppeteer-core';
import { projectRoot } from '../../server/shared/paths';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { loadAssets } from '../../server/web/page-output/assets';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { tempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';
import { catalogueArticles, emptyShop } from '../feeds/helpers';
import { holdChunk, hydrated, launchBrowser, type TestBrowser } from './support/browser';
import { slowDown, SLOW_TIMEOUT } from './support/slow';
import { buildClient } from './support/build-client';

jest.setTimeout(300_000);

const SHOP = 4;
const client = buildClient();
const { app, db, portalUploads } = createTestApp({ db: createSeededDatabase(), assets: { ...loadAssets(), manifest: client.manifest } });
const files = tempDir('spareo-portal-upload-');
let server: Server;
let origin = '';
let chromium: TestBrowser;

beforeAll(async () => {
  const root = express();
  root.use('/assets', express.static(client.dir, { index: false }));
  root.use(app);
  server = http.createServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await emptyShop(db, SHOP);
  chromium = await launchBrowser();
});

afterAll(async () => {
  await chromium?.close();
  await portalUploads.idle();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  db.close();
});

function screenshotPath(name: string): string {
  const dir = path.join(projectRoot, 'artifacts', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

/** Every 50th row from the 8th an unknown part number, from the 18th a price in words, from the 28th no brand. */
async function messyFeed(rows: number) {
  const articles = await catalogueArticles(db, 3000);
  const lines = ['sku;brand;mpn;price;stock'];
  const bad = { 'unknown-number': 0, 'bad-price': 0, 'missing-brand': 0 };
  for (let i = 0; i < rows; i++) {
    const article = articles[i % articles.length]!;
    if (i % 50 === 7) {
      lines.push(`U-${i};${article.brand};zz-nope ${i};9,90;2`);
      bad['unknown-number']++;
    } else if (i % 50 === 17) {
      lines.push(`P-${i};${article.brand};${article.number};zehn;2`);
      bad['bad-price']++;
    } else if (i % 50 === 27) {
      lines.push(`B-${i};;${article.number};9,90;2`);
      bad['missing-brand']++;
    } else {
      lines.push(`A-${i};${article.brand};${article.number};${10 + (i % 400)},90;3`);
    }
  }
  const file = path.join(files, `angebote-${rows}.csv`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return { file, bad };
}

/** Signs in and opens the feeds page; `beforeFeeds` runs once signed in, before the feeds page is asked for. */
async function signIn(page: Page, beforeFeeds?: () => Promise<void>): Promise<void> {
  await page.goto(`${origin}/portal/sign-in`);
  await page.type('input[name="shopId"]', String(SHOP));
  await page.type('input[name="token"]', await issueShopToken(db.kysely, SHOP));
  await Promise.all([page.waitForNavigation(), page.click('main button[type="submit"]')]);
  // Signed in, the member lands on the start page; the feeds are one link away.
  expect(new URL(page.url()).pathname).toBe('/portal');
  await beforeFeeds?.();
  await page.goto(`${origin}/portal/feeds`);
}

/** Waits on the import page (it reloads itself while the import runs) until the import has stopped, 240 s at most. */
async function importStopped(page: Page): Promise<string> {
  // Looked at four times a second: the page's own reloads decide when the new status shows.
  let status = '';
  await waitFor('the import to stop', async () => {
    status = await page.$eval('h1 .status', (s) => s.className).catch(() => '');
    return status !== '' && !status.includes('status-running');
  }, 240_000, 250);
  return status;
}

const offerCount = async () => Number((await db.kysely.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', SHOP).executeTakeFirstOrThrow()).n);

test('a messy 50,000-row feed: the upload shows its progress, the import completes, the report filters by reason and downloads as CSV', async () => {
  const { file, bad } = await messyFeed(50_000);
  const { page, errors } = await chromium.open({ width: 1366 });
  await signIn(page);
  expect(new URL(page.url()).pathname).toBe('/portal/feeds');
  await page.waitForSelector('spareo-island[data-name="FeedUpload"][data-hydrated]');

  // Slow enough that the bar is seen moving: the file is about 2 MB.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  const input = await page.$('input[type="file"][name="feed"]');
  await input!.uploadFile(file);
  await page.click('main form button[type="submit"]');

  await page.waitForFunction(() => {
    const bar = document.querySelector<HTMLProgressElement>('main form progress');
    return bar !== null && bar.value > 0 && bar.value < bar.max;
  }, { timeout: 30_000 });
  const label = await page.$eval('main form progress', (bar) => (bar as HTMLProgressElement).labels[0]?.textContent ?? '');
  expect(label).toMatch(/^Wird hochgeladen: [\d,]+ (kB|MB) von [\d,]+ MB \(\d+ %\)$/);
  expect(await page.$eval('main form button[type="submit"]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
  await page.screenshot({ path: screenshotPath('portal-upload-progress-de-DE-1366.png') });
  // Not as a mobile device: puppeteer reloads the page to switch to one, which would end the upload.
  await page.setViewport({ width: 360, height: 640 });
  await page.screenshot({ path: screenshotPath('portal-upload-progress-de-DE-360.png'), fullPage: true });
  // The slow line has shown what it is for (the bar moving, its label, the button held): the rest of the upload at full speed.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await page.waitForFunction(() => /^\/portal\/feeds\/\d+$/.test(location.pathname), { timeout: 120_000 });
  const importPath = new URL(page.url()).pathname;
  expect(await importStopped(page)).toContain('status-applied');
  const counts = await page.$$eval('dl.counts div', (items) => Object.fromEntries(items.map((i) => [i.querySelector('dt')!.textContent, i.querySelector('dd')!.textContent])));
  expect(counts['Zeilen gelesen']).toBe('50000');
  const rejected = bad['unknown-number'] + bad['bad-price'] + bad['missing-brand'];
  expect(Object.values(counts)).toContain(String(rejected));

  await page.setViewport({ width: 1366, height: 900 });
  await page.select('select[name="reason"]', 'bad-price');
  await Promise.all([page.waitForNavigation(), page.click('section form.row button[type="submit"]')]);
  const reasons = await page.$$eval('table.report tbody tr td:nth-child(3)', (cells) => [...new Set(cells.map((c) => c.textContent))]);
  expect(reasons).toHaveLength(1);
  expect(await page.$$eval('table.report tbody tr td:nth-child(4)', (cells) => cells.every((c) => c.textContent === 'zehn'))).toBe(true);

  // The download as the browser saves it.
  const downloads = tempDir('spareo-portal-download-');
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  await page.click('section form.row a[download]');
  const saved = path.join(downloads, `feed-report-${importPath.split('/').pop()}.csv`);
  await waitFor('the download to be saved', () => fs.existsSync(saved), 20_000, 50);
  const csv = fs.readFileSync(saved, 'utf8').trim().split('\n');
  expect(csv[0]).toBe('line;sku;reason;detail;cell');
  expect(csv).toHaveLength(bad['bad-price'] + 1);
  expect(csv.slice(1).every((line) => line.includes(';bad-price;') && line.endsWith(';zehn'))).toBe(true);
  expect(errors).toEqual([]);
});

test('a feed that would remove most of the shop\'s offers is held; confirmed from the import page, the offers change', async () => {
  const before = await offerCount();
  expect(before).toBeGreaterThan(40_000);
  const { file } = await messyFeed(100);
  const { page, errors } = await chromium.open({ width: 1366 });
  await signIn(page);
  await page.waitForSelector('spareo-island[data-name="FeedUpload"][data-hydrated]');
  await (await page.$('input[type="file"][name="feed"]'))!.uploadFile(file);
  await Promise.all([page.waitForNavigation(), page.click('main form button[type="submit"]')]);
  expect(new URL(page.url()).pathname).toMatch(/^\/portal\/feeds\/\d+$/);
  expect(await importStopped(page)).toContain('status-held');
  expect(await page.$eval('section.held', (s) => s.textContent)).toMatch(/Die Datei würde \d+ von \d+ Angeboten entfernen/);
  expect(await offerCount()).toBe(before);

  await Promise.all([page.waitForNavigation(), page.click('section.held button[value="confirm"]')]);
  expect(await page.$eval('h1 .status', (s) => s.className)).toContain('status-applied');
  const after = await offerCount();
  expect(after).toBeLessThan(100);
  expect(after).toBeGreaterThan(80);
  expect(errors).toEqual([]);
});

test('on a slowed phone (CPU x4, slow link), a file chosen before the island wakes is still chosen once it has, and is uploaded', async () => {
  const { file } = await messyFeed(100);
  const { page, errors } = await chromium.open({ width: 1366 });
  const chunk = await holdChunk(page, client.manifest.islands.FeedUpload!.file);
  // Signed in at full speed; the phone is slowed from the feeds page on, where the file is chosen.
  await signIn(page, () => slowDown(page));
  // A slow line is a lean one: no island wakes before the member's first touch, which choosing the file is.
  await (await page.$('input[type="file"][name="feed"]'))!.uploadFile(file);
  await chunk.requested;
  chunk.release();
  await page.waitForSelector('spareo-island[data-name="FeedUpload"][data-hydrated]', { timeout: SLOW_TIMEOUT });
  expect(await page.$eval('spareo-island[data-name="FeedUpload"]', (m) => (m as HTMLElement).dataset.islandError ?? null)).toBeNull();
  expect(await page.$eval('input[type="file"][name="feed"]', (input) => (input as HTMLInputElement).files?.[0]?.name)).toBe('angebote-100.csv');
  await Promise.all([page.waitForNavigation(), page.click('main form button[type="submit"]')]);
  expect(new URL(page.url()).pathname).toMatch(/^\/portal\/feeds\/\d+$/);
  expect(errors).toEqual([]);
});

test('a file that is no feed, sent by the island, opens the form again naming what was wrong', async () => {
  const binary = path.join(files, 'bild.png');
  fs.writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0, 1, 2, 3]));
  const { page } = await chromium.open({ width: 1366 });
  await signIn(page);
  await hydrated(page, 'FeedUpload');
  await (await page.$('input[type="file"][name="feed"]'))!.uploadFile(binary);
  await Promise.all([page.waitForNavigation(), page.click('main form button[type="submit"]')]);
  expect(new URL(page.url()).search).toBe('?problem=not_a_feed');
  expect(await page.$eval('main [role="alert"]', (p) => p.textContent)).toBe('Die Datei ist weder CSV/TSV-Text noch gzip.');
});
