/**
 * The shop's own offers in the portal on a real server and database (SQLite or PostgreSQL, by jest
 * project): listed page by page, searched by article number, SKU and a typed price, filtered by
 * state and sorted; one offer's price, stock and delivery time changed in its row with the feeds'
 * rules (a value refused comes back beside its field with what was typed, in German and French);
 * offers paused and resumed together, a paused offer's stock kept through a new feed; and a member
 * of one shop never sees or changes another shop's offer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, ownerCookie, staffCookie } from '../support/staff';
import { catalogueArticles, emptyShop, importBuffer } from '../feeds/helpers';

const SHOP = 4;
const OTHER = 5;
const { app, db } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
let owner = '';
let french = '';
let staff = '';
let feed = '';

const get = (path: string, cookie = owner) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
const post = (path: string, form: [string, string][], cookie = owner) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
const rowsIn = (page: string) => [...page.matchAll(/<tr id="offer-(\d+)"/g)].map((m) => Number(m[1]));
const offerOf = (sku: string, shopId = SHOP) => db.kysely.selectFrom('offers').select(['id', 'price_cents', 'stock', 'paused_stock', 'delivery_days']).where('shop_id', '=', shopId).where('sku', '=', sku).executeTakeFirstOrThrow();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = await ownerCookie(db.kysely, SHOP);
  french = await ownerCookie(db.kysely, SHOP, 'fr-FR');
  staff = staffCookie((await createStaff(db.kysely, 'shop_staff', { shopId: SHOP })).token);
  await emptyShop(db, SHOP);
  await emptyShop(db, OTHER);
  const articles = await catalogueArticles(db, 40);
  // 30 offers of this shop (prices 10,00 € to 39,00 €, stock 1 to 30), 10 of the other shop's.
  feed = ['sku;brand;mpn;price;stock;delivery', ...articles.slice(0, 30).map((a, i) => `OWN-${String(i).padStart(2, '0')};${a.brand};${a.number};${10 + i},00;${i + 1};2`)].join('\n');
  expect((await importBuffer(db, feed, { shopId: SHOP })).status).toBe('applied');
  const others = ['sku;brand;mpn;price;stock', ...articles.slice(30, 40).map((a, i) => `THEIRS-${i};${a.brand};${a.number};5,00;9`)].join('\n');
  expect((await importBuffer(db, others, { shopId: OTHER })).status).toBe('applied');
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('the list pages through the shop\'s offers only, searched by SKU, number and typed price, sorted and filtered', async () => {
  const first = await (await get('/portal/offers')).text();
  expect(rowsIn(first)).toHaveLength(25);
  expect(first).toContain('30 Angebote, hier 1–25');
  expect(first).not.toContain('THEIRS-');
  const second = await (await get('/portal/offers?page=2')).text();
  expect(rowsIn(second)).toHaveLength(5);
  const bySku = await (await get('/portal/offers?q=own-07')).text();
  expect(rowsIn(bySku)).toEqual([(await offerOf('OWN-07')).id]);
  const byPrice = await (await get(`/portal/offers?q=${encodeURIComponent('12,00 €')}`)).text();
  expect(rowsIn(byPrice)).toEqual([(await offerOf('OWN-02')).id]);
  const dearest = await (await get('/portal/offers?sort=-price')).text();
  expect(rowsIn(dearest)[0]).toBe((await offerOf('OWN-29')).id);
  expect(dearest).toContain('aria-sort="descending"');
  // Another shop's SKU finds nothing, not even for its number.
  expect(rowsIn(await (await get('/portal/offers?q=THEIRS-1')).text())).toEqual([]);
});

test('a price a feed would refuse comes back in the row with what was typed and the reason beside it, in German and in French', async () => {
  const { id } = await offerOf('OWN-03');
  const refused = await post(`/portal/offers/${id}?q=OWN`, [['price', '1.234'], ['stock', '4'], ['delivery', '2']]);
  expect(refused.status).toBe(400);
  const page = await refused.text();
  expect(page).toMatch(new RegExp(`id="offer-${id}-price"[^>]*value="1.234"|value="1.234"[^>]*id="offer-${id}-price"`));
  expect(page).toContain(`id="offer-${id}-price-problem"`);
  expect(page).toContain('Tausend');
  expect(page).toContain('aria-invalid="true"');
  expect(page).toContain('value="OWN"');
  const stock = await post(`/portal/offers/${id}`, [['price', '24,90'], ['stock', '-3'], ['delivery', '2']], french);
  expect(stock.status).toBe(400);
  const frenchPage = await stock.text();
  expect(frenchPage).toContain('Le stock ne peut pas être négatif.');
  expect(frenchPage).toContain('value="24,90"');
  expect(await offerOf('OWN-03')).toMatchObject({ price_cents: 1300, stock: 4 });
});

test('a change saves as the feeds read it and returns to the list at the row', async () => {
  const { id } = await offerOf('OWN-04');
  const saved = await post(`/portal/offers/${id}?q=OWN&page=1`, [['price', '1.249,50 €'], ['stock', '> 50'], ['delivery', '1-3 Werktage']], staff);
  expect(saved.status).toBe(303);
  expect(saved.headers.get('location')).toBe(`/portal/offers?q=OWN&done=saved#offer-${id}`);
  expect(await offerOf('OWN-04')).toMatchObject({ price_cents: 124_950, stock: 50, delivery_days: 3 });
  const edit = await (await get(`/portal/offers?edit=${id}`, french)).text();
  expect(edit).toContain('value="1249,50"');
});

test('ticked offers are paused and resumed; a paused offer stays off sale through a new feed and keeps that feed\'s stock', async () => {
  const a = await offerOf('OWN-10');
  const b = await offerOf('OWN-11');
  const nothing = await post('/portal/offers/pause', [['action', 'pause']]);
  expect(nothing.status).toBe(400);
  expect(await nothing.text()).toContain('Bitte zuerst Angebote anhaken.');
  const paused = await post('/portal/offers/pause?state=live', [['offers', String(a.id)], ['offers', String(b.id)], ['action', 'pause']]);
  expect(paused.status).toBe(303);
  expect(paused.headers.get('location')).toBe('/portal/offers?state=live&done=paused&count=2');
  expect(await offerOf('OWN-10')).toMatchObject({ stock: 0, paused_stock: 11 });
  const listed = await (await get('/portal/offers?state=paused&done=paused&count=2')).text();
  expect(rowsIn(listed).sort()).toEqual([a.id, b.id].sort());
  expect(listed).toContain('2 Angebote pausiert.');
  // The next feed says 40 in stock: the offer stays paused, with that stock kept for later.
  expect((await importBuffer(db, feed.replace('OWN-10;', 'OWN-10;').replace(/^(OWN-10;[^;]*;[^;]*;[^;]*;)\d+/m, '$140'), { shopId: SHOP })).status).toBe('applied');
  expect(await offerOf('OWN-10')).toMatchObject({ stock: 0, paused_stock: 40 });
  const resumed = await post('/portal/offers/pause', [['offers', String(a.id)], ['action', 'resume']]);
  expect(resumed.status).toBe(303);
  expect(await offerOf('OWN-10')).toMatchObject({ stock: 40, paused_stock: null });
});

test('a member of one shop can neither change nor pause another shop\'s offer', async () => {
  const theirs = await offerOf('THEIRS-2', OTHER);
  const changed = await post(`/portal/offers/${theirs.id}`, [['price', '1,00'], ['stock', '0'], ['delivery', '1']]);
  expect(changed.status).toBe(404);
  const paused = await post('/portal/offers/pause', [['offers', String(theirs.id)], ['action', 'pause']]);
  expect(paused.status).toBe(303);
  expect(paused.headers.get('location')).toContain('count=0');
  expect(await offerOf('THEIRS-2', OTHER)).toMatchObject({ price_cents: 500, stock: 9, paused_stock: null });
  expect(rowsIn(await (await get(`/portal/offers?edit=${theirs.id}`)).text())).not.toContain(theirs.id);
});
