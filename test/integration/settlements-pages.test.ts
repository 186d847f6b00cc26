/**
 * Commission and settlements through the web tier, on a real server and database (SQLite or
 * PostgreSQL, by jest project): the operator sets a shop's commission (a value at fault comes back
 * beside its field, as typed, in the operator's language; a good one is audited), closes a month
 * from the desk (a wrong month beside its field; a second close changes nothing) and downloads the
 * PDF, the CSV and the SEPA file, whose shops without an account are named; the shop's owner reads
 * its commission and its own settlements in the portal, never another shop's; staff and the key get none.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
  const sepa = await get('/desk/settlements/payouts-2026-10.xml', operatorDe);
  expect(sepa.headers.get('content-type')).toContain('application/xml');
  const xml = await sepa.text();
  expect(xml).toContain('<NbOfTxs>1</NbOfTxs>');
  expect(xml).toContain('<InstdAmt Ccy="EUR">92.10</InstdAmt>');
  const audit = await db.kysely.selectFrom('staff_audit').select('action').where('action', 'in', ['month_closed', 'payout_file']).execute();
  // Two closes and one download; looking at the page (which names the shops not payable) is no download.
  expect(audit.map((a) => a.action).sort()).toEqual(['month_closed', 'month_closed', 'payout_file']);
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
