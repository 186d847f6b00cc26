/**
 * The order page's review form with a photo chosen, as a shopper sees it in Chromium at 360 and
 * 1366 px in de-DE and fr-FR, and sent without script: the review kept with its photo; a file that
 * is no photo comes back with the reason beside the photo field and the text as typed.
 * Screenshots go to SCREENSHOT_DIR (default: the system's temporary folder) as reviews-*.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import type { Page } from 'puppeteer-core';
import { COOKIES, EDITIONS, orderWords, type Locale } from '../../locales/editions';
import { filledForm, orderNumberOf, shopperAgent } from '../checkout/helpers';
import { offersFromShops, shopToken } from '../checkout/support';
import { checkoutInBrowser } from './support/checkout-in-browser';
import { bookTransferReceived } from '../support/transfer-booked';
import { tempDir } from '../support/temp-dir';

jest.setTimeout(300_000);

const e2e = checkoutInBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? os.tmpdir();
const LOCALES: Locale[] = ['de-DE', 'fr-FR'];
const WIDTHS = [360, 1366];
const TEXTS: Record<string, string> = { 'de-DE': 'Passt, Foto vom Einbau anbei.', 'fr-FR': 'Conforme, photo du montage jointe.' };

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) as `${string}.png`, fullPage: false });
}

/** An order placed in the edition, its part paid, shipped and delivered: the order page's path. */
async function deliveredOrder(locale: Locale): Promise<string> {
  const { prefix, words } = EDITIONS[locale];
  const [offer] = await offersFromShops(e2e.shop.db, 'DE', 1);
  const agent = shopperAgent(e2e.shop.origin);
  (agent as unknown as { jar: { setCookie(cookie: string, domain: string, path: string): void } }).jar.setCookie(`${COOKIES.deliveryCountry}=DE`, new URL(e2e.shop.origin).hostname, '/');
  await agent.get(`${prefix}/${words.cartGenerate}?cartParam[${offer!.offerId}]=1`);
  const form = await agent.get(`${prefix}/${orderWords(words).checkout}`).expect(200);
  const placed = await agent.post(`${prefix}/${orderWords(words).checkout}`).set('origin', e2e.shop.origin).type('form').send(filledForm(form.text)).expect(303);
  const part = `${orderNumberOf(placed.headers.location!)}-1`;
  const auth = { authorization: `Bearer ${await shopToken(e2e.shop.db, offer!.shopId)}` };
  const status = (body: object) => request(e2e.shop.origin).post(`/shop-orders/${offer!.shopId}/orders/${part}/status`).set(auth).send(body).expect(200);
  await bookTransferReceived(e2e.shop.db.kysely, part);
  await status({ status: 'shipped', carrier: 'DHL', trackingNumber: '00340434161234567890' });
  await status({ status: 'delivered' });
  return placed.headers.location!.replace('&placed=1', '');
}

test.each(LOCALES)('%s: the review form with a photo chosen, sent without script', async (locale) => {
  const dir = tempDir('spareo-review-photo-');
  const photo = path.join(dir, 'einbau.jpg');
  fs.writeFileSync(photo, await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b6e8f' } }).jpeg().toBuffer());
  const notPhoto = path.join(dir, 'rechnung.jpg');
  fs.writeFileSync(notPhoto, '%PDF-1.4 no photo');

  for (const width of WIDTHS) {
    const orderPage = await deliveredOrder(locale);
    const { page, errors } = await e2e.chromium.open({ width, javaScript: false });
    await page.setCookie({ name: COOKIES.deliveryCountry, value: 'DE', url: e2e.shop.origin });
    await page.goto(`${e2e.shop.origin}${orderPage}`);
    const form = '.review-form';
    expect(await page.$eval(form, (el) => (el as HTMLFormElement).enctype)).toBe('multipart/form-data');
    await page.$eval(form, (el) => el.scrollIntoView({ block: 'start' }));
    // Nothing of the form runs past the page's width.
    expect(await page.$eval(form, (el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    // A file that is no photo: the form again, the reason beside the field, the text kept.
    await page.click(`${form} input[name="rating"][value="5"]`);
    await page.type(`${form} textarea[name="text"]`, TEXTS[locale]!);
    const input = await page.$(`${form} input[type="file"]`);
    await input!.uploadFile(notPhoto);
    await Promise.all([page.waitForNavigation(), page.click(`${form} button[type="submit"]`)]);
    const error = await page.$eval(`${form} .checkout-field-error`, (el) => ({ text: (el as HTMLElement).innerText, id: el.id }));
    expect(error.id).toMatch(/-photos-error$/);
    expect(error.text).toBe(locale === 'de-DE'
      ? 'Mindestens eine Datei ist kein Foto, das wir zeigen können. Bitte wählen Sie Fotos im Format JPEG, PNG oder WebP erneut aus.'
      : 'Au moins un des fichiers n’est pas une photo que nous pouvons afficher. Choisissez à nouveau des photos au format JPEG, PNG ou WebP.');
    expect(await page.$eval(`${form} textarea[name="text"]`, (el) => (el as HTMLTextAreaElement).value)).toBe(TEXTS[locale]);
    await page.$eval(`${form} input[type="file"]`, (el) => el.scrollIntoView({ block: 'center' }));
    await shoot(page, `reviews-refused-${locale}-${width}`);

    // The photo chosen: as the shopper sees the form before sending it.
    await (await page.$(`${form} input[type="file"]`))!.uploadFile(photo);
    await page.$eval(form, (el) => el.scrollIntoView({ block: 'start' }));
    await shoot(page, `reviews-${locale}-${width}`);
    await Promise.all([page.waitForNavigation(), page.click(`${form} button[type="submit"]`)]);
    expect(page.url()).toContain('reviewed=1');
    expect(await page.$(form)).toBeNull();
    const review = await e2e.shop.db.kysely.selectFrom('article_reviews').select(['id', 'text']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(review.text).toBe(TEXTS[locale]);
    expect(await e2e.shop.db.kysely.selectFrom('review_photos').select('photo_id').where('review_id', '=', review.id).execute()).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  }
});
