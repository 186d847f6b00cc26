/**
 * The collection account's bank statement (camt.053) imported from the desk's form, on a real
 * server and database (SQLite or PostgreSQL, by jest project): the transfer of exactly an order's
 * open amount is booked by the desk's own booking (the order's pages then show it paid), a partial
 * and an over-payment wait for the agent's decision, a reference to no order is unmatched and the
 * payout batch is outgoing; the same file again books nothing twice; a file that is no statement
 * comes back to the form with the reason in the operator's language; the agent books a waiting line.
 * The command line imports the same way.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { importStatements, readCamt053 } from '../../server/marketplace/bank-statements';
import { orderByNumber } from '../../server/marketplace/orders';
import { orderToken } from '../../server/marketplace/orders/signing';
import { createTestApp } from '../support/app';
import { placeShopOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';

const FIXTURE = path.join(__dirname, '../fixtures/camt/camt053-001-02-de.xml');
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase(), env: { DESK_RATE_LIMIT: '100000' } });
const server = http.createServer(app);
let base = '';
let operatorDe = '';
let operatorFr = '';
let support = '';

/** The fixture's orders: what each one's transfer asks for. */
const ORDERS = { exact: ['SP-261120-ABCDEF', 8990], partial: ['SP-261120-BCDEFG', 12000], over: ['SP-261120-CDEFGH', 14500] } as const;

const upload = (cookie: string, bytes: Buffer | string, name = 'auszug.xml') => {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type: 'application/xml' }), name);
  return fetch(`${base}/desk/bank-statement-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base }, body: form });
};
const get = (location: string, cookie: string) => fetch(`${base}${location}`, { redirect: 'manual', headers: { cookie } });
const section = (page: string, key: string) => new RegExp(`<section data-section="${key}">([\\s\\S]*?)</section>`).exec(page)?.[1] ?? '';
const rows = (html: string) => [...html.matchAll(/<tr id="line-\d+" data-state="([a-z_]+)">/g)].map((m) => m[1]);

/** A prepayment order of shop 1 renamed to the fixture's number, asking for the fixture's amount. */
async function orderNamed(number: string, cents: number): Promise<void> {
  const placed = await placeShopOrder(marketplace, db, 1, { payment: 'prepayment' });
  const k = db.kysely;
  await k.updateTable('orders').set({ number, total_cents: cents }).where('number', '=', placed.number).execute();
  await k.updateTable('order_shops').set({ number: `${number}-1`, total_cents: cents }).where('number', '=', placed.part).execute();
}

const paidOf = async (number: string) => (await orderByNumber(db.kysely, number))!.shops.map((part) => part.paid);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  operatorDe = staffCookie((await createStaff(db.kysely, 'operator')).token);
  operatorFr = staffCookie((await createStaff(db.kysely, 'operator', { locale: 'fr-FR' })).token);
  support = staffCookie((await createStaff(db.kysely, 'support')).token);
  for (const [number, cents] of Object.values(ORDERS)) await orderNamed(number, cents);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('the statement books the exact transfer, keeps the partial and the over-payment for a decision, the unknown reference unmatched, the payout batch outgoing', async () => {
  const [exact] = ORDERS.exact;
  const token = await orderToken(db.kysely, exact);
  const before = await marketplace.handle({ method: 'GET', path: `/orders/${exact}`, query: { token }, headers: { 'x-spareo-locale': 'de-DE' } });
  expect((before.body as { transfer: { amountCents: number } | null }).transfer?.amountCents).toBe(8990);

  const sent = await upload(operatorDe, fs.readFileSync(FIXTURE));
  expect(sent.status).toBe(303);
  const location = sent.headers.get('location')!;
  expect(location).toMatch(/^\/desk\/bank-statements\/\d+$/);
  const result = await get(location, operatorDe);
  expect(result.status).toBe(200);
  const page = await result.text();
  expect(rows(section(page, 'booked'))).toEqual(['booked']);
  expect(section(page, 'booked')).toContain('SP-261120-ABCDEF');
  expect(rows(section(page, 'needs_decision'))).toEqual(['needs_decision', 'needs_decision']);
  expect(section(page, 'needs_decision')).toContain('Teilzahlung: offen sind 120,00');
  expect(section(page, 'needs_decision')).toContain('Überzahlung: offen sind 145,00');
  expect(rows(section(page, 'unmatched'))).toEqual(['unmatched']);
  expect(section(page, 'unmatched')).toContain('Rechnung 4711 SP-261120-ZZZZZZ');
  expect(rows(section(page, 'outgoing'))).toEqual(['outgoing', 'outgoing']);
  expect(section(page, 'outgoing')).toContain('SPAREO-2026-10-S1');
  expect(page).toContain('Zeilen gelesen: 6 · davon neu: 6');

  // Booked by the desk's booking: the part is paid, the order page asks for no transfer, the shop may ship.
  expect(await paidOf(exact)).toEqual([true]);
  const after = await marketplace.handle({ method: 'GET', path: `/orders/${exact}`, query: { token }, headers: { 'x-spareo-locale': 'de-DE' } });
  expect((after.body as { transfer: unknown }).transfer).toBeNull();
  expect(await get(`/desk/orders/${exact}`, operatorDe).then((r) => r.text())).toContain('<strong class="paid">bezahlt</strong>');
  expect(await paidOf(ORDERS.partial[0])).toEqual([false]);
  expect(await paidOf(ORDERS.over[0])).toEqual([false]);
  const events = await db.kysely.selectFrom('order_events').select(['kind', 'actor']).where('kind', '=', 'paid').execute();
  expect(events).toHaveLength(1);
  expect(events[0]!.actor).toMatch(/^staff:\d+$/);
});

test('the same file again books nothing twice; its page says every line was imported before', async () => {
  const sent = await upload(operatorFr, fs.readFileSync(FIXTURE));
  expect(sent.status).toBe(303);
  const page = await get(sent.headers.get('location')!, operatorFr).then((r) => r.text());
  expect(page).toContain('Lignes lues\u00a0: 6 · dont nouvelles\u00a0: 0');
  expect(page).toContain('Déjà importées auparavant et non enregistrées une seconde fois\u00a0: 6.');
  expect(rows(page)).toEqual([]);
  expect(await db.kysely.selectFrom('statement_lines').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n))).toBe(6);
  expect(await db.kysely.selectFrom('order_events').select('id').where('kind', '=', 'paid').execute()).toHaveLength(1);
});

test('a file that is no camt.053 statement comes back to the form with the reason in the operator\'s language, never a 500', async () => {
  const cases: [Buffer | string, string, string][] = [
    ['%PDF-1.7 this is a PDF', 'fr', 'Le fichier n’est pas un XML lisible.'],
    ['<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>', 'de', 'Die Datei ist kein Kontoauszug im Format camt.053'],
    ['', 'de', 'Bitte wählen Sie die Datei des Kontoauszugs aus.'],
  ];
  for (const [bytes, language, words] of cases) {
    const cookie = language === 'fr' ? operatorFr : operatorDe;
    const sent = await upload(cookie, bytes);
    expect(sent.status).toBe(303);
    const back = await get(sent.headers.get('location')!, cookie);
    expect(back.status).toBe(400);
    const page = await back.text();
    expect(/<p class="error" id="file-error" role="alert">([^<]*)<\/p>/.exec(page)?.[1]).toContain(words);
    expect(page).toMatch(/enctype="multipart\/form-data"/i);
  }
  // Support staff may not import; a stranger's form is sent back.
  expect((await upload(support, fs.readFileSync(FIXTURE))).headers.get('location')).toBe('/desk/bank-statements?problem=sign_in#statement');
  expect((await get('/desk/bank-statements', support)).status).toBe(403);
  expect(await db.kysely.selectFrom('statement_imports').select('id').execute()).toHaveLength(2);
});

test('the agent books the partial payment after looking at it, and marks the over-payment returned; a wrong order number comes back beside its field', async () => {
  const waiting = await db.kysely.selectFrom('statement_lines').select(['id', 'order_number']).where('state', '=', 'needs_decision').orderBy('id').execute();
  const [partial, over] = waiting;
  const form = (id: number, body: Record<string, string>, cookie = operatorDe) =>
    fetch(`${base}/desk/bank-statements/lines/${id}/decision`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body) });

  const open = await get('/desk/bank-statements', operatorDe).then((r) => r.text());
  expect(rows(open)).toEqual(['needs_decision', 'needs_decision', 'unmatched']);

  const wrong = await form(partial!.id, { decision: 'book', orderNumber: 'SP-261120-ZZZZZZ' }, operatorFr);
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toContain('Aucune commande avec un virement dû sous ce numéro.');

  const booked = await form(partial!.id, { decision: 'book', orderNumber: '' });
  expect(booked.headers.get('location')).toBe('/desk/bank-statements?notice=booked');
  expect(await paidOf(ORDERS.partial[0])).toEqual([true]);
  const returned = await form(over!.id, { decision: 'returned' });
  expect(returned.headers.get('location')).toBe('/desk/bank-statements?notice=returned');
  expect(await paidOf(ORDERS.over[0])).toEqual([false]);
  expect((await form(over!.id, { decision: 'book' })).status).toBe(409);
  const audit = await db.kysely.selectFrom('staff_audit').select(['action', 'order_number']).where('action', 'in', ['prepayment_received', 'statement_line_returned', 'bank_statement_imported']).orderBy('id').execute();
  expect(audit.map((a) => a.action)).toEqual(['bank_statement_imported', 'bank_statement_imported', 'prepayment_received', 'statement_line_returned']);
});

test('the command line\'s import books as the desk\'s does, a line already in is not booked again, and outgoing transfers are offered to the confirmers', async () => {
  const result = await importStatements(db.kysely, readCamt053(fs.readFileSync(path.join(__dirname, '../fixtures/camt/camt053-001-08-fr.xml'), 'utf8')), { fileName: 'releve.xml', by: 'command line' });
  // The over-payment was sent back, so its order's transfer is due again: the French bank's 145,00 books it.
  expect(result).toMatchObject({ read: 2, already: 0, counts: { booked: 1, outgoing: 1 } });
  expect(await paidOf(ORDERS.over[0])).toEqual([true]);
  const paid = await db.kysely.selectFrom('order_events').select('actor').where('kind', '=', 'paid').orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(paid.actor).toBe('system');

  // The payout batch booked again under another entry reference: the first confirmer that knows a transfer confirms it.
  const asked: string[] = [];
  const payouts = fs.readFileSync(FIXTURE, 'utf8').replaceAll('2026112000006', '2026112100006');
  const again = await importStatements(db.kysely, readCamt053(payouts), {
    fileName: 'again.xml', by: 'command line',
    outgoingConfirmers: [async () => false, async (_db, endToEndId, bookedOn) => (asked.push(`${endToEndId} ${bookedOn}`), endToEndId === 'SPAREO-2026-10-S1')],
  });
  expect(again).toMatchObject({ read: 6, already: 4, counts: { booked: 0, confirmed: 1, outgoing: 1 } });
  expect(asked).toEqual(['SPAREO-2026-10-S1 2026-11-20', 'SPAREO-2026-10-S2 2026-11-20']);
});
