/**
 * Feeds shops already have, through the portal's upload on a real server and database: Google
 * Merchant Center's XML and TSV examples and idealo's CSV template imported without editing (the
 * page names the layout found), their offers then in a shopper's cart; an unknown layout mapped on
 * the column-mapping screen and imported, the mapping kept for the next upload; "fetch now" of a
 * feed URL behind basic auth, its password sealed at rest and never shown; bad files answered in
 * the member's language.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { pathFor } from '../../server/web/routes/table';
import { feedCredentials } from '../../server/marketplace/feeds/credentials';
import { saveFeedSource } from '../../server/marketplace/feeds/feed-source';
import { startFeedFetcher, type FeedFetcher } from '../../server/marketplace/feeds/scheduled-fetch';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { emptyShop, LIMITS } from '../feeds/helpers';
import { ownerCookie } from '../support/staff';
import { waitFor } from '../support/wait-for';

const SHOP = 4;
const FIXTURES = path.join(__dirname, '..', 'fixtures', 'feeds');
const credentials = feedCredentials('a test key of more than thirty-two characters');
const { app, db, portalUploads, feedUploadDir } = createTestApp({ db: createSeededDatabase(), dependencies: { feedCredentials: credentials } });
const server = http.createServer(app);
let base = '';
let owner = '';
let ownerFr = '';
let fetcher: FeedFetcher;
const cartPath = pathFor('Cart___de-DE', {});

const get = (url: string, cookie = owner) => fetch(`${base}${url}`, { redirect: 'manual', headers: { cookie } });
const post = (url: string, form: Record<string, string>, cookie = owner) =>
  fetch(`${base}${url}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

async function upload(bytes: Buffer | string, name: string, type: string, extra: Record<string, string> = {}, cookie = owner): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append('feed', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  const answer = await fetch(`${base}/portal/feed-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base }, body: form });
  expect(answer.status).toBe(303);
  return answer.headers.get('location')!;
}

async function finished(location: string, cookie = owner): Promise<string> {
  let page = '';
  await waitFor(`the import at ${location} to finish`, async () => !(page = await (await get(location, cookie)).text()).includes('http-equiv="refresh"'), 20_000, 50);
  return page;
}

const offer = (sku: string) => db.kysely.selectFrom('offers').select(['id', 'price_cents', 'stock', 'country_terms', 'article_id']).where('shop_id', '=', SHOP).where('sku', '=', sku).executeTakeFirst();

/** A shopper puts the offer in the cart; the cart page lists it. */
async function inCart(offerId: number): Promise<void> {
  const shopper = request.agent(app).set('cookie', 'spareo_delivery_country=DE');
  expect((await shopper.post(cartPath).type('form').send({ action: 'add', offerId: String(offerId), quantity: '1' })).status).toBe(303);
  const lines = await db.kysely.selectFrom('cart_lines').select('offer_id').where('offer_id', '=', offerId).execute();
  expect(lines).toHaveLength(1);
  const page = await shopper.get(cartPath);
  expect(page.status).toBe(200);
  expect(page.text).toContain('ProParts Hamburg');
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  owner = await ownerCookie(db.kysely, SHOP);
  ownerFr = await ownerCookie(db.kysely, SHOP, 'fr-FR');
  fetcher = startFeedFetcher(db, { db, limits: LIMITS, maxBytes: 10_000_000, uploadDir: feedUploadDir, pollMs: 3_600_000, policy: { httpHosts: ['127.0.0.1'], timeoutMs: 5000, maxRedirects: 3 }, credentials });
});
beforeEach(() => emptyShop(db, SHOP));
afterAll(async () => {
  await fetcher.stop();
  await portalUploads.idle();
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('Google Merchant Center XML (RSS 2.0, g: namespace) imports as it is; its offers go in a cart', async () => {
  const page = await finished(await upload(fs.readFileSync(path.join(FIXTURES, 'google-merchant.xml')), 'google-merchant.xml', 'application/xml'));
  expect(page).toContain('status-applied');
  expect(page).toContain('Google Merchant Center (XML)');
  const filter = await offer('GM-OC3428');
  expect(filter).toMatchObject({ price_cents: 1249, stock: 10 });
  expect(JSON.parse(filter!.country_terms!)).toEqual({ DE: { shipping: 495 }, AT: { shipping: 690 } });
  expect(await offer('GM-658')).toMatchObject({ price_cents: 7990 }); // the sale price
  expect(await offer('GM-PIER')).toMatchObject({ stock: 0 }); // preorder: not on the shelf
  await inCart(filter!.id);
});

test('Google Merchant Center TSV imports as it is; availability is the stock, shipping per country', async () => {
  const page = await finished(await upload(fs.readFileSync(path.join(FIXTURES, 'google-merchant.tsv')), 'google-merchant.tsv', 'text/tab-separated-values'));
  expect(page).toContain('status-applied');
  expect(page).toContain('Google Merchant Center (TSV)');
  const holder = await offer('GT-V32');
  expect(holder).toMatchObject({ price_cents: 2350, stock: 10 });
  expect(JSON.parse(holder!.country_terms!)).toEqual({ DE: { shipping: 495 }, AT: { shipping: 750 } });
  expect(await offer('GT-OC3428')).toMatchObject({ stock: 0 });
  expect(await offer('GT-VALEO')).toMatchObject({ price_cents: 16900 });
  await inCart(holder!.id);
});

test('idealo\'s CSV template imports as it is: hans, eans, delivery and payment cost columns', async () => {
  const page = await finished(await upload(fs.readFileSync(path.join(FIXTURES, 'idealo.csv')), 'idealo.csv', 'text/csv'));
  expect(page).toContain('status-applied');
  expect(page).toContain('idealo (CSV)');
  const starter = await offer('ID-1001');
  expect(starter).toMatchObject({ price_cents: 17990, stock: 10 });
  expect(await offer('ID-1002')).toMatchObject({ price_cents: 2140 }); // the first of its "hans"
  expect(await offer('ID-1003')).toMatchObject({ price_cents: 995 });
  await inCart(starter!.id);
});

test('an unknown layout goes to the mapping screen; choices that do not do come back named; the mapping imports it and is kept', async () => {
  const csv = 'Interne Nr;Fabrikat;Teil Nr;Betrag;Lager\nM-1;Mahle;OC 3732;14,90;4\nM-2;Valeo;438137;199,00;1\n';
  const location = await upload(csv, 'eigene.csv', 'text/csv');
  expect(location).toMatch(/^\/portal\/feeds\/mapping\/[0-9a-f]{24}$/);
  const screen = await (await get(location)).text();
  expect(screen).toContain('Spalten zuordnen');
  expect(screen).toContain('<td class="wrap">OC 3732</td>');
  const token = location.split('/').pop()!;
  const formPath = `/portal/feed-uploads/mapping/${token}`;
  // Price not chosen: back to the screen, the problem named in the member's language, the choices kept.
  const short = await post(formPath, { column_0: 'sku', column_1: 'brand', column_2: 'mpn', column_3: '', column_4: 'stock' });
  expect(short.status).toBe(303);
  const again = await get(short.headers.get('location')!);
  expect(again.status).toBe(400);
  const text = await again.text();
  expect(text).toContain('Es fehlt noch eine Spalte für: Preis.');
  expect(text).toMatch(/<select name="column_4"[^>]*>[\s\S]*?<option value="stock" selected=""/);
  const frenchText = await (await get(short.headers.get('location')!, ownerFr)).text();
  expect(frenchText).toContain('Il manque encore une colonne pour\u00a0: prix.');
  const twice = await post(formPath, { column_0: 'sku', column_1: 'brand', column_2: 'mpn', column_3: 'price', column_4: 'price' });
  expect(await (await get(twice.headers.get('location')!)).text()).toContain('„Preis (brutto)“ ist mehr als einer Spalte zugeordnet');
  const done = await post(formPath, { column_0: 'sku', column_1: 'brand', column_2: 'mpn', column_3: 'price', column_4: 'stock' });
  expect(done.headers.get('location')).toMatch(/^\/portal\/feeds\/\d+$/);
  const page = await finished(done.headers.get('location')!);
  expect(page).toContain('status-applied');
  expect(page).toContain('Eigene Spaltenzuordnung');
  expect(await offer('M-1')).toMatchObject({ price_cents: 1490, stock: 4 });
  // The next upload of the layout imports at once, with the kept mapping.
  await emptyShop(db, SHOP);
  const next = await upload(csv.replace('14,90', '15,90'), 'eigene.csv', 'text/csv');
  expect(next).toMatch(/^\/portal\/feeds\/\d+$/);
  await finished(next);
  expect(await offer('M-1')).toMatchObject({ price_cents: 1590 });
  // Asked for, the screen comes for a known layout too; a token of no upload leads back to the form.
  expect(await upload(csv, 'eigene.csv', 'text/csv', { columns: 'check' })).toMatch(/^\/portal\/feeds\/mapping\//);
  expect((await get(`/portal/feeds/mapping/${'0'.repeat(24)}`)).headers.get('location')).toBe('/portal/feeds?problem=mapping_gone');
});

test('a bad file is answered on the form in the member\'s language', async () => {
  const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 1, 2, 3]);
  const location = await upload(binary, 'feed.xlsx', 'application/octet-stream');
  expect(location).toBe('/portal/feeds?problem=not_a_feed');
  const german = await (await get(location)).text();
  const french = await (await get(location, ownerFr)).text();
  expect(german).toMatch(/class="problem" role="alert">[^<]*Datei/);
  expect(french).toMatch(/lang="fr-FR"/);
  expect(french).toMatch(/class="problem" role="alert">[^<]*fichier/);
});

test('fetch now fetches the feed URL with its basic auth; the password is sealed at rest and never shown', async () => {
  let seen = '';
  const feedServer = http.createServer((req, res) => {
    seen = req.headers.authorization ?? '';
    if (seen !== `Basic ${Buffer.from('shop:geheim-123').toString('base64')}`) return void res.writeHead(401).end();
    res.writeHead(200, { 'content-type': 'text/tab-separated-values' }).end(fs.readFileSync(path.join(FIXTURES, 'google-merchant.tsv')));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  try {
    // Through the owner's form: https only with a password; sealed, never shown back.
    const saved = await post('/portal/feeds/source', { action: 'save', url: 'https://feeds.example.de/shop.tsv', frequency: 'daily', dailyHour: '3', everyHours: '6', username: 'shop', password: 'geheim-123' });
    expect(saved.status).toBe(303);
    const row = await db.kysely.selectFrom('shop_feed_sources').select(['username', 'password_sealed']).where('shop_id', '=', SHOP).executeTakeFirstOrThrow();
    expect(row.username).toBe('shop');
    expect(row.password_sealed).toMatch(/^v1\./);
    expect(row.password_sealed).not.toContain('geheim');
    expect(credentials.open(SHOP, row.password_sealed!)).toBe('geheim-123');
    expect(() => credentials.open(SHOP + 1, row.password_sealed!)).toThrow(); // bound to the shop
    const feedsPage = await (await get('/portal/feeds')).text();
    expect(feedsPage).not.toContain('geheim');
    expect(feedsPage).toContain('value="shop"');
    // Kept when left empty for the same address; asked again for another host.
    expect((await post('/portal/feeds/source', { action: 'save', url: 'https://feeds.example.de/other.tsv', frequency: 'daily', dailyHour: '4', everyHours: '6', username: 'shop', password: '' })).status).toBe(303);
    const moved = await post('/portal/feeds/source', { action: 'save', url: 'https://elsewhere.example.com/shop.tsv', frequency: 'daily', dailyHour: '4', everyHours: '6', username: 'shop', password: '' });
    expect(moved.status).toBe(400);
    expect(await moved.text()).toMatch(/id="password-problem"[^>]*>Bitte ein Passwort/);
    const plain = await post('/portal/feeds/source', { action: 'save', url: 'http://feeds.example.de/shop.tsv', frequency: 'daily', dailyHour: '4', everyHours: '6', username: 'shop', password: 'x' });
    expect(plain.status).toBe(400);

    // The test's feed server on loopback (allowed to this fetcher), the password sealed as the form does.
    await saveFeedSource(db.kysely, SHOP, `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/shop.tsv`, { dailyHour: 3 }, new Date(), { username: 'shop', password: { sealed: credentials.seal(SHOP, 'geheim-123') } });
    const now = await post('/portal/feeds/source/fetch', {});
    expect(now.headers.get('location')).toBe('/portal/feeds?fetch=due#source-heading');
    let fetched: { id: number; status: string } | undefined;
    await waitFor('the fetched import to finish', async () => {
      fetched = await db.kysely.selectFrom('feed_imports').select(['id', 'status']).where('shop_id', '=', SHOP).where('source', '=', 'fetch').orderBy('id', 'desc').executeTakeFirst();
      return fetched !== undefined && fetched.status !== 'running';
    }, 10_000, 50);
    expect(await db.kysely.selectFrom('feed_imports').select(['status', 'error']).where('id', '=', fetched!.id).executeTakeFirst()).toMatchObject({ status: 'applied' });
    expect(seen).toBe(`Basic ${Buffer.from('shop:geheim-123').toString('base64')}`);
    expect(await offer('GT-V32')).toMatchObject({ price_cents: 2350 });
    expect(await (await get('/portal/feeds?fetch=due')).text()).toContain('Der Abruf ist gestartet');

    // A suspended shop is told so and nothing is fetched.
    await db.kysely.updateTable('shops').set({ suspended_at: new Date().toISOString() }).where('id', '=', SHOP).execute();
    const refused = await post('/portal/feeds/source/fetch', {});
    expect(refused.headers.get('location')).toBe('/portal/feeds?fetch=suspended#source-heading');
  } finally {
    await db.kysely.updateTable('shops').set({ suspended_at: null }).where('id', '=', SHOP).execute();
    await new Promise((resolve) => feedServer.close(resolve));
  }
});

test('a new shop\'s first upload before it said who it is: the import page names the missing details in the member\'s language and links the form', async () => {
  const before = await db.kysely.selectFrom('shops').select(['legal_name', 'phone']).where('id', '=', SHOP).executeTakeFirstOrThrow();
  await db.kysely.updateTable('shops').set({ legal_name: null, phone: '' }).where('id', '=', SHOP).execute();
  try {
    for (const [cookie, words] of [[owner, ['Firma (vollständiger Name)', 'Telefon']], [ownerFr, ['Raison sociale', 'Téléphone']]] as const) {
      const page = await finished(await upload(fs.readFileSync(path.join(FIXTURES, 'idealo.csv')), 'idealo.csv', 'text/csv', {}, cookie), cookie);
      expect(page).toContain('status-failed');
      expect(page).not.toMatch(/the shop cannot|legal_name|missing:/);
      for (const word of words) expect(page).toContain(word);
      expect(page).toContain('href="/portal/shop-page#identity"');
    }
  } finally {
    await db.kysely.updateTable('shops').set(before).where('id', '=', SHOP).execute();
  }
});
