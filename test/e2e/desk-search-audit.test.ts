/**
 * The desk's search, review decisions and audit log in Chromium, in German and French at 1366 and
 * 360 px: part of a buyer's name finds the order; a review published with a reason and the
 * decision undone, both in its history; the audit log filtered by a day typed as the edition writes
 * it, its details in words. No axe violation, nothing scrolling sideways, no raw code on the page.
 * Screenshots go to artifacts/screenshots (or SHOTS_DIR).
 */
import type { Page } from 'puppeteer-core';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { shipPaidPartInOctober } from '../support/october-parts';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';
import { launchBrowser, type TestBrowser } from './support/browser';
import { screenshotPath, signIn } from './support/back-office';
import { axeViolations, sidewaysScroll } from './support/page-audit';

jest.setTimeout(240_000);

const { app, db, checkSecret } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' } });
const served = serveOnLoopback(app);
let origin = '';
let chromium: TestBrowser;
let orderNumber = '';
let reviewId = 0;
const staff: Record<string, TestStaff> = {};

beforeAll(async () => {
  origin = served.origin();
  const k = db.kysely;
  staff['de-DE'] = await createStaff(k, 'operator', { locale: 'de-DE', name: 'Olga Operator' });
  staff['fr-FR'] = await createStaff(k, 'operator', { locale: 'fr-FR', name: 'Léa Martin' });
  const part = await shipPaidPartInOctober(k, 2, 'SP-261015-SEARC');
  orderNumber = part.replace(/-1$/, '');
  const row = await k.selectFrom('order_shops').select('id').where('number', '=', part).executeTakeFirstOrThrow();
  const article = await k.selectFrom('articles').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  reviewId = (await k.insertInto('article_reviews').values({
    article_id: article.id, order_shop_id: row.id, rating: 4, text: 'Passt, gut verpackt.', author: 'Erika M.', lang_no: 1, buyer_key: 'erika', created_at: '2026-10-20T09:00:00.000Z',
  }).returning('id').executeTakeFirstOrThrow()).id;
  chromium = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  db.close();
});

const mainText = async (page: Page) => (await page.$eval('main', (el) => (el as HTMLElement).innerText)).replace(/[ \t\r\n]+/g, ' ');

async function checked(page: Page, shot: string) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBeNull();
  await page.screenshot({ path: screenshotPath(shot), fullPage: true });
}

for (const locale of ['de-DE', 'fr-FR'] as const) {
  const de = locale === 'de-DE';
  test(`${locale}: search by part of a name, a review published and undone, the audit filtered by a typed day, at 1366 and 360 px`, async () => {
    for (const width of [1366, 360]) {
      const { page, errors } = await chromium.open({ width });
      await signIn(page, origin, staff[locale]!, checkSecret);

      await page.goto(`${origin}/desk/search`);
      await page.type('#q', 'muSTer');
      await Promise.all([page.waitForNavigation(), page.click('form[role=search] button[type=submit]')]);
      const found = await mainText(page);
      expect(found).toContain(orderNumber);
      expect(found).toContain('Erika Muster');
      expect(found).toContain(de ? 'Bestellungen' : 'Commandes');
      await checked(page, `desk-search-${locale}-${width}.png`);

      await page.goto(`${origin}/desk/reviews`);
      await page.type(`#reason-${reviewId}`, de ? 'sachlich' : 'factuel');
      await Promise.all([page.waitForNavigation(), page.click(`#review-${reviewId} button[value=approved]`)]);
      expect(await mainText(page)).toContain(de ? 'Bewertung freigegeben.' : 'Avis publié.');
      await page.type(`#undo-reason-${reviewId}`, de ? 'zu früh' : 'trop tôt');
      await Promise.all([page.waitForNavigation(), page.click(`section#review-${reviewId} button[type=submit]`)]);
      const reviews = await mainText(page);
      expect(reviews).toContain(de ? 'Entscheidung rückgängig gemacht.' : 'Décision annulée.');
      expect(reviews).toContain(de ? 'rückgängig gemacht, jetzt: wartet auf Prüfung' : 'annulé, désormais\u00a0: en attente de vérification');
      expect(reviews).toContain(de ? 'Grund: zu früh' : 'Motif\u00a0: trop tôt');
      // Back among those waiting: the walk can publish it again at the next width.
      expect(await page.$(`tr#review-${reviewId}`)).not.toBeNull();
      await checked(page, `desk-reviews-history-${locale}-${width}.png`);

      const today = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: de ? 'Europe/Berlin' : 'Europe/Paris' }).format(new Date());
      await page.goto(`${origin}/desk/audit`);
      await page.select('#what', 'review_undone');
      await page.type('#from', today);
      await page.type('#to', 'gestern');
      await Promise.all([page.waitForNavigation(), page.click('form[role=search] button[type=submit]')]);
      expect(await page.$eval('#to', (el) => el.getAttribute('aria-invalid'))).toBe('true');
      expect(await page.$eval('#from', (el) => (el as HTMLInputElement).value)).toBe(today);
      await page.$eval('#to', (el) => { (el as HTMLInputElement).value = ''; });
      await page.type('#to', today);
      await Promise.all([page.waitForNavigation(), page.click('form[role=search] button[type=submit]')]);
      const audit = await mainText(page);
      expect(audit).toContain(de ? 'Bewertungsentscheidung rückgängig gemacht' : 'Décision sur un avis annulée');
      expect(audit).toContain('Erika M.');
      expect(audit).not.toMatch(/\b(review_undone|reviewId|approved|pending)\b/);
      await checked(page, `desk-audit-${locale}-${width}.png`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
}
