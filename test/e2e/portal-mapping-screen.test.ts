/**
 * The column-mapping screen in Chromium as a shop's owner uses it, JavaScript off and on: a feed in
 * a layout of the shop's own opens the screen, the member picks a field per column and the feed is
 * imported. Shots of the screen in German and French at a phone's and a desktop's width.
 */
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import type { Page } from 'puppeteer-core';
import { loadAssets } from '../../server/web/page-output/assets';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { ownerCookie } from '../support/staff';
import { tempDir } from '../support/temp-dir';
import { emptyShop } from '../feeds/helpers';
import { hydrated, launchBrowser, type TestBrowser } from './support/browser';
import { buildClient } from './support/build-client';

jest.setTimeout(180_000);

const SHOP = 6;
/** Where the shots go: SHOTS_DIR=/work/shots/merchant-feeds to keep them; a folder of the run's otherwise. */
const SHOTS = process.env.SHOTS_DIR ?? tempDir('spareo-mapping-shots-');
const client = buildClient();
const { app, db, portalUploads } = createTestApp({ db: createSeededDatabase(), assets: { ...loadAssets(), manifest: client.manifest } });
const files = tempDir('spareo-portal-mapping-');
const FEED = 'Interne Nr;Fabrikat;Teil Nr;Betrag;Lager;Bemerkung\nM-1;Mahle;OC 3732;14,90;4;Sonderposten\nM-2;Valeo;438137;199,00;1;\nM-3;Vaico;V10-6094;23,10;12;Restbestand Lager Süd\n';
let server: Server;
let origin = '';
let chromium: TestBrowser;
let feedFile = '';

beforeAll(async () => {
  const root = express();
  root.use('/assets', express.static(client.dir, { index: false }));
  root.use(app);
  server = http.createServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  feedFile = path.join(files, 'eigenes-format.csv');
  fs.writeFileSync(feedFile, FEED);
  chromium = await launchBrowser();
});

afterAll(async () => {
  await chromium?.close();
  await portalUploads.idle();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  db.close();
});

async function signIn(page: Page, locale = 'de-DE'): Promise<string> {
  const cookie = await ownerCookie(db.kysely, SHOP, locale);
  await page.setCookie({ name: STAFF_COOKIE, value: cookie.slice(`${STAFF_COOKIE}=`.length), url: origin, httpOnly: true, sameSite: 'Strict' });
  return cookie;
}

for (const javaScript of [false, true]) {
  test(`with JavaScript ${javaScript ? 'on' : 'off'}, a feed of the shop's own layout is mapped on the screen and imported`, async () => {
    await emptyShop(db, SHOP);
    await db.kysely.deleteFrom('feed_mappings').where('shop_id', '=', SHOP).execute();
    const { page } = await chromium.open({ javaScript, width: 1366 });
    await signIn(page);
    await page.goto(`${origin}/portal/feeds`);
    if (javaScript) await hydrated(page, 'FeedUpload'); // the island's form, not the one it replaces
    await (await page.$('input[type="file"][name="feed"]'))!.uploadFile(feedFile);
    await Promise.all([page.waitForNavigation({ timeout: 60_000 }), page.click('main form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).toMatch(/^\/portal\/feeds\/mapping\/[0-9a-f]{24}$/);
    expect(await page.$$eval('table.mapping tbody tr', (rows) => rows.length)).toBe(3);
    // Price left out first: the screen comes back naming it, the other choices kept.
    await page.select('select[name="column_0"]', 'sku');
    await page.select('select[name="column_1"]', 'brand');
    await page.select('select[name="column_2"]', 'mpn');
    await page.select('select[name="column_4"]', 'stock');
    await Promise.all([page.waitForNavigation(), page.click('main form button[type="submit"]')]);
    expect(await page.$eval('#mapping-problem', (node) => node.textContent)).toContain('Preis');
    expect(await page.$eval('select[name="column_4"]', (select) => (select as HTMLSelectElement).value)).toBe('stock');
    await page.select('select[name="column_3"]', 'price');
    await Promise.all([page.waitForNavigation(), page.click('main form button[type="submit"]')]);
    expect(new URL(page.url()).pathname).toMatch(/^\/portal\/feeds\/\d+$/);
    await portalUploads.idle();
    const offers = await db.kysely.selectFrom('offers').select(['sku', 'price_cents']).where('shop_id', '=', SHOP).orderBy('sku').execute();
    expect(offers).toEqual([{ sku: 'M-1', price_cents: 1490 }, { sku: 'M-2', price_cents: 19900 }, { sku: 'M-3', price_cents: 2310 }]);
    await page.close();
  });
}

test('shots of the mapping screen in German and French, 360 and 1366 px', async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await db.kysely.deleteFrom('feed_mappings').where('shop_id', '=', SHOP).execute();
  for (const locale of ['de-DE', 'fr-FR']) {
    for (const width of [360, 1366]) {
      const { page } = await chromium.open({ javaScript: true, width });
      const cookie = await signIn(page, locale);
      // The upload as the form sends it; the shot is of the screen it leads to.
      const form = new FormData();
      form.append('feed', new Blob([FEED], { type: 'text/csv' }), 'eigenes-format.csv');
      const sent = await fetch(`${origin}/portal/feed-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie, origin }, body: form });
      await page.goto(`${origin}${sent.headers.get('location')}`);
      expect(new URL(page.url()).pathname).toMatch(/^\/portal\/feeds\/mapping\//);
      expect(await page.$eval('html', (html) => html.lang)).toBe(locale);
      await page.screenshot({ path: path.join(SHOTS, `mapping-${locale}-${width}.png`), fullPage: true });
      await page.close();
    }
  }
});
