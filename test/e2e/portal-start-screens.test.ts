/**
 * The portal's start page, order list and people screen in Chromium, de-DE and fr-FR, at 360 and
 * 1366 px, JavaScript on and off: the owner lands on the start page, follows its link to an open
 * part, searches the list with the form and gets the CSV link with the same filters; no text runs
 * off a phone's screen; axe finds nothing (it runs in the page, so with JavaScript on). Screenshots go to artifacts/screenshots (or SHOTS_DIR).
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'puppeteer-core';
import { createTestApp } from '../support/app';
import { placeShopOrder, type PlacedOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';
import { catalogueArticles, importBuffer } from '../feeds/helpers';
import { launchBrowser, type TestBrowser } from './support/browser';
import { screenshotPath, signIn } from './support/back-office';
import { axeViolations } from './support/page-audit';

jest.setTimeout(240_000);

const SHOP = 4;
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase() });
let server: Server;
let origin = '';
let chromium: TestBrowser;
const owners: Record<string, TestStaff> = {};
const placed: PlacedOrder[] = [];



/** Elements wider than the page: a phone would have to scroll sideways to read them. */
const overflowing = (page: Page) => page.evaluate(() => [...document.querySelectorAll('main *')]
  .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !el.closest('.table-scroll'))
  .map((el) => `${el.tagName.toLowerCase()}.${el.className}`).slice(0, 5));

beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const k = db.kysely;
  owners['de-DE'] = await createStaff(k, 'shop_owner', { shopId: SHOP, locale: 'de-DE', name: 'Olga Inhaberin' });
  owners['fr-FR'] = await createStaff(k, 'shop_owner', { shopId: SHOP, locale: 'fr-FR', name: 'Camille Dupont' });
  await createStaff(k, 'shop_staff', { shopId: SHOP, locale: 'de-DE', name: 'Lukas Lager', email: 'lukas.lager@teile.example' });
  for (let i = 0; i < 5; i++) placed.push(await placeShopOrder(marketplace, db, SHOP, { offers: 1 + (i % 2) }));
  const parts = await k.selectFrom('order_shops').select(['id', 'order_id', 'number']).where('number', 'in', placed.map((order) => order.part)).execute();
  const partOf = (i: number) => parts.find((part) => part.number === placed[i]!.part)!;
  await k.updateTable('orders').set({ created_at: new Date(Date.now() - 76 * 3_600_000).toISOString() }).where('id', '=', partOf(0).order_id).execute();
  await k.updateTable('orders').set({ created_at: new Date(Date.now() - 20 * 3_600_000).toISOString() }).where('id', '=', partOf(1).order_id).execute();
  await k.updateTable('order_shops').set({ status: 'accepted' }).where('id', '=', partOf(2).id).execute();
  await k.updateTable('order_shops').set({ status: 'withdrawn' }).where('id', '=', partOf(3).id).execute();
  await k.insertInto('withdrawals').values({ order_id: partOf(3).order_id, order_shop_id: partOf(3).id, name: 'Élodie Lefèvre', email: 'client@example.fr', lines: '[1]', whole_part: 1, statement: '…', locale: 'fr-FR', received_at: new Date(Date.now() - 6 * 3_600_000).toISOString() }).execute();
  const articles = await catalogueArticles(db, 4);
  await importBuffer(db, ['sku;brand;mpn;price', ...articles.map((a, i) => `P-${i};${a.brand};${a.number};zehn`)].join('\n'), { shopId: SHOP });
  chromium = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  db.close();
});

for (const locale of ['de-DE', 'fr-FR'] as const) {
  for (const javaScript of [true, false]) {
    test(`${locale}, JavaScript ${javaScript ? 'on' : 'off'}: the start page leads to an open part; the list is searched with its form; at 360 and 1366 px`, async () => {
      const { page, errors } = await chromium.open({ javaScript, width: 1366 });
      await signIn(page, origin, owners[locale]!);
      await page.goto(`${origin}/portal`);
      expect(await page.$eval('html', (el) => el.lang)).toBe(locale);
      expect(await page.$$eval('.home-grid > section', (cards) => cards.length)).toBe(5);
      // The oldest open part first, marked late; its link opens the list at that part.
      expect(await page.$eval('#home-open ~ ol li:first-child a', (a) => a.textContent)).toBe(placed[0]!.part);
      expect(await page.$eval('#home-open ~ ol li:first-child', (li) => li.className)).toBe('late');
      for (const width of [1366, 360]) {
        await page.setViewport({ width, height: width === 360 ? 740 : 900, isMobile: width === 360, hasTouch: width === 360 });
        expect(await overflowing(page)).toEqual([]);
        if (javaScript) await page.screenshot({ path: screenshotPath(`portal-start-${locale}-${width}.png`), fullPage: true });
      }
      if (javaScript) expect(await axeViolations(page)).toEqual([]);
      await Promise.all([page.waitForNavigation(), page.click('#home-open ~ ol li:first-child a')]);
      expect(await page.$$eval('article.order', (articles) => articles.map((a) => a.id))).toEqual([placed[0]!.part]);

      // The list searched with its own form: the search word and the status, the CSV with the same filters.
      await page.goto(`${origin}/portal/orders`);
      await page.type('#filter-q', 'Lefèvre');
      await page.select('#filter-status', 'new');
      await Promise.all([page.waitForNavigation(), page.click('form.filters button[type="submit"]')]);
      const found = await page.$$eval('article.order', (articles) => articles.map((a) => a.id));
      expect(found.sort()).toEqual([placed[0]!.part, placed[1]!.part, placed[4]!.part].sort());
      expect(await page.$eval('.list-summary a', (a) => a.getAttribute('href'))).toBe('/portal/orders.csv?q=Lef%C3%A8vre&status=new');
      for (const width of [1366, 360]) {
        await page.setViewport({ width, height: width === 360 ? 740 : 900, isMobile: width === 360, hasTouch: width === 360 });
        expect(await overflowing(page)).toEqual([]);
        if (javaScript) await page.screenshot({ path: screenshotPath(`portal-orders-list-${locale}-${width}.png`), fullPage: true });
      }
      if (javaScript) expect(await axeViolations(page)).toEqual([]);

      // A day nobody can read: the list again with the problem beside the field.
      await page.goto(`${origin}/portal/orders`);
      await page.$eval('#filter-from', (input) => input.setAttribute('type', 'text'));
      await page.type('#filter-from', '31.02.2026');
      await Promise.all([page.waitForNavigation(), page.click('form.filters button[type="submit"]')]);
      expect(await page.$eval('#filter-from', (input) => input.getAttribute('aria-invalid'))).toBe('true');
      expect(await page.$eval('#filter-from-problem', (el) => el.textContent)).toMatch(locale === 'de-DE' ? /27\.11\.2026/ : /27\/11\/2026/);
      if (javaScript) await page.screenshot({ path: screenshotPath(`portal-orders-problem-${locale}-360.png`), fullPage: true });

      // The people screen: the owner's.
      await page.goto(`${origin}/portal/people`);
      expect(await page.$$eval('ul.people > li', (people) => people.length)).toBeGreaterThanOrEqual(3);
      expect(await overflowing(page)).toEqual([]);
      if (javaScript) expect(await axeViolations(page)).toEqual([]);
      if (javaScript) {
        await page.screenshot({ path: screenshotPath(`portal-people-${locale}-360.png`), fullPage: true });
        await page.setViewport({ width: 1366, height: 900 });
        await page.screenshot({ path: screenshotPath(`portal-people-${locale}-1366.png`), fullPage: true });
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }
}

test('the desk\'s people page: support and operators with their roles, the invitation and removal forms, at 360 and 1366 px', async () => {
  const operator = await createStaff(db.kysely, 'operator', { locale: 'fr-FR', name: 'Nadia Exploitante' });
  await createStaff(db.kysely, 'support', { locale: 'de-DE', name: 'Sina Service' });
  const { page, errors } = await chromium.open({ width: 1366 });
  await signIn(page, origin, operator);
  await page.goto(`${origin}/desk/staff`);
  expect(await page.$eval('html', (el) => el.lang)).toBe('fr-FR');
  expect(await page.$$eval('form[action^="/desk/staff/"]', (forms) => forms.length)).toBeGreaterThanOrEqual(1);
  for (const width of [1366, 360]) {
    await page.setViewport({ width, height: width === 360 ? 740 : 900, isMobile: width === 360, hasTouch: width === 360 });
    await page.screenshot({ path: screenshotPath(`desk-people-fr-FR-${width}.png`), fullPage: true });
  }
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
