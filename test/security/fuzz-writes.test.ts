/**
 * Fuzz the write side and the headers (the GET paths are fuzzed in test/integration/fuzz-paths):
 * every page route of every edition and every /api endpoint with hostile bodies (long, control
 * characters, wrong types, broken encodings, as form and as JSON) and hostile cookies and check
 * headers. No 5xx, and no input comes back unescaped. Seeded, so a failure replays.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCALES } from '../../locales/editions';
import { createRng } from '../../server/marketplace/seed/rng';
import { ENDPOINTS } from '../../server/marketplace/endpoints';
import { allPages, pageExists, pathFor, routeName } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const random = createRng(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A marker that must never come back as markup. */
const MARK = '<zqx onmouseover=1>';
const STRINGS = [
  MARK,
  `"${MARK}`,
  'x'.repeat(5000),
  '\u0000\u0001\u0007\u001b[31m\r\n\t',
  '\ud800',
  '\u202e\u200b\ufeff',
  '%00%ff%c0%af',
  '../../etc/passwd',
  "' OR 1=1 --",
  '9'.repeat(30),
  '-1',
  '1e309',
  '__proto__',
  '',
];
const VALUES: unknown[] = [...STRINGS, 0, -1, 1.5, 1e308, true, null, [], [MARK], {}, { $gt: '' }, { __proto__: { polluted: 1 } }];
const FIELDS = ['action', 'offerId', 'quantity', 'lineId', 'from', 'to', 'modelId', 'email', 'password', 'redirectUrl', 'pending', 'mode', 'country', 'returnTo', 'q', 'query', 'ids', 'categoryId'];

function hostileObject(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = 1 + Math.floor(random() * 5);
  for (let i = 0; i < n; i += 1) out[pick(FIELDS)] = pick(VALUES);
  if (random() < 0.3) out.action = pick(['add', 'change', 'delete', 'replace', 'optimise', 'signIn', 'register', 'signOut']);
  return out;
}

function body(): { type: string; payload: Buffer } {
  const roll = random();
  if (roll < 0.4) return { type: 'application/json', payload: Buffer.from(JSON.stringify(random() < 0.9 ? hostileObject() : pick(VALUES))) };
  if (roll < 0.75) {
    // A lone surrogate cannot be percent-encoded as UTF-8: it goes as a raw broken byte instead.
    const enc = (text: string) => { try { return encodeURIComponent(text); } catch { return '%ED%A0%80'; } };
    const form = Object.entries(hostileObject()).map(([k, v]) => `${enc(k)}=${enc(typeof v === 'string' ? v : JSON.stringify(v) ?? '')}`).join('&');
    return { type: 'application/x-www-form-urlencoded', payload: Buffer.from(form) };
  }
  if (roll < 0.85) return { type: pick(['application/json', 'application/x-www-form-urlencoded']), payload: Buffer.from([0xff, 0xfe, 0xc0, 0xaf, 0x7b, 0x22]) };
  return { type: pick(['text/plain', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16']), payload: Buffer.from(`${MARK}`) };
}

function headers(): Record<string, string> {
  const out: Record<string, string> = {};
  const junk = () => pick(STRINGS).replace(/[^\x20-\x7e]/g, '').slice(0, 200) || 'x';
  if (random() < 0.5) out.cookie = `spareo_sid=${encodeURIComponent(junk())}; spareo_locale=${encodeURIComponent(junk())}; spareo_vehicle=${encodeURIComponent(junk())}`;
  if (random() < 0.3) Object.assign(out, { 'x-csr': junk(), 'x-ts': junk(), 'x-c': junk() });
  if (random() < 0.3) out['accept-language'] = junk();
  if (random() < 0.2) out['x-spareo-locale'] = junk();
  return out;
}

const pagePaths = LOCALES.flatMap((locale) =>
  allPages().filter((page) => pageExists(page, locale)).map((page) =>
    pathFor(routeName(page, locale) as never, { modelId: '1', manufacturerSlug: 'x', manufacturerId: 1, seriesSlug: 'x', seriesPageId: 1, categorySlug: 'x', categoryId: 1, brandSlug: 'x', brandId: 1, brandCategorySlug: 'x', brandName: 'x', normNumber: 'x', shopName: 'x', topic: 'x', manufacturer: 'x', partNumber: 'x', path: 'x/y', orderNumber: 'x' } as never, { prefix: true }),
  ),
);
const apiPaths = [...new Set(ENDPOINTS.map((e) => `/api${e.call.path.replace(/:(\w+)/g, () => pick(['1', '99999999999', '%3Czqx%3E', 'abc']))}`))];
const extra = ['/consent', '/vehicle/forget', '/Lieferland', '/Einloggen', '/api/session', '/api/challenge'];

function send(port: number, method: string, path: string, hdrs: Record<string, string>, payload?: { type: string; payload: Buffer }): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { ...hdrs, ...(payload ? { 'content-type': payload.type, 'content-length': String(payload.payload.length) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout ${path}`)));
    req.on('error', reject);
    req.end(payload?.payload);
  });
}

test('hostile bodies and headers on every route and endpoint: no 5xx, no reflected input', async () => {
  const db = createSeededDatabase();
  const { app } = createTestApp({ db, env: { RATE_LIMIT_WRITES: '100000', RATE_LIMIT_SUGGESTIONS: '100000' } });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  const targets = [...pagePaths, ...apiPaths, ...extra];
  try {
    for (const path of targets) {
      for (let i = 0; i < 3; i += 1) {
        const method = i === 2 ? 'GET' : 'POST';
        const res = await send(port, method, path, headers(), method === 'POST' ? body() : undefined);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status >= 500) failures.push(`${res.status} ${method} ${path}`);
        if (res.body.includes('<zqx')) failures.push(`reflected ${method} ${path}`);
        if (res.type.startsWith('text/html') && res.status !== 204 && res.body && !res.body.includes('</html>')) failures.push(`truncated ${method} ${path}`);
      }
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  console.log(`fuzz writes: ${targets.length * 3} requests (seed ${SEED}); statuses ${JSON.stringify(statuses)}`);
  expect(failures.slice(0, 20)).toEqual([]);
}, 120_000);
