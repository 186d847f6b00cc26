/**
 * The shops' portal on a real server and database: sign-in, a feed uploaded through the form
 * (multipart) and imported, its report filtered by reason with the cells as sent and as CSV, a held
 * import confirmed, the API key rotated and revoked (the old one stops at once), the shipping
 * table changed and shown on the public shop page; and every route refusing another shop's things.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { catalogueArticles, emptyShop } from '../feeds/helpers';
import { ownerCookie } from '../support/staff';
import { waitFor } from '../support/wait-for';

const SHOP_A = 4;
const SHOP_B = 5;
const { app, db, portalUploads } = createTestApp({ db: createSeededDatabase() });
const server = http.createServer(app);
let base = '';
const tokens: Record<number, string> = {};
const cookies: Record<number, string> = {};
/** The owner's own sign-in (password and second factor): the shop's settings are not the key's. */
const owners: Record<number, string> = {};

async function signIn(shopId: number): Promise<string> {
  const answer = await fetch(`${base}/portal/sign-in`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: new URLSearchParams({ shopId: String(shopId), token: tokens[shopId]! }) });
  expect(answer.status).toBe(303);
  return answer.headers.get('set-cookie')!.split(';')[0]!;
}

const get = (path: string, shop = SHOP_A) => fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie: cookies[shop]! } });
const post = (path: string, form: Record<string, string>, shop = SHOP_A, cookie = cookies[shop]!) =>
  fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

async function upload(text: string, shop = SHOP_A): Promise<number> {
  const form = new FormData();
  form.append('feed', new Blob([text], { type: 'text/csv' }), 'angebote.csv');
  const answer = await fetch(`${base}/portal/feed-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie: cookies[shop]!, origin: base }, body: form });
  expect(answer.status).toBe(303);
  const location = answer.headers.get('location')!;
  expect(location).toMatch(/^\/portal\/feeds\/\d+$/);
  return Number(location.split('/').pop());
}

async function finished(importId: number, shop = SHOP_A): Promise<string> {
  let page = '';
  await waitFor(`import ${importId} to finish`, async () => !(page = await (await get(`/portal/feeds/${importId}`, shop)).text()).includes('http-equiv="refresh"'), 20_000, 50);
  return page;
}

async function feed(rows: number, bad: number): Promise<string> {
  const articles = await catalogueArticles(db, rows);
  return ['sku;brand;mpn;price;stock', ...articles.map((a, i) => `A-${i};${a.brand};${a.number};${10 + i},90;3`),
    ...Array.from({ length: bad }, (_, i) => `BAD-${i};${articles[0]!.brand};zz-nope ${i};1,00;1`), 'PRICE;Bosch;X1;zehn;1'].join('\n');
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const shop of [SHOP_A, SHOP_B]) {
    tokens[shop] = await issueShopToken(db.kysely, shop);
    await emptyShop(db, shop);
    cookies[shop] = await signIn(shop);
    owners[shop] = await ownerCookie(db.kysely, shop);
  }
});
afterAll(async () => {
  await portalUploads.idle();
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

test('without a sign-in every portal page leads to the sign-in; a wrong key is refused with the form again', async () => {
  const page = await fetch(`${base}/portal/feeds`, { redirect: 'manual' });
  expect(page.status).toBe(303);
  expect(page.headers.get('location')).toBe('/portal/sign-in');
  const form = await fetch(`${base}/portal/sign-in`);
  expect(form.headers.get('cache-control')).toBe('no-store');
  expect(form.headers.get('x-robots-tag')).toMatch(/noindex/);
  const wrong = await fetch(`${base}/portal/sign-in`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base }, body: 'shopId=4&token=spt_wrong' });
  expect(wrong.status).toBe(401);
  expect(await wrong.text()).toContain('role="alert"');
});

test('a feed uploaded through the form is imported; the report filters by reason and shows the cell as sent; the CSV has it too', async () => {
  const importId = await upload(await feed(20, 3));
  const page = await finished(importId);
  expect(page).toContain('status-applied');
  expect(page).toContain('<code>zz-nope 0</code>'); // as sent, not the normalised "ZZNOPE0"
  const filtered = await (await get(`/portal/feeds/${importId}?reason=bad-price`)).text();
  expect(filtered).toContain('<code>zehn</code>');
  expect(filtered).not.toContain('zz-nope');
  const csv = await get(`/portal/feeds/${importId}/report.csv?reason=unknown-number`);
  expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
  const lines = (await csv.text()).trim().split('\n');
  expect(lines[0]).toBe('line;sku;reason;detail;cell');
  expect(lines).toHaveLength(4);
  expect(lines[1]).toMatch(/^22;BAD-0;unknown-number;.*;zz-nope 0$/);
  const history = await (await get('/portal/feeds')).text();
  expect(history).toContain(`/portal/feeds/${importId}`);
  expect(history).toContain('angebote.csv');
});

test('a held import shows why and is confirmed from the portal', async () => {
  // Mostly bad rows: the safety hold stops it before the shop's offers go.
  const importId = await upload(await feed(2, 30));
  const held = await finished(importId);
  expect(held).toContain('status-held');
  expect(held).toContain('Die Datei würde 18 von 20 Angeboten entfernen');
  expect(held).toMatch(/<button type="submit" value="confirm"[^>]*name="decision"/);
  const confirm = await post(`/portal/feeds/${importId}/decision`, { decision: 'confirm' });
  expect(confirm.status).toBe(303);
  expect(await (await get(`/portal/feeds/${importId}`)).text()).toContain('status-applied');
  const again = await post(`/portal/feeds/${importId}/decision`, { decision: 'maybe' });
  expect(again.status).toBe(400);
});

test('the shipping table changes the public shop page at once; a bad row is named beside the form', async () => {
  const shop = await db.kysely.selectFrom('shops').select('slug').where('id', '=', SHOP_A).executeTakeFirstOrThrow();
  const before = await (await fetch(`${base}/Shop/${shop.slug}`)).text();
  const saved = await post('/portal/shop-page/shipping', { rows: '1', country_0: 'de', cost_0: '7,77', freeFrom_0: '', daysMin_0: '1', daysMax_0: '3' }, SHOP_A, owners[SHOP_A]);
  expect(saved.status).toBe(303);
  const after = await (await fetch(`${base}/Shop/${shop.slug}`)).text();
  expect(after).not.toBe(before);
  expect(after).toMatch(/7,77/);
  const bad = await post('/portal/shop-page/shipping', { rows: '1', country_0: 'DE', cost_0: '-5', daysMin_0: '1', daysMax_0: '3' }, SHOP_A, owners[SHOP_A]);
  expect(bad.status).toBe(400);
  expect(await bad.text()).toMatch(/id="shipping-0-cost-problem"[^>]*>Bitte einen Betrag in Euro/);
});

test('a member of shop B gets 404 for every route of shop A\'s imports', async () => {
  const [own] = await db.kysely.selectFrom('feed_imports').select('id').where('shop_id', '=', SHOP_A).limit(1).execute();
  const id = own!.id;
  expect((await get(`/portal/feeds/${id}`, SHOP_B)).status).toBe(404);
  expect((await get(`/portal/feeds/${id}?reason=bad-price`, SHOP_B)).status).toBe(404);
  expect((await get(`/portal/feeds/${id}/report.csv`, SHOP_B)).status).toBe(404);
  expect((await post(`/portal/feeds/${id}/decision`, { decision: 'reject' }, SHOP_B)).status).toBe(404);
  expect(await (await get('/portal/feeds', SHOP_B)).text()).not.toContain(`/portal/feeds/${id}"`);
  // The key and shop page are the member's own shop's only: B's pages never show A's.
  expect(await (await get('/portal/shop-page', SHOP_B)).text()).not.toContain('777');
});

test('a rotated key is shown once and the old one stops at once; a revoked key works nowhere', async () => {
  const old = tokens[SHOP_A]!;
  const rotated = await post('/portal/token', { action: 'issue' }, SHOP_A, owners[SHOP_A]);
  expect(rotated.status).toBe(200);
  const page = await rotated.text();
  const fresh = /<code class="token">(spt_[^<]+)<\/code>/.exec(page)![1]!;
  expect((await fetch(`${base}/feeds/${SHOP_A}/imports/1`, { headers: { authorization: `Bearer ${old}` } })).status).toBe(401);
  expect((await fetch(`${base}/feeds/${SHOP_A}/imports/1`, { headers: { authorization: `Bearer ${fresh}` } })).status).not.toBe(401);
  expect((await get('/portal/feeds')).status).toBe(303); // the portal's sign-in with the old key ended with it
  const shown = await fetch(`${base}/portal/token`, { redirect: 'manual', headers: { cookie: owners[SHOP_A]! } });
  expect(await shown.text()).not.toContain(fresh);
  const revoked = await post('/portal/token', { action: 'revoke' }, SHOP_A, owners[SHOP_A]);
  expect(revoked.status).toBe(303);
  expect((await fetch(`${base}/feeds/${SHOP_A}/imports/1`, { headers: { authorization: `Bearer ${fresh}` } })).status).toBe(401);
});

test('the German footer\'s merchants page leads to the portal\'s sign-in', async () => {
  const page = await (await fetch(`${base}/Info/haendler`)).text();
  expect(page).toContain('href="/portal/sign-in"');
});
