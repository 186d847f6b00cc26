/**
 * The portal's bulk steps in Chromium as a shop's owner works them, in German and French at 1366
 * and 360 px: new parts ticked and confirmed in one step with one refused beside it, a tracking
 * file uploaded and its result page, and an agreed return recorded on a delivered part; in the
 * member's words, no axe violation, nothing scrolling sideways. Screenshots go to
 * artifacts/screenshots (or SHOTS_DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { placeShopOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, type TestStaff } from '../support/staff';
import { tempDir } from '../support/temp-dir';
import { bookTransferReceived } from '../support/transfer-booked';
import { launchBrowser, type TestBrowser } from './support/browser';
import { screenshotPath, signIn } from './support/back-office';
import { axeViolations, sidewaysScroll } from './support/page-audit';

jest.setTimeout(300_000);

const SHOP = 4;
const { app, db, marketplace, checkSecret } = createTestApp({ db: createSeededDatabase() });
const served = serveOnLoopback(app);
let origin = '';
let chromium: TestBrowser;
const owners: Record<string, TestStaff> = {};
const scratch = tempDir('spareo-tracking-');

beforeAll(async () => {
  origin = served.origin();
  owners['de-DE'] = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP, locale: 'de-DE', name: 'Jens Berger' });
  owners['fr-FR'] = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP, locale: 'fr-FR', name: 'Camille Arnaud' });
  // Sixteen orders of two of the shop's first offer in stock: the shop holds enough for all of them, whatever the seed drew.
  await db.kysely.updateTable('offers').set({ stock: 60 }).where('shop_id', '=', SHOP).where('stock', '>', 3).execute();
  chromium = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  db.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const WORDS = {
  'de-DE': { confirmed: '1 Teilbestellung angenommen.', refused: 'Nicht angenommen', summary: 'Versendet: 1 · Abgelehnt: 1', agreed: 'Rückgabe vereinbart am', group: 'Rückgabe vereinbart (1)' },
  'fr-FR': { confirmed: '1 commande partielle acceptée.', refused: 'Non acceptée', summary: 'Expédiées\u00a0: 1 · Refusées\u00a0: 1', agreed: 'Retour convenu le', group: 'Retours convenus (1)' },
} as const;
const ENGLISH = /\b(accepted|shipped|cancelled|withdrawn|return_requested|notFound|tracking|required)\b/;

for (const locale of ['de-DE', 'fr-FR'] as const) {
  test(`${locale}: bulk confirm, a tracking file and an agreed return, at 1366 and 360 px`, async () => {
    const words = WORDS[locale];
    for (const width of [1366, 360]) {
      const [a, gone, shipNow, toReturn] = await Promise.all([0, 1, 2, 3].map(() => placeShopOrder(marketplace, db, SHOP)));
      const { page, errors } = await chromium.open({ width });
      await signIn(page, origin, owners[locale]!, checkSecret);
      const text = async () => (await page.$eval('main', (el) => (el as HTMLElement).innerText)).replace(/[ \t\r\n]+/g, ' ');
      const check = async (name: string) => {
        expect(await page.$eval('html', (el) => el.lang)).toBe(locale);
        expect(await text()).not.toMatch(ENGLISH);
        expect(await axeViolations(page)).toEqual([]);
        expect(await sidewaysScroll(page)).toBeNull();
        await page.screenshot({ path: screenshotPath(`portal-${name}-${locale}-${width}.png`), fullPage: true });
      };

      // Bulk confirm: two ticked, one of them cancelled by its shopper meanwhile.
      await page.goto(`${origin}/portal/orders?status=new&q=${a!.number.slice(0, 9)}`);
      await page.click(`[id="${a!.part}-pick"]`);
      await page.click(`[id="${gone!.part}-pick"]`);
      await db.kysely.updateTable('order_shops').set({ status: 'cancelled' }).where('number', '=', gone!.part).execute();
      await Promise.all([page.waitForNavigation(), page.click('#bulk-confirm button[type="submit"]')]);
      expect(await text()).toContain(words.confirmed);
      // Cancelled meanwhile, the part is no longer on the list of new ones: its refusal is named at the top.
      expect(await text()).toContain(`${gone!.part} · ${words.refused}`);
      await check('bulk-confirm');

      // A tracking file: one good row, one of a part not yet paid.
      await bookTransferReceived(db.kysely, shipNow!.part);
      const file = path.join(scratch, `sendungen-${locale}-${width}.csv`);
      fs.writeFileSync(file, `\uFEFF${shipNow!.part};DHL;00340434161094042557\r\n${toReturn!.part};DHL;00340434161094042558\r\n`);
      await page.goto(`${origin}/portal/orders/tracking`);
      await check('tracking-upload');
      const input = await page.$('#tracking-file');
      await (input as unknown as { uploadFile(file: string): Promise<void> }).uploadFile(file);
      await Promise.all([page.waitForNavigation(), page.click('form[enctype="multipart/form-data"] button[type="submit"]')]);
      expect(await text()).toContain(words.summary);
      await check('tracking-result');

      // An agreed return of the part just shipped and delivered.
      await page.goto(`${origin}/portal/orders?q=${shipNow!.part}`);
      await Promise.all([page.waitForNavigation(), page.click(`[id="${shipNow!.part}"] form:has(input[value="delivered"]) button`)]);
      await Promise.all([page.waitForNavigation(), page.click(`[id="${shipNow!.part}"] form:has(input[value="return_requested"]) button`)]);
      await page.goto(`${origin}/portal/orders?q=${shipNow!.part}`);
      expect(await text()).toContain(words.agreed);
      // Grouped as a return, never among the withdrawals.
      expect(await page.$eval('section[id="group-returnAgreed"] h2', (el) => (el as HTMLElement).innerText)).toBe(words.group);
      await check('agreed-return');
      expect(errors).toEqual([]);
      await page.close();
    }
  });
}
