/**
 * The portal's account side on a real server and database (SQLite or PostgreSQL, by jest project):
 * the shop's own feed URL set from the form (a bad one named beside the field) and fetched on its
 * schedule from a local HTTP server playing the shop's host (a good feed, a 404, a too large and a
 * too slow answer; two processes fetch a due feed once); every member action in the audit log,
 * shown to the owner; what staff may not do; a revoked key refused at once by a second replica.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../server/marketplace/db/connection';
import { startFeedFetcher, type FeedFetchOptions } from '../../server/marketplace/feeds/scheduled-fetch';
import { createMarketplace } from '../../server/marketplace/index';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import { createTestApp } from '../support/app';
import { reopenDatabase } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff } from '../support/staff';
import { tempDir } from '../support/temp-dir';
import { catalogueArticles, emptyShop, LIMITS } from '../feeds/helpers';

const SHOP_A = 4;
const SHOP_B = 5;
const { app, db, checkSecret } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
const cookies: Record<string, string> = {};
let goodFeed = '';

// The shop's own host: a feed, a missing file, one too large, one too slow.
let slowTimer: NodeJS.Timeout | undefined;
const shopHost = http.createServer((req, res) => {
  if (req.url === '/angebote.csv') return void res.writeHead(200, { 'content-type': 'text/csv' }).end(goodFeed);
  if (req.url === '/big.csv') return void res.writeHead(200, { 'content-type': 'text/csv' }).end(`sku;brand;mpn;price;stock\n${'x;y;z;1,00;1\n'.repeat(20_000)}`);
  if (req.url === '/slow.csv') {
    res.writeHead(200, { 'content-type': 'text/csv' });
    res.write('sku;brand;mpn;price;stock\n');
    slowTimer = setTimeout(() => res.end(), 10_000);
    return;
  }
  res.writeHead(404).end('not here');
});
let feedHost = '';

const fetchOptions = (handle: Database): FeedFetchOptions => ({
  db: handle, limits: LIMITS, maxBytes: 100_000, uploadDir: tempDir('spareo-test-fetch-'), pollMs: 3_600_000,
  policy: { httpHosts: ['localhost'], timeoutMs: 1500, maxRedirects: 3 },
});

const staffCookie = (token: string) => `${STAFF_COOKIE}=${token}.${createHmac('sha256', checkSecret).update(`staff-session.${token}`).digest('base64url')}`;
const get = (path: string, who = 'ownerA') => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie: cookies[who]! } });
const post = (path: string, form: Record<string, string>, who = 'ownerA') =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie: cookies[who]!, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

async function signIn(shopId: number, token: string): Promise<string> {
  const answer = await fetch(`${base}/portal/sign-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: new URLSearchParams({ shopId: String(shopId), token }) });
  expect(answer.status).toBe(303);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

const actions = async (shopId: number) => (await db.kysely.selectFrom('staff_audit').select('action').where('shop_id', '=', shopId).orderBy('id').execute()).map((row) => row.action);
const makeDue = () => db.kysely.updateTable('shop_feed_sources').set({ next_fetch_at: '2000-01-01T00:00:00.000Z', claimed_until: null }).where('shop_id', '=', SHOP_A).execute();
const saveUrl = (url: string) => post('/portal/feeds/source', { action: 'save', url, frequency: 'hours', everyHours: '6', dailyHour: '3' });
const lastImport = () => db.kysely.selectFrom('feed_imports').select(['id', 'status', 'source', 'error', 'rows_read']).where('shop_id', '=', SHOP_A).orderBy('id', 'desc').executeTakeFirstOrThrow();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => shopHost.listen(0, '127.0.0.1', resolve));
  feedHost = `http://localhost:${(shopHost.address() as AddressInfo).port}`;
  const articles = await catalogueArticles(db, 12);
  goodFeed = ['sku;brand;mpn;price;stock', ...articles.map((a, i) => `F-${i};${a.brand};${a.number};${12 + i},50;4`)].join('\n');
  for (const shop of [SHOP_A, SHOP_B]) await emptyShop(db, shop);
  // The owner's settings take the owner's own sign-in (password and second factor), never the key.
  cookies.ownerA = staffCookie((await createStaff(db.kysely, 'shop_owner', { shopId: SHOP_A })).token);
  cookies.ownerB = staffCookie((await createStaff(db.kysely, 'shop_owner', { shopId: SHOP_B })).token);
  // The key the shop's order software holds.
  for (const shop of [SHOP_A, SHOP_B]) await issueShopToken(db.kysely, shop);
  cookies.staffA = staffCookie((await createStaff(db.kysely, 'shop_staff', { shopId: SHOP_A })).token);
});
afterAll(async () => {
  clearTimeout(slowTimer);
  shopHost.closeAllConnections();
  await new Promise((resolve) => shopHost.close(resolve));
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('the owner sets the feed URL from the feeds page; a bad URL or hour comes back with the problem beside its field', async () => {
  const bad = await saveUrl('ftp://feeds.example.de/a.csv');
  expect(bad.status).toBe(400);
  const page = await bad.text();
  const urlInput = /<input[^>]*name="url"[^>]*>/.exec(page)![0];
  expect(urlInput).toContain('aria-invalid="true"');
  expect(urlInput).toContain('value="ftp://feeds.example.de/a.csv"');
  expect(page).toContain('id="url-problem"');
  const inside = await saveUrl('http://10.1.2.3/feed.csv');
  expect(inside.status).toBe(400);
  expect(await inside.text()).toContain('internen Netz');
  const hours = await post('/portal/feeds/source', { action: 'save', url: `${feedHost}/angebote.csv`, frequency: 'hours', everyHours: '0', dailyHour: '3' });
  expect(hours.status).toBe(400);
  expect(await hours.text()).toContain('id="everyHours-problem"');
  const saved = await saveUrl(`${feedHost}/angebote.csv`);
  expect(saved.status).toBe(303);
  const feeds = await (await get('/portal/feeds')).text();
  expect(feeds).toContain(`value="${feedHost}/angebote.csv"`);
  const row = await db.kysely.selectFrom('shop_feed_sources').selectAll().where('shop_id', '=', SHOP_A).executeTakeFirstOrThrow();
  expect(row.every_hours).toBe(6);
  expect(Date.parse(row.next_fetch_at) - Date.now()).toBeGreaterThan(5.9 * 3_600_000);
});

test('a due feed URL is fetched and imported by the same pipeline; the import is in the history with its report', async () => {
  await saveUrl(`${feedHost}/angebote.csv`);
  await makeDue();
  const fetcher = startFeedFetcher(db, fetchOptions(db));
  try {
    expect(await fetcher.runOnce()).toBe(1);
    // Not due again until the schedule says so.
    expect(await fetcher.runOnce()).toBe(0);
  } finally {
    await fetcher.stop();
  }
  const done = await lastImport();
  expect([done.status, done.source, done.rows_read]).toEqual(['applied', 'fetch', 12]);
  const history = await (await get('/portal/feeds')).text();
  expect(history).toContain(`/portal/feeds/${done.id}`);
  expect(await db.kysely.selectFrom('offers').select('id').where('shop_id', '=', SHOP_A).execute()).toHaveLength(12);
});

test.each([
  ['a missing file', '/missing.csv', 'answered HTTP 404'],
  ['a file too large', '/big.csv', 'larger than'],
  ['a slow answer', '/slow.csv', 'no complete answer within 1.5 s'],
])('%s: the fetch is a failed import naming why, and the shop\'s offers stay', async (_name, file, reason) => {
  await saveUrl(`${feedHost}${file}`);
  await makeDue();
  const fetcher = startFeedFetcher(db, fetchOptions(db));
  try {
    expect(await fetcher.runOnce()).toBe(1);
  } finally {
    await fetcher.stop();
  }
  const failed = await lastImport();
  expect(failed.status).toBe('failed');
  expect(failed.error).toContain(reason);
  expect(await db.kysely.selectFrom('offers').select('id').where('shop_id', '=', SHOP_A).execute()).toHaveLength(12);
  expect(await (await get('/portal/feeds')).text()).toContain(reason);
}, 20_000);

test('two marketplace processes on one database fetch a due feed once', async () => {
  await saveUrl(`${feedHost}/angebote.csv`);
  await makeDue();
  const before = (await lastImport()).id;
  const other = reopenDatabase(db);
  const fetchers = [startFeedFetcher(db, fetchOptions(db)), startFeedFetcher(other, fetchOptions(other))];
  try {
    const counts = await Promise.all(fetchers.map((fetcher) => fetcher.runOnce()));
    expect(counts.sort()).toEqual([0, 1]);
  } finally {
    await Promise.all(fetchers.map((fetcher) => fetcher.stop()));
    await other.shut();
  }
  const imports = await db.kysely.selectFrom('feed_imports').select('id').where('shop_id', '=', SHOP_A).where('id', '>', before).execute();
  expect(imports).toHaveLength(1);
});

test('staff of the shop cannot do what is the owner\'s, and nobody sees another shop\'s feed URL or log', async () => {
  expect((await saveUrl(`${feedHost}/angebote.csv`)).status).toBe(303);
  expect((await post('/portal/feeds/source', { action: 'clear' }, 'staffA')).status).toBe(403);
  expect((await get('/portal/log', 'staffA')).status).toBe(403);
  expect((await post('/portal/token', { action: 'issue' }, 'staffA')).status).toBe(403);
  expect((await post('/portal/shop-page/texts', { terms: 'x', cancellationPolicy: 'y', paymentMethods: 'prepayment' }, 'staffA')).status).toBe(403);
  expect((await post('/portal/shop-page/shipping', { rows: '0' }, 'staffA')).status).toBe(403);
  expect((await post('/portal/shop-page/identity', { legalName: 'Teile GmbH', street: 'Hauptstr. 1', postcode: '10115', city: 'Berlin', country: 'DE', phone: '+49 30 1234567', email: 'info@teile.example', vatId: 'DE136695976', isTrader: '1' }, 'staffA')).status).toBe(403);
  const logo = new FormData();
  logo.append('logo', new Blob([new Uint8Array(16)], { type: 'image/png' }), 'logo.png');
  const logoAnswer = await fetch(`${base}/portal/logo-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie: cookies.staffA!, origin: base }, body: logo });
  expect(logoAnswer.status).toBe(303);
  expect(logoAnswer.headers.get('location')).toContain('logo=owners_only');
  // Staff do the daily work: the feeds page is theirs, without the form to change the URL.
  const feeds = await get('/portal/feeds', 'staffA');
  expect(feeds.status).toBe(200);
  expect(await feeds.text()).not.toContain('name="url"');
  // Shop B's owner sees its own feed URL (none) and log, never shop A's.
  const feedsB = await (await get('/portal/feeds', 'ownerB')).text();
  expect(feedsB).not.toContain(feedHost);
  const logB = await get('/portal/log', 'ownerB');
  expect(logB.status).toBe(200);
  expect(await logB.text()).not.toContain('feed_url');
  expect(await actions(SHOP_A)).not.toContain(undefined);
});

test('every member action leaves an entry in the log; the owner reads it in the portal and the operator on the desk\'s shop screen', async () => {
  const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP_A });
  cookies.staffOwnerA = staffCookie(owner.token);
  const before = (await db.kysely.selectFrom('staff_audit').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;
  expect((await post('/portal/feeds/source', { action: 'save', url: `${feedHost}/angebote.csv`, frequency: 'daily', everyHours: '6', dailyHour: '4' }, 'staffOwnerA')).status).toBe(303);
  expect((await post('/portal/feeds/source', { action: 'clear' }, 'staffOwnerA')).status).toBe(303);
  expect((await post('/portal/shop-page/shipping', { rows: '1', country_0: 'DE', cost_0: '4,90', freeFrom_0: '', daysMin_0: '1', daysMax_0: '3' }, 'staffOwnerA')).status).toBe(303);
  expect((await post('/portal/shop-page/texts', { terms: 'AGB', cancellationPolicy: 'Widerruf', paymentMethods: 'prepayment' }, 'staffOwnerA')).status).toBe(303);
  expect((await post('/portal/shop-page/identity', { legalName: 'Teile GmbH', street: 'Hauptstr. 1', postcode: '10115', city: 'Berlin', country: 'DE', phone: '+49 30 1234567', email: 'info@teile.example', vatId: 'DE136695976', isTrader: '1' }, 'staffOwnerA')).status).toBe(303);
  expect((await post('/portal/token', { action: 'issue' }, 'staffOwnerA')).status).toBe(200);
  expect((await post('/portal/token', { action: 'issue' }, 'staffOwnerA')).status).toBe(200);
  const form = new FormData();
  form.append('feed', new Blob([goodFeed], { type: 'text/csv' }), 'angebote.csv');
  expect((await fetch(`${base}/portal/feed-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie: cookies.staffOwnerA!, origin: base }, body: form })).status).toBe(303);
  expect((await post('/portal/token', { action: 'revoke' }, 'staffOwnerA')).status).toBe(303);
  expect((await post('/portal/sign-out', {}, 'staffOwnerA')).status).toBe(303);
  const entries = await db.kysely.selectFrom('staff_audit').select(['action', 'staff_email', 'shop_id']).where('id', '>', Number(before)).orderBy('id').execute();
  expect(entries.map((entry) => entry.action)).toEqual([
    'feed_url_saved', 'feed_url_cleared', 'shop_shipping_saved', 'shop_texts_saved', 'shop_identity_saved', 'shop_token_rotated', 'shop_token_rotated', 'feed_uploaded', 'shop_token_revoked', 'signed_out',
  ]);
  expect(new Set(entries.map((entry) => `${entry.staff_email} ${entry.shop_id}`))).toEqual(new Set([`${owner.email} ${SHOP_A}`]));
  // The key's sign-in is logged as the shop's key; the owner reads the log in the portal.
  cookies.keyA = await signIn(SHOP_A, await issueShopToken(db.kysely, SHOP_A));
  const log = await (await get('/portal/log')).text();
  expect(log).toContain(owner.email);
  expect(log).toContain('Abrufadresse gespeichert');
  expect(log).toContain('API-Schlüssel des Shops');
  // The operator sees the shop's portal actions on the desk's shop screen.
  const operator = await createStaff(db.kysely, 'operator');
  const desk = await (await fetch(`${base}/desk/shops/${SHOP_A}`, { headers: { cookie: staffCookie(operator.token) } })).text();
  expect(desk).toContain('<td>Abrufadresse gespeichert</td>');
  expect(desk).toContain(owner.email);
});

test('a revoked key stops at once on another replica of the marketplace over the same database', async () => {
  const key = await issueShopToken(db.kysely, SHOP_B);
  const other = reopenDatabase(db);
  const replicas = [createMarketplace(db), createMarketplace(other)];
  const member = (replica: number) => replicas[replica]!.handle({ method: 'GET', path: '/portal/member', query: {}, body: undefined, headers: { 'x-spareo-portal': `${SHOP_B}.${key}` } });
  try {
    expect((await member(1)).status).toBe(200);
    const owner = await createStaff(db.kysely, 'shop_owner', { shopId: SHOP_B });
    const revoked = await replicas[0]!.handle({ method: 'POST', path: '/portal/token', query: {}, body: { action: 'revoke' }, headers: { 'x-spareo-staff': owner.token } });
    expect(revoked.status).toBe(200);
    expect((await member(1)).status).toBe(401);
    expect((await member(0)).status).toBe(401);
  } finally {
    await other.shut();
  }
});
