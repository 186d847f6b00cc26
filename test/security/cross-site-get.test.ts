/**
 * A cross-site GET changes nothing: every page route of every edition (walked from the route
 * table, so a new write reachable by GET fails here) and every marketplace endpoint under /api,
 * each with a query that names cart and account writes. A generation link never empties a cart
 * that holds something without the shopper's same-origin POST.
 * @backends sqlite: web tier, which routes a GET reaches and that none writes. The account's
 * orders and a part's alternatives for a vehicle run on both backends in shopper-calls.test.ts.
 */
import request from 'supertest';
import { LOCALES } from '../../locales/editions';
import { ENDPOINTS } from '../../server/marketplace/endpoints';
import { allPages, pageExists, pathFor, routeName, type PageName } from '../../server/web/routes/table';
import { HOST, ORIGIN, PASSWORD, firstModel, sidOf } from '../integration/accounts-helpers';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';

const { app, db } = createTestApp({ db: createSeededDatabase() });
// One server for the file's hundreds of requests (supertest given the app listens anew for each).
const shop = serveOnLoopback(app);
// Read from the database before the first test (no top-level await in the test files).
let model: { id: number };
let first: number, second: number, third: number;
let HOSTILE_QUERY: string;

/** Everything a write could touch. */
async function snapshot(): Promise<string> {
  const k = db.kysely;
  return [
    JSON.stringify(await k.selectFrom('cart_lines').select(['id', 'session_id', 'offer_id', 'quantity']).orderBy('id').execute()),
    JSON.stringify(await k.selectFrom('saved_vehicles').selectAll().orderBy('user_id').orderBy('model_id').execute()),
    JSON.stringify(await k.selectFrom('users').select(['id', 'email', 'password_hash']).orderBy('id').execute()),
    JSON.stringify(await k.selectFrom('sessions').select(['id', 'user_id']).orderBy('id').execute()),
  ].join('\n');
}
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', referer: 'https://evil.example/' };

const sample = (name: string): string | number => (name.endsWith('Id') ? (name === 'modelId' ? String(model.id) : 1) : name === 'path' ? 'x/y' : 'x');

function pagePath(page: PageName, locale: (typeof LOCALES)[number]): string {
  const names = ['modelId', 'manufacturerSlug', 'manufacturerId', 'seriesSlug', 'seriesPageId', 'categorySlug', 'categoryId', 'brandSlug', 'brandId', 'brandCategorySlug', 'brandName', 'normNumber', 'shopName', 'topic', 'manufacturer', 'partNumber', 'path', 'orderNumber'];
  const params = Object.fromEntries(names.map((n) => [n, sample(n)]));
  return pathFor(routeName(page, locale) as never, params as never, { prefix: true });
}

let agent: ReturnType<typeof request.agent>;
/**
 * Everything a write could touch, as the last check found it: each cross-site request below must
 * leave it as it is, so one check's snapshot afterwards is the next one's before.
 */
let state = '';

beforeAll(async () => {
  model = await firstModel(db);
  const offers = await db.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(3).execute();
  [first, second, third] = offers.map((o) => o.id) as [number, number, number];
  HOSTILE_QUERY = `?cartParam[${second}]=3&replace=true&action=delete&lineId=1&modelId=${model.id}&mode=replace&email=x@example.com&password=${PASSWORD}`;
  agent = request.agent(shop.origin()).set('host', HOST);
  const same = { origin: ORIGIN };
  await agent.post('/Einloggen').set(same).type('form').send({ action: 'register', email: 'walker@example.com', password: PASSWORD }).expect(303);
  await agent.post(pagePath('SaveVehicle', 'de-DE')).set(same).type('form').send({}).expect(303);
  await agent.post('/Warenkorb').set(same).type('form').send({ action: 'add', offerId: String(first), quantity: '2' }).expect(303);
  state = await snapshot();
});

/** The snapshot after a cross-site request, kept as the next one's before. */
async function stateAfter(): Promise<string> {
  state = await snapshot();
  return state;
}

// The path names the first model, known only once beforeAll ran: built inside the test.
const routes = LOCALES.flatMap((locale) => allPages().filter((page) => pageExists(page, locale)).map((page) => [`${page} (${locale})`, page, locale] as const));

test.each(routes)('cross-site GET and HEAD of %s change nothing', async (_name, page, locale) => {
  const path = pagePath(page, locale);
  const before = state;
  expect(before).toContain(`"offer_id":${first}`);
  for (const method of ['get', 'head'] as const) {
    const res = await agent[method](`${path}${HOSTILE_QUERY}`).set(CROSS_SITE);
    expect(res.status).toBeLessThan(500);
  }
  expect(await stateAfter()).toBe(before);
});

// The second and third offer stand in for article ids; filled in inside the test, once known.
const apiPaths = [...new Set(ENDPOINTS.map((e) => `/api${e.call.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'articleId' || name === 'a' ? '{second}' : name === 'b' ? '{third}' : '1'))}`))];

test.each(apiPaths)('cross-site GET of %s changes nothing', async (template) => {
  const path = template.replace(/{second}/g, String(second)).replace(/{third}/g, String(third));
  const before = state;
  const res = await agent.get(`${path}${HOSTILE_QUERY}`).set(CROSS_SITE);
  expect(res.status).toBeLessThan(500);
  expect(await stateAfter()).toBe(before);
});

describe('a generation link and a cart that holds something', () => {
  test.each(LOCALES)('%s: the link asks first; only the same-origin POST replaces', async (locale) => {
    const generate = pagePath('CartGenerate', locale);
    const before = await snapshot();
    const link = await agent.get(`${generate}?cartParam[${second}]=3&replace=true`).set(CROSS_SITE);
    expect(link.status).toBe(303);
    expect(await snapshot()).toBe(before);
    const page = await agent.get(link.headers.location!).expect(200);
    const pending = /name="pending" value="([^"]+)"/.exec(page.text)?.[1];
    expect(pending).toBeDefined();
    // The confirmation from another site is refused.
    await agent.post(generate).set({ origin: 'https://evil.example' }).type('form').send({ pending, mode: 'replace' }).expect(403);
    expect(await snapshot()).toBe(before);
  });

  test('the shopper confirms: replace empties the cart and fills it from the link', async () => {
    const visitor = request.agent(shop.origin()).set('host', HOST);
    const added = await visitor.post('/Warenkorb').set({ origin: ORIGIN }).type('form').send({ action: 'add', offerId: String(first), quantity: '1' }).expect(303);
    const sid = sidOf(added)!;
    const lines = () => db.kysely.selectFrom('cart_lines').select(['offer_id as offer', 'quantity']).where('session_id', '=', sid).orderBy('id').execute();
    expect(await lines()).toEqual([{ offer: first, quantity: 1 }]);
    const link = await visitor.get(`/Warenkorb/generieren?cartParam[${second}]=3&replace=true`).expect(303);
    const page = await visitor.get(link.headers.location!).expect(200);
    const pending = /name="pending" value="([^"]+)"/.exec(page.text)![1];
    const done = await visitor.post('/Warenkorb/generieren').set({ origin: ORIGIN }).type('form').send({ pending, mode: 'replace' }).expect(303);
    expect(done.headers.location).toContain('notice=generated');
    expect(await lines()).toEqual([{ offer: second, quantity: 3 }]);
  });

  test('a visitor without a cart gets it filled by the link at once (nothing to destroy)', async () => {
    const visitor = request.agent(shop.origin()).set('host', HOST);
    const link = await visitor.get(`/Warenkorb/generieren?cartParam[${second}]=3`).set(CROSS_SITE).expect(303);
    expect(link.headers.location).toContain('notice=generated');
  });
});
