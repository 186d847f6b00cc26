/**
 * After the order, as a shopper sees it in Chromium at 360 and 1366 px in de-DE, fr-FR and es-ES:
 * the order page with each part's steps and the carrier's tracking link, a delivery day on the
 * offers and in the cart, a part withdrawn after it was sent (where to send it back, the reason,
 * the refund); on the phone the compact bar with search, vehicle and cart once the header has
 * scrolled away, and order numbers that never break. Screenshots go to SCREENSHOT_DIR (default:
 * the system's temporary folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Page } from 'puppeteer-core';
import { COOKIES, EDITIONS, orderWords, type Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { filledForm, formOf, orderNumberOf, shopperAgent } from '../checkout/helpers';
import { offersFromShops, shopToken } from '../checkout/support';
import { checkoutInBrowser } from './support/checkout-in-browser';
import { bookTransferReceived } from '../support/transfer-booked';

jest.setTimeout(300_000);

const e2e = checkoutInBrowser();

const SHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();
const LOCALES: Locale[] = ['de-DE', 'fr-FR', 'es-ES'];
const WIDTHS = [360, 1366];

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) as `${string}.png`, fullPage: false });
}

/** A two-shop order placed in the edition, one part shipped and delivered, the other shipped and then withdrawn. */
async function placedOrder(locale: Locale): Promise<{ page: string; tracked: string; returned: string }> {
  const { prefix, words } = EDITIONS[locale];
  const offers = await offersFromShops(e2e.shop.db, 'DE', 2);
  const agent = shopperAgent(e2e.shop.origin);
  // Delivered to Germany in every edition: the agent keeps the choice like a browser.
  (agent as unknown as { jar: { setCookie(cookie: string, domain: string, path: string): void } }).jar.setCookie(`${COOKIES.deliveryCountry}=DE`, new URL(e2e.shop.origin).hostname, '/');
  await agent.get(`${prefix}/${words.cartGenerate}?${offers.map((o) => `cartParam[${o.offerId}]=1`).join('&')}`);
  const form = await agent.get(`${prefix}/${orderWords(words).checkout}`).expect(200);
  const placed = await agent.post(`${prefix}/${orderWords(words).checkout}`).set('origin', e2e.shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const number = orderNumberOf(placed.headers.location!);
  const parts = await e2e.shop.db.kysely.selectFrom('order_shops as p').innerJoin('orders as o', 'o.id', 'p.order_id').select(['p.number', 'p.shop_id as shopId'])
    .where('o.number', '=', number).orderBy('p.id').execute();
  const [tracked, returned] = parts as [{ number: string; shopId: number }, { number: string; shopId: number }];
  const status = async (part: { number: string; shopId: number }, body: Record<string, unknown>) => {
    const auth = { authorization: `Bearer ${await shopToken(e2e.shop.db, part.shopId)}` };
    await request(e2e.shop.origin).post(`/shop-orders/${part.shopId}/orders/${part.number}/status`).set(auth).send(body).expect(200);
  };
  await status(tracked, { status: 'accepted' });
  // Paid by prepayment: the operator books each transfer received before the part ships.
  await bookTransferReceived(e2e.shop.db.kysely, tracked.number);
  await status(tracked, { status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' });
  await status(tracked, { status: 'delivered' });
  await e2e.shop.db.kysely.updateTable('shops').set({ return_address: 'Retourenlager Süd\nIndustriestraße 12\n80939 München' }).where('id', '=', returned.shopId).execute();
  await bookTransferReceived(e2e.shop.db.kysely, returned.number);
  await status(returned, { status: 'shipped', carrier: 'GLS', trackingNumber: '771234567890' });
  const page = placed.headers.location!.replace('&placed=1', '');
  const url = new URL(page, e2e.shop.origin);
  const withdrawal = `${url.pathname}/${orderWords(words).withdraw}${url.search}`;
  const formPage = await agent.get(`${withdrawal}&part=${returned.number}`).expect(200);
  const lines = [...new Set([...formPage.text.matchAll(new RegExp(`value="(${returned.number}:\\d+)"`, 'g'))].map((m) => m[1]!))];
  const fields = { ...formOf(formPage.text), part: returned.number, reason: 'fit' };
  await agent.post(withdrawal).set('origin', e2e.shop.origin).type('form')
    .send(new URLSearchParams([...Object.entries(fields).filter(([k]) => k !== 'lines'), ...lines.map((l) => ['lines', l] as [string, string])]).toString()).expect(303);
  return { page, tracked: tracked.number, returned: returned.number };
}

const REVIEWS: Record<string, [number, string, string][]> = {
  'de-DE': [[5, 'Passte auf Anhieb, Lieferung schneller als angegeben.', 'Henrike'], [4, 'Gute Qualität, Verpackung etwas knapp.', 'Jonas']],
  'fr-FR': [[5, 'Pièce conforme, montage sans souci.', 'Camille'], [4, 'Bon rapport qualité-prix.', 'Luc']],
  'es-ES': [[5, 'Encaja perfectamente, envío rápido.', 'Lucía'], [3, 'Correcto, aunque tardó un día más.', 'Pablo']],
};

/** Approved reviews of verified buyers for the article, in the edition's language, before its page is first asked for. */
async function approvedReviewsOf(articleId: number, locale: Locale) {
  const parts = await e2e.shop.db.kysely.selectFrom('order_shops').select('id').orderBy('id', 'desc').limit(2).execute();
  for (const [i, [rating, text, author]] of REVIEWS[locale]!.entries()) {
    await e2e.shop.db.kysely.insertInto('article_reviews').values({ article_id: articleId, order_shop_id: parts[i]!.id, rating, text, author, lang_no: EDITIONS[locale].langNo, status: 'approved', created_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing()).execute();
  }
}

test.each(LOCALES)('%s: order page with tracking, a return after withdrawal, delivery days on offers and in the cart', async (locale) => {
  const { prefix, words } = EDITIONS[locale];
  const order = await placedOrder(locale);
  const [offer] = await offersFromShops(e2e.shop.db, 'DE', 1);
  const article = await e2e.shop.db.kysely.selectFrom('offers as o').innerJoin('articles as a', 'a.id', 'o.article_id').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'a.norm_number as normNumber', 'b.seo_name as seoName']).where('o.id', '=', offer!.offerId).executeTakeFirstOrThrow();
  await approvedReviewsOf(article.id, locale);
  for (const width of WIDTHS) {
    const { page, errors } = await e2e.chromium.open({ width });
    await page.setCookie({ name: COOKIES.deliveryCountry, value: 'DE', url: e2e.shop.origin });

    // The order: each part's steps, the parcel's tracking link, the number whole on one line.
    await page.goto(`${e2e.shop.origin}${order.page}`);
    const steps = await page.$$eval(`[aria-labelledby="part-${order.tracked}"] .order-steps li`, (items) => items.map((li) => li.getAttribute('data-step')));
    expect(steps).toEqual(['received', 'accepted', 'paid', 'shipped', 'delivered']);
    expect(await page.$eval(`[aria-labelledby="part-${order.tracked}"] .order-step-tracking a`, (a) => (a as HTMLAnchorElement).href)).toMatch(/^https:\/\/www\.dhl\.com\/.+00340434161234567890/);
    for (const number of await page.$$('.order h1 .order-number, .order-part h2 .order-number')) {
      expect(await number.evaluate((el) => el.getClientRects().length)).toBe(1);
    }
    await page.$eval(`#part-${order.tracked}`, (h) => h.scrollIntoView({ block: 'start' }));
    await shoot(page, `order-tracking-${locale}-${width}`);

    // The withdrawn part: the reason, where it goes back, the refund still to come.
    const returned = `[aria-labelledby="part-${order.returned}"]`;
    expect(await page.$eval(`${returned} .return-address-lines`, (el) => (el as HTMLElement).innerText)).toContain('Retourenlager Süd');
    expect(await page.$(`${returned} .withdrawal-reason`)).not.toBeNull();
    await page.$eval(`${returned} .withdrawal-steps`, (el) => el.scrollIntoView({ block: 'center' }));
    await shoot(page, `return-after-withdrawal-${locale}-${width}`);

    // An offer's delivery day.
    await page.goto(`${e2e.shop.origin}${pathFor(`Article___${locale}`, { brandName: article.seoName, normNumber: article.normNumber }, { query: { articleId: offer!.offerId } })}`);
    expect(await page.$eval('.offers .delivery-by time', (t) => t.getAttribute('datetime'))).toMatch(/^\d{4}-\d\d-\d\d$/);
    await page.$eval('#offers', (el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, `offer-delivery-day-${locale}-${width}`);

    // Buyers' reviews under the article.
    await page.$eval('#reviews', (el) => el.scrollIntoView({ block: 'start' }));
    expect(await page.$$eval('.reviews-list li', (items) => items.length)).toBeGreaterThan(0);
    await shoot(page, `article-reviews-${locale}-${width}`);

    // The cart's delivery day.
    await page.goto(`${e2e.shop.origin}${prefix}/${words.cartGenerate}?cartParam[${offer!.offerId}]=1`);
    await page.waitForSelector('.cart-delivery .delivery-by time');
    await page.$eval('.cart-shop', (el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, `cart-delivery-day-${locale}-${width}`);

    if (width === 360) {
      // The compact bar: absent at the top, there with search, vehicle and cart once the header scrolled away.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.phone-bar')!).visibility === 'hidden');
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForFunction(() => getComputedStyle(document.querySelector('.phone-bar')!).visibility === 'visible');
      const bar = await page.$eval('.phone-bar', (el) => ({ top: el.getBoundingClientRect().top, height: el.getBoundingClientRect().height, search: Boolean(el.querySelector('input[name=q]')), cart: Boolean(el.querySelector('.cart-link')), vehicle: Boolean(el.querySelector('.phone-bar-vehicle')) }));
      expect(bar).toMatchObject({ top: 0, search: true, cart: true, vehicle: true });
      expect(bar.height).toBeLessThan(64);
      await shoot(page, `phone-bar-${locale}`);
    }
    expect(errors.filter((e) => !e.includes('Content Security Policy'))).toEqual([]);
    await page.close();
  }
});
