/**
 * The /api proxy sends an answer it read from the marketplace client's cache from bytes kept beside
 * that answer (server/web/page-output/kept-answers.ts): in brotli, gzip and plain it is the answer res.json gives,
 * with express's ETag, a 304 for a browser that has it, and the same bytes each time.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { createTestApp } from '../support/app';
import { getOverWire, serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';

const { app } = createTestApp({ db: createSeededDatabase() });
const shop = serveOnLoopback(app);
const get = (path: string, headers: Record<string, string>) => getOverWire(shop.origin() + path, headers);

/** The weak ETag express gives a body (its default 'etag fn'). */
const expressETag = (json: Buffer) => `W/"${json.length.toString(16)}-${crypto.createHash('sha1').update(json).digest('base64').slice(0, 27)}"`;

test('a cached suggestions answer is the same JSON in brotli, gzip and plain, with express\'s ETag and a 304', async () => {
  const path = '/api/search/suggestions?q=brems';
  const plain = await get(path, { 'accept-encoding': 'identity' });
  const brotli = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  const brotliAgain = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  const gzip = await get(path, { 'accept-encoding': 'gzip' });
  expect([plain.status, brotli.status, brotliAgain.status, gzip.status]).toEqual([200, 200, 200, 200]);
  const json = plain.body;
  expect(JSON.parse(json.toString('utf8'))).toHaveProperty('products');
  expect(json.length).toBeGreaterThan(1024);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect([brotli.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
  expect(zlib.brotliDecompressSync(brotli.body).equals(json)).toBe(true);
  expect(zlib.gunzipSync(gzip.body).equals(json)).toBe(true);
  expect(Buffer.compare(brotliAgain.body, brotli.body)).toBe(0);
  for (const answer of [plain, brotli, gzip]) {
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBe(expressETag(json));
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
  expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);
  expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  const unchanged = await get(path, { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag! });
  expect(unchanged.status).toBe(304);
  expect(unchanged.body.length).toBe(0);
});

test('a short cached answer goes plain, as compression() leaves bodies under 1 KB', async () => {
  const answer = await get('/api/search/suggestions?q=zzzzqx', { 'accept-encoding': 'br, gzip' });
  expect(answer.status).toBe(200);
  expect(answer.body.length).toBeLessThan(1024);
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.headers.etag).toBe(expressETag(answer.body));
  expect(JSON.parse(answer.body.toString('utf8'))).toBeTruthy();
});
