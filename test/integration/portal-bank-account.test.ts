/**
 * The shop's bank account in the portal, on a real server and database (SQLite or PostgreSQL, by
 * jest project): the owner saves it with a fresh code of the second factor (written to the audit
 * log with the IBAN masked); a wrong IBAN, a wrong BIC and a used or stale code come back beside
 * their field in the owner's language with what was typed kept; staff and the shop's key are refused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, currentCode, staffCookie, type TestStaff } from '../support/staff';

const SHOP = 6;
const { app, db } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
let owner: TestStaff;
let ownerFr: TestStaff;
let staffCookieA = '';
let keyCookie = '';

const GOOD = { holder: 'Teilewerk Handels GmbH', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001' };

const post = (cookie: string, form: Record<string, string>) =>
  fetch(`${base}/portal/bank-account`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
const stored = () => db.kysely.selectFrom('shop_bank_accounts').select(['holder', 'iban', 'bic']).where('shop_id', '=', SHOP).executeTakeFirst();
const inputOf = (page: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)![0];
const problemOf = (page: string, field: string) => new RegExp(`<span class="field-problem" id="${field}-problem" role="alert">([^<]*)</span>`).exec(page)?.[1];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP });
  ownerFr = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP, locale: 'fr-FR' });
  staffCookieA = staffCookie((await createStaff(db.kysely, 'shop_staff', { shopId: SHOP })).token);
  const key = await issueShopToken(db.kysely, SHOP);
  const signedIn = await fetch(`${base}/portal/sign-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: new URLSearchParams({ shopId: String(SHOP), token: key }) });
  keyCookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('the owner saves the shop\'s bank account with a fresh code; the audit log names it masked; the page shows it masked', async () => {
  const cookie = staffCookie(owner.token);
  const form = await fetch(`${base}/portal/bank-account`, { headers: { cookie } });
  expect(form.status).toBe(200);
  expect(await form.text()).toContain('Bankverbindung für Auszahlungen');

  const code = currentCode(owner.secret);
  const saved = await post(cookie, { ...GOOD, code });
  expect(saved.status).toBe(303);
  expect(saved.headers.get('location')).toBe('/portal/bank-account?saved=1');
  expect(await stored()).toEqual({ holder: 'Teilewerk Handels GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' });

  const entry = await db.kysely.selectFrom('staff_audit').select(['action', 'detail', 'staff_email']).where('shop_id', '=', SHOP).where('action', '=', 'bank_account_saved')
    .orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(entry.staff_email).toBe(owner.email);
  expect(JSON.parse(entry.detail!)).toEqual({ iban: 'DE02 **** 2051', bic: 'BYLADEM1001' });
  expect(entry.detail).not.toContain('120300000000');

  const page = await (await fetch(`${base}/portal/bank-account?saved=1`, { headers: { cookie } })).text();
  expect(page).toContain('Die Bankverbindung ist gespeichert.');
  expect(page).toContain('DE02 **** 2051');
  expect(page).not.toContain('DE02120300000000202051');
  const log = await (await fetch(`${base}/portal/log`, { headers: { cookie } })).text();
  expect(log).toContain('Bankverbindung gespeichert');
  expect(log).not.toContain('DE02120300000000202051');

  // The same code a second time: refused beside the code field, nothing changed.
  const reused = await post(cookie, { ...GOOD, holder: 'Someone Else', code });
  expect(reused.status).toBe(400);
  const reusedPage = await reused.text();
  expect(problemOf(reusedPage, 'code')).toBe('Der Code stimmt nicht oder wurde schon verwendet. Bitte geben Sie den aktuellen Code aus der App ein.');
  expect(inputOf(reusedPage, 'code')).toContain('aria-invalid="true"');
  expect(inputOf(reusedPage, 'holder')).toContain('value="Someone Else"');
  expect((await stored())!.holder).toBe('Teilewerk Handels GmbH');
});

test('a wrong IBAN, a wrong BIC and a stale code come back beside their field, typed text kept, in the owner\'s language', async () => {
  const cookie = staffCookie(ownerFr.token);
  const before = await stored();
  const code = currentCode(ownerFr.secret);

  // Check digits off by one: the IBAN is refused before the code is looked at, so the code still counts.
  const badIban = await post(cookie, { ...GOOD, iban: 'DE03 1203 0000 0000 2020 51', code });
  expect(badIban.status).toBe(400);
  const ibanPage = await badIban.text();
  expect(ibanPage).toContain('<html lang="fr-FR"');
  expect(problemOf(ibanPage, 'iban')).toBe('Cet IBAN n’est pas valide\u00a0: la longueur ou la clé de contrôle est fausse.');
  expect(inputOf(ibanPage, 'iban')).toContain('value="DE03 1203 0000 0000 2020 51"');
  expect(inputOf(ibanPage, 'iban')).toContain('aria-invalid="true"');
  expect(inputOf(ibanPage, 'code')).not.toContain('value=');

  const badBic = await post(cookie, { ...GOOD, bic: 'BYLADEM', code });
  expect(badBic.status).toBe(400);
  const bicPage = await badBic.text();
  expect(problemOf(bicPage, 'bic')).toBe('Ce BIC n’est pas valide\u00a0: 8 ou 11 caractères, par ex. COBADEFFXXX, d’une banque du pays de l’IBAN.');
  expect(inputOf(bicPage, 'bic')).toContain('value="BYLADEM"');
  expect(inputOf(bicPage, 'holder')).toContain(`value="${GOOD.holder}"`);

  // A code of five minutes ago is no longer current.
  const stale = await post(cookie, { ...GOOD, code: currentCode(ownerFr.secret, Date.now() - 5 * 60_000) });
  expect(stale.status).toBe(400);
  expect(problemOf(await stale.text(), 'code')).toBe('Le code est faux ou a déjà servi. Veuillez saisir le code actuel de l’application.');
  expect(await stored()).toEqual(before);

  // The code the refusals above did not use up still saves.
  const saved = await post(cookie, { ...GOOD, iban: 'DE89370400440532013000', bic: 'cobadeffxxx', code });
  expect(saved.status).toBe(303);
  expect(await stored()).toEqual({ holder: GOOD.holder, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
});

test('a staff account and the shop\'s API key are refused: they neither read nor change the bank account', async () => {
  const before = await stored();
  for (const cookie of [staffCookieA, keyCookie]) {
    const page = await fetch(`${base}/portal/bank-account`, { headers: { cookie } });
    expect(page.status).toBe(403);
    const text = await page.text();
    expect(text).toContain('Das darf nur der Inhaber des Shops');
    expect(text).not.toContain(before!.iban.slice(-4));
    const sent = await post(cookie, { ...GOOD, holder: 'Not The Owner', code: '123456' });
    expect(sent.status).toBe(403);
    expect(await stored()).toEqual(before);
  }
});
