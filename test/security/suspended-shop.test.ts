/**
 * A shop the operator suspended puts nothing back on sale, whichever way its offers would go live:
 * the shops' API, the portal's upload form, the scheduled fetch of its feed URL, the feed CLI, and a
 * held import confirmed in the portal or the CLI; each leaves 0 offers and a failed import. And an
 * offer of a suspended shop that is live all the same is neither listed, nor added to a cart, nor
 * ordered. On a real server and database (SQLite or PostgreSQL, by jest project); the CLI needs
 * `npm run build`.
 */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import request from 'supertest';
import { TEST_CHECK_SECRET } from '../support/check-secret';
import { saveFeedSource } from '../../server/marketplace/feeds/feed-source';
import { startFeedFetcher } from '../../server/marketplace/feeds/scheduled-fetch';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import { addToCart, filledForm, shopperAgent } from '../checkout/helpers';
import { countRows, offersFromShops, startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from '../checkout/support';
import { runFeedCli, tempDir } from '../feeds/cli';
import { catalogueArticles, countOffers, importBuffer, LIMITS } from '../feeds/helpers';
import { databaseLocation } from '../support/database-location';
import { createStaff } from '../support/staff';
import { waitFor } from '../support/wait-for';

jest.setTimeout(120_000);

let mailbox: Mailbox;
let shop: CheckoutShop;
let shopId = 0;
let key = '';
let operatorCookie = '';
let portalCookie = '';
let feedText = '';
const dir = tempDir('spareo-suspended-');
let fetched = 0;
const feedHost = http.createServer((_req, res) => {
  fetched++;
  res.writeHead(200, { 'content-type': 'text/csv' }).end(feedText);
});
let feedOrigin = '';

const staffCookie = (token: string) => `${STAFF_COOKIE}=${token}.${createHmac('sha256', TEST_CHECK_SECRET).update(`staff-session.${token}`).digest('base64url')}`;
const lastImport = () => shop.db.kysely.selectFrom('feed_imports').select(['id', 'status', 'source', 'error']).where('shop_id', '=', shopId).orderBy('id', 'desc').executeTakeFirstOrThrow();

async function suspension(suspended: 'yes' | 'no'): Promise<void> {
  const answer = await request(shop.origin).post(`/desk/shops/${shopId}/suspension`).set('origin', shop.origin).set('cookie', operatorCookie).type('form').send({ suspended, ...(suspended === 'yes' ? { confirm: '1' } : {}) });
  expect(answer.status).toBe(303);
}

/** An import held for confirmation, made while the shop may still list; then the shop is suspended. */
async function heldThenSuspended(): Promise<number> {
  await suspension('no');
  const held = await importBuffer(shop.db, `${feedText}\nBAD-1;Nobrand;zz-none;1,00;1`, { shopId, source: 'portal', limits: { maxRemovedShare: 1, maxErrorRate: 0 } });
  expect(held.status).toBe('held');
  await suspension('yes');
  expect(await countOffers(shop.db, shopId)).toBe(0);
  return held.id;
}

async function settled(): Promise<{ id: number; status: string; source: string; error: string | null }> {
  let found: Awaited<ReturnType<typeof lastImport>> | undefined;
  await waitFor('the import to finish', async () => (found = await lastImport()).status !== 'running', 20_000, 50);
  return found!;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port, env: { UPSTREAM_CACHE_TTL_MS: '0', UPSTREAM_STALE_MS: '0' } });
  const [offer] = await offersFromShops(shop.db, 'DE', 1);
  shopId = offer!.shopId;
  key = await issueShopToken(shop.db.kysely, shopId);
  operatorCookie = staffCookie((await createStaff(shop.db.kysely, 'operator')).token);
  const articles = await catalogueArticles(shop.db, 50);
  feedText = ['sku;brand;mpn;price;stock', ...articles.map((a, i) => `S-${i};${a.brand};${a.number};${20 + i},00;5`)].join('\n');
  const signIn = await request(shop.origin).post('/portal/sign-in').set('origin', shop.origin).type('form').send({ shopId: String(shopId), token: key });
  expect(signIn.status).toBe(303);
  portalCookie = signIn.headers['set-cookie']![0]!.split(';')[0]!;
  await new Promise<void>((resolve) => feedHost.listen(0, '127.0.0.1', resolve));
  feedOrigin = `http://localhost:${(feedHost.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => feedHost.close(resolve));
  await shop.close();
  await mailbox.close();
});

describe('a suspended shop\'s feed puts no offer live', () => {
  beforeAll(async () => {
    await suspension('yes');
    expect(await countOffers(shop.db, shopId)).toBe(0);
  });

  test('through the shops\' API', async () => {
    const answer = await request(shop.origin).put(`/feeds/${shopId}`).set('authorization', `Bearer ${key}`).set('content-type', 'text/csv').send(feedText);
    expect(answer.status).toBe(403);
    expect(await countOffers(shop.db, shopId)).toBe(0);
  });

  test('through the portal\'s upload form', async () => {
    const answer = await request(shop.origin).post('/portal/feed-uploads').set('origin', shop.origin).set('cookie', portalCookie).attach('feed', Buffer.from(feedText), 'angebote.csv');
    expect(answer.status).toBe(303);
    const done = await settled();
    expect([done.source, done.status]).toEqual(['portal', 'failed']);
    expect(done.error).toMatch(/suspended/);
    expect(await countOffers(shop.db, shopId)).toBe(0);
  });

  test('through the scheduled fetch of its feed URL', async () => {
    await saveFeedSource(shop.db.kysely, shopId, `${feedOrigin}/angebote.csv`, { everyHours: 6 });
    await shop.db.kysely.updateTable('shop_feed_sources').set({ next_fetch_at: '2000-01-01T00:00:00.000Z' }).where('shop_id', '=', shopId).execute();
    const fetcher = startFeedFetcher(shop.db, { db: shop.db, limits: LIMITS, maxBytes: 1_000_000, uploadDir: dir, pollMs: 3_600_000, policy: { httpHosts: ['localhost'], timeoutMs: 5000, maxRedirects: 0 } });
    try {
      expect(await fetcher.runOnce()).toBe(1);
    } finally {
      await fetcher.stop();
      await shop.db.kysely.deleteFrom('shop_feed_sources').where('shop_id', '=', shopId).execute();
    }
    const done = await lastImport();
    expect([done.source, done.status]).toEqual(['fetch', 'failed']);
    expect(done.error).toMatch(/suspended/);
    expect(await countOffers(shop.db, shopId)).toBe(0);
    // Not even fetched: the address a suspended shop chose is not called.
    expect(fetched).toBe(0);
  });

  test('through the feed CLI', async () => {
    const file = path.join(dir, 'cli.csv');
    fs.writeFileSync(file, feedText);
    const run = await runFeedCli(databaseLocation(shop.db), ['--shop', String(shopId), file]).done;
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/suspended/);
    expect(await countOffers(shop.db, shopId)).toBe(0);
  });

  test('by confirming a held import in the portal', async () => {
    const importId = await heldThenSuspended();
    const answer = await request(shop.origin).post(`/portal/feeds/${importId}/decision`).set('origin', shop.origin).set('cookie', portalCookie).type('form').send({ decision: 'confirm' });
    expect(answer.status).toBe(303);
    const done = await lastImport();
    expect([done.id, done.status]).toEqual([importId, 'failed']);
    expect(done.error).toMatch(/suspended/);
    expect(await countOffers(shop.db, shopId)).toBe(0);
  });

  test('by confirming a held import with the shops\' API or the CLI', async () => {
    const importId = await heldThenSuspended();
    const api = await request(shop.origin).post(`/feeds/${shopId}/imports/${importId}/confirm`).set('authorization', `Bearer ${key}`);
    expect(api.status).toBe(403);
    const run = await runFeedCli(databaseLocation(shop.db), ['--shop', String(shopId), '--confirm', String(importId)]).done;
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/suspended/);
    expect((await lastImport()).status).toBe('failed');
    expect(await countOffers(shop.db, shopId)).toBe(0);
  });
});

test('an offer of a suspended shop that is live all the same is not listed, not added to a cart and not ordered', async () => {
  await suspension('no');
  expect((await importBuffer(shop.db, feedText, { shopId, force: true })).status).toBe('applied');
  const [offer, other] = await shop.db.kysely.selectFrom('offers').select(['id as offerId', 'article_id']).where('shop_id', '=', shopId).orderBy('id').limit(2).execute();
  const article = { article_id: offer!.article_id };
  const listed = async () => ((await request(shop.origin).get(`/api/Angebote?sparePartId=${article.article_id}`)).body as { offers?: { offerId: number }[] }).offers?.map((o) => o.offerId) ?? [];
  expect(await listed()).toContain(offer!.offerId);
  const shopper = shopperAgent(shop.origin);
  await addToCart(shopper, shop.origin, '/Warenkorb', [offer!.offerId]);
  const form = filledForm((await shopper.get('/Kasse').expect(200)).text);
  const orders = await countRows(shop.db, 'orders');

  // The state a path that forgot the check left behind: suspended, and its offers live.
  await shop.db.kysely.updateTable('shops').set({ suspended_at: new Date().toISOString() }).where('id', '=', shopId).execute();

  expect(await listed()).not.toContain(offer!.offerId);
  const add = await shopper.post('/Warenkorb').set('origin', shop.origin).type('form').send({ action: 'add', offerId: String(other!.offerId), quantity: '1' });
  expect(add.status).toBe(303);
  expect((await shopper.get(add.headers.location!)).text).toContain('konnte nicht in den Warenkorb gelegt werden');
  expect(await shop.db.kysely.selectFrom('cart_lines').select('id').where('offer_id', '=', other!.offerId).execute()).toEqual([]);
  const order = await shopper.post('/Kasse').set('origin', shop.origin).type('form').send(form);
  expect(order.status).toBe(409);
  expect(order.text).toContain('nichts, das jetzt bestellt werden kann');
  expect(await countRows(shop.db, 'orders')).toBe(orders);
  await shop.db.kysely.updateTable('shops').set({ suspended_at: null }).where('id', '=', shopId).execute();
});
