/**
 * The back office's changed screens in Chromium, de-DE and fr-FR, at 360 and 1366 px: the portal's
 * shipping table refusing an amount beside its field, the order inbox with a partly withdrawn part
 * and the buyer's details, a held import with its reasons and report; the desk's order timeline.
 * Screenshots go to artifacts/screenshots; every screen is in the member's language.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import { loadAssets } from '../../server/web/page-output/assets';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';
import { catalogueArticles, importBuffer } from '../feeds/helpers';
import { screenshotPath, signIn } from './support/back-office';
import { launchBrowser, type TestBrowser } from './support/browser';
import { buildClient } from './support/build-client';

jest.setTimeout(240_000);

const SHOP = 4;
const client = buildClient();
const { app, db, marketplace, checkSecret } = createTestApp({ db: createSeededDatabase(), assets: { ...loadAssets(), manifest: client.manifest } });
let server: Server;
let origin = '';
let chromium: TestBrowser;
const staff: Record<string, TestStaff> = {};
let orderNumber = '';
let importId = 0;

const call = (method: 'GET' | 'POST', url: string, options: { query?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {}) =>
  marketplace.handle({ method, path: url, query: options.query ?? {}, body: options.body, headers: { 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE', ...options.headers } });



beforeAll(async () => {
  const root = express();
  root.use('/assets', express.static(client.dir, { index: false }));
  root.use(app);
  server = http.createServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const k = db.kysely;
  for (const locale of ['de-DE', 'fr-FR']) {
    staff[`owner ${locale}`] = await createStaff(k, 'shop_owner', { shopId: SHOP, locale, name: locale === 'de-DE' ? 'Olga Inhaberin' : 'Camille Dupont' });
    staff[`support ${locale}`] = await createStaff(k, 'support', { locale, name: locale === 'de-DE' ? 'Sina Service' : 'Léa Martin' });
  }
  await k.updateTable('shops').set({ email: 'bestellung@shop.example' }).where('id', '=', SHOP).execute();
  const articles = await catalogueArticles(db, 6);
  const feed = ['sku;brand;mpn;price', ...articles.slice(0, 3).map((a) => `W-${a.id};${a.brand};${a.number};12,90`),
    `W-${articles[0]!.id};${articles[0]!.brand};${articles[0]!.number};13,90`, ...articles.map((a, i) => `P-${i};${a.brand};${a.number};zehn`)];
  importId = (await importBuffer(db, feed.join('\n'), { shopId: SHOP })).id;

  const offers = await k.selectFrom('offers').innerJoin('shop_shipping', 'shop_shipping.shop_id', 'offers.shop_id')
    .select('offers.id').where('offers.shop_id', '=', SHOP).where('offers.stock', '>', 1).where('shop_shipping.country', '=', 'DE').orderBy('offers.id').limit(2).execute();
  const sid = ((await call('GET', '/session')).body as { sid: string }).sid;
  const headers = { 'x-spareo-sid': sid, 'x-spareo-client-address': '192.0.2.11' };
  await call('POST', '/experiments/none/variation', { body: { variationId: 'x' }, headers });
  await k.insertInto('cart_lines').values(offers.map((offer) => ({ session_id: sid, offer_id: offer.id, quantity: 1, added_at: new Date().toISOString() }))).execute();
  const quote = ((await call('GET', '/checkout', { headers })).body as { quote: { fingerprint: string; shops: { shop: { id: number }; paymentMethods: string[] }[] } }).quote;
  const placed = (await call('POST', '/orders', { headers, body: {
    idempotencyKey: 'backoffice-screens', fingerprint: quote.fingerprint, email: 'erika.mustermann@example.de', phone: '+49 221 1234567',
    delivery: { name: 'Erika Mustermann', street: 'Heidestraße 17', zip: '51147', city: 'Köln' },
    billing: { name: 'Mustermann Kfz GmbH', street: 'Industriestraße 5', zip: '50667', city: 'Köln', country: 'DE' },
    shops: quote.shops.map((s) => ({ shopId: s.shop.id, payment: s.paymentMethods[0], acceptTerms: true })), orderUrl: 'http://127.0.0.1/Bestellungen/{number}?t={token}',
  } })).body as { number: string; token: string };
  orderNumber = placed.number;
  const part = ((await call('GET', `/orders/${placed.number}`, { query: { token: placed.token } })).body as { shops: { number: string; shop: { id: number } }[] }).shops.find((s) => s.shop.id === SHOP)!.number;
  await call('POST', `/orders/${placed.number}/withdrawals`, { body: { token: placed.token, part, lines: [2], name: 'Erika Mustermann', email: 'erika.mustermann@example.de' } });
  chromium = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  db.close();
});

for (const locale of ['de-DE', 'fr-FR'] as const) {
  test(`${locale}: the portal's shipping table, inbox and held import, and the desk's order, at 360 and 1366 px`, async () => {
    for (const width of [360, 1366]) {
      const { page, errors } = await chromium.open({ width });
      await signIn(page, origin, staff[`owner ${locale}`]!, checkSecret);
      await page.goto(`${origin}/portal/shop-page#shipping`);
      await page.$eval('input[name="cost_0"]', (input) => { (input as HTMLInputElement).value = ''; });
      await page.type('input[name="cost_0"]', 'vier');
      await Promise.all([page.waitForNavigation(), page.click('#shipping button[type="submit"]')]);
      expect(await page.$eval('#shipping-0-cost-problem', (el) => el.textContent)).toBe(locale === 'de-DE' ? 'Bitte einen Betrag in Euro, z. B. 4,95.' : 'Un montant en euros, par exemple 4,95.');
      await page.$eval('#shipping', (el) => el.scrollIntoView());
      await page.screenshot({ path: screenshotPath(`portal-shipping-${locale}-${width}.png`) });

      await page.goto(`${origin}/portal/orders#group-withdrawn`);
      expect(await page.$$eval('tr.withdrawn', (rows) => rows.length)).toBe(1);
      await page.screenshot({ path: screenshotPath(`portal-orders-${locale}-${width}.png`), fullPage: true });

      await page.goto(`${origin}/portal/feeds/${importId}`);
      await page.screenshot({ path: screenshotPath(`portal-import-${locale}-${width}.png`), fullPage: true });

      await page.deleteCookie({ name: STAFF_COOKIE, url: origin });
      await signIn(page, origin, staff[`support ${locale}`]!, checkSecret);
      await page.goto(`${origin}/desk/orders/${orderNumber}`);
      expect(await page.$eval('html', (el) => el.lang)).toBe(locale);
      await page.screenshot({ path: screenshotPath(`desk-order-${locale}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }
  });
}
