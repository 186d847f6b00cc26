/**
 * Stored pages (page-cache.ts, on in production) and the chosen vehicle: a page shows the vehicle of
 * the shopper who asks for it, never one stored for another shopper, and a model page chooses its
 * model for every visitor, also from the store (the cookie is set again with each copy).
 * @backends sqlite: web tier, the stored pages and the chosen vehicle's cookie.
 */
import request from 'supertest';
import { COOKIES } from '../../locales/editions';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db, env: { NODE_ENV: 'production', UPSTREAM_CACHE_TTL_MS: '60000' } });
const HOST = 'shop.test';

type Model = { id: number; fullName: string; seriesSlug: string };
let first: Model, second: Model;

beforeAll(async () => {
  // Two models with brake discs (category 1523) fitted.
  const models = await db.kysely
    .selectFrom('models as m')
    .innerJoin('series as s', 's.id', 'm.series_id')
    .select(['m.id', 'm.full_name as fullName', 's.slug as seriesSlug'])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id').select('f.model_id').whereRef('f.model_id', '=', 'm.id').where('a.category_id', '=', 1523)),
    )
    .orderBy('m.id')
    .limit(2)
    .execute();
  [first, second] = models as [Model, Model];
});
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
const header = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
const PATHS = ['/', '/Bremsscheiben/Alle-Fahrzeuge/--1523', '/Ersatzteile/Alle-Fahrzeuge/--'];

test.each(PATHS)('%s: each shopper gets the page of their own vehicle, in any order of visits', async (path) => {
  const get = (cookie?: string) => {
    const req = request(app).get(path).set('host', HOST);
    return cookie ? req.set('cookie', cookie) : req;
  };
  for (let round = 0; round < 2; round++) {
    const anonymous = await get();
    const one = await get(`${COOKIES.vehicle}=${first.id}`);
    const two = await get(`${COOKIES.vehicle}=${second.id}; ${COOKIES.deliveryCountry}=DE`);
    for (const res of [anonymous, one, two]) expect(res.status).toBe(200);
    expect(header(anonymous.text)).not.toContain('vehicle-box-chosen');
    expect(header(one.text)).toContain(`${esc(first.fullName)} (`);
    expect(header(one.text)).not.toContain(`${esc(second.fullName)} (`);
    expect(header(two.text)).toContain(`${esc(second.fullName)} (`);
    expect(header(two.text)).not.toContain(`${esc(first.fullName)} (`);
  }
});

test('a model page chooses its model for every visitor, also when the same page was asked for before', async () => {
  const path = `/Ersatzteile/${first.seriesSlug}/3-${first.id}-`;
  for (let visit = 0; visit < 3; visit++) {
    const res = await request(app).get(path).set('host', HOST);
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain(`${COOKIES.vehicle}=${first.id}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
  }
  // A shopper whose cookie already names it needs no new cookie; that page may be stored.
  const again = await request(app).get(path).set('host', HOST).set('cookie', `${COOKIES.vehicle}=${first.id}`);
  expect(String(again.headers['set-cookie'] ?? '')).not.toContain(COOKIES.vehicle);
  // One who had another vehicle gets this one.
  const switched = await request(app).get(path).set('host', HOST).set('cookie', `${COOKIES.vehicle}=${second.id}`);
  expect(String(switched.headers['set-cookie'])).toContain(`${COOKIES.vehicle}=${first.id}`);
  expect(header(switched.text)).toContain(esc(first.fullName));
});

test('a model page is stored like any other: every visitor gets the stored copy, with the cookie that chooses its model', async () => {
  const path = `/Ersatzteile/${second.seriesSlug}/3-${second.id}-`;
  const visits = [];
  for (let visit = 0; visit < 3; visit++) visits.push(await request(app).get(path).set('host', HOST).set('accept-encoding', 'identity'));
  for (const res of visits) {
    expect(res.status).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain(`${COOKIES.vehicle}=${second.id}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(header(res.text)).toContain(esc(second.fullName));
  }
  // A page rendered anew carries a fresh check-header challenge; the stored one is the same bytes.
  expect(visits[1]!.text).toBe(visits[0]!.text);
  expect(visits[2]!.text).toBe(visits[0]!.text);
});
