/**
 * The desk's refund queue in Chromium as an agent works it, in German and French at 1366 and 360 px:
 * a failed provider refund with its retry, a transfer refund waiting for the shopper's account and
 * one ready for the transfer file, in the agent's words and money format; no axe violation, nothing
 * scrolling sideways. Screenshots go to artifacts/screenshots (or SHOTS_DIR).
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { shipPaidPartInOctober } from '../support/october-parts';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';
import { launchBrowser, type TestBrowser } from './support/browser';
import { screenshotPath, signIn } from './support/back-office';
import { axeViolations, sidewaysScroll } from './support/page-audit';

jest.setTimeout(180_000);

const { app, db, checkSecret } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' } });
let server: Server;
let origin = '';
let chromium: TestBrowser;
const staff: Record<string, TestStaff> = {};



beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const k = db.kysely;
  staff['de-DE'] = await createStaff(k, 'operator', { locale: 'de-DE', name: 'Olga Operator' });
  staff['fr-FR'] = await createStaff(k, 'operator', { locale: 'fr-FR', name: 'Léa Martin' });
  const at = '2026-10-20T09:00:00.000Z';
  for (const [shopId, prefix] of [[2, 'SP-261015-QUEUE'], [3, 'SP-261015-QUEUE']] as const) {
    const number = await shipPaidPartInOctober(k, shopId, prefix);
    const part = await k.selectFrom('order_shops').select(['id', 'order_id']).where('number', '=', number).executeTakeFirstOrThrow();
    await k.insertInto('refunds').values(shopId === 2 ? [
      { order_id: part.order_id, order_shop_id: part.id, amount_cents: 123_450, cause: 'withdrawal', method: 'provider', state: 'failed', idempotency_key: `spareo-refund-e${shopId}a`, attempts: 2, failure: 'timeout', requested_at: at, failed_at: at },
      { order_id: part.order_id, order_shop_id: part.id, amount_cents: 1_250, cause: 'cancelled', method: 'transfer', state: 'requested', idempotency_key: `spareo-refund-e${shopId}b`, attempts: 0, requested_at: at },
    ] : [
      { order_id: part.order_id, order_shop_id: part.id, amount_cents: 10_495, cause: 'refused', method: 'transfer', state: 'requested', idempotency_key: `spareo-refund-e${shopId}a`, attempts: 0, requested_at: at, holder: 'Camille Arnaud', iban: 'FR1420041010050500013M02606' },
    ]).execute();
  }
  chromium = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  db.close();
});

for (const locale of ['de-DE', 'fr-FR'] as const) {
  test(`${locale}: the refund queue with a failed refund, one waiting for an account and one ready to transfer, at 1366 and 360 px`, async () => {
    for (const width of [1366, 360]) {
      const { page, errors } = await chromium.open({ width });
      await signIn(page, origin, staff[locale]!, checkSecret);
      await page.goto(`${origin}/desk/refunds`);
      expect(await page.$eval('html', (el) => el.lang)).toBe(locale);
      const text = (await page.$eval('main', (el) => (el as HTMLElement).innerText)).replace(/[ \t\r\n]+/g, ' ');
      expect(text).toContain(locale === 'de-DE' ? '1.234,50' : '1\u202f234,50');
      expect(text).toContain(locale === 'de-DE' ? 'Erneut senden' : 'Renvoyer');
      expect(text).not.toMatch(/\b(requested|failed|transfer|provider|withdrawal|refused|cancelled)\b/);
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeNull();
      await page.screenshot({ path: screenshotPath(`desk-refunds-${locale}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }
  });
}
