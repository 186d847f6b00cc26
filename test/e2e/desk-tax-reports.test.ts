/**
 * The desk's filings' reports in Chromium, in German and French at 1366 and 360 px, with scripts
 * off as a plain form: a quarter and a year chosen from lists that name them in words ("3. Quartal
 * 2026", "3e trimestre 2026", never 2026-Q3), an OSS shop's figures per country and rate in the
 * member's words and money format, the operator's commission, the DAC7 sellers with what they lack;
 * the DAC7 file refused on the page in the member's language while a person's date of birth is
 * missing, the OSS CSV downloaded. No axe violation, nothing scrolling sideways; screenshots go to
 * artifacts/screenshots (or SHOTS_DIR).
 */
import { priced, type InvoiceDocument } from '../../server/marketplace/invoices/document';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
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
const staff: Record<string, TestStaff> = {};
const OSS_SHOP = 901;

const seller = { name: 'Teilestadt GmbH', street: 'Industriestraße 5', zip: '50667', city: 'Köln', country: 'DE', vatId: 'DE136695976', email: null, phone: null, tradeRegister: null, registerNumber: null };
function doc(country: string, grossCents: number, rateBp: number): InvoiceDocument {
  const address = { name: 'Kunde', street: 'Rue 1', zip: '75002', city: 'Paris', country };
  return {
    kind: 'invoice', cause: 'shipment', number: 'X', issuedAt: '', deliveryDate: '2026-08-02', locale: 'de-DE', orderNumber: 'SP-TAX', partNumber: 'SP-TAX-1', orderedAt: '',
    corrects: null, seller, buyer: { ...address, vatId: null, email: null, company: null }, deliveryAddress: address, vatNote: null, paymentMethod: 'card', eInvoice: false,
    ...priced([{ kind: 'article', position: 1, brand: 'Bosch', articleNumber: '1', title: 'Bremsscheibe', quantity: 1, unitGrossCents: grossCents, grossCents, rateBp }]),
  };
}

beforeAll(async () => {
  origin = served.origin();
  const k = db.kysely;
  staff['de-DE'] = await createStaff(k, 'operator', { locale: 'de-DE', name: 'Olga Operator' });
  staff['fr-FR'] = await createStaff(k, 'operator', { locale: 'fr-FR', name: 'Léa Martin' });
  staff.support = await createStaff(k, 'support', { locale: 'de-DE', name: 'Sven Support' });
  await k.insertInto('shops').values([
    { id: OSS_SHOP, name: 'Teilestadt', slug: 'teilestadt-tax', rating: 4, country: 'DE', tax_scheme: 'oss', vat_id: 'DE136695976', legal_name: 'Teilestadt GmbH', street: 'Industriestraße 5', postcode: '50667', city: 'Köln', tax_number: '21/815/08150', is_trader: 1 },
    { id: 902, name: 'Schrauber Max', slug: 'schrauber-max-tax', rating: 4, country: 'DE', tax_scheme: 'exempt', legal_name: 'Max Schrauber', street: 'Weg 2', postcode: '10115', city: 'Berlin', is_trader: 0 },
  ]).execute();
  const at = '2026-08-02T10:00:00.000Z';
  const order = await k.insertInto('orders').values({
    number: 'SP-TAX', idempotency_key: 'tax-e2e', locale: 'de-DE', delivery_country: 'FR', email: 'a@example.fr', delivery_address: '{}', items_cents: 0, shipping_cents: 0, total_cents: 0, vat_cents: 0, page_url: '/', created_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  const part = await k.insertInto('order_shops').values({
    order_id: order.id, number: 'SP-TAX-1', shop_id: OSS_SHOP, shop_name: 'Teilestadt', status: 'shipped', payment_method: 'card', payment_reference: 'SP-TAX', items_cents: 0, shipping_cents: 0, total_cents: 0,
    vat_rate_bp: 2000, vat_cents: 0, delivery_days_min: 1, delivery_days_max: 2, terms: '', cancellation_policy: '', terms_accepted_at: at, status_changed_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  const documents: [string, InvoiceDocument][] = [['2026-08-05T10:00:00.000Z', doc('FR', 1_234_500, 2000)], ['2026-09-01T10:00:00.000Z', doc('IT', 12_200, 2200)]];
  for (const [index, [issuedAt, document]] of documents.entries()) {
    await k.insertInto('invoices').values({ shop_id: OSS_SHOP, order_id: order.id, order_shop_id: part.id, kind: 'invoice', sequence: 9000 + index, number: `TAX-${index}`, corrects_id: null, cause: 'shipment', issued_at: issuedAt, document: JSON.stringify({ ...document, issuedAt }) }).execute();
  }
  await k.insertInto('settlement_months').values({ month: '2026-08', closed_at: '2026-09-02T09:00:00.000Z', closed_by: 'test' }).onConflict((oc) => oc.doNothing()).execute();
  const settlement = (shop_id: number, parts: number, goods: number, commission: number) => ({
    month: '2026-08', shop_id, shop_name: 's', commission_bp: 1000, commission_fixed_cents: 0, parts, goods_cents: goods, shipping_cents: 0, collected_cents: 0, refunds_cents: 0,
    commission_cents: commission, commission_vat_cents: Math.round(commission * 19 / 119), carried_in_cents: 0, payout_cents: goods - commission, carried_out_cents: 0,
  });
  await k.insertInto('settlements').values([settlement(OSS_SHOP, 40, 1_246_700, 124_670), settlement(902, 35, 90_000, 9_000)]).execute();
  chromium = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  db.close();
});

const WORDS = {
  'de-DE': { quarter: '3. Quartal 2026', heading: 'Steuermeldungen', france: 'Frankreich', amount: '10.287,50', vat: '2.057,50', rate: /20[\u00a0\u202f]%/, refused: 'Die DAC7-Datei kann noch nicht erstellt werden', missing: 'Geburtsdatum' },
  'fr-FR': { quarter: '3e trimestre 2026', heading: 'Déclarations fiscales', france: 'France', amount: '10\u202f287,50', vat: '2\u202f057,50', rate: /20[\u00a0\u202f]%/, refused: 'Le fichier DAC7 ne peut pas encore être créé', missing: 'date de naissance' },
} as const;

for (const locale of ['de-DE', 'fr-FR'] as const) {
  test(`${locale}: a quarter and a year chosen without scripts, the OSS figures and the DAC7 sellers, at 1366 and 360 px`, async () => {
    const words = WORDS[locale];
    for (const width of [1366, 360]) {
      const { page, errors } = await chromium.open({ width });
      await page.setJavaScriptEnabled(false);
      await signIn(page, origin, staff[locale]!, checkSecret);
      await page.goto(`${origin}/desk/queue`);
      // Linked from the desk's navigation.
      const link = await page.$$eval('header nav a', (links) => links.map((a) => ({ text: a.textContent, href: a.getAttribute('href') })));
      expect(link).toContainEqual({ text: words.heading, href: '/desk/tax-reports' });
      await page.goto(`${origin}/desk/tax-reports`);
      expect(await page.$eval('html', (el) => el.lang)).toBe(locale);
      const options = await page.$$eval('#quarter option', (list) => list.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? '' })));
      expect(options).toContainEqual({ value: '2026-Q3', text: words.quarter });
      expect(options.some((o) => /Q\d/.test(o.text))).toBe(false);
      await page.select('#quarter', '2026-Q3');
      await page.select('#year', '2026');
      await Promise.all([page.waitForNavigation(), page.click('form.choose button[type=submit]')]);
      expect(page.url()).toContain('quarter=2026-Q3');
      const text = (await page.$eval('main', (el) => (el as HTMLElement).innerText)).replace(/[ \t\r\n]+/g, ' ');
      expect(text).toContain(words.quarter);
      expect(text).toContain(words.france);
      expect(text).toContain(words.amount);
      expect(text).toContain(words.vat);
      expect(text).toMatch(words.rate);
      expect(text).toContain(words.missing);
      expect(text).not.toMatch(/2026-Q\d|\b(domestic|reverseCharge|birthDate|taxNumber)\b/);
      // axe runs as a script of the page: the same page again with scripts on (the desk sends none of its own).
      await page.setJavaScriptEnabled(true);
      await page.reload();
      expect(await axeViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBeNull();
      await page.screenshot({ path: screenshotPath(`desk-tax-reports-${locale}-${width}.png`), fullPage: true });

      // The DAC7 file while a person's date of birth is missing: refused on the page, in the member's words.
      const xmlHref = await page.$eval('[data-dac7] a', (a) => a.getAttribute('href'));
      expect(xmlHref).toBe('/desk/tax-reports/dac7-2026.xml');
      const refused = await page.goto(`${origin}${xmlHref}`);
      expect(refused!.status()).toBe(409);
      expect(await page.$eval('#dac7-error', (el) => el.textContent)).toContain(words.refused);
      expect(await page.$eval('main > p.error a', (a) => a.getAttribute('href'))).toBe('#dac7-error');
      expect(await axeViolations(page)).toEqual([]);
      if (width === 360) await page.screenshot({ path: screenshotPath(`desk-tax-reports-refused-${locale}-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }
  });
}

test('the files: a shop\'s OSS CSV of the quarter and the DAC7 CSV of the year; a quarter not in the list is refused beside it', async () => {
  const { page } = await chromium.open({ width: 1366 });
  await signIn(page, origin, staff['de-DE']!, checkSecret);
  await page.goto(`${origin}/desk/tax-reports?quarter=2026-Q3&year=2026`);
  const download = async (href: string) => page.evaluate(async (url) => { const r = await fetch(url); return { status: r.status, type: r.headers.get('content-type'), disposition: r.headers.get('content-disposition'), body: await r.text() }; }, href);
  const oss = await download(`/desk/tax-reports/oss-2026-Q3-shop-${OSS_SHOP}.csv`);
  expect(oss.status).toBe(200);
  expect(oss.type).toContain('text/csv');
  expect(oss.disposition).toContain(`oss-2026-Q3-shop-${OSS_SHOP}.csv`);
  expect(oss.body).toContain('2026-Q3;DE136695976;FR;STANDARD;"20,00";"10287,50";"2057,50"');
  const dac7 = await download('/desk/tax-reports/dac7-2026.csv');
  expect(dac7.status).toBe(200);
  expect(dac7.body).toContain(`2026;${OSS_SHOP};entity;Teilestadt GmbH`);
  const wrong = await page.goto(`${origin}/desk/tax-reports?quarter=2026-Q7`);
  expect(wrong!.status()).toBe(400);
  expect(await page.$eval('#quarter-error', (el) => el.textContent)).toBe('Bitte ein Quartal aus der Liste wählen.');
  expect(await page.$eval('#quarter', (el) => el.getAttribute('aria-describedby'))).toBe('quarter-error');
  await page.close();
  // Support works the queue, not the filings: neither the page nor a file, and no link to them.
  const { page: support } = await chromium.open({ width: 1366 });
  await signIn(support, origin, staff.support!, checkSecret);
  expect((await support.goto(`${origin}/desk/tax-reports`))!.status()).toBe(403);
  expect((await support.goto(`${origin}/desk/tax-reports/dac7-2026.csv`))!.status()).toBe(403);
  await support.goto(`${origin}/desk/queue`);
  expect(await support.$$eval('header nav a', (links) => links.map((a) => a.getAttribute('href')))).not.toContain('/desk/tax-reports');
  await support.close();
});
