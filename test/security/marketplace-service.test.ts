/**
 * The marketplace as a service of its own (the built `marketplace-main.js`) answers its /api to the
 * web tier alone: a caller without the internal token, whatever shopper's address it names, is
 * refused, while the shops' own API (feeds with their key, order software), the portal's uploads
 * and the shop's files, which the load balancer sends there, keep answering; a web replica reaching
 * it through MARKETPLACE_URL keeps working. It listens on loopback unless told otherwise, even when
 * the web tier's HOST is 0.0.0.0 in the environment both read. Both backends; `npm run build` first.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, SERVER_ENV, SERVER_NODE_ARGS, startProcess, type RunningProcess } from '../../scripts/bench/server';
import { childEnvironment } from '../../server/config/config';
import { internalToken } from '../../server/request-checks/internal-token';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { distDir } from '../../server/shared/paths';
import { databaseEnv, TEST_CHECK_SECRET } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { tempDir } from '../support/temp-dir';
import { waitFor } from '../support/wait-for';

const db = createSeededDatabase();
const dir = tempDir('spareo-marketplace-service-');
const script = path.join(distDir, 'server', 'processes', 'marketplace-main.js');
/** What a marketplace unit is given: the database, the shared secret, its folders. */
const serviceEnv = () => ({
  NODE_ENV: 'production', SEED_ON_START: 'false', LOG_LEVEL: 'info', ...databaseEnv(db), CHECK_SECRET: TEST_CHECK_SECRET,
  FEED_UPLOAD_DIR: path.join(dir, 'feed-uploads'), MEDIA_DIR: path.join(dir, 'media'),
});
const TOKEN = `Bearer ${internalToken(TEST_CHECK_SECRET)}`;

let service: RunningProcess;
let web: RunningProcess | undefined;
let shopId = 0;
let shopKey = '';

beforeAll(async () => {
  shopId = (await db.kysely.selectFrom('shops').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
  shopKey = await issueShopToken(db.kysely, shopId);
  service = await startProcess({ script, nodeArgs: SERVER_NODE_ARGS, env: serviceEnv(), portVariable: 'MARKETPLACE_PORT', logFile: path.join(dir, 'marketplace.log') });
}, 120_000);

afterAll(async () => {
  await web?.stop();
  await service?.stop();
});

const call = (pathname: string, init: RequestInit = {}) => fetch(`${service.base}${pathname}`, { redirect: 'manual', ...init });
const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const orderCount = async () => Number((await db.kysely.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('the service\'s /api answers the web tier\'s token only', () => {
  test('POST /api/orders naming a shopper\'s address of its choosing, without the token: 401, no order', async () => {
    const sid = (await (await call('/api/session', { headers: { authorization: TOKEN } })).json()).sid as string;
    const before = await orderCount();
    const forged = { 'x-spareo-client-address': '203.0.113.9', 'x-spareo-sid': sid, 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE' };
    const answer = await call('/api/orders', json({ idempotencyKey: 'forged-order-0001', email: 'a@example.de' }, forged));
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: 'unauthorized' });
    expect(await orderCount()).toBe(before);
    // The same call with the token reaches the checkout (which then judges the order itself).
    expect((await call('/api/orders', json({ idempotencyKey: 'forged-order-0001', email: 'a@example.de' }, { ...forged, authorization: TOKEN }))).status).not.toBe(401);
  });

  test.each([
    ['GET', '/api/session', undefined],
    ['GET', '/api/vehicle/manufacturers', undefined],
    ['GET', '/api/Warenkorb', undefined],
    ['POST', '/api/user/register', { email: 'masse@example.de', password: 'Bremsscheibe-2024' }],
    ['POST', '/api/user/login', { email: 'masse@example.de', password: 'Bremsscheibe-2024' }],
    ['POST', '/api/session/reserve', { count: 3 }],
    ['POST', '/api/staff/sign-in', { email: 'operator@spareo.example', password: 'x' }],
    ['GET', '/api/desk/orders', undefined],
  ])('%s %s without the token, or with a wrong one: 401', async (method, pathname, body) => {
    const headers = { 'x-spareo-client-address': '198.51.100.7' };
    const init = (extra: Record<string, string>): RequestInit => (body === undefined ? { method, headers: { ...headers, ...extra } } : json(body, { ...headers, ...extra }));
    expect((await call(pathname, init({}))).status).toBe(401);
    expect((await call(pathname, init({ authorization: `Bearer ${internalToken('another-secret-of-some-length-0123456789')}` }))).status).toBe(401);
    expect((await call(pathname, init({ authorization: 'Bearer ' }))).status).toBe(401);
  });

  test('with the token the API answers', async () => {
    expect((await call('/api/session', { headers: { authorization: TOKEN } })).status).toBe(200);
    expect((await call('/internal/changes', { headers: {} })).status).toBe(401);
  });
});

describe('what the load balancer may send to the service answers without the token', () => {
  test('probes, a feed with the shop\'s API key, the order software\'s call, the shop\'s files', async () => {
    expect((await call('/healthz')).status).toBe(200);
    expect((await call('/readyz')).status).toBe(200);
    const feed = await call(`/feeds/${shopId}`, { method: 'PUT', body: 'sku;brand;mpn;price;stock\n', headers: { 'content-type': 'text/csv', authorization: `Bearer ${shopKey}` } });
    expect(feed.status).toBe(202);
    expect((await call(`/shop-orders/${shopId}/orders`, { headers: { authorization: `Bearer ${shopKey}` } })).status).toBe(200);
    // Without the shop's key: the shops' API's own refusal, not the internal one.
    const keyless = await call(`/shop-orders/${shopId}/orders`);
    expect(keyless.status).toBe(401);
    expect(await keyless.text()).not.toContain('CHECK_SECRET');
    expect((await call('/media/photos/nothing-here.webp')).status).toBe(404);
  });

  test('the upload forms are the web tier\'s to relay: sent straight to the service they are refused', async () => {
    for (const upload of ['/portal/feed-uploads', '/portal/logo-uploads', '/desk/bank-statement-uploads']) {
      const answer = await call(upload, { method: 'POST', headers: { origin: service.base }, body: new FormData() });
      expect({ upload, status: answer.status, error: ((await answer.json()) as { error?: string }).error }).toEqual({ upload, status: 401, error: 'unauthorized' });
    }
  });

  test('a web replica reaching the service through MARKETPLACE_URL serves pages and the browser\'s /api', async () => {
    web = await startProcess({
      script: path.join(distDir, 'server', 'processes', 'main.js'), nodeArgs: SERVER_NODE_ARGS, logFile: path.join(dir, 'web.log'),
      env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', WEB_WORKERS: '1', CHECK_SECRET: TEST_CHECK_SECRET, MARKETPLACE_URL: service.base, DATABASE_PATH: path.join(dir, 'never-opened.db') },
    });
    const session = await fetch(`${web.base}/api/session`);
    expect(session.status).toBe(200);
    expect(session.headers.get('x-spareo-fallback')).toBeNull();
    const home = await fetch(`${web.base}/`);
    expect(home.status).toBe(200);
    // An upload form goes through the replica to the service: not signed in, back to the sign-in (the service's answer, relayed).
    const upload = await fetch(`${web.base}/portal/feed-uploads`, { method: 'POST', redirect: 'manual', headers: { origin: web.base }, body: new FormData() });
    expect([upload.status, upload.headers.get('location')]).toEqual([303, '/portal/feeds?problem=sign_in']);
    expect(fs.existsSync(path.join(dir, 'never-opened.db'))).toBe(false);
  }, 120_000);
});

/** The addresses TCP sockets listen on at this port (this network namespace's /proc/net/tcp and tcp6). */
function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A' || parseInt(local.split(':')[1]!, 16) !== port) continue;
      const hex = local.split(':')[0]!;
      found.push(hex.length === 8 ? hex.match(/../g)!.reverse().map((byte) => parseInt(byte, 16)).join('.') : `ipv6:${hex}`);
    }
  }
  return found;
}

describe('where the service listens', () => {
  const linux = fs.existsSync('/proc/net/tcp');
  (linux ? test : test.skip)('HOST=0.0.0.0 in the environment it shares with the web units, MARKETPLACE_HOST unset: loopback only', async () => {
    const port = await freePort();
    const log = path.join(dir, 'bind.log');
    const child = spawn(process.execPath, [...SERVER_NODE_ARGS, script], {
      env: childEnvironment({ ...SERVER_ENV, ...serviceEnv(), HOST: '0.0.0.0', MARKETPLACE_PORT: String(port) }),
      stdio: ['ignore', fs.openSync(log, 'w'), fs.openSync(log, 'a')],
    });
    try {
      await waitFor('the marketplace service to be ready', async () => {
        if (child.exitCode !== null) throw new Error(fs.readFileSync(log, 'utf8'));
        return fetch(`http://127.0.0.1:${port}/readyz`).then((answer) => answer.ok, () => false);
      }, 60_000, 100);
      expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
      // The log line says so too (written asynchronously: looked for until it is there).
      let line: string | undefined;
      await waitFor('the listening line', () => Boolean(line = fs.readFileSync(log, 'utf8').split('\n').find((text) => text.includes('marketplace service listening'))), 5000, 100);
      expect(JSON.parse(line ?? '{}')).toMatchObject({ host: '127.0.0.1', port });
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
