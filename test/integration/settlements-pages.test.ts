/**
 * Commission and settlements through the web tier, on a real server and database (SQLite or
 * PostgreSQL, by jest project): the operator sets a shop's commission (a value at fault comes back
 * beside its field, as typed, in the operator's language; a good one is audited), closes a month
 * from the desk (a wrong month beside its field; a second close changes nothing) and downloads the
 * PDF and the CSV, makes a payout run (shops without an account named) whose SEPA file is the same at
 * every download; the shop's owner reads its commission and its own settlements in the portal, never
 * another shop's, and its balance, pending, paid out and next payout day in its language; staff and the key get none.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { confirmPayout, nextPayoutDay } from '../../server/marketplace/settlements/index';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { shipPaidPartInOctober } from '../support/october-parts';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';

const { app, db } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' } });
const server = http.createServer(app);
let base = '';
let operatorFr = '';
let operatorDe = '';
let ownerOf1 = '';
let ownerOf1Fr = '';
let keyOf1 = '';
let staffOf1 = '';
const shipped: { shopId: number; number: string }[] = [];

const form = (path: string, cookie: string, body: Record<string, string>) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });
const get = (path: string, cookie: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
const inputOf = (page: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(page)![0];
const errorOf = (page: string, field: string) => new RegExp(`<p class="error" id="${field}-error" role="alert">([^<]*)</p>`).exec(page)?.[1];

/** A part of shop 1 and one of shop 2, shipped in October 2026 (Berlin), through the shops' state machine. */
async function shipInOctober(): Promise<void> {
  for (const shopId of [1, 2]) shipped.push({ shopId, number: await shipPaidPartInOctober(db.kysely, shopId, 'SP-261015-SETL') });
  // Shop 2 has no account to be paid into.
  await db.kysely.deleteFrom('shop_bank_accounts').where('shop_id', '=', 2).execute();
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  operatorFr = staffCookie((await createStaff(db.kysely, 'operator', { locale: 'fr-FR' })).token);
  operatorDe = staffCookie((await createStaff(db.kysely, 'operator')).token);
  ownerOf1 = staffCookie((await createStaff(db.kysely, 'shop_owner', { shopId: 1 })).token);
  ownerOf1Fr = staffCookie((await createStaff(db.kysely, 'shop_owner', { shopId: 1, locale: 'fr-FR' })).token);
  staffOf1 = staffCookie((await createStaff(db.kysely, 'shop_staff', { shopId: 1 })).token);
  const key = await issueShopToken(db.kysely, 1);
  const signedIn = await fetch(`${base}/portal/sign-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: new URLSearchParams({ shopId: '1', token: key }) });
  keyOf1 = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  await shipInOctober();
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('a wrong commission comes back beside its field, as typed, in the operator\'s language; a right one is saved and audited', async () => {
  const badPercent = await form('/desk/shops/1/commission', operatorFr, { percent: '120', fixed: '4,95' });
  expect(badPercent.status).toBe(400);
  const page = await badPercent.text();
  expect(errorOf(page, 'percent')).toBe('Saisissez un pourcentage de 0 à 100 avec au plus deux décimales, par ex. 12,5.');
  expect(inputOf(page, 'percent')).toContain('value="120"');
  expect(inputOf(page, 'percent')).toContain('aria-invalid="true"');
  expect(inputOf(page, 'fixed')).toContain('value="4,95"');

  const badFixed = await form('/desk/shops/1/commission', operatorDe, { percent: '12,5', fixed: '4,955' });
  expect(badFixed.status).toBe(400);
  const dePage = await badFixed.text();
  // A point or comma before three digits is not guessed: the reason says so.
  expect(errorOf(dePage, 'fixed')).toBe('Punkt oder Komma vor drei Ziffern ist mehrdeutig (Tausender oder drei Nachkommastellen?). Bitte z. B. 1.234,00 oder 1,23 schreiben.');
  expect(inputOf(dePage, 'fixed')).toContain('value="4,955"');
  expect(inputOf(dePage, 'percent')).toContain('value="12,5"');
  expect(await db.kysely.selectFrom('shops').select(['commission_bp', 'commission_fixed_cents']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({ commission_bp: 0, commission_fixed_cents: 0 });

  const saved = await form('/desk/shops/1/commission', operatorDe, { percent: '12,5 %', fixed: '0,35 €' });
  expect(saved.status).toBe(303);
  expect(await db.kysely.selectFrom('shops').select(['commission_bp', 'commission_fixed_cents']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({ commission_bp: 1250, commission_fixed_cents: 35 });
  const entry = await db.kysely.selectFrom('staff_audit').select(['action', 'detail']).where('shop_id', '=', 1).where('action', '=', 'commission_set').executeTakeFirstOrThrow();
  expect(JSON.parse(entry.detail!)).toEqual({ bp: 1250, fixedCents: 35, bpBefore: 0, fixedCentsBefore: 0 });
  const shown = await (await get('/desk/shops/1', operatorDe)).text();
  expect(inputOf(shown, 'percent')).toContain('value="12,5"');
  expect(inputOf(shown, 'fixed')).toContain('value="0,35"');
  // The portal shows it, read only.
  const portal = await (await get('/portal/settlements', ownerOf1)).text();
  expect(portal).toMatch(/12,5 % des Warenwerts und 0,35\s€ je versandter Teilbestellung/);
  expect(portal).not.toContain('name="percent"');
});

test('the desk closes a month once, and hands out the PDF, the CSV and the SEPA file naming the shops it cannot pay', async () => {
  const wrong = await form('/desk/settlements/close', operatorFr, { month: 'octobre' });
  expect(wrong.status).toBe(400);
  const page = await wrong.text();
  expect(errorOf(page, 'month')).toBe('Indiquez un mois écoulé au format AAAA-MM.');
  expect(inputOf(page, 'month')).toContain('value="octobre"');
  expect((await form('/desk/settlements/close', operatorDe, { month: '2999-01' })).status).toBe(400);

  const closed = await form('/desk/settlements/close', operatorDe, { month: '2026-10' });
  expect(closed.status).toBe(303);
  const listed = await (await get(closed.headers.get('location')!, operatorDe)).text();
  expect(listed).toContain('2026-10 abgeschlossen');
  expect(listed).toMatch(/data-not-payable[\s\S]*#2/);
  const again = await form('/desk/settlements/close', operatorDe, { month: '2026-10' });
  expect((await (await get(again.headers.get('location')!, operatorDe)).text())).toContain('2026-10 war schon abgeschlossen');
  expect(Number((await db.kysely.selectFrom('settlements').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(2);

  const mine = await db.kysely.selectFrom('settlements').selectAll().where('shop_id', '=', 1).executeTakeFirstOrThrow();
  // 100,00 € goods + 4,95 € shipping − (12,5 % of 100,00 € + 0,35 €).
  expect(Number(mine.payout_cents)).toBe(10_000 + 495 - 1_250 - 35);
  const pdf = await get(`/desk/settlements/${mine.id}.pdf`, operatorDe);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  const csv = await (await get(`/desk/settlements/${mine.id}.csv`, operatorDe)).text();
  expect(csv).toContain('payout,92.10');
  expect(csv).toContain(`shipped,${shipped[0]!.number},prepayment`);
  // The payout run: made once from the desk, its file the same at every download.
  const made = await form('/desk/settlements/runs', operatorDe, {});
  expect(made.status).toBe(303);
  const runPage = await (await get(made.headers.get('location')!, operatorDe)).text();
  expect(runPage).toContain('Auszahlungslauf erstellt: 1 Überweisung.');
  expect(runPage).toMatch(/data-not-payable[\s\S]*#2\) · 2026-10/);
  const link = /href="(\/desk\/settlements\/payout-run-\d+\.xml)"/.exec(runPage)![1]!;
  const sepa = await get(link, operatorDe);
  expect(sepa.headers.get('content-type')).toContain('application/xml');
  const xml = await sepa.text();
  expect(xml).toContain('<NbOfTxs>1</NbOfTxs>');
  expect(xml).toContain('<InstdAmt Ccy="EUR">92.10</InstdAmt>');
  const twice = await (await get(link, operatorDe)).text();
  expect(twice).toBe(xml);
  expect(/<MsgId>([^<]+)<\/MsgId>/.exec(twice)![1]).toBe(/<MsgId>([^<]+)<\/MsgId>/.exec(xml)![1]);
  expect(runPage).toContain(/<MsgId>([^<]+)<\/MsgId>/.exec(xml)![1]);
  // A second run pays nobody twice: no run is made.
  const none = await form('/desk/settlements/runs', operatorFr, {});
  expect(await (await get(none.headers.get('location')!, operatorFr)).text()).toContain('Personne à payer maintenant\u00a0: aucun lot créé.');
  expect(Number((await db.kysely.selectFrom('payout_runs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(1);
  expect(Number((await db.kysely.selectFrom('payouts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(1);
  const audit = await db.kysely.selectFrom('staff_audit').select('action').where('action', 'in', ['month_closed', 'payout_file']).execute();
  // Two closes and two runs asked for (one made); looking at the page or downloading a file writes nothing.
  expect(audit.map((a) => a.action).sort()).toEqual(['month_closed', 'month_closed', 'payout_file', 'payout_file']);
});

test('the portal lists the shop\'s own settlements with their documents; another shop\'s is not found; staff and the key get none', async () => {
  const own = await db.kysely.selectFrom('settlements').select('id').where('shop_id', '=', 1).executeTakeFirstOrThrow();
  const other = await db.kysely.selectFrom('settlements').select('id').where('shop_id', '=', 2).executeTakeFirstOrThrow();
  const page = await (await get('/portal/settlements', ownerOf1)).text();
  expect(page).toContain(`/portal/settlements/${own.id}.pdf`);
  expect(page).not.toContain(`/portal/settlements/${other.id}.pdf`);
  const pdf = await get(`/portal/settlements/${own.id}.pdf`, ownerOf1);
  expect(pdf.status).toBe(200);
  expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  const csvAnswer = await get(`/portal/settlements/${own.id}.csv`, ownerOf1);
  expect(csvAnswer.status).toBe(200);
  // The owner's copy as a German accountant opens it: BOM, ";", headings in German, 12,34, times in the edition's zone (no UTC milliseconds).
  const csv = Buffer.from(await csvAnswer.arrayBuffer()).toString('utf8');
  expect(csv.startsWith('\uFEFFAbrechnung Nr.;')).toBe(true);
  expect(csv).toMatch(/\r\nAuszahlung;"?-?\d+,\d{2}"?\r\n/);
  expect(csv).toContain('Art;Teilbestellung;Zahlungsart;Datum und Uhrzeit (Mitteleuropäische Zeit);Warenwert');
  expect(csv).toMatch(/;\d{4}-\d{2}-\d{2} \d{2}:\d{2};/);
  expect(csv).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}Z|\bpayment_method\b|\bshipped\b|\bprepayment\b/);
  expect((await get(`/portal/settlements/${other.id}.pdf`, ownerOf1)).status).toBe(404);
  expect((await get('/portal/settlements', keyOf1)).status).toBe(403);
  expect((await get('/portal/settlements', staffOf1)).status).toBe(403);
  expect((await get(`/portal/settlements/${own.id}.csv`, staffOf1)).status).toBe(404);
  expect((await get(`/portal/settlements/${own.id}.pdf`, keyOf1)).status).toBe(404);
});

test('the portal\'s balance shows what is owed, pending, paid out and the next payout day, in the owner\'s language', async () => {
  // A part shipped after the close: pending until the next settlement (100,00 € + 4,95 € − 12,85 € commission).
  await shipPaidPartInOctober(db.kysely, 1, 'SP-261016-PEND');
  const mine = await db.kysely.selectFrom('payouts').select(['end_to_end_id', 'iban']).where('shop_id', '=', 1).executeTakeFirstOrThrow();
  const masked = `${mine.iban.slice(0, 4)} **** ${mine.iban.slice(-4)}`;
  const lastClosed = await db.kysely.selectFrom('settlement_months').select(['month', 'closed_at as closedAt']).orderBy('month', 'desc').executeTakeFirstOrThrow();
  const lastRun = await db.kysely.selectFrom('payout_runs').select('created_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const next = nextPayoutDay(0, { lastClosed, lastRunAt: lastRun.created_at }, new Date());
  const day = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(iso));
  const section = (page: string, name: string) => new RegExp(`<section[^>]*data-${name}[^>]*>([\\s\\S]*?)</section>`).exec(page)![1]!;

  const de = await (await get('/portal/balance', ownerOf1)).text();
  expect(de).toContain('<h1>Guthaben und Auszahlungen</h1>');
  expect(section(de, 'balance')).toMatch(/<strong>0,00\s€<\/strong>/);
  expect(section(de, 'pending')).toMatch(/<strong>92,10\s€<\/strong>/);
  expect(section(de, 'pending')).toContain('1 versandte Teilbestellung seit dem letzten Monatsabschluss');
  expect(section(de, 'next')).toContain(day('de-DE', `${next}T12:00:00Z`));
  expect(section(de, 'paid')).toMatch(/92,10\s€/);
  expect(section(de, 'paid')).toContain(masked);
  expect(section(de, 'paid')).toContain('an die Bank gesendet');
  expect(de).toMatch(/<a href="\/portal\/balance" aria-current="page">Guthaben und Auszahlungen<\/a>/);

  expect(await confirmPayout(db.kysely, mine.end_to_end_id, '2026-11-04T09:00:00.000Z')).toBe('confirmed');
  const fr = await (await get('/portal/balance', ownerOf1Fr)).text();
  expect(fr).toContain('<h1>Solde et virements</h1>');
  expect(section(fr, 'balance')).toMatch(/<strong>0,00\s€<\/strong>/);
  expect(section(fr, 'pending')).toMatch(/<strong>92,10\s€<\/strong>/);
  expect(section(fr, 'next')).toContain(day('fr-FR', `${next}T12:00:00Z`));
  expect(section(fr, 'paid')).toContain('comptabilisé le 4 novembre 2026');
  expect(section(fr, 'paid')).toContain(masked);
  expect(section(de, 'paid')).not.toContain('undefined');

  // Money is the owners': staff and a key's holder get none.
  expect((await get('/portal/balance', staffOf1)).status).toBe(403);
  expect((await get('/portal/balance', keyOf1)).status).toBe(403);
});
