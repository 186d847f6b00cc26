/**
 * The portal's upload doors beside the web tier (feed and logo) take a staff member only from a
 * staff cookie the web tier signed: a cookie carrying a real session token with no signature, a
 * made-up one or one signed with another secret signs in nobody; a properly signed one works.
 * @backends sqlite: web tier, the staff cookie's signature at the upload doors.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';
import { catalogueArticles, emptyShop } from '../feeds/helpers';

const SHOP = 4;
const { app, db, portalUploads } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
let token = '';
let feedText = '';
let logo: Buffer;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await emptyShop(db, SHOP);
  token = (await createStaff(db.kysely, 'shop_owner', { shopId: SHOP })).token;
  const articles = await catalogueArticles(db, 3);
  feedText = `sku;brand;mpn;price;stock\n${articles.map((a, i) => `S-${i};${a.brand};${a.number};12,90;3`).join('\n')}\n`;
  logo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
});
afterAll(async () => {
  await portalUploads.idle();
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

const uploadFeed = (cookie: string) => {
  const form = new FormData();
  form.append('feed', new Blob([feedText], { type: 'text/csv' }), 'angebote.csv');
  return fetch(`${base}/portal/feed-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base }, body: form });
};
const uploadLogo = (cookie: string) => {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
  return fetch(`${base}/portal/logo-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base }, body: form });
};

const FORGED = () => ({
  'no signature': `${STAFF_COOKIE}=${token}`,
  'a made-up signature': `${STAFF_COOKIE}=${token}.signature`,
  'signed with another secret': staffCookie(token, 'another-secret-of-some-length-0123456789abcdef'),
});

const importsOf = async () => (await db.kysely.selectFrom('feed_imports').select('id').where('shop_id', '=', SHOP).execute()).length;

test('a staff cookie not signed by the web tier signs nobody in at the feed upload', async () => {
  const before = await importsOf();
  for (const [what, cookie] of Object.entries(FORGED())) {
    const answer = await uploadFeed(cookie);
    expect({ what, status: answer.status, location: answer.headers.get('location') }).toEqual({ what, status: 303, location: '/portal/feeds?problem=sign_in' });
  }
  expect(await importsOf()).toBe(before);
});

test('a staff cookie not signed by the web tier signs nobody in at the logo upload', async () => {
  for (const [what, cookie] of Object.entries(FORGED())) {
    const answer = await uploadLogo(cookie);
    expect({ what, status: answer.status, location: answer.headers.get('location') }).toEqual({ what, status: 303, location: '/portal/shop-page?logo=sign_in#logo' });
  }
});

test('the properly signed staff cookie uploads the feed and the logo', async () => {
  const feed = await uploadFeed(staffCookie(token));
  expect(feed.status).toBe(303);
  expect(feed.headers.get('location')).toMatch(/^\/portal\/feeds\/\d+$/);
  const saved = await uploadLogo(staffCookie(token));
  expect(saved.headers.get('location')).toBe('/portal/shop-page?saved=1');
});
