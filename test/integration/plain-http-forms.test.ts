/**
 * A staging box served over plain http on a host name (no TLS): a browser sends no Sec-Fetch-Site
 * to such an origin, so the portal's and the desk's forms are taken only if the browser names their
 * origin in Origin; a form posted there from another site is still refused, and the refusal logged.
 * The plain browser sends what Chromium sends there (test/support/plain-browser.ts).
 * @backends sqlite: web tier, the forms' Origin check on a host served over plain http.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { PlainBrowser } from '../support/plain-browser';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff } from '../support/staff';

const SHOP = 4;
const lines: string[] = [];
const logger = pino({ level: 'info' }, new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } }));
let handler: http.RequestListener = (_req, res) => void res.end();
const server: Server = http.createServer((req, res) => handler(req, res));
let foreign: Server;
let origin = '';
let foreignOrigin = '';
let shop: ReturnType<typeof createTestApp>;
const hosts = { 'staging.example': '127.0.0.1', 'elsewhere.example': '127.0.0.1' };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://staging.example:${(server.address() as AddressInfo).port}`;
  shop = createTestApp({ db: createSeededDatabase(), env: { PUBLIC_ORIGIN: origin }, logger });
  handler = shop.app;
  // Another site on plain http whose page posts to the portal's sign-in.
  foreign = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><form method="post" action="${origin}/portal/sign-in"><input name="shopId" value="${SHOP}"><input name="token" value="x"><button id="send">send</button></form>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  foreignOrigin = `http://elsewhere.example:${(foreign.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of [server, foreign]) {
    s?.closeAllConnections();
    await new Promise((resolve) => s?.close(resolve));
  }
  shop?.db.close();
});

test('the portal\'s sign-in form is taken over plain http on the configured origin', async () => {
  const token = await issueShopToken(shop.db.kysely, SHOP);
  const browser = new PlainBrowser({ hosts });
  const form = await browser.goto(`${origin}/portal/sign-in`);
  const answer = await browser.press(form, 'main button[type=submit]', { shopId: String(SHOP), token });
  expect({ status: answer.status, path: answer.url.pathname }).toEqual({ status: 200, path: '/portal' });
});

test('the desk\'s sign-in form is taken over plain http on the configured origin', async () => {
  const operator = await createStaff(shop.db.kysely, 'operator');
  const browser = new PlainBrowser({ hosts });
  const form = await browser.goto(`${origin}/desk/sign-in`);
  const email = form.one('#email').getAttribute('name')!;
  const password = form.one('#password').getAttribute('name')!;
  const answer = await browser.press(form, 'main button[type=submit]', { [email]: operator.email, [password]: operator.password });
  expect({ status: answer.status, path: answer.url.pathname }).toEqual({ status: 200, path: '/desk/sign-in/code' });
});

test('a form posted from another site over plain http is refused, and the log names its origin and the expected ones', async () => {
  const browser = new PlainBrowser({ hosts });
  const answer = await browser.press(await browser.goto(`${foreignOrigin}/`), '#send');
  expect(answer.status).toBe(403);
  const refusals = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'cross-site request refused');
  expect(refusals).toEqual([expect.objectContaining({ origin: foreignOrigin, expected: expect.arrayContaining([origin]) })]);
});
