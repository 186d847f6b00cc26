/**
 * Holes found from outside in the /api paths: the manufacturer list's check headers dodged by
 * another casing, registrations counted for every client under one key, a metrics series per word
 * put into a catalogue path, and the session id handed to scripts in the session call's body.
 * @backends sqlite: web tier, the /api paths' check headers, casing and metrics names, and the session id kept from scripts.
 */
import request from 'supertest';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { HOST, ORIGIN, PASSWORD, sidOf } from '../integration/accounts-helpers';

const db = createSeededDatabase();
// Each shop served once for the file's requests (supertest given an app listens anew for each).
const shop = serveOnLoopback(createTestApp({ db }).app);
const to = () => request(shop.origin());

describe('GET /api/Vehicle/Manufacturers: the check headers are asked in every casing the marketplace answers', () => {
  test.each(['/api/Vehicle/Manufacturers', '/api/VEHICLE/MANUFACTURERS', '/api/vehicle/Manufacturers/', '/api/vEhIcLe/mAnUfAcTuReRs?limit=5'])('%s without check headers answers 403, not the list', async (path) => {
    const res = await to().get(path);
    expect(res.status).toBe(403);
    expect(Array.isArray(res.body)).toBe(false);
  });

  test('the series of a manufacturer (not marked in the spec) still answers without them', async () => {
    const manufacturer = await db.kysely.selectFrom('manufacturers').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    expect((await to().get(`/api/Vehicle/Manufacturers/${manufacturer.id}/series`)).status).toBe(200);
  });
});

describe('POST /api/user/register is limited per client address, not for every API client together', () => {
  const proxied = serveOnLoopback(createTestApp({ db: createSeededDatabase(), env: { TRUST_PROXY: 'true' } }).app);

  test('30 registrations from 203.0.113.30 leave 198.51.100.30 free to register', async () => {
    const registerFrom = (address: string, email: string) =>
      request(proxied.origin()).post('/api/user/register').set('host', HOST).set('origin', ORIGIN).set('x-forwarded-for', address).send({ email, password: PASSWORD });
    for (let i = 0; i < 30; i += 1) expect((await registerFrom('203.0.113.30', `masse-${i}@example.de`)).status).toBe(201);
    expect((await registerFrom('203.0.113.30', 'masse-30@example.de')).status).toBe(429);
    expect((await registerFrom('198.51.100.30', 'anderswo@example.de')).status).toBe(201);
  }, 60_000);
});

describe('GET /api/<word>/Alle-Fahrzeuge/--<category>: metrics are labelled by the route, never by the raw path', () => {
  const token = 'round-three-metrics-token-0123';
  // The series per route of the shop's requests and its marketplace calls (the process's own, e.g.
  // the garbage collector's by kind, come and go with time, not with paths).
  const seriesOf = async (watched: Parameters<typeof request>[0]) => {
    const text = (await request(watched).get('/metrics').set('authorization', `Bearer ${token}`).expect(200)).text;
    return new Set(text.split('\n').filter((line) => /^spareo_(http_request|upstream)_duration_seconds_count\{/.test(line)).map((line) => line.slice(0, line.lastIndexOf(' '))));
  };

  // Served once for its hundreds of requests (supertest given the app listens anew for each).
  const served = serveOnLoopback(createTestApp({ db, env: { METRICS_TOKEN: token } }).app);

  test('500 distinct paths (catalogue words, unknown calls, unknown pages) add no series', async () => {
    const watched = served.origin();
    const category = await db.kysely.selectFrom('categories').select('id').where('is_leaf', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const listing = (word: string) => `/api/${word}/Alle-Fahrzeuge/--${category.id}`;
    // One of each kind first: its series exist before the count.
    expect((await request(watched).get(listing('Bremsscheiben'))).status).toBe(200);
    await request(watched).get('/api/nichts-da');
    await request(watched).get('/gibt-es/nicht/x');
    await seriesOf(watched);
    const before = await seriesOf(watched);
    for (let i = 0; i < 300; i += 1) expect((await request(watched).get(listing(`wort${i}`))).status).toBe(200);
    for (let i = 0; i < 100; i += 1) await request(watched).get(`/api/erfunden${i}`);
    for (let i = 0; i < 100; i += 1) await request(watched).get(`/gibt-es/nicht${i}/x`);
    const added = [...(await seriesOf(watched))].filter((series) => !before.has(series));
    expect(added).toEqual([]);
  }, 120_000);
});

describe('GET /api/session: the body never carries a session id that works as the cookie', () => {
  test('for a signed-in shopper, the body sid sent back as the cookie is not signed in and is not that session', async () => {
    const agent = request.agent(shop.origin()).set('host', HOST).set('origin', ORIGIN);
    const registered = await agent.post('/Einloggen').type('form').send({ action: 'register', email: 'sitzung@example.de', password: PASSWORD }).expect(303);
    const cookieSid = sidOf(registered)!;
    const answer = await agent.get('/api/session').expect(200);
    const bodySid = answer.body.sid as string;
    expect(typeof bodySid).toBe('string');
    expect(bodySid).not.toBe(cookieSid);
    expect(JSON.stringify(answer.body)).not.toContain(cookieSid);
    // The cookie signs in; the body's value does not, and gets a session of its own instead.
    expect((await to().get('/api/user/me').set('cookie', `spareo_sid=${cookieSid}`).set('x-spareo-locale', 'de-DE')).body).toEqual({ user: { email: 'sitzung@example.de' } });
    expect((await to().get('/api/user/me').set('cookie', `spareo_sid=${bodySid}`).set('x-spareo-locale', 'de-DE')).body).toEqual({ user: null });
    const replayed = await to().get('/api/session').set('cookie', `spareo_sid=${bodySid}`).expect(200);
    expect(sidOf(replayed)).not.toBe(bodySid);
    expect(sidOf(replayed)).not.toBe(cookieSid);
  });

  test('the body sid stays the same for one session and differs between sessions (it still tells them apart)', async () => {
    const first = request.agent(shop.origin());
    const a = (await first.get('/api/session').expect(200)).body.sid as string;
    expect((await first.get('/api/session').expect(200)).body.sid).toBe(a);
    expect((await to().get('/api/session').expect(200)).body.sid).not.toBe(a);
    expect(a).not.toBe('10');
  });
});
