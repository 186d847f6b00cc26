/**
 * The inbox's bulk steps on a real server and database (SQLite or PostgreSQL, by jest project):
 * several new parts confirmed in one step, one of them refused beside it with the reason, the
 * ticks as sent and nothing ticked that was not; a tracking file (";" and a byte order mark, or ","
 * without) shipping its good rows through the one "ship" step, with the buyers' shipping mails,
 * and listing each refused row with its line and reason in the member's language; the template.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { placeShopOrder, type PlacedOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { ownerCookie } from '../support/staff';
import { bookTransferReceived } from '../support/transfer-booked';

const SHOP = 4;
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
let cookie = '';

const post = (path: string, form: [string, string][]) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
const upload = (text: string) => {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'sendungen.csv');
  return fetch(`${base}/portal/orders/tracking`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base }, body: form });
};
const articleOf = (html: string, part: string) => {
  const start = html.indexOf(`<article class="order" id="${part}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</article>', start));
};
const statusOf = async (part: string) => (await db.kysely.selectFrom('order_shops').select('status').where('number', '=', part).executeTakeFirstOrThrow()).status;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cookie = await ownerCookie(db.kysely, SHOP);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('bulk confirm: the ticked parts are accepted, one cancelled meanwhile is named beside it, an unticked one stays new and unticked', async () => {
  const placed: PlacedOrder[] = [];
  for (let i = 0; i < 4; i++) placed.push(await placeShopOrder(marketplace, db, SHOP));
  const [a, b, gone, left] = placed.map((p) => p.part) as [string, string, string, string];
  const inbox = await (await fetch(`${base}/portal/orders?q=SP-`, { headers: { cookie } })).text();
  // Nothing starts ticked; each new part's box belongs to the one bulk form.
  expect(inbox).toMatch(new RegExp(`<input id="${a}-pick" type="checkbox" form="bulk-confirm" name="parts" value="${a}"/>`));
  expect(inbox).toMatch(/<form id="bulk-confirm"[^>]* action="\/portal\/orders\/confirm\?q=SP-" method="post"/);
  // The shopper cancels one while the shop is ticking.
  await db.kysely.updateTable('order_shops').set({ status: 'cancelled' }).where('number', '=', gone).execute();

  const answer = await post('/portal/orders/confirm?q=SP-', [['parts', a], ['parts', gone], ['parts', b]]);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  expect([await statusOf(a), await statusOf(b), await statusOf(gone), await statusOf(left)]).toEqual(['accepted', 'accepted', 'cancelled', 'new']);
  expect(html).toContain('2 Teilbestellungen angenommen.');
  expect(html).toContain('1 Teilbestellung wurde nicht angenommen');
  expect(articleOf(html, gone)).toMatch(new RegExp(`id="${gone}-bulk-problem"[^>]*>Nicht angenommen: [^<]*storniert`));
  // The part not ticked is still new and still not ticked.
  expect(articleOf(html, left)).toMatch(new RegExp(`<input id="${left}-pick" type="checkbox" form="bulk-confirm" name="parts" value="${left}"/>`));
  expect(html).toMatch(/id="filter-q"[^>]*value="SP-"/);

  // None ticked: said at the button, nothing changes.
  const none = await post('/portal/orders/confirm?q=SP-', []);
  expect(none.status).toBe(400);
  expect(await none.text()).toContain('Bitte mindestens eine Teilbestellung ankreuzen.');
  expect(await statusOf(left)).toBe('new');

  // All go through: back to the list with how many.
  const all = await post('/portal/orders/confirm', [['parts', left]]);
  expect(all.status).toBe(303);
  expect(all.headers.get('location')).toBe('/portal/orders?confirmed=1#group-accepted');
});

test('a tracking file ships its good rows with the buyers\' mails and lists each refused row with its line and reason', async () => {
  const placed: PlacedOrder[] = [];
  for (let i = 0; i < 4; i++) placed.push(await placeShopOrder(marketplace, db, SHOP));
  const [byPart, byOrder, unpaid, badNumber] = placed;
  for (const p of [byPart!, byOrder!, badNumber!]) await bookTransferReceived(db.kysely, p.part);
  const mailsBefore = (await db.kysely.selectFrom('mail_queue').select('id').where('kind', '=', 'shipped').execute()).length;

  const file = `\uFEFFTeilbestellung;Versanddienst;Sendungsnummer\r\n${byPart!.part};DHL;00340434161094042557\r\n${byOrder!.number};"GLS";GLS 4711 0815\r\n`
    + `${unpaid!.part};DHL;00340434161094042558\r\n${badNumber!.part};DHL;x!\r\nSP-261127-ABCDEF-9;DHL;1234567\r\nkeine Nummer;DHL;1234567\r\n${byPart!.part};DHL\r\n`;
  const answer = await upload(file);
  expect(answer.status).toBe(200);
  const html = await answer.text();
  expect(await statusOf(byPart!.part)).toBe('shipped');
  expect(await statusOf(byOrder!.part)).toBe('shipped');
  expect(await statusOf(unpaid!.part)).not.toBe('shipped');
  expect(await statusOf(badNumber!.part)).not.toBe('shipped');
  expect(html).toContain('Versendet: 2 · Abgelehnt: 5');
  const refused = html.slice(html.indexOf('Abgelehnte Zeilen'), html.indexOf('Als versendet gemeldet'));
  const rows = [...refused.matchAll(/<tr><td class="num">(\d+)<\/td><td class="wrap">[^<]*<\/td><td class="wrap">([^<]*)<\/td><\/tr>/g)].map((m) => [Number(m[1]), m[2]]);
  expect(rows.map(([line]) => line)).toEqual([4, 5, 6, 7, 8]);
  expect(rows[0]![1]).toMatch(/Überweisung|bezahlt/);
  expect(rows[1]![1]).toMatch(/^Sendungsnummer: /);
  expect(rows[2]![1]).toBe('Diese Nummer gibt es in Ihrem Shop nicht.');
  expect(rows[3]![1]).toContain('keine Teilbestellungs- oder Bestellnummer');
  expect(rows[4]![1]).toContain('Es fehlen Spalten');
  // The buyers hear of it as from the single step.
  const mails = await db.kysely.selectFrom('mail_queue').select('id').where('kind', '=', 'shipped').execute();
  expect(mails.length - mailsBefore).toBe(2);

  // Commas, no byte order mark, no heading.
  const comma = await upload(`${badNumber!.part},Hermes,H1234567890\n`);
  expect(comma.status).toBe(200);
  expect(await statusOf(badNumber!.part)).toBe('shipped');

  // Not UTF-8: said beside the file field.
  const latin = new FormData();
  latin.append('file', new Blob([Buffer.from([0x53, 0x50, 0x3b, 0xe4, 0x0a])], { type: 'text/csv' }), 'alt.csv');
  const refusedFile = await fetch(`${base}/portal/orders/tracking`, { method: 'POST', headers: { cookie, origin: base }, body: latin });
  expect(refusedFile.status).toBe(400);
  expect(await refusedFile.text()).toMatch(/id="tracking-file-problem"[^>]*>Die Datei ist nicht in UTF-8/);
});

test('the template lists the parts waiting to go out under the heading in the member\'s language', async () => {
  const waiting = await placeShopOrder(marketplace, db, SHOP);
  const answer = await fetch(`${base}/portal/orders/tracking-template.csv`, { headers: { cookie } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
  const bytes = Buffer.from(await answer.arrayBuffer());
  // A byte order mark first, so Excel reads the umlauts right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\r\n')[0]).toBe('Teilbestellung;Versanddienst;Sendungsnummer');
  expect(text).toContain(`${waiting.part};;`);
});
