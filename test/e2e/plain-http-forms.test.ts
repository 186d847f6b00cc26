/**
 * A staging box served over plain http on a host name (no TLS): Chromium sends no Sec-Fetch-Site to
 * such an origin, so the portal's and the desk's forms are taken only if the browser names their
 * origin in Origin; a form posted there from another site is still refused, and the refusal logged.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff } from '../support/staff';
import { launchBrowser, type TestBrowser } from './support/browser';

jest.setTimeout(120_000);

const SHOP = 4;
const lines: string[] = [];
const logger = pino({ level: 'info' }, new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } }));
let handler: http.RequestListener = (_req, res) => void res.end();
const server: Server = http.createServer((req, res) => handler(req, res));
let foreign: Server;
let origin = '';
let foreignOrigin = '';
let chromium: TestBrowser;
let shop: ReturnType<typeof createTestApp>;

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
  chromium = await launchBrowser({ args: ['--host-resolver-rules=MAP staging.example 127.0.0.1, MAP elsewhere.example 127.0.0.1'] });
});

afterAll(async () => {
  await chromium?.close();
  for (const s of [server, foreign]) {
    s?.closeAllConnections();
    await new Promise((resolve) => s?.close(resolve));
  }
  shop?.db.close();
});

const submit = (page: import('puppeteer-core').Page, selector: string) => Promise.all([page.waitForNavigation(), page.click(selector)]);

test('the portal\'s sign-in form is taken over plain http on the configured origin', async () => {
  const token = await issueShopToken(shop.db.kysely, SHOP);
  const { page } = await chromium.open({ javaScript: false });
  await page.goto(`${origin}/portal/sign-in`);
  await page.type('input[name="shopId"]', String(SHOP));
  await page.type('input[name="token"]', token);
  const [answer] = await submit(page, 'main button[type=submit]');
  expect({ status: answer?.status(), path: new URL(page.url()).pathname }).toEqual({ status: 200, path: '/portal' });
  await page.close();
});

test('the desk\'s sign-in form is taken over plain http on the configured origin', async () => {
  const operator = await createStaff(shop.db.kysely, 'operator');
  const { page } = await chromium.open({ javaScript: false });
  await page.goto(`${origin}/desk/sign-in`);
  await page.type('#email', operator.email);
  await page.type('#password', operator.password);
  const [answer] = await submit(page, 'main button[type=submit]');
  expect({ status: answer?.status(), path: new URL(page.url()).pathname }).toEqual({ status: 200, path: '/desk/sign-in/code' });
  await page.close();
});

test('a form posted from another site over plain http is refused, and the log names its origin and the expected ones', async () => {
  const { page } = await chromium.open({ javaScript: false });
  await page.goto(`${foreignOrigin}/`);
  const [answer] = await submit(page, '#send');
  expect(answer?.status()).toBe(403);
  const refusals = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'cross-site request refused');
  expect(refusals).toEqual([expect.objectContaining({ origin: foreignOrigin, expected: expect.arrayContaining([origin]) })]);
  await page.close();
});
