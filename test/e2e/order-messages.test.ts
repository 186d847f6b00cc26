/**
 * Messages inside the order in Chromium, in German and French at 1366 and 360 px: the shopper opens
 * the order page with its link, writes to the part's shop with a photo (plain form); the shop's
 * owner reads it in the portal with the photo and answers; the shopper sees the answer; the desk
 * sees the thread with the photo on the order's work page. No axe violation on the new forms and
 * pages, nothing scrolling sideways. Screenshots go to artifacts/screenshots (or SHOTS_DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ElementHandle, Page } from 'puppeteer-core';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { placeShopOrder, type PlacedOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';
import { tempDir } from '../support/temp-dir';
import { launchBrowser, type TestBrowser } from './support/browser';
import { screenshotPath, signIn } from './support/back-office';
import { axeViolations, sidewaysScroll } from './support/page-audit';

jest.setTimeout(300_000);

const { app, db, marketplace, checkSecret } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' }, dependencies: { deskMailbox: 'service@spareo.example' } });
const served = serveOnLoopback(app);
let origin = '';
let chromium: TestBrowser;
let shopId = 0;
let photoFile = '';
const owners: Record<string, TestStaff> = {};
const agents: Record<string, TestStaff> = {};

const WORDS = {
  'de-DE': { orderPath: (n: string) => `/Bestellungen/${n}`, question: 'Passt die Scheibe auch an einen Golf VII?', answer: 'Ja, sie passt an den Golf VII.', send: 'Nachricht senden', portalSend: 'Antwort senden', sent: 'Ihre Nachricht ist bei' },
  'fr-FR': { orderPath: (n: string) => `/fr-FR/mes-commandes/${n}`, question: 'Le disque est-il compatible avec une Clio IV ?', answer: 'Oui, il est compatible avec la Clio IV.', send: 'Envoyer le message', portalSend: 'Envoyer la réponse', sent: 'Votre message est parvenu à' },
} as const;

/** The photo (lazy-loaded) brought into view and decoded: a thumbnail that is really there. */
async function photoShown(page: Page, selector: string): Promise<boolean> {
  await page.$eval(selector, (img) => img.scrollIntoView());
  await page.waitForFunction((sel) => {
    const img = document.querySelector(sel) as HTMLImageElement | null;
    return img !== null && img.complete && img.naturalWidth > 0;
  }, { timeout: 15_000 }, selector);
  return true;
}
const mainText = async (page: Page) => (await page.$eval('main', (el) => (el as HTMLElement).innerText)).replace(/[ \t\r\n]+/g, ' ');
async function submitBy(page: Page, label: string) {
  const [button] = await page.$$(`xpath/.//button[normalize-space()="${label}"]`);
  await Promise.all([page.waitForNavigation(), (button as ElementHandle<HTMLButtonElement>).click()]);
}

beforeAll(async () => {
  origin = served.origin();
  const k = db.kysely;
  shopId = (await k.selectFrom('shops').innerJoin('shop_shipping', 'shop_shipping.shop_id', 'shops.id').innerJoin('offers', 'offers.shop_id', 'shops.id')
    .select('shops.id').where('shops.email', 'is not', null).where('shops.country', '=', 'DE').where('shop_shipping.country', '=', 'DE').where('offers.stock', '>', 3)
    .orderBy('shops.id').executeTakeFirstOrThrow()).id;
  for (const locale of ['de-DE', 'fr-FR'] as const) {
    owners[locale] = await createStaff(k, 'shop_owner', { shopId, locale });
    agents[locale] = await createStaff(k, 'support', { locale, name: locale === 'de-DE' ? 'Jana Service' : 'Léa Martin' });
  }
  // A phone's photo, with where it was taken in its EXIF.
  photoFile = path.join(tempDir('order-messages-'), 'IMG_0001.jpg');
  fs.writeFileSync(photoFile, await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c0392b' } }).jpeg()
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 8/1 3000/100' } }).toBuffer());
  chromium = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await chromium?.close();
  db.close();
});

for (const locale of ['de-DE', 'fr-FR'] as const) {
  test(`${locale}: the shopper writes with a photo, the shop answers in the portal, the desk sees the thread, at 1366 and 360 px`, async () => {
    const words = WORDS[locale];
    for (const width of [1366, 360]) {
      const placed: PlacedOrder = await placeShopOrder(marketplace, db, shopId, { payment: 'prepayment' });
      const orderUrl = `${origin}${words.orderPath(placed.number)}?t=${placed.token}`;

      // The shopper: the part's messages, a question and a photo.
      const shopper = await chromium.open({ width });
      await shopper.page.goto(orderUrl);
      expect(await shopper.page.$eval('html', (el) => el.lang)).toBe(locale);
      await shopper.page.click(`#messages-${placed.part} summary`);
      await shopper.page.type(`#messages-${placed.part}-text`, words.question);
      const input = (await shopper.page.$(`#messages-${placed.part}-photos`)) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(photoFile);
      expect(await axeViolations(shopper.page)).toEqual([]);
      await submitBy(shopper.page, words.send);
      expect(await mainText(shopper.page)).toContain(words.sent);
      expect(await mainText(shopper.page)).toContain(words.question);
      expect(await photoShown(shopper.page, `#messages-${placed.part} .message-photos img`)).toBe(true);
      expect(await sidewaysScroll(shopper.page)).toBeNull();
      await shopper.page.$eval(`#messages-${placed.part}`, (el) => el.scrollIntoView());
      await shopper.page.screenshot({ path: screenshotPath(`order-messages-shopper-${locale}-${width}.png`), fullPage: true });

      // The shop's owner: the message and the photo in the portal, the answer.
      const shop = await chromium.open({ width });
      await signIn(shop.page, origin, owners[locale]!, checkSecret);
      await shop.page.goto(`${origin}/portal/orders/${placed.part}/messages`);
      expect(await shop.page.$eval('html', (el) => el.lang)).toBe(locale);
      expect(await mainText(shop.page)).toContain(words.question);
      expect(await photoShown(shop.page, '.message-photos img')).toBe(true);
      await shop.page.type('#message-text', words.answer);
      await submitBy(shop.page, words.portalSend);
      expect(await mainText(shop.page)).toContain(words.answer);
      expect(await axeViolations(shop.page)).toEqual([]);
      expect(await sidewaysScroll(shop.page)).toBeNull();
      await shop.page.screenshot({ path: screenshotPath(`order-messages-portal-${locale}-${width}.png`), fullPage: true });

      // The shopper sees the answer on the order page.
      await shopper.page.goto(orderUrl);
      expect(await mainText(shopper.page)).toContain(words.answer);

      // The desk: both on the order's work page, the photo shown.
      const desk = await chromium.open({ width });
      await signIn(desk.page, origin, agents[locale]!, checkSecret);
      await desk.page.goto(`${origin}/desk/orders/${placed.number}`);
      expect(await desk.page.$eval('html', (el) => el.lang)).toBe(locale);
      const work = await mainText(desk.page);
      expect(work).toContain(words.question);
      expect(work).toContain(words.answer);
      expect(await photoShown(desk.page, 'ol.conversation .message-photos img')).toBe(true);
      expect(await axeViolations(desk.page)).toEqual([]);
      expect(await sidewaysScroll(desk.page)).toBeNull();
      await desk.page.$eval('#conversation', (el) => el.scrollIntoView());
      await desk.page.screenshot({ path: screenshotPath(`order-messages-desk-${locale}-${width}.png`), fullPage: true });

      for (const opened of [shopper, shop, desk]) {
        expect(opened.errors).toEqual([]);
        await opened.page.close();
      }
    }
  });
}
