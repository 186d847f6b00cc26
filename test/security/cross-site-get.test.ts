/**
 * A cross-site GET changes nothing: every page route of every edition (walked from the route
 * table, so a new write reachable by GET fails here) and every marketplace endpoint under /api,
 * each with a query that names cart and account writes. A generation link never empties a cart
 * that holds something without the shopper's same-origin POST.
 */
import request from 'supertest';
import { LOCALES } from '../../locales/editions';
import { ENDPOINTS } from '../../server/marketplace/endpoints';
import { ALL_PAGES, pageExists, pathFor, routeName, type PageName } from '../../server/web/routes/table';
import { HOST, ORIGIN, PASSWORD, sidOf, someModel } from '../integration/accounts-helpers';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const { app, db } = createTestApp({ db: createSeededDatabase() });
const model = someModel(db);
const offers = db.prepare('SELECT id FROM offers ORDER BY id LIMIT 3').all() as { id: number }[];
const [first, second, third] = offers.map((o) => o.id) as [number, number, number];

/** Everything a write could touch. */
function snapshot(): string {
  const rows = (sql: string) => JSON.stringify(db.prepare(sql).all());
  return [
    rows('SELECT id, session_id, offer_id, quantity FROM cart_lines ORDER BY id'),
    rows('SELECT * FROM saved_vehicles ORDER BY 1, 2'),
    rows('SELECT id, email, password_hash FROM users ORDER BY id'),
    rows('SELECT id, user_id FROM sessions ORDER BY id'),
  ].join('\n');
}

const HOSTILE_QUERY = `?cartParam[${second}]=3&replace=true&action=delete&lineId=1&modelId=${model.id}&mode=replace&email=x@example.com&password=${PASSWORD}`;
const CROSS_SITE = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', referer: 'https://evil.example/' };

const sample = (name: string): string | number => (name.endsWith('Id') ? (name === 'modelId' ? String(model.id) : 1) : name === 'path' ? 'x/y' : 'x');

function pagePath(page: PageName, locale: (typeof LOCALES)[number]): string {
  const names = ['modelId', 'manufacturerSlug', 'manufacturerId', 'seriesSlug', 'seriesPageId', 'categorySlug', 'categoryId', 'brandSlug', 'brandId', 'brandCategorySlug', 'brandName', 'normNumber', 'shopName', 'topic', 'manufacturer', 'partNumber', 'path', 'orderNumber'];
  const params = Object.fromEntries(names.map((n) => [n, sample(n)]));
  return pathFor(routeName(page, locale) as never, params as never, { prefix: true });
}

let agent: ReturnType<typeof request.agent>;

beforeAll(async () => {
  agent = request.agent(app).set('host', HOST);
  const same = { origin: ORIGIN };
  await agent.post('/Einloggen').set(same).type('form').send({ action: 'register', email: 'walker@example.com', password: PASSWORD }).expect(303);
  await agent.post(pagePath('SaveVehicle', 'de-DE')).set(same).type('form').send({}).expect(303);
  await agent.post('/Warenkorb').set(same).type('form').send({ action: 'add', offerId: String(first), quantity: '2' }).expect(303);
});

const routes = LOCALES.flatMap((locale) => ALL_PAGES.filter((page) => pageExists(page, locale)).map((page) => [`${page} (${locale})`, pagePath(page, locale)] as const));

test.each(routes)('cross-site GET and HEAD of %s (%s) change nothing', async (_name, path) => {
  const before = snapshot();
  expect(before).toContain(`"offer_id":${first}`);
  for (const method of ['get', 'head'] as const) {
    const res = await agent[method](`${path}${HOSTILE_QUERY}`).set(CROSS_SITE);
    expect(res.status).toBeLessThan(500);
  }
  expect(snapshot()).toBe(before);
});

const apiPaths = [...new Set(ENDPOINTS.map((e) => `/api${e.path.replace(/:(\w+)/g, (_m, name: string) => String(name === 'articleId' || name === 'a' ? second : name === 'b' ? third : 1))}`))];

test.each(apiPaths)('cross-site GET of %s changes nothing', async (path) => {
  const before = snapshot();
  const res = await agent.get(`${path}${HOSTILE_QUERY}`).set(CROSS_SITE);
  expect(res.status).toBeLessThan(500);
  expect(snapshot()).toBe(before);
});

describe('a generation link and a cart that holds something', () => {
  test.each(LOCALES)('%s: the link asks first; only the same-origin POST replaces', async (locale) => {
    const generate = pagePath('CartGenerate', locale);
    const before = snapshot();
    const link = await agent.get(`${generate}?cartParam[${second}]=3&replace=true`).set(CROSS_SITE);
    expect(link.status).toBe(303);
    expect(snapshot()).toBe(before);
    const page = await agent.get(link.headers.location!).expect(200);
    const pending = /name="pending" value="([^"]+)"/.exec(page.text)?.[1];
    expect(pending).toBeDefined();
    // The confirmation from another site is refused.
    await agent.post(generate).set({ origin: 'https://evil.example' }).type('form').send({ pending, mode: 'replace' }).expect(403);
    expect(snapshot()).toBe(before);
  });

  test('the shopper confirms: replace empties the cart and fills it from the link', async () => {
    const visitor = request.agent(app).set('host', HOST);
    const added = await visitor.post('/Warenkorb').set({ origin: ORIGIN }).type('form').send({ action: 'add', offerId: String(first), quantity: '1' }).expect(303);
    const sid = sidOf(added)!;
    const lines = () => db.prepare('SELECT offer_id AS offer, quantity FROM cart_lines WHERE session_id = ? ORDER BY id').all(sid);
    expect(lines()).toEqual([{ offer: first, quantity: 1 }]);
    const link = await visitor.get(`/Warenkorb/generieren?cartParam[${second}]=3&replace=true`).expect(303);
    const page = await visitor.get(link.headers.location!).expect(200);
    const pending = /name="pending" value="([^"]+)"/.exec(page.text)![1];
    const done = await visitor.post('/Warenkorb/generieren').set({ origin: ORIGIN }).type('form').send({ pending, mode: 'replace' }).expect(303);
    expect(done.headers.location).toContain('notice=generated');
    expect(lines()).toEqual([{ offer: second, quantity: 3 }]);
  });

  test('a visitor without a cart gets it filled by the link at once (nothing to destroy)', async () => {
    const visitor = request.agent(app).set('host', HOST);
    const link = await visitor.get(`/Warenkorb/generieren?cartParam[${second}]=3`).set(CROSS_SITE).expect(303);
    expect(link.headers.location).toContain('notice=generated');
  });
});
