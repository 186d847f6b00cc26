/**
 * The portal's order list on a real server and database (SQLite or PostgreSQL, by jest project):
 * found by part or order number, the buyer's name (any case, accents kept) or e-mail, an article
 * number; narrowed by status and by days of the shop's own calendar; read page by page; a filter
 * that cannot be read is said beside its field with what was typed; the CSV has the same filters,
 * opens in Excel (BOM, ";", 12,34) and quotes a formula harmless; another shop finds none of it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { searchShopOrders } from '../../server/marketplace/portal/order-search';
import { createTestApp } from '../support/app';
import { placeShopOrder, type PlacedOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { ownerCookie } from '../support/staff';

const SHOP = 4;
const OTHER = 5;
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
let owner = '';
let other = '';
const placed: PlacedOrder[] = [];
const BUYERS = [
  { name: 'Jürgen Böhm', email: 'j.boehm@example.de' },
  { name: '=HYPERLINK("http://evil.example","Klick")', email: 'formula@example.de' },
  { name: 'Élodie Lefèvre', email: 'elodie@example.fr' },
];

const get = (path: string, cookie = owner) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
const numbersIn = (page: string) => [...new Set([...page.matchAll(/<article class="order" id="(SP-[^"]+)"/g)].map((m) => m[1]!))];

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = await ownerCookie(db.kysely, SHOP);
  other = await ownerCookie(db.kysely, OTHER);
  for (let i = 0; i < 23; i++) placed.push(await placeShopOrder(marketplace, db, SHOP));
  // A buyer of her own for each order, three of them by name; the first placed in January, just after midnight in Berlin (still the 15th in UTC).
  for (const [i, { number }] of placed.entries()) {
    const buyer = BUYERS[i] ?? { name: `Kunde ${i}`, email: `kunde${i}@example.com` };
    const order = await db.kysely.selectFrom('orders').select(['id', 'delivery_address']).where('number', '=', number).executeTakeFirstOrThrow();
    await db.kysely.updateTable('orders').set({ email: buyer.email, delivery_address: JSON.stringify({ ...JSON.parse(order.delivery_address), name: buyer.name }) }).where('id', '=', order.id).execute();
  }
  await db.kysely.updateTable('orders').set({ created_at: '2026-01-15T23:30:00.000Z' }).where('number', '=', placed[0]!.number).execute();
  await db.kysely.updateTable('order_shops').set({ status: 'shipped', carrier: 'DHL', tracking_number: '00340434161234567890' }).where('number', '=', placed[1]!.part).execute();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('found by part number, order number, the buyer\'s name in any case, e-mail and article number', async () => {
  const find = async (q: string) => numbersIn(await (await get(`/portal/orders?q=${encodeURIComponent(q)}`)).text());
  expect(await find(placed[5]!.part)).toEqual([placed[5]!.part]);
  expect(await find(placed[6]!.number)).toEqual([placed[6]!.part]);
  expect(await find('böhm')).toEqual([placed[0]!.part]);
  expect(await find('JÜRGEN')).toEqual([placed[0]!.part]);
  expect(await find('Élodie')).toEqual([placed[2]!.part]);
  expect(await find('lefèvre')).toEqual([placed[2]!.part]);
  expect(await find('boehm@example')).toEqual([placed[0]!.part]);
  // A LIKE wildcard typed is a character, not "anything".
  expect(await find('%')).toEqual([]);
  const line = await db.kysely.selectFrom('order_lines as l').innerJoin('order_shops as os', 'os.id', 'l.order_shop_id').select('l.article_number').where('os.number', '=', placed[3]!.part).executeTakeFirstOrThrow();
  const withArticle = await searchShopOrders(db.kysely, SHOP, { q: line.article_number.toLowerCase(), pageSize: 200 });
  expect(withArticle.orders.map((order) => order.number)).toContain(placed[3]!.part);
});

test('filtered by status and by the shop\'s days; read twenty to a page with the filters kept in the pager', async () => {
  expect(numbersIn(await (await get('/portal/orders?status=shipped')).text())).toEqual([placed[1]!.part]);
  // 00:30 on 16 January in Berlin: on the 16th, not the 15th.
  expect(numbersIn(await (await get('/portal/orders?from=2026-01-16&to=2026-01-16')).text())).toEqual([placed[0]!.part]);
  expect(numbersIn(await (await get('/portal/orders?from=16.01.2026&to=16.01.2026')).text())).toEqual([placed[0]!.part]);
  expect(numbersIn(await (await get('/portal/orders?to=2026-01-15')).text())).toEqual([]);

  const first = await (await get('/portal/orders?status=new')).text();
  const newest = placed.slice(2).reverse().map((order) => order.part);
  expect(numbersIn(first)).toEqual(newest.slice(0, 20));
  expect(first).toContain('22 Teilbestellungen gefunden, 1–20 angezeigt');
  expect(first).toContain('href="/portal/orders?status=new&amp;page=2"');
  expect(first).toContain('href="/portal/orders.csv?status=new"');
  const second = await (await get('/portal/orders?status=new&page=2')).text();
  expect(numbersIn(second)).toEqual([...newest.slice(20), placed[0]!.part]);
  expect(second).toContain('Seite 2 von 2');
});

test('a day that cannot be read is said beside its field in the member\'s language, with what was typed', async () => {
  const answer = await get('/portal/orders?q=B%C3%B6hm&from=31.02.2026');
  expect(answer.status).toBe(400);
  const page = await answer.text();
  expect(page).toMatch(/id="filter-from"[^>]*aria-invalid="true"[^>]*aria-describedby="filter-from-problem"/);
  expect(page).toContain('value="31.02.2026"');
  expect(page).toContain('value="Böhm"');
  expect(page).toContain('Bitte ein Datum wie 27.11.2026 angeben.');
  // Also for the CSV: the page with the field at fault, not a broken file.
  expect((await get('/portal/orders.csv?to=gestern')).status).toBe(400);
});

test('the CSV follows the filters and opens in Excel: BOM, semicolons, amounts as 12,34, the zone named, formulas quoted harmless', async () => {
  const answer = await get('/portal/orders.csv?q=example.de');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="?bestellungen-\d{4}-\d{2}-\d{2}\.csv"?$/);
  const bytes = Buffer.from(await answer.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes.subarray(3).toString('utf8'), { delimiter: ';', relax_column_count: false }) as string[][];
  expect(rows[0]!.slice(0, 5)).toEqual(['Teilbestellung', 'Bestellung', 'Bestellt (Europe/Berlin)', 'Status', 'Kunde']);
  const body = rows.slice(1);
  expect(body.map((row) => row[0]).sort()).toEqual([placed[0]!.part, placed[1]!.part].sort());
  const formula = body.find((row) => row[0] === placed[1]!.part)!;
  expect(formula[4]).toBe('\'=HYPERLINK("http://evil.example","Klick")');
  expect(formula[3]).toBe('versendet');
  expect(formula[19]).toBe('00340434161234567890');
  const part = await db.kysely.selectFrom('order_shops').select('total_cents').where('number', '=', placed[1]!.part).executeTakeFirstOrThrow();
  expect(formula[15]).toBe(`${Math.floor(part.total_cents / 100)},${String(part.total_cents % 100).padStart(2, '0')}`);
  expect(body.find((row) => row[0] === placed[0]!.part)![2]).toBe('2026-01-16 00:30');
});

test('the whole list as CSV, read in pages of two hundred; another shop finds none of it', async () => {
  const rows = parse((await (await get('/portal/orders.csv')).text()).slice(1), { delimiter: ';' }) as string[][];
  expect(rows.length - 1).toBe(23);
  expect(numbersIn(await (await get(`/portal/orders?q=${placed[4]!.part}`, other)).text())).toEqual([]);
  expect((await searchShopOrders(db.kysely, OTHER, { q: 'böhm' })).total).toBe(0);
  // Four to a page at the marketplace: the pages add up to the whole list without a part twice.
  const seen: string[] = [];
  for (let page = 1; page <= 6; page++) seen.push(...(await searchShopOrders(db.kysely, SHOP, { page, pageSize: 4 })).orders.map((order) => order.number));
  expect(new Set(seen).size).toBe(23);
});
