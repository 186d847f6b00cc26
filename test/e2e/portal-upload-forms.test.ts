/**
 * The portal's two upload forms (the shop's logo, a feed file) in Chromium as the owner uses them,
 * with JavaScript off and on: the portal's pages send no referrer, so the browser posts the form
 * with `Origin: null` and says where it came from in Sec-Fetch-Site; the forms must still be taken.
 * A form posted from another site is refused with a page in the member's language, never raw JSON.
 */
import fs from 'node:fs';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { loadAssets } from '../../server/web/page-output/assets';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { ownerCookie } from '../support/staff';
import { tempDir } from '../support/temp-dir';
import { catalogueArticles } from '../feeds/helpers';
import { launchBrowser, type TestBrowser } from './support/browser';
import { buildClient } from './support/build-client';

jest.setTimeout(180_000);

const SHOP = 5;
const client = buildClient();
const { app, db, portalUploads } = createTestApp({ db: createSeededDatabase(), assets: { ...loadAssets(), manifest: client.manifest } });
const files = tempDir('spareo-portal-upload-forms-');
let server: Server;
let foreign: Server;
let origin = '';
let foreignOrigin = '';
let chromium: TestBrowser;
let logoFile = '';
let feedFile = '';

beforeAll(async () => {
  const root = express();
  root.use('/assets', express.static(client.dir, { index: false }));
  root.use(app);
  server = http.createServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Another site (localhost is not 127.0.0.1 to a browser) whose page posts to the portal's forms.
  foreign = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><form method="post" action="${origin}/portal/logo-uploads" enctype="multipart/form-data"><input type="file" name="logo"><button id="logo">send</button></form>`
      + `<form method="post" action="${origin}/portal/feed-uploads" enctype="multipart/form-data"><input type="file" name="feed"><button id="feed">send</button></form>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://localhost:${(foreign.address() as AddressInfo).port}`;
  logoFile = path.join(files, 'logo.png');
  fs.writeFileSync(logoFile, await sharp({ create: { width: 240, height: 120, channels: 3, background: '#1d4ed8' } }).png().toBuffer());
  const articles = await catalogueArticles(db, 30);
  feedFile = path.join(files, 'angebote.csv');
  fs.writeFileSync(feedFile, `sku;brand;mpn;price;stock\n${articles.map((a, i) => `F-${i};${a.brand};${a.number};12,90;3`).join('\n')}\n`);
  chromium = await launchBrowser();
});

afterAll(async () => {
  await chromium?.close();
  await portalUploads.idle();
  for (const s of [server, foreign]) {
    s?.closeAllConnections();
    await new Promise((resolve) => s?.close(resolve));
  }
  db.close();
});

/** The shop's owner, signed in with password and second factor (the logo is the owner's), its cookie as the sign-in sets it. */
async function signIn(page: Page): Promise<void> {
  const value = (await ownerCookie(db.kysely, SHOP)).slice(`${STAFF_COOKIE}=`.length);
  await page.setCookie({ name: STAFF_COOKIE, value, url: origin, httpOnly: true, sameSite: 'Strict' });
}

/** What the browser shows after the form was sent: the page's address, type and heading. */
async function landed(page: Page) {
  const type = await page.evaluate(() => document.contentType);
  return { path: new URL(page.url()).pathname + new URL(page.url()).search, type, text: await page.evaluate(() => document.body.innerText) };
}

for (const javaScript of [false, true]) {
  test(`with JavaScript ${javaScript ? 'on' : 'off'}, the logo form saves the logo and the feed form takes the feed`, async () => {
    const { page } = await chromium.open({ javaScript, width: 1366 });
    await signIn(page);
    await page.goto(`${origin}/portal/shop-page`);
    await (await page.$('input#logo-file'))!.uploadFile(logoFile);
    await Promise.all([page.waitForNavigation(), page.click('#logo form button[type="submit"]')]);
    const logo = await landed(page);
    expect(logo.text).not.toContain('forbidden');
    expect(logo.type).toBe('text/html');
    expect(logo.path).toBe('/portal/shop-page?saved=1');
    expect(await page.$eval('#logo img.logo', (img) => (img as HTMLImageElement).src)).toMatch(/\/media\/logos\/[0-9a-f]{20}\.webp$/);

    await page.goto(`${origin}/portal/feeds`);
    await (await page.$('input[type="file"][name="feed"]'))!.uploadFile(feedFile);
    await Promise.all([page.waitForNavigation({ timeout: 60_000 }), page.click('main form button[type="submit"]')]);
    const feed = await landed(page);
    expect(feed.text).not.toContain('forbidden');
    expect(feed.path).toMatch(/^\/portal\/feeds\/\d+$/);
    await portalUploads.idle();
    await page.close();
  });
}

test('a form posted to the portal from another site is refused with a page in the member\'s language, never JSON', async () => {
  for (const which of ['logo', 'feed'] as const) {
    const { page } = await chromium.open({ javaScript: false, width: 1366 });
    await signIn(page);
    await page.goto(foreignOrigin);
    await (await page.$(`input[name="${which}"]`))!.uploadFile(which === 'logo' ? logoFile : feedFile);
    const [answer] = await Promise.all([page.waitForNavigation(), page.click(`#${which}`)]);
    const shown = await landed(page);
    expect(answer?.status()).toBeLessThan(400);
    expect(shown.type).toBe('text/html');
    expect(shown.text).not.toMatch(/forbidden|must come from/);
    expect(await page.$eval('html', (html) => html.lang)).toBe('de-DE');
    await page.close();
  }
});
