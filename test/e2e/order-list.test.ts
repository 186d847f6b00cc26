/**
 * The shopper's order list in Chromium on a 360 px phone, in de-DE and fr-FR: opened by the mailed
 * list link, each order a card with its date, total, number and every part's state, nothing wider
 * than the screen, the order number whole on one line. Screenshots go to SCREENSHOT_DIR (default:
 * the system's temporary folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { COOKIES, EDITIONS, orderWords, type Locale } from '../../locales/editions';
import { filledForm, orderNumberOf, shopperAgent } from '../checkout/helpers';
import { offersFromShops } from '../checkout/support';
import { checkoutInBrowser } from './support/checkout-in-browser';

jest.setTimeout(300_000);

const e2e = checkoutInBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();

async function placed(locale: Locale, email: string, shops: number): Promise<string> {
  const { prefix, words } = EDITIONS[locale];
  const offers = await offersFromShops(e2e.shop.db, 'DE', shops);
  const agent = shopperAgent(e2e.shop.origin);
  (agent as unknown as { jar: { setCookie(cookie: string, domain: string, path: string): void } }).jar.setCookie(`${COOKIES.deliveryCountry}=DE`, new URL(e2e.shop.origin).hostname, '/');
  await agent.get(`${prefix}/${words.cartGenerate}?${offers.map((o) => `cartParam[${o.offerId}]=1`).join('&')}`);
  const form = await agent.get(`${prefix}/${orderWords(words).checkout}`).expect(200);
  const done = await agent.post(`${prefix}/${orderWords(words).checkout}`).set('origin', e2e.shop.origin).type('form').send(filledForm(form.text, { email })).expect(303);
  return orderNumberOf(done.headers.location!);
}

test.each(['de-DE', 'fr-FR'] as Locale[])('%s: the mailed order list on a phone', async (locale) => {
  const { prefix, words } = EDITIONS[locale];
  const email = `liste.${locale.toLowerCase()}@example.org`;
  const numbers = [await placed(locale, email, 1), await placed(locale, email, 3)];
  const orders = `${prefix}/${orderWords(words).orders}`;
  await request(e2e.shop.origin).post(orders).set('origin', e2e.shop.origin).type('form').send({ intent: 'list', email }).expect(303);
  const mail = await e2e.mailbox.waitFor((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '').includes(email) && /\?k=/.test(m.text ?? ''));
  const link = /(http:\/\/127\.0\.0\.1:\d+\S*\?k=[^\s"<]+)/.exec(mail.text ?? '')![1]!;

  const { page, errors } = await e2e.chromium.open({ width: 360 });
  await page.goto(link);
  expect(await page.$eval('html', (html) => html.lang)).toBe(locale);
  expect(await page.$$eval('.order-card', (cards) => cards.map((card) => card.getAttribute('data-order')))).toEqual([...numbers].reverse());
  expect(await page.$$eval('.order-card', (cards) => cards.map((card) => card.querySelectorAll('.order-card-parts li').length))).toEqual([3, 1]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const number of await page.$$('.order-card-number dd')) expect(await number.evaluate((el) => el.getClientRects().length)).toBe(1);
  await page.$eval('.orders h1', (h) => h.scrollIntoView({ block: 'start' }));
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `h1-order-list-${locale}-360.png`) as `${string}.png`, fullPage: true });
  expect(errors).toEqual([]);
  await page.close();
});
