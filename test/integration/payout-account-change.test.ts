/**
 * A changed payout account, on a real server and database (SQLite or PostgreSQL, by jest project):
 * every owner of the shop and the operator are mailed at once, each in their language, with the old
 * and the new account masked, who changed it and when, and how to undo it; payouts to the new
 * account are held for PAYOUT_ACCOUNT_HOLD_HOURS: a payout run leaves that shop out and names it
 * as held, pays the other shops, and a later run pays it once the hold is over.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../server/config/config';
import { createTestApp } from '../support/app';
import { shipPaidPartInOctober } from '../support/october-parts';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, currentCode, staffCookie, type TestStaff } from '../support/staff';

const OPERATOR = 'betrieb@teilewerk.example';
const { app, db } = createTestApp({ db: createSeededDatabase(), env: { OPERATOR_EMAIL: OPERATOR, PAYOUT_ACCOUNT_HOLD_HOURS: '48', DESK_RATE_LIMIT: '100000', PUBLIC_ORIGIN: 'https://www.spareo.example' } });
const server = http.createServer(app);
let base = '';
let ownerDe: TestStaff;
let ownerFr: TestStaff;
let removedOwner: TestStaff;
let operator = '';

const NEW = { holder: 'Mallory Payouts Ltd', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001' };
const form = (path: string, cookie: string, body: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
/** Makes a payout run from the desk: the page it leads to, and the newest run's SEPA file. */
async function makeRun(): Promise<{ page: string; xml: string }> {
  const made = await form('/desk/settlements/runs', operator, {});
  expect(made.status).toBe(303);
  const page = await (await get(made.headers.get('location')!, operator)).text();
  const link = /href="(\/desk\/settlements\/payout-run-\d+\.xml)"/.exec(page)?.[1];
  return { page, xml: link ? await (await get(link, operator)).text() : '' };
}
const changeMails = () => db.kysely.selectFrom('mail_queue').select(['recipient', 'subject', 'text_body', 'html_body', 'reply_to']).where('kind', '=', 'payout_account_changed').orderBy('id').execute();

/** A part of each shop, shipped in October 2026 (Berlin) and paid by prepayment, so both are owed a payout. */
async function shipInOctober(shops: number[]): Promise<void> {
  for (const shopId of shops) await shipPaidPartInOctober(db.kysely, shopId, 'SP-261015-HOLD');
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ownerDe = await createStaff(db.kysely, 'shop_owner', { shopId: 1, name: 'Jonas Weber' });
  ownerFr = await createStaff(db.kysely, 'shop_owner', { shopId: 1, name: 'Inès Garnier', locale: 'fr-FR' });
  removedOwner = await createStaff(db.kysely, 'shop_owner', { shopId: 1, name: 'Gone Owner' });
  await db.kysely.updateTable('staff').set({ disabled_at: new Date().toISOString() }).where('id', '=', removedOwner.id).execute();
  // Another shop's owner: not told of shop 1's account.
  await createStaff(db.kysely, 'shop_owner', { shopId: 2, name: 'Other Shop' });
  operator = staffCookie((await createStaff(db.kysely, 'operator')).token);
  await shipInOctober([1, 2]);
  expect((await form('/desk/settlements/close', operator, { month: '2026-10' })).status).toBe(303);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('the hold is configuration: whole hours, 72 unless set', () => {
  expect(loadConfig({}).PAYOUT_ACCOUNT_HOLD_HOURS).toBe(72);
  expect(loadConfig({ PAYOUT_ACCOUNT_HOLD_HOURS: '0' }).PAYOUT_ACCOUNT_HOLD_HOURS).toBe(0);
  expect(() => loadConfig({ PAYOUT_ACCOUNT_HOLD_HOURS: 'soon' })).toThrow(/PAYOUT_ACCOUNT_HOLD_HOURS/);
  expect(() => loadConfig({ PAYOUT_ACCOUNT_HOLD_HOURS: '-1' })).toThrow(/PAYOUT_ACCOUNT_HOLD_HOURS/);
  expect(() => loadConfig({ PAYOUT_ACCOUNT_HOLD_HOURS: '2.5' })).toThrow(/PAYOUT_ACCOUNT_HOLD_HOURS/);
});

test('the payout day is configuration: 0 (the day after a month is closed) unless set, else a day every month has', () => {
  expect(loadConfig({}).PAYOUT_RUN_DAY).toBe(0);
  expect(loadConfig({ PAYOUT_RUN_DAY: '15' }).PAYOUT_RUN_DAY).toBe(15);
  expect(() => loadConfig({ PAYOUT_RUN_DAY: '29' })).toThrow(/PAYOUT_RUN_DAY/);
  expect(() => loadConfig({ PAYOUT_RUN_DAY: 'monthly' })).toThrow(/PAYOUT_RUN_DAY/);
});

test('a changed payout account is mailed to every owner of the shop and to the operator, in their language, masked; the payout file holds the shop and pays the others', async () => {
  const old = await db.kysely.selectFrom('shop_bank_accounts').select(['iban']).where('shop_id', '=', 1).executeTakeFirstOrThrow();
  const saved = await form('/portal/bank-account', staffCookie(ownerDe.token), { ...NEW, code: currentCode(ownerDe.secret) });
  expect(saved.status).toBe(303);

  const mails = await changeMails();
  expect(mails.map((m) => m.recipient).sort()).toEqual([OPERATOR, ownerDe.email, ownerFr.email].sort());
  const oldMasked = `${old.iban.slice(0, 4)} **** ${old.iban.slice(-4)}`;
  for (const mail of mails) {
    // Masked: the first four and the last four, never the whole number.
    expect(mail.text_body).toContain('DE02 **** 2051');
    expect(mail.text_body).toContain(oldMasked);
    expect(mail.text_body).not.toContain('DE02120300000000202051');
    expect(mail.text_body).not.toContain(old.iban);
    expect(mail.text_body).toContain('Mallory Payouts Ltd');
    expect(mail.text_body).toContain(ownerDe.email);
    expect(mail.html_body).not.toContain('DE02120300000000202051');
  }
  const german = mails.find((m) => m.recipient === ownerDe.email)!;
  expect(german.subject).toMatch(/^Bankverbindung für Auszahlungen von .+ geändert$/);
  expect(german.text_body).toContain('Guten Tag Jonas Weber,');
  expect(german.text_body).toContain(`Geändert von Jonas Weber (${ownerDe.email}) am `);
  expect(german.text_body).toMatch(/Auszahlungen auf das neue Konto werden bis .+ zurückgehalten\./);
  expect(german.text_body).toContain('https://www.spareo.example/portal/bank-account');
  expect(german.reply_to).toBe(OPERATOR);
  const french = mails.find((m) => m.recipient === ownerFr.email)!;
  expect(french.subject).toMatch(/^Coordonnées bancaires des paiements de .+ modifiées$/);
  expect(french.text_body).toContain('Bonjour Inès Garnier,');
  expect(french.text_body).toContain('Avant\u00a0: ');
  expect(french.text_body).toContain('rétablissez immédiatement les anciennes coordonnées bancaires');
  // The operator reads it in the desk's default language, with what to do when the shop says it was not them.
  const desk = mails.find((m) => m.recipient === OPERATOR)!;
  expect(desk.text_body).toContain('Guten Tag,');
  expect(desk.text_body).toContain('Meldet der Shop (Nr. 1)');
  expect(await db.kysely.selectFrom('mail_queue').select('id').where('recipient', '=', removedOwner.email).execute()).toHaveLength(0);

  // A payout run made within the hold: shop 2 paid, shop 1 named as held.
  const page = await (await get('/desk/settlements?month=2026-10', operator)).text();
  expect(page).toMatch(/data-not-payable[\s\S]*#1\)[^<]*neue Bankverbindung: Auszahlung zurückgehalten bis/);
  const { xml: held } = await makeRun();
  expect(held).toContain('<NbOfTxs>1</NbOfTxs>');
  expect(held).toContain('SPAREO-2026-10-');
  expect(held).not.toContain('DE02120300000000202051');
  const settlementOf = async (shopId: number) => (await db.kysely.selectFrom('settlements').select('id').where('shop_id', '=', shopId).where('month', '=', '2026-10').executeTakeFirstOrThrow()).id;
  expect(held).toContain(`<EndToEndId>SPAREO-2026-10-${await settlementOf(2)}</EndToEndId>`);
  expect(held).not.toContain(`<EndToEndId>SPAREO-2026-10-${await settlementOf(1)}</EndToEndId>`);

  // Saved again as it is (nothing changed): no mail, and the hold does not start again.
  const heldSince = (await db.kysely.selectFrom('shop_bank_accounts').select('held_since').where('shop_id', '=', 1).executeTakeFirstOrThrow()).held_since;
  expect((await form('/portal/bank-account', staffCookie(ownerFr.token), { ...NEW, code: currentCode(ownerFr.secret) })).status).toBe(303);
  expect(await changeMails()).toHaveLength(3);
  expect((await db.kysely.selectFrom('shop_bank_accounts').select('held_since').where('shop_id', '=', 1).executeTakeFirstOrThrow()).held_since).toBe(heldSince);

  // Once the 48 hours are over, the next run pays the shop into its new account (and shop 2 not again).
  await db.kysely.updateTable('shop_bank_accounts').set({ held_since: new Date(Date.now() - 49 * 3_600_000).toISOString() }).where('shop_id', '=', 1).execute();
  const { xml: paid } = await makeRun();
  expect(paid).toContain('<NbOfTxs>1</NbOfTxs>');
  expect(paid).toContain('DE02120300000000202051');
  expect(paid).toContain(`<EndToEndId>SPAREO-2026-10-${await settlementOf(1)}</EndToEndId>`);
  expect(await (await get('/desk/settlements?month=2026-10', operator)).text()).not.toContain('data-not-payable');
});

test('a new holder\'s name for the same account is mailed but holds nothing', async () => {
  const before = await changeMails();
  const heldBefore = (await db.kysely.selectFrom('shop_bank_accounts').select('held_since').where('shop_id', '=', 1).executeTakeFirstOrThrow()).held_since;
  const saved = await form('/portal/bank-account', staffCookie(ownerFr.token), { ...NEW, holder: 'Mallory Payouts Limited', code: currentCode(ownerFr.secret, Date.now() + 30_000) });
  expect(saved.status).toBe(303);
  const mails = (await changeMails()).slice(before.length);
  expect(mails).toHaveLength(3);
  const french = mails.find((m) => m.recipient === ownerFr.email)!;
  expect(french.text_body).toContain('Modifiées par Inès Garnier');
  expect(french.text_body).not.toContain('retenus jusqu');
  expect((await db.kysely.selectFrom('shop_bank_accounts').select('held_since').where('shop_id', '=', 1).executeTakeFirstOrThrow()).held_since).toBe(heldBefore);
});

test('a BIC of another country than its IBAN is refused beside the field; one saved before never blocks the month\'s file for the other shops', async () => {
  const bicBefore = (await db.kysely.selectFrom('shop_bank_accounts').select('bic').where('shop_id', '=', 1).executeTakeFirstOrThrow()).bic;
  // Refused in the portal: the BIC of an Austrian bank for a German IBAN.
  const refused = await form('/portal/bank-account', staffCookie(ownerDe.token), { ...NEW, bic: 'BKAUATWWXXX', code: currentCode(ownerDe.secret, Date.now() + 30_000) });
  expect(refused.status).toBe(400);
  const page = await refused.text();
  expect(page).toContain('value="BKAUATWWXXX"');
  expect(page).toMatch(/id="bic-problem"[^>]*>[^<]*Land der IBAN/);
  expect((await db.kysely.selectFrom('shop_bank_accounts').select('bic').where('shop_id', '=', 1).executeTakeFirstOrThrow()).bic).toBe(bicBefore);

  // Such an account kept from before the rule: that shop is listed as not payable, the other is paid.
  // (October's payouts are taken back first, so both shops are owed again.)
  await db.kysely.deleteFrom('payouts').execute();
  await db.kysely.deleteFrom('payout_runs').execute();
  await db.kysely.updateTable('shop_bank_accounts').set({ bic: 'BKAUATWWXXX', held_since: new Date(Date.now() - 49 * 3_600_000).toISOString() }).where('shop_id', '=', 1).execute();
  const { xml } = await makeRun();
  expect(xml).toContain('<NbOfTxs>1</NbOfTxs>');
  expect(xml).not.toContain('BKAUATWWXXX');
  expect(await (await get('/desk/settlements?month=2026-10', operator)).text()).toMatch(/data-not-payable[\s\S]*#1\)/);
  await db.kysely.updateTable('shop_bank_accounts').set({ bic: bicBefore }).where('shop_id', '=', 1).execute();
});
