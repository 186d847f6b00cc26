/**
 * The shop-facing feed API on a real server: the token rules, 202 with an import id, status and
 * report, and clear 4xx answers for oversized, wrong-type and unauthenticated uploads.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { SELLER } from '../support/seller';
import { waitFor } from '../support/wait-for';
import { catalogueArticles, countOffers, countRows, emptyShop } from './helpers';

const SHOP = 4;
const { app, db, feeds, feedUploadDir } = createTestApp({ db: createSeededDatabase(), env: { FEED_MAX_BYTES: '20000' } });
const server = http.createServer(app);
let base = '';
let token = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  token = await issueShopToken(db.kysely, SHOP);
  await emptyShop(db, SHOP);
});
afterAll(async () => {
  await feeds.idle();
  await new Promise((resolve) => server.close(resolve));
  db.close();
});

const put = (body: string | Buffer, headers: Record<string, string> = {}, shop = SHOP) =>
  fetch(`${base}/feeds/${shop}`, { method: 'PUT', body: typeof body === 'string' ? body : new Uint8Array(body), headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}`, ...headers } });

async function feedText(): Promise<string> {
  const rows = (await catalogueArticles(db, 10)).map((a, i) => `A-${i};${a.brand};${a.number};${10 + i},90;3`);
  return ['sku;brand;mpn;price;stock', ...rows, 'BAD;Nobody;1;1,00;1'].join('\n');
}

type ImportStatus = { import: { status: string; rowsRead: number; rowsRejected: number }; progress: number; report: { line: number; reason: string }[] };

/** The import's status as the shop reads it, once it no longer runs. */
async function finished(id: number, shop = SHOP): Promise<ImportStatus> {
  let body: ImportStatus | undefined;
  await waitFor(`import ${id} to finish`, async () => {
    body = await (await fetch(`${base}/feeds/${shop}/imports/${id}`, { headers: { authorization: `Bearer ${token}` } })).json() as ImportStatus;
    return body.import.status !== 'running';
  }, 10_000, 25);
  return body!;
}

test('a feed upload answers 202 with an import id; the status gives progress and the report', async () => {
  const answer = await put(await feedText());
  expect(answer.status).toBe(202);
  const { importId } = await answer.json();
  expect(answer.headers.get('location')).toBe(`/feeds/${SHOP}/imports/${importId}`);
  const status = await finished(importId);
  expect(status.import).toMatchObject({ status: 'applied', rowsRead: 11, rowsRejected: 1 });
  expect(status.progress).toBe(1);
  expect(status.report).toEqual([expect.objectContaining({ line: 12, reason: 'unknown-brand' })]);
  expect(await countOffers(db, SHOP)).toBe(10);
  const csv = await fetch(`${base}/feeds/${SHOP}/imports/${importId}/report.csv`, { headers: { authorization: `Bearer ${token}` } });
  expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
  expect(await csv.text()).toBe('line;sku;reason;detail;cell\n12;BAD;unknown-brand;Nobody;Nobody\n');
});

test('gzip uploads are taken as application/gzip', async () => {
  const answer = await put(zlib.gzipSync(await feedText()), { 'content-type': 'application/gzip' });
  expect(answer.status).toBe(202);
  expect((await finished((await answer.json()).importId)).import.status).toBe('applied');
});

test('no token, a wrong token, another shop\'s token and a rotated token are refused with 401', async () => {
  const otherToken = await issueShopToken(db.kysely, SHOP + 1);
  for (const authorization of [undefined, 'Bearer spt_wrong', `Bearer ${otherToken}`, `Basic ${token}`]) {
    const answer = await fetch(`${base}/feeds/${SHOP}`, { method: 'PUT', body: await feedText(), headers: { 'content-type': 'text/csv', ...(authorization ? { authorization } : {}) } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await answer.json()).toMatchObject({ error: 'unauthorized' });
  }
  const old = token;
  token = await issueShopToken(db.kysely, SHOP);
  const answer = await fetch(`${base}/feeds/${SHOP}/imports/1`, { headers: { authorization: `Bearer ${old}` } });
  expect(answer.status).toBe(401);
  // Another shop's import is not found with this shop's token.
  const foreign = await fetch(`${base}/feeds/${SHOP}/imports/999999`, { headers: { authorization: `Bearer ${token}` } });
  expect(foreign.status).toBe(404);
});

test('oversized, wrong-type, binary and empty uploads get a clear 4xx JSON answer', async () => {
  const big = await put('x'.repeat(25_000));
  expect(big.status).toBe(413);
  expect(await big.json()).toMatchObject({ error: 'payload_too_large', maxBytes: 20000 });
  const chunked = await fetch(`${base}/feeds/${SHOP}`, {
    method: 'PUT', duplex: 'half', headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    body: new ReadableStream({ start(c) { for (let i = 0; i < 30; i++) c.enqueue(new TextEncoder().encode('y'.repeat(1000))); c.close(); } }),
  } as RequestInit);
  expect(chunked.status).toBe(413);
  const json = await put('{"a":1}', { 'content-type': 'application/json' });
  expect(json.status).toBe(415);
  expect(await json.json()).toMatchObject({ error: 'unsupported_media_type', accepted: expect.arrayContaining(['text/csv']) });
  const binary = await put(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), { 'content-type': 'application/octet-stream' });
  expect(binary.status).toBe(415);
  const empty = await put('');
  expect(empty.status).toBe(400);
  const badShop = await put(await feedText(), {}, 'abc' as never);
  expect(badShop.status).toBe(400);
  expect(await badShop.json()).toMatchObject({ field: 'shopId' });
});

test('after a feed changes prices, cached marketplace answers are dropped: shoppers see the new price at once', async () => {
  const article = (await catalogueArticles(db, 1))[0]!;
  const shopPrice = async () => {
    const body = (await (await fetch(`${base}/api/Angebote?sparePartId=${article.id}`)).json()) as { offers: { shop: { id: number }; priceCents: number }[] };
    return body.offers.filter((o) => o.shop.id === SHOP).map((o) => o.priceCents);
  };
  await db.kysely.deleteFrom('offers').where('shop_id', '=', SHOP).execute(); // a fresh start, so no safety hold
  const feedAt = (price: string) => `sku;brand;mpn;price;stock\nA-0;${article.brand};${article.number};${price};3\n`;
  await finished((await (await put(feedAt('30,00'))).json()).importId);
  expect(await shopPrice()).toEqual([3000]); // now in the web tier's upstream cache (60 s)
  const answer = await put(feedAt('31,00'));
  expect((await finished((await answer.json()).importId)).import.status).toBe('applied');
  expect(await shopPrice()).toEqual([3100]);
});

test('an upload cut off halfway imports nothing and leaves no file behind', async () => {
  const imports = () => countRows(db, 'feed_imports');
  const uploads = () => (fs.existsSync(feedUploadDir) ? fs.readdirSync(feedUploadDir).filter((f) => f.endsWith('.upload')) : []);
  const before = await imports();
  const { port } = server.address() as AddressInfo;
  const req = http.request({ host: '127.0.0.1', port, method: 'PUT', path: `/feeds/${SHOP}`, headers: { 'content-type': 'text/csv', 'content-length': '15000', authorization: `Bearer ${token}` } });
  req.on('error', () => {});
  req.write('sku;brand;mpn;price\n' + 'A;B;C;1,00\n'.repeat(100));
  await waitFor('the upload to be received', () => uploads().length > 0, 10_000, 25);
  expect(uploads()).toHaveLength(1);
  req.destroy();
  // The server notices the cut and removes the part file; on a busy machine that takes a moment.
  await waitFor('the part file to be removed', () => uploads().length === 0, 10_000, 25);
  expect(await imports()).toBe(before);
});

test('a shop that has not said who it is lists nothing: the import fails naming what is missing, the offers stay as they were', async () => {
  const before = await countOffers(db, SHOP);
  await db.kysely.updateTable('shops').set({ legal_name: null, vat_id: '', register_number: null }).where('id', '=', SHOP).execute();
  try {
    const answer = await put(await feedText());
    expect(answer.status).toBe(202);
    const status = await finished((await answer.json()).importId) as unknown as { import: { status: string; error: string } };
    expect(status.import.status).toBe('failed');
    expect(status.import.error).toMatch(/cannot list offers until it has said who it is/);
    expect(status.import.error).toContain('legal_name');
    expect(status.import.error).toContain('vat_id or register_number');
    expect(await countOffers(db, SHOP)).toBe(before);
  } finally {
    await db.kysely.updateTable('shops').set({ legal_name: 'Restored GmbH', vat_id: SELLER.vat_id }).where('id', '=', SHOP).execute();
  }
});
