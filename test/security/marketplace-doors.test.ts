/**
 * The marketplace's doors (server/marketplace/doors.ts) read no browser cookie: an upload form
 * sent straight to the marketplace with the member's portal cookie or a properly signed staff
 * cookie is refused (401, the contract's problem) and nothing is imported; through the web tier a
 * forged staff cookie, or identity headers a browser sets itself, sign nobody in. And every door
 * answers a caller it does not know, or a path it does not have, with that one problem shape.
 * @backends sqlite: web tier, the marketplace's doors read no browser cookie.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { COOKIES } from '../../locales/editions';
import { FORM_DOORS } from '../../contract/form-doors';
import { PORTAL_HEADER, STAFF_SESSION_HEADER } from '../../contract/headers';
import { MARKETPLACE_DOORS } from '../../server/marketplace/doors';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import { createTestApp } from '../support/app';
import { doorsApp } from '../support/doors-app';
import { createSeededDatabase } from '../support/seeded-db';
import { createStaff, staffCookie } from '../support/staff';
import { emptyShop } from '../feeds/helpers';

const SHOP = 4;
const { app, db, portalUploads } = createTestApp({ db: createSeededDatabase() });
const web = http.createServer(app);
// The marketplace's doors as the marketplace service serves them, without the web tier in front.
const marketplace = http.createServer(doorsApp(db));
let webBase = '';
let marketBase = '';
let portalCookie = '';
let ownerToken = '';
let operatorToken = '';

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  [webBase, marketBase] = await Promise.all([listen(web), listen(marketplace)]);
  await emptyShop(db, SHOP);
  portalCookie = `${COOKIES.portal}=${SHOP}.${await issueShopToken(db.kysely, SHOP)}`;
  ownerToken = (await createStaff(db.kysely, 'shop_owner', { shopId: SHOP })).token;
  operatorToken = (await createStaff(db.kysely, 'operator')).token;
});
afterAll(async () => {
  await portalUploads.idle();
  await Promise.all([web, marketplace].map((server) => new Promise((resolve) => server.close(resolve))));
  db.close();
});

const feedForm = () => {
  const form = new FormData();
  form.append('feed', new Blob(['sku;brand;mpn;price;stock\n'], { type: 'text/csv' }), 'angebote.csv');
  return form;
};
const post = (base: string, path: string, headers: Record<string, string>) => fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { origin: base, ...headers }, body: feedForm() });
const importsOf = async () => (await db.kysely.selectFrom('feed_imports').select('id').where('shop_id', '=', SHOP).execute()).length;

test('an upload form sent straight to the marketplace with the browser\'s cookies is refused, and nothing is taken', async () => {
  const before = await importsOf();
  const straight = {
    'the portal cookie': portalCookie,
    'a signed staff cookie': staffCookie(ownerToken),
  };
  for (const [what, cookie] of Object.entries(straight)) {
    for (const path of ['/portal/feed-uploads', '/portal/logo-uploads', '/desk/bank-statement-uploads']) {
      const answer = await post(marketBase, path, { cookie });
      expect({ what, path, status: answer.status, body: await answer.json() }).toEqual({ what, path, status: 401, body: { error: 'unauthorized', message: expect.any(String) } });
    }
  }
  // The identity headers without the web tier's token say nothing either.
  const headers = await post(marketBase, '/portal/feed-uploads', { [PORTAL_HEADER]: portalCookie.split('=')[1]!, [STAFF_SESSION_HEADER]: ownerToken });
  expect(headers.status).toBe(401);
  expect(await importsOf()).toBe(before);
});

test('through the web tier the portal cookie uploads, while a forged staff cookie or a browser\'s own identity headers sign nobody in', async () => {
  const before = await importsOf();
  const forged = await post(webBase, '/desk/bank-statement-uploads', { cookie: `${STAFF_COOKIE}=${operatorToken}` });
  expect([forged.status, forged.headers.get('location')]).toEqual([303, '/desk/bank-statements?problem=sign_in#statement']);
  const ownHeaders = await post(webBase, '/portal/feed-uploads', { [PORTAL_HEADER]: portalCookie.split('=')[1]!, [STAFF_SESSION_HEADER]: ownerToken });
  expect([ownHeaders.status, ownHeaders.headers.get('location')]).toEqual([303, '/portal/feeds?problem=sign_in']);
  expect(await importsOf()).toBe(before);
  const signed = await post(webBase, '/portal/feed-uploads', { cookie: portalCookie });
  expect(signed.status).toBe(303);
  expect(signed.headers.get('location')).toMatch(/^\/portal\/feeds\/\d+$/);
  // The operator's signed cookie gets past the sign-in to the file check (an empty feed is no statement).
  const statement = await post(webBase, '/desk/bank-statement-uploads', { cookie: staffCookie(operatorToken) });
  expect(statement.headers.get('location')).not.toContain('sign_in');
});

test('the web tier relays exactly the marketplace\'s form doors', () => {
  const forms = new Set(MARKETPLACE_DOORS.filter((door) => door.reach === 'web tier' && door.prefix !== '/internal').map((door) => door.prefix));
  expect([...forms].sort()).toEqual(FORM_DOORS.map((form) => form.prefix).sort());
});

test('a cross-site form is sent back by the web tier before the marketplace sees it', async () => {
  const answer = await fetch(`${webBase}/portal/feed-uploads`, { method: 'POST', redirect: 'manual', headers: { cookie: portalCookie, origin: 'https://elsewhere.example' }, body: feedForm() });
  expect([answer.status, answer.headers.get('location')]).toEqual([303, '/portal/feeds?problem=cross_site']);
});

/** A door's path with made-up values for its parameters. */
const pathOf = (door: (typeof MARKETPLACE_DOORS)[number]) => door.prefix + door.path
  .replace(':shopId', String(SHOP)).replace(':number', 'SP-261122-ABCDEF-1').replace(':id', '1').replace(':file', 'nothing-here.webp').replace(':token', 'no-such-token');

test('every door answers an unknown caller, and its prefix a path it does not have, with the contract\'s problem', async () => {
  expect(MARKETPLACE_DOORS.length).toBeGreaterThanOrEqual(21);
  for (const door of MARKETPLACE_DOORS) {
    const answer = await fetch(`${marketBase}${pathOf(door)}`, { method: door.method, redirect: 'manual', headers: { authorization: 'Bearer not-a-key', 'content-type': 'application/json' }, body: door.method === 'GET' ? undefined : '{}' });
    const body = await answer.json() as Record<string, unknown>;
    expect({ door: `${door.method} ${door.prefix}${door.path}`, refused: answer.status >= 400 && answer.status < 500, error: typeof body.error, message: typeof body.message })
      .toEqual({ door: `${door.method} ${door.prefix}${door.path}`, refused: true, error: 'string', message: 'string' });
  }
  for (const prefix of new Set(MARKETPLACE_DOORS.map((door) => door.prefix))) {
    const answer = await fetch(`${marketBase}${prefix}/no/such/door`);
    expect({ prefix, status: answer.status, body: await answer.json() }).toEqual({ prefix, status: 404, body: { error: 'not_found', message: 'no such endpoint' } });
  }
});
