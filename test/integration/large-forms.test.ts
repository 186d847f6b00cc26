/**
 * Forms with room for what their fields allow: the portal's terms form takes the API's maximum
 * (50,000 characters, umlauts URL-encoded several times that many bytes) and saves it exactly; a
 * longer text comes back in the form, kept, with the problem beside the field in the member's
 * language. A body too large anyway gets a page in the reader's language saying what was too large:
 * the portal's own page with its navigation, the shop's own page, never "unexpected error".
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { createI18n, translatorFor } from '../../locales/i18n';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { ownerCookie } from '../support/staff';

const SHOP = 4;
const { app, db } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
const t = translatorFor(createI18n(), 'de-DE');
let base = '';
let cookie = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cookie = await ownerCookie(db.kysely, SHOP);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

/** A German AGB of the given length, umlauts and all. */
const agb = (length: number) => {
  const sentence = '§ 1 Geltungsbereich: Für alle Bestellungen über unseren Shop gelten ausschließlich diese Geschäftsbedingungen; Änderungen bedürfen der Schriftform, Rückgabe übernimmt der Käufer. ';
  return sentence.repeat(Math.ceil(length / sentence.length)).slice(0, length).trimEnd().padEnd(length, 'ä');
};
const saveTexts = (terms: string) => fetch(`${base}${PORTAL_PATHS.texts}`, {
  method: 'POST', redirect: 'manual',
  headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ terms, cancellationPolicy: 'Widerruf binnen 14 Tagen.', paymentMethods: 'prepayment' }).toString(),
});
// The owner's language is German: the texts in language 1.
const storedTerms = async () => (await db.kysely.selectFrom('shop_texts').select('terms').where('shop_id', '=', SHOP).where('lang_no', '=', 1).executeTakeFirst())?.terms;
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

test('a 25,000-character AGB with umlauts saves through the portal form and reads back identical', async () => {
  const terms = agb(25_000);
  const answer = await saveTexts(terms);
  expect({ status: answer.status, location: answer.headers.get('location') }).toEqual({ status: 303, location: `${PORTAL_PATHS.shopPage}?saved=1#texts` });
  expect(await storedTerms()).toBe(terms);
});

test('the API\'s maximum of 50,000 characters, all umlauts, is taken as well', async () => {
  const terms = 'ä'.repeat(50_000);
  expect((await saveTexts(terms)).status).toBe(303);
  expect(await storedTerms()).toBe(terms);
});

test('a 60,000-character AGB comes back in the form, kept, with the problem beside the field in German', async () => {
  const before = await storedTerms();
  const terms = agb(60_000);
  const answer = await saveTexts(terms);
  expect(answer.status).toBe(400);
  const page = await answer.text();
  expect(page).toContain('lang="de-DE"');
  expect(page).toContain(escaped(t('portal.shopPage.problem.tooLong', { max: '50.000', length: '60.000' })));
  expect(page).toMatch(/<textarea[^>]*name="terms"[^>]*aria-invalid="true"[^>]*aria-describedby="terms-problem"/);
  expect(page).toContain(escaped(terms.slice(0, 2_000)));
  expect(await storedTerms()).toBe(before);
});

test('a body too large even so gets the portal\'s own page in German, with its navigation, at 413', async () => {
  const answer = await saveTexts('ä'.repeat(200_000));
  expect(answer.status).toBe(413);
  const page = await answer.text();
  expect(page).toContain('lang="de-DE"');
  expect(page).toContain(`href="${PORTAL_PATHS.orders}"`);
  expect(page).toContain(escaped(t('portal.tooLarge.title')));
  expect(page).not.toContain(t('error.500.title'));
});

test('on the shop\'s site a body too large gets the shop\'s own page saying so, not "unexpected error"', async () => {
  const contact = pathFor('Info___de-DE', { topic: t('info.support.slug') });
  const answer = await fetch(`${base}${contact}`, {
    method: 'POST', redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Kim', email: 'kim@example.org', message: 'ü'.repeat(30_000) }).toString(),
  });
  expect(answer.status).toBe(413);
  const page = await answer.text();
  expect(page).toContain(escaped(t('error.413.title')));
  expect(page).not.toContain(t('error.500.title'));
});

test('a body too large on another edition\'s page gets that edition\'s language, though the refusal came before its handling', async () => {
  const fr = translatorFor(createI18n(), 'fr-FR');
  const answer = await fetch(`${base}${pathFor('Orders___fr-FR', {})}`, {
    method: 'POST', redirect: 'manual',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'de-DE' },
    body: new URLSearchParams({ number: 'A'.repeat(30_000), email: 'kim@example.org' }).toString(),
  });
  expect(answer.status).toBe(413);
  const page = await answer.text();
  expect(page).toContain('lang="fr-FR"');
  expect(page).toContain(escaped(fr('error.413.title')));
  expect(page).not.toContain(escaped(t('error.413.title')));
});
