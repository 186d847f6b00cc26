/**
 * A staging box served over plain http on a host name (no TLS): Chromium sends no Sec-Fetch-Site to
 * such an origin, so the portal's forms are taken only if the browser names their origin in Origin.
 * Here Chromium itself shows it sends what the plain browser of integration/plain-http-forms sends;
 * the desk's form and the refusal of another site's post are followed there.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { launchBrowser, type TestBrowser } from './support/browser';

jest.setTimeout(120_000);

const SHOP = 4;
let handler: http.RequestListener = (_req, res) => void res.end();
const server: Server = http.createServer((req, res) => handler(req, res));
let origin = '';
let chromium: TestBrowser;
let shop: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://staging.example:${(server.address() as AddressInfo).port}`;
  shop = createTestApp({ db: createSeededDatabase(), env: { PUBLIC_ORIGIN: origin } });
  handler = shop.app;
  chromium = await launchBrowser({ args: ['--host-resolver-rules=MAP staging.example 127.0.0.1'] });
});

afterAll(async () => {
  await chromium?.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  shop?.db.close();
});

const submit = (page: import('puppeteer-core').Page, selector: string) => Promise.all([page.waitForNavigation(), page.click(selector)]);

test('the portal\'s sign-in form is taken over plain http on the configured origin', async () => {
  const token = await issueShopToken(shop.db.kysely, SHOP);
  const { page, errors } = await chromium.open({ javaScript: false });
  await page.goto(`${origin}/portal/sign-in`);
  await page.type('input[name="shopId"]', String(SHOP));
  await page.type('input[name="token"]', token);
  const [answer] = await submit(page, 'main button[type=submit]');
  expect({ status: answer?.status(), path: new URL(page.url()).pathname }).toEqual({ status: 200, path: '/portal' });
  // The portal's pages load every resource without an error (the portal's JavaScript-off smoke);
  // that Chromium ignores the opener policy on a plain http origin is this box's, not the portal's.
  expect(errors.filter((error) => !error.startsWith('The Cross-Origin-Opener-Policy header has been ignored'))).toEqual([]);
  await page.close();
});
