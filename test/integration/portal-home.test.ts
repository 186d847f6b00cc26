/**
 * The portal's start page on a real server and database (SQLite or PostgreSQL, by jest project):
 * a member lands on it after signing in; it lists the open parts oldest first with their age, the
 * withdrawals waiting, today's sales counted in the shop's own day, the offers on sale and the last
 * feed's health, each linking to where the shop acts; a key without the orders scope sees no orders.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { portalHomeOf } from '../../server/marketplace/portal/home';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { placeShopOrder, type PlacedOrder } from '../support/portal-order';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, ownerCookie, staffCookie } from '../support/staff';

const SHOP = 4;
const { app, db, marketplace } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
let owner = '';
const placed: PlacedOrder[] = [];

const get = (path: string, cookie = owner) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie } });
const partId = async (number: string) => (await db.kysely.selectFrom('order_shops').select(['id', 'order_id']).where('number', '=', number).executeTakeFirstOrThrow());
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = await ownerCookie(db.kysely, SHOP);
  for (let i = 0; i < 4; i++) placed.push(await placeShopOrder(marketplace, db, SHOP));
  // The first waits three days, the second thirty hours; the third is accepted; the fourth withdrawn.
  const [first, second, third, fourth] = await Promise.all(placed.map((order) => partId(order.part)));
  await db.kysely.updateTable('orders').set({ created_at: hoursAgo(72) }).where('id', '=', first!.order_id).execute();
  await db.kysely.updateTable('orders').set({ created_at: hoursAgo(30) }).where('id', '=', second!.order_id).execute();
  await db.kysely.updateTable('order_shops').set({ status: 'accepted' }).where('id', '=', third!.id).execute();
  await db.kysely.updateTable('order_shops').set({ status: 'withdrawn' }).where('id', '=', fourth!.id).execute();
  await db.kysely.insertInto('withdrawals').values({
    order_id: fourth!.order_id, order_shop_id: fourth!.id, name: 'Élodie Lefèvre', email: 'client@example.fr', lines: '[1]', whole_part: 1,
    statement: 'Je me rétracte.', locale: 'fr-FR', received_at: hoursAgo(5),
  }).execute();
  await db.kysely.insertInto('feed_imports').values({
    shop_id: SHOP, status: 'held', source: 'portal', file_name: 'angebote.csv', bytes_total: 100, rows_read: 1200, rows_rejected: 400,
    hold_reason: 'errors', created_at: hoursAgo(2), finished_at: hoursAgo(2),
  }).execute();
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('the owner\'s start page: open parts oldest first with their age, withdrawals waiting, today\'s sales, live offers, the held feed; each a link to act', async () => {
  const answer = await get('/portal');
  expect(answer.status).toBe(200);
  const page = await answer.text();
  const main = page.slice(page.indexOf('<main'));
  // Oldest first: the three-day-old part, then the thirty-hour one, then the accepted one of today.
  const positions = [placed[0]!.part, placed[1]!.part, placed[2]!.part].map((number) => main.indexOf(`>${number}</a>`));
  expect(positions.every((position) => position > 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(main).toContain('vor 3 Tagen');
  expect(main).toContain('vor 30 Stunden');
  expect(main).toContain('überfällig');
  expect(main).toContain(`href="/portal/orders?q=${placed[0]!.part}#${placed[0]!.part}"`);
  expect(main).toContain('href="/portal/orders?status=new"');
  // The withdrawal waits for the goods; its part links to its place in the list.
  expect(main).toMatch(/Offene Widerrufe[\s\S]*<strong>1<\/strong>/);
  expect(main).toContain(`href="/portal/orders?q=${placed[3]!.part}#${placed[3]!.part}"`);
  // Today: the two parts placed today (the withdrawn one too: a sale is a sale until it is refunded).
  const home = await portalHomeOf(db.kysely, SHOP, { orders: true, offers: true });
  expect(home.orders!.today.count).toBe(2);
  expect(main).toContain('aus 2 Teilbestellungen');
  expect(main).toContain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(home.orders!.today.grossCents / 100));
  expect(main).toContain('Mitteleuropäische');
  // Live offers: those in stock.
  const live = Number((await db.kysely.selectFrom('offers').select((eb) => eb.fn.countAll<number>().as('n')).where('shop_id', '=', SHOP).where('stock', '>', 0).executeTakeFirstOrThrow()).n);
  expect(home.offers!.live).toBe(live);
  expect(main).toContain(`<strong>${live.toLocaleString('de-DE')}</strong>`);
  // The last feed is held: said, with its rows and errors, and the way to decide.
  const feed = home.offers!.lastFeed!;
  expect(feed).toMatchObject({ held: true, rowsRead: 1200, rowsRejected: 400 });
  expect(main).toContain('Angehalten: Der Import wartet auf Ihre Entscheidung.');
  expect(main).toContain(`href="/portal/feeds/${feed.id}"`);
  expect(main).toContain('1.200');
});

test('today is the shop\'s day: an order at 00:30 Berlin time counts, one at 23:30 the evening before does not', async () => {
  const now = new Date('2026-01-16T10:00:00Z');
  const [a, b] = await Promise.all(placed.slice(1, 3).map((order) => partId(order.part)));
  await db.kysely.updateTable('orders').set({ created_at: '2026-01-15T23:30:00.000Z' }).where('id', '=', a!.order_id).execute(); // 00:30 on the 16th in Berlin
  await db.kysely.updateTable('orders').set({ created_at: '2026-01-15T22:30:00.000Z' }).where('id', '=', b!.order_id).execute(); // 23:30 on the 15th in Berlin
  const home = await portalHomeOf(db.kysely, SHOP, { orders: true, offers: false }, now);
  expect(home.shopZone).toBe('Europe/Berlin');
  expect(home.orders!.today.since).toBe('2026-01-15T23:00:00.000Z');
  expect(home.orders!.today.count).toBe(1);
  // A shop in Portugal counts its own midnight (an hour later than Berlin's in UTC).
  await db.kysely.updateTable('shops').set({ country: 'PT' }).where('id', '=', SHOP).execute();
  try {
    const lisbon = await portalHomeOf(db.kysely, SHOP, { orders: true, offers: false }, now);
    expect(lisbon.orders!.today.since).toBe('2026-01-16T00:00:00.000Z');
    expect(lisbon.orders!.today.count).toBe(0);
  } finally {
    await db.kysely.updateTable('shops').set({ country: 'DE' }).where('id', '=', SHOP).execute();
  }
});

test('staff land on the start page after signing in; a key without the orders scope sees no orders there, only its feeds', async () => {
  const staff = staffCookie((await createStaff(db.kysely, 'shop_staff', { shopId: SHOP, locale: 'fr-FR' })).token);
  const page = await (await get('/portal', staff)).text();
  expect(page).toContain('<html lang="fr-FR"');
  expect(page).toContain('Commandes à traiter');
  expect(page).not.toContain('href="/portal/people"');

  const key = await issueShopToken(db.kysely, SHOP, new Date(), ['offers:write']);
  const signedIn = await fetch(`${base}/portal/sign-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: new URLSearchParams({ shopId: String(SHOP), token: key }) });
  expect(signedIn.status).toBe(303);
  expect(signedIn.headers.get('location')).toBe('/portal');
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  const keyPage = await (await get('/portal', cookie)).text();
  expect(keyPage).toContain('Letzter Import');
  expect(keyPage).not.toContain('Offene Bestellungen');
  expect(keyPage).not.toContain(placed[0]!.part);
});

test('without a sign-in the start page sends to the sign-in', async () => {
  const answer = await fetch(`${base}/portal`, { redirect: 'manual' });
  expect(answer.status).toBe(303);
  expect(answer.headers.get('location')).toBe('/portal/sign-in');
});

test('a shop that delivers nowhere yet and has not said who it is: no offer counts as buyable, and the start page says what to fill in, with links', async () => {
  const shop = await db.kysely.selectFrom('shops').select(['phone']).where('id', '=', SHOP).executeTakeFirstOrThrow();
  const shipping = await db.kysely.selectFrom('shop_shipping').selectAll().where('shop_id', '=', SHOP).execute();
  await db.kysely.deleteFrom('shop_shipping').where('shop_id', '=', SHOP).execute();
  await db.kysely.updateTable('shops').set({ phone: '' }).where('id', '=', SHOP).execute();
  try {
    const home = await portalHomeOf(db.kysely, SHOP, { orders: true, offers: true });
    expect(home.offers).toMatchObject({ live: 0, shipsTo: 0, sellerMissing: ['phone'] });
    const page = await (await get('/portal')).text();
    expect(page).toContain('Ihr Shop liefert noch in kein Land');
    expect(page).toContain('href="/portal/shop-page#shipping"');
    expect(page).toContain('Es fehlen: Telefon.');
    expect(page).toContain('href="/portal/shop-page#identity"');
  } finally {
    await db.kysely.updateTable('shops').set(shop).where('id', '=', SHOP).execute();
    if (shipping.length) await db.kysely.insertInto('shop_shipping').values(shipping).execute();
  }
});
