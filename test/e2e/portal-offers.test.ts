/**
 * The shop's own offers in Chromium, de-DE and fr-FR, at 1366 and 360 px, JavaScript on and off:
 * the owner searches the list with its form, opens a row, types a price no feed would take and
 * gets it back beside the field, then a good one; ticks two offers and pauses them. No text runs
 * off a phone's screen; axe finds nothing. Screenshots go to artifacts/screenshots (or SHOTS_DIR).
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';
import { catalogueArticles, emptyShop, importBuffer } from '../feeds/helpers';
import { launchBrowser, type TestBrowser } from './support/browser';
import { screenshotPath, signIn } from './support/back-office';
import { axeViolations } from './support/page-audit';

jest.setTimeout(240_000);

const SHOP = 4;
const { app, db } = createTestApp({ db: createSeededDatabase() });
let server: Server;
let origin = '';
let chromium: TestBrowser;
const owners: Record<string, TestStaff> = {};



/** Elements wider than the page: a phone would have to scroll sideways to read them. */
const overflowing = (page: Page) => page.evaluate(() => [...document.querySelectorAll('main *')]
  .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !el.closest('.table-scroll'))
  .map((el) => `${el.tagName.toLowerCase()}.${el.className}`).slice(0, 5));

beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owners['de-DE'] = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP, locale: 'de-DE', name: 'Olga Inhaberin' });
  owners['fr-FR'] = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP, locale: 'fr-FR', name: 'Camille Dupont' });
  await emptyShop(db, SHOP);
  const articles = await catalogueArticles(db, 30);
  const feed = ['sku;brand;mpn;price;stock;delivery', ...articles.map((a, i) => `TEIL-${String(i).padStart(3, '0')};${a.brand};${a.number};${19 + i},90;${(i * 7) % 23};${1 + (i % 4)}`)].join('\n');
  expect((await importBuffer(db, feed, { shopId: SHOP })).status).toBe('applied');
  chromium = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  db.close();
});

async function widths(page: Page, name: string, javaScript: boolean): Promise<void> {
  for (const width of [1366, 360]) {
    await page.setViewport({ width, height: width === 360 ? 740 : 900, isMobile: width === 360, hasTouch: width === 360 });
    expect(await overflowing(page)).toEqual([]);
    if (javaScript) await page.screenshot({ path: screenshotPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewport({ width: 1366, height: 900 });
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
}

for (const locale of ['de-DE', 'fr-FR'] as const) {
  for (const javaScript of [true, false]) {
    test(`${locale}, JavaScript ${javaScript ? 'on' : 'off'}: the offers searched, one changed in its row, two paused; at 360 and 1366 px`, async () => {
      // Each run starts with every offer on sale.
      await db.kysely.updateTable('offers').set((eb) => ({ stock: eb.fn.coalesce('paused_stock', eb.ref('stock')), paused_stock: null })).where('shop_id', '=', SHOP).execute();
      const { page, errors } = await chromium.open({ javaScript, width: 1366 });
      await signIn(page, origin, owners[locale]!);
      await page.goto(`${origin}/portal/offers`);
      expect(await page.$eval('html', (el) => el.lang)).toBe(locale);
      expect(await page.$$eval('table.offers tbody tr', (rows) => rows.length)).toBe(25);
      await widths(page, `portal-offers-${locale}`, javaScript);

      // Searched with its form; the row opened; a price no feed takes comes back beside its field.
      await page.type('#offers-q', 'TEIL-01');
      await Promise.all([page.waitForNavigation(), page.click('form.filters button[type="submit"]')]);
      expect(await page.$$eval('table.offers tbody tr', (rows) => rows.length)).toBe(10);
      await Promise.all([page.waitForNavigation(), page.click('table.offers tbody tr:first-child td:last-child a')]);
      const price = 'table.offers tr.editing input[name="price"]';
      await page.$eval(price, (input) => { (input as HTMLInputElement).value = ''; });
      await page.type(price, '1,005');
      await Promise.all([page.waitForNavigation(), page.click('table.offers tr.editing button[type="submit"]')]);
      expect(await page.$eval(price, (input) => (input as HTMLInputElement).value)).toBe('1,005');
      expect(await page.$eval(price, (input) => input.getAttribute('aria-invalid'))).toBe('true');
      expect(await page.$eval('#offers-q', (input) => (input as HTMLInputElement).value)).toBe('TEIL-01');
      await widths(page, `portal-offers-problem-${locale}`, javaScript);
      await page.$eval(price, (input) => { (input as HTMLInputElement).value = ''; });
      await page.type(price, locale === 'de-DE' ? '21,50' : '21,50 €');
      await Promise.all([page.waitForNavigation(), page.click('table.offers tr.editing button[type="submit"]')]);
      expect(await page.$('table.offers tr.editing')).toBeNull();
      expect(await page.$eval('p.notice', (p) => p.textContent)).toBe(locale === 'de-DE' ? 'Angebot gespeichert.' : 'Offre enregistrée.');

      // Two ticked and paused, said above the list.
      await page.click('table.offers tbody tr:nth-child(1) input[type="checkbox"]');
      await page.click('table.offers tbody tr:nth-child(2) input[type="checkbox"]');
      await Promise.all([page.waitForNavigation(), page.click('form.bulk button[value="pause"]')]);
      expect(await page.$eval('p.notice', (p) => p.textContent)).toBe(locale === 'de-DE' ? '2 Angebote pausiert.' : '2 offres mises en pause.');
      expect(await page.$$eval('.status.offer-paused', (cells) => cells.length)).toBe(2);
      await Promise.all([page.waitForNavigation(), page.click('form.bulk button[value="resume"]')]);
      // Nothing ticked: said beside the buttons, in the member's language.
      expect(await page.$eval('#offers-bulk-problem', (p) => p.textContent)).toBe(locale === 'de-DE' ? 'Bitte zuerst Angebote anhaken.' : 'Veuillez d’abord cocher des offres.');
      expect(errors).toEqual([]);
      await page.close();
    });
  }
}
