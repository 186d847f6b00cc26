/**
 * Stored pages of anonymous visitors (server/web/page-output/page-cache.ts, production only): a stored page is
 * sent in the encoding the browser prefers, encoded once, with the same bytes as a fresh render;
 * it answers 304 to its ETag; visitors with a session are rendered every time, with no ETag.
 * @backends sqlite: stored pages, encodings and ETags are the web tier's; the pages' data comes the same way on both backends.
 */
import zlib from 'node:zlib';
import request from 'supertest';
import { createTestApp } from '../support/app';
import { getOverWire, serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';

const { app } = createTestApp({ db: createSeededDatabase(), env: { NODE_ENV: 'production' } });

const shop = serveOnLoopback(app);

/** The answer as it came over the wire (no client-side decoding). */
const get = (path: string, encoding: string, headers: Record<string, string> = {}) => getOverWire(shop.origin() + path, { 'accept-encoding': encoding, ...headers });

test('a stored page is the same page in brotli, gzip and plain, the CSP the same for all', async () => {
  const plain = await get('/', 'identity');
  const brotli = await get('/', 'gzip, deflate, br, zstd');
  const gzip = await get('/', 'gzip');
  const again = await get('/', 'br');
  expect([plain.status, brotli.status, gzip.status]).toEqual([200, 200, 200]);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  const html = (plain.body).toString('utf8');
  expect(html).toContain('<h1');
  expect(zlib.brotliDecompressSync(brotli.body).toString('utf8')).toBe(html);
  expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(html);
  // Encoded once, then the stored bytes: the second brotli answer is byte for byte the first.
  expect(Buffer.compare(again.body, brotli.body)).toBe(0);
  expect(Number(brotli.headers['content-length'])).toBe((brotli.body).length);
  for (const res of [plain, brotli, gzip]) {
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(res.headers.etag).toBe(plain.headers.etag);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  }
});

test('a stored page answers 304 to its ETag, and a changed tag gets the page', async () => {
  const first = await get('/fr-FR', 'br');
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^W\/"/);
  const notModified = await get('/fr-FR', 'br', { 'if-none-match': etag });
  expect(notModified.status).toBe(304);
  expect((notModified.body).length).toBe(0);
  const other = await get('/fr-FR', 'br', { 'if-none-match': 'W/"other"' });
  expect(other.status).toBe(200);
});

test('the 404 page is stored and encoded too, keeping its status', async () => {
  const first = await get('/gibt-es/nicht/wirklich', 'br');
  const second = await get('/noch/etwas/anderes', 'br');
  expect([first.status, second.status]).toEqual([404, 404]);
  expect(second.headers['content-encoding']).toBe('br');
  // One stored 404 per edition: another path gets the very bytes, whole, with their length.
  expect(Buffer.compare(second.body, first.body)).toBe(0);
  expect(Number(second.headers['content-length'])).toBe(second.body.length);
  expect(zlib.brotliDecompressSync(second.body).toString('utf8')).toContain('404');
});

test('a visitor with a session gets a page rendered for them, without an ETag', async () => {
  const session = await request(app).get('/api/session');
  const cookie = String(session.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  expect(cookie).toMatch(/^spareo_sid=/);
  const page = await get('/', 'br', { cookie });
  expect(page.status).toBe(200);
  expect(page.headers.etag).toBeUndefined();
  expect(zlib.brotliDecompressSync(page.body).toString('utf8')).toContain('<h1');
});

test('a page stored by this request is answered in gzip made from its kept blocks, again in that gzip, and in brotli from its third answer', async () => {
  const path = '/Ersatzteile/Alle-Fahrzeuge/--';
  const first = await get(path, 'gzip, deflate, br, zstd');
  const second = await get(path, 'gzip, deflate, br, zstd');
  const third = await get(path, 'gzip, deflate, br, zstd');
  const gzip = await get(path, 'gzip');
  expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
  expect([first, second, third].map((answer) => answer.headers['content-encoding'])).toEqual(['gzip', 'gzip', 'br']);
  const html = zlib.gunzipSync(first.body).toString('utf8');
  expect(html).toContain('</html>');
  expect(zlib.brotliDecompressSync(third.body).toString('utf8')).toBe(html);
  // The first answer's gzip is the stored copy: the second answer and a gzip-only browser get the same bytes.
  expect(Buffer.compare(second.body, first.body)).toBe(0);
  expect(Buffer.compare(gzip.body, first.body)).toBe(0);
  expect(first.headers.etag).toBe(third.headers.etag);
  expect(Number(first.headers['content-length'])).toBe(first.body.length);
});

test('a browser that takes only brotli gets brotli from the second answer of a page stored in gzip', async () => {
  const path = '/it-IT';
  const first = await get(path, 'gzip, br');
  const second = await get(path, 'br');
  expect([first.status, second.status]).toEqual([200, 200]);
  expect([first.headers['content-encoding'], second.headers['content-encoding']]).toEqual(['gzip', 'br']);
  expect(zlib.brotliDecompressSync(second.body).toString('utf8')).toBe(zlib.gunzipSync(first.body).toString('utf8'));
});
