/**
 * The portal's shipping table on a real server and database: money is typed as people write it in
 * the member's language ("4,95", "4.95", "4,95 €") and shown back the same way; a typed text that
 * is no amount comes back as the form with the text kept and a clear problem beside the field, in
 * the member's language, and no row is lost.
 */
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { ownerCookie } from '../support/staff';

const { app, db } = createTestApp({ db: createSeededDatabase() });
const shop = serveOnLoopback(app);
const members: Record<string, { id: number; cookie: string }> = {};

/** The owner of the first shop of that country, in its language: shipping speaks for the shop, so it is the owner's alone. */
async function signIn(country: string, locale: string): Promise<{ id: number; cookie: string }> {
  const { id } = await db.kysely.selectFrom('shops').select('id').where('country', '=', country).orderBy('id').executeTakeFirstOrThrow();
  return { id, cookie: await ownerCookie(db.kysely, id, locale) };
}

const page = async (who: string) => (await fetch(`${shop.origin()}/portal/shop-page`, { headers: { cookie: members[who]!.cookie } })).text();
const save = (who: string, form: Record<string, string>) => fetch(`${shop.origin()}/portal/shop-page/shipping`, {
  method: 'POST', redirect: 'manual', headers: { cookie: members[who]!.cookie, origin: shop.origin(), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form),
});
const stored = async (who: string) => db.kysely.selectFrom('shop_shipping').select(['country', 'cost_cents', 'free_from_cents']).where('shop_id', '=', members[who]!.id).orderBy('country').execute();
const value = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  members.de = await signIn('DE', 'de-DE');
  members.fr = await signIn('FR', 'fr-FR');
  members.nl = await signIn('NL', 'nl-NL');
});
afterAll(() => db.close());

test.each([['4,95', 495], ['4.95', 495], ['4,95 €', 495], ['12', 1200]])('de-DE: "%s" is saved as %i cents and shown back as people write it', async (typed, cents) => {
  const answer = await save('de', { rows: '2', country_0: 'DE', cost_0: typed, freeFrom_0: '150,00', daysMin_0: '1', daysMax_0: '3', country_1: 'AT', cost_1: '9,90', freeFrom_1: '', daysMin_1: '2', daysMax_1: '5' });
  expect(answer.status).toBe(303);
  expect(await stored('de')).toEqual([{ country: 'AT', cost_cents: 990, free_from_cents: null }, { country: 'DE', cost_cents: cents, free_from_cents: 15000 }]);
  const html = await page('de');
  expect(html).toContain('Versandkosten (€)');
  expect(value(html, 'cost_1')).toBe(new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(cents / 100));
  expect(value(html, 'freeFrom_1')).toBe('150,00');
});

test.each([['fr', 'Frais de port (€)', 'Un montant en euros'], ['nl', 'Verzendkosten (€)', 'Een bedrag in euro']])('%s: "4,95" is taken; "quatre" comes back kept with the problem beside it, and no row is lost', async (who, label, problem) => {
  expect((await save(who, { rows: '1', country_0: 'DE', cost_0: '4,95', freeFrom_0: '', daysMin_0: '1', daysMax_0: '3' })).status).toBe(303);
  const shown = await page(who);
  expect(shown).toContain(label);
  expect(value(shown, 'cost_0')).toBe('4,95');

  const refused = await save(who, { rows: '2', country_0: 'DE', cost_0: '4,95', freeFrom_0: '', daysMin_0: '1', daysMax_0: '3', country_1: 'BE', cost_1: 'quatre', freeFrom_1: '', daysMin_1: '2', daysMax_1: '4' });
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(html).not.toMatch(/costCents|expected an amount|rows\.\d/);
  expect(value(html, 'cost_1')).toBe('quatre');
  expect(value(html, 'country_1')).toBe('BE');
  expect(html).toMatch(new RegExp(`id="shipping-1-cost"[^>]*aria-invalid="true"[^>]*aria-describedby="shipping-1-cost-problem"`));
  expect(html).toMatch(new RegExp(`id="shipping-1-cost-problem">${problem}`));
  // Nothing was saved: the table is still the one before.
  expect(await stored(who)).toEqual([{ country: 'DE', cost_cents: 495, free_from_cents: null }]);
});

test('de-DE: days out of order and an unknown country are named beside their fields, in German', async () => {
  const refused = await save('de', { rows: '1', country_0: 'D1', cost_0: '4,95', freeFrom_0: '', daysMin_0: '5', daysMax_0: '2' });
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(html).toMatch(/id="shipping-0-country-problem">Bitte ein Länderkürzel/);
  expect(html).toMatch(/id="shipping-0-daysMax-problem">Die längste Lieferzeit ist kürzer als die kürzeste/);
  expect(html).not.toMatch(/deliveryDaysMax|the longest delivery/);
});

test.each([['1.234,00', 123400], ['1,234.56', 123456], ['1234', 123400]])('de-DE: free shipping from "%s" is saved as %i cents, as the feeds read it', async (typed, cents) => {
  const answer = await save('de', { rows: '1', country_0: 'DE', cost_0: '4,95', freeFrom_0: typed, daysMin_0: '1', daysMax_0: '3' });
  expect(answer.status).toBe(303);
  expect(await stored('de')).toEqual([{ country: 'DE', cost_cents: 495, free_from_cents: cents }]);
});

test.each([
  ['1.234', /Punkt oder Komma vor drei Ziffern ist mehrdeutig/], ['1,234', /Punkt oder Komma vor drei Ziffern ist mehrdeutig/],
  ['1.005', /Punkt oder Komma vor drei Ziffern ist mehrdeutig/], ['12,345', /Punkt oder Komma vor drei Ziffern ist mehrdeutig/], ['1234,567', /Bitte höchstens zwei Nachkommastellen/],
])('de-DE: "%s" is not guessed: the form comes back with the reason beside the field, in German, and nothing is saved', async (typed, reason) => {
  expect((await save('de', { rows: '1', country_0: 'DE', cost_0: '4,95', freeFrom_0: '150,00', daysMin_0: '1', daysMax_0: '3' })).status).toBe(303);
  const refused = await save('de', { rows: '1', country_0: 'DE', cost_0: '4,95', freeFrom_0: typed, daysMin_0: '1', daysMax_0: '3' });
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(value(html, 'freeFrom_0')).toBe(typed);
  expect(html).toMatch(new RegExp(`id="shipping-0-freeFrom-problem">${reason.source}`));
  expect(await stored('de')).toEqual([{ country: 'DE', cost_cents: 495, free_from_cents: 15000 }]);
});
