/**
 * Fuzz: thousands of generated paths and query strings over every page route and every /api
 * endpoint (random bytes, overlong ids, unicode, encoded slashes, ../, script tags, SQL fragments).
 * No 5xx, no reflected unescaped input, every answer a whole page or JSON. Seeded, so a failure
 * replays; loopback only; bounded in count and time.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRng } from '../../server/marketplace/seed/rng';
import { ENDPOINTS } from '../../server/marketplace/endpoints';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { pageUrls } from '../load/sample-urls';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_121);
// Pages render a whole 404 page (20-130 ms); /api answers in ~2 ms. 2000 inputs, 80 % of them /api,
// keep the run near 25 s; FUZZ_COUNT=20000 for a long run.
const COUNT = Number(process.env.FUZZ_COUNT ?? 2000);

const random = createRng(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '1; DROP TABLE cart_lines; --',
  '1 UNION SELECT sql FROM sqlite_master',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  'a%2Fb%2Fc',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '9'.repeat(40),
  '-1',
  '0x1f',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  'Ölfilter für Äpfel',
  '汽车配件',
  '🚗🔧',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  'a'.repeat(600),
  '${7*7}{{7*7}}',
  '\\\\evil.example',
  '//evil.example',
];

function randomBytes(): string {
  const length = 1 + Math.floor(random() * 24);
  let out = '';
  for (let i = 0; i < length; i += 1) out += `%${Math.floor(random() * 256).toString(16).padStart(2, '0')}`;
  return out;
}

/** A hostile value, percent-encoded unless it is already an encoding attack. */
function hostileValue(): string {
  const roll = random();
  if (roll < 0.3) return randomBytes();
  const value = pick(HOSTILE);
  return /%[0-9a-z]{0,2}/i.test(value) && random() < 0.7 ? value : encodeURIComponent(value);
}

function mutatePath(path: string): string {
  const [pathname, search] = path.split('?') as [string, string | undefined];
  const segments = pathname.split('/');
  const roll = random();
  if (segments.length > 1 && roll < 0.6) segments[1 + Math.floor(random() * (segments.length - 1))] = hostileValue();
  else if (roll < 0.8) segments.push(hostileValue());
  else segments.splice(1, 0, pick(['..', '%2e%2e', '.', '%2F', '']));
  return segments.join('/') + (search ? `?${search}` : '');
}

const QUERY_NAMES = ['q', 'f', 'page', 'sort', 'modelId', 'hsntsn', 'hsn', 'tsn', 'plate', 'pageSize', 'returnTo', 'f_brand', 'cartParam[1]', 'a[b][c][d][e][f]', 'kbaTypeId', 'sparePartId', 'categoryId', 'limit', 'exclude'];

function withQuery(path: string): string {
  const pairs: string[] = [];
  const count = Math.floor(random() * 4);
  for (let i = 0; i < count; i += 1) pairs.push(`${encodeURIComponent(pick(QUERY_NAMES))}=${hostileValue()}`);
  if (random() < 0.1) pairs.push('page=1&page=2&page[]=3');
  if (!pairs.length) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

function apiTemplates(): string[] {
  // Each :param replaced by 1; the mutation then attacks segments.
  return [...new Set(ENDPOINTS.filter((e) => e.call.method === 'GET').map((e) => `/api${e.call.path.replace(/:(\w+)/g, '1').replace(/[{}*]/g, '')}`))];
}

interface Answer {
  status: number;
  type: string;
  body: string;
}

function get(port: number, agent: http.Agent, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout ${path}`)));
    req.on('error', reject);
    req.end();
  });
}

const LIVE = /<script>alert|<img src=x onerror/i;

test(`${COUNT} generated paths and queries: no 5xx, no raw reflection, whole answers`, async () => {
  const db = createSeededDatabase();
  const { app } = createTestApp({ db });
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const pages = pageUrls(db).map((u) => u.url);
  const api = apiTemplates();
  const templates = [...pages, ...api];
  const inputs = Array.from({ length: COUNT }, () => {
    const template = random() < 0.8 ? pick(api) : pick(pages);
    return withQuery(random() < 0.85 ? mutatePath(template) : template);
  });
  const failures: string[] = [];
  const timings: Array<[number, string]> = [];
  const statuses: Record<number, number> = {};
  const started = Date.now();
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < inputs.length) {
          const path = inputs[next++]!;
          const t0 = performance.now();
          const res = await get(port, agent, path);
          timings.push([performance.now() - t0, path]);
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          const isApi = path.startsWith('/api');
          const problem =
            res.status >= 500 ? `status ${res.status}` :
            LIVE.test(res.body) ? 'raw reflection' :
            res.status >= 300 && res.status < 400 ? '' :
            res.type.startsWith('text/html') ? (res.body.includes('</html>') ? '' : 'truncated page') :
            res.type.startsWith('application/json') ? (() => { try { JSON.parse(res.body); return ''; } catch { return 'bad json'; } })() :
            isApi ? `api answered ${res.type}` : `unexpected type ${res.type}`;
          if (problem) failures.push(`${problem}: ${path}`);
        }
      }),
    );
  } finally {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
    db.close();
  }
  console.log(`fuzz: ${inputs.length} inputs (seed ${SEED}) over ${templates.length} templates in ${Date.now() - started} ms; statuses ${JSON.stringify(statuses)}`);
  if (process.env.FUZZ_SLOWEST) console.log(timings.sort((a, b) => b[0] - a[0]).slice(0, 15).map(([ms, p]) => `${Math.round(ms)} ${p.slice(0, 120)}`).join('\n'));
  expect(failures.slice(0, 20)).toEqual([]);
}, 120_000);
