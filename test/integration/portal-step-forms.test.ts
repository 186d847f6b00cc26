/**
 * The inbox's step forms keep what was typed, on a real server and database (SQLite or PostgreSQL,
 * by jest project): a step refused for a part on page 2 of a search comes back on that page with
 * the search kept, the form's address carrying the part's anchor, the problem beside its field and
 * the carrier and the lines exactly as sent; the refusal page starts with no line ticked and keeps
 * the lines and reason sent; the shop page's texts keep a typed AGB when another field is refused.
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
const placed: PlacedOrder[] = [];

const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
const post = (path: string, form: [string, string][]) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
const articleOf = (html: string, part: string) => {
  const start = html.indexOf(`<article class="order" id="${part}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</article>', start));
};
const unescape = (text: string) => text.replace(/&amp;/g, '&');
/** The action of the part's ship form, as the browser would send it (the fragment stays in the browser). */
const shipActionOf = (article: string) => unescape(/<form[^>]*action="([^"]+)"[^>]*>\s*<input type="hidden" name="status" value="shipped"/.exec(article)?.[1] ?? '');

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cookie = await ownerCookie(db.kysely, SHOP);
  // Two lines each, so a shipment may take some of them; enough parts for a second page.
  for (let i = 0; i < 23; i++) placed.push(await placeShopOrder(marketplace, db, SHOP, { offers: 2 }));
  for (const { part } of placed) await bookTransferReceived(db.kysely, part);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('"Versenden" without a tracking number on page 2 of a search comes back on page 2 with the search, at the part, the problem beside the field and what was typed', async () => {
  const list = '/portal/orders?q=SP-&page=2';
  const page2 = await (await get(list)).text();
  const part = [...page2.matchAll(/<article class="order" id="(SP-[^"]+)"/g)].map((m) => m[1]!).find((number) => placed.some((p) => p.part === number))!;
  expect(part).toBeDefined();
  const action = shipActionOf(articleOf(page2, part));
  const [path, fragment] = action.split('#');
  expect(fragment).toBe(part);
  expect(path).toMatch(/[?&]page=2(&|$)/);
  expect(path).toMatch(/[?&]q=SP-(&|$)/);

  const refused = await post(path!, [['status', 'shipped'], ['partial', '1'], ['lines', '2'], ['carrier', 'Hermes'], ['trackingNumber', '']]);
  expect(refused.status).toBe(400);
  const html = await refused.text();
  const article = articleOf(html, part);
  expect(article).not.toBe('');
  expect(html).toMatch(/id="filter-q"[^>]*value="SP-"/);
  expect(html).toMatch(/Seite 2 von 2/);
  // Beside the tracking number's field, described by it.
  expect(article).toMatch(new RegExp(`<input id="${part}-trackingNumber"[^>]*aria-invalid="true"[^>]*aria-describedby="${part}-trackingNumber-problem"`));
  expect(article).toMatch(new RegExp(`id="${part}-trackingNumber-problem"[^>]*>Sendungsnummer: `));
  // The carrier typed, line 1 left unticked, line 2 ticked, as sent.
  expect(article).toMatch(new RegExp(`<input id="${part}-carrier"[^>]*value="Hermes"`));
  expect(article).toMatch(/<input type="checkbox" name="lines" value="1"\/>/);
  expect(article).toMatch(/<input type="checkbox" name="lines" checked="" value="2"\/>/);
  // Sent again as it stands, only line 2 goes and the list is back on page 2 at the part.
  const again = await post(path!, [['status', 'shipped'], ['partial', '1'], ['lines', '2'], ['carrier', 'Hermes'], ['trackingNumber', 'H1234567890']]);
  expect(again.status).toBe(303);
  expect(again.headers.get('location')).toBe(`/portal/orders?q=SP-&page=2#${part}`);
});

test('a refund amount that is not one comes back as typed beside its field', async () => {
  const part = placed[0]!.part;
  await db.kysely.updateTable('order_shops').set({ status: 'returned' }).where('number', '=', part).execute();
  const inbox = await (await get('/portal/orders?status=returned')).text();
  const form = articleOf(inbox, part);
  const action = unescape(/<form[^>]*action="([^"]+)"[^>]*>\s*<input type="hidden" name="status" value="refunded"/.exec(form)?.[1] ?? '');
  expect(action).toBe(`/portal/orders/${part}/status?status=returned#${part}`);
  const refused = await post(action.split('#')[0]!, [['status', 'refunded'], ['refund', '12,5x']]);
  expect(refused.status).toBe(400);
  const article = articleOf(await refused.text(), part);
  const input = new RegExp(`<input id="${part}-refund"[^>]*>`).exec(article)?.[0] ?? '';
  expect(input).toContain('value="12,5x"');
  expect(input).toContain('aria-invalid="true"');
  expect(article).toMatch(new RegExp(`id="${part}-refund-problem"`));
});

test('the refusal page starts with no line ticked and comes back with the lines and reason sent', async () => {
  const part = placed[1]!.part;
  const page = await (await get(`/portal/orders/${part}/refuse`)).text();
  expect(page).toMatch(/<input id="refuse-line-1" type="checkbox" name="lines" value="1"\/>/);
  expect(page).toMatch(/<input id="refuse-line-2" type="checkbox" name="lines" value="2"\/>/);
  const refused = await post(`/portal/orders/${part}/refuse`, [['lines', '2'], ['reason', 'Teil beschädigt']]);
  expect(refused.status).toBe(400);
  const again = await refused.text();
  expect(again).toMatch(/<input id="refuse-line-1" type="checkbox" name="lines" value="1"\/>/);
  expect(again).toMatch(/<input id="refuse-line-2" type="checkbox" name="lines" checked="" value="2"\/>/);
  expect(again).toContain('Teil beschädigt');
});

test('the shop page\'s texts keep a typed AGB when the payment methods are refused, and come back at the form', async () => {
  const settings = await (await get('/portal/shop-page')).text();
  expect(settings).toMatch(/<form[^>]*action="\/portal\/shop-page\/texts#texts"/);
  const refused = await post('/portal/shop-page/texts', [['terms', 'Meine neuen AGB, Fassung 3'], ['cancellationPolicy', 'Widerruf binnen 14 Tagen']]);
  expect(refused.status).toBe(400);
  const html = await refused.text();
  expect(html).toContain('Meine neuen AGB, Fassung 3');
  expect(html).toContain('Widerruf binnen 14 Tagen');
  expect(html).toMatch(/id="paymentMethods-problem"[^>]*>Bitte mindestens eine Zahlungsart wählen/);
});
