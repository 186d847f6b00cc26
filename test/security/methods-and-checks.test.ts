/**
 * Methods not served answer 405 with Allow (the desk and the portal too); the same-origin check compares the scheme; check headers are bound and short-lived; the manufacturer list needs them.
 * @backends sqlite: methods, the same-origin check and the check headers are decided in the web tier.
 */
import request from 'supertest';
import { issueChallenge } from '../../server/marketplace/check-headers/challenge';
import { deriveCheck } from '../../server/marketplace/check-headers/derive';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { sidOf } from '../integration/accounts-helpers';

const { app, db, checkSecret } = createTestApp({ db: createSeededDatabase() });

const PATHS = ['/', '/Warenkorb', '/Warenkorb/generieren', '/Einloggen', '/fr-FR/panier', '/Ersatzteile/Alle-Fahrzeuge/--', '/x/y', '/healthz', '/readyz', '/robots.txt', '/sitemap.xml', '/static/favicon.svg', '/consent', '/api/Warenkorb',
  // The desk and the portal, mounted before the editions' handling: their pages, sign-in, style sheet and unknown paths.
  '/desk', '/desk/', '/desk/sign-in', '/desk/orders', '/desk/shops/1/members', '/desk/desk.css', '/desk/gibt-es-nicht', '/DESK/Orders',
  '/portal', '/portal/', '/portal/sign-in', '/portal/feeds', '/portal/orders', '/portal/gibt-es-nicht'];
const METHODS = ['TRACE', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'] as const;

describe('the method matrix', () => {
  test.each(PATHS.flatMap((path) => METHODS.map((method) => [method, path] as const)))('%s %s answers 405 with Allow', async (method, path) => {
    const res = await request(app)[method.toLowerCase() as 'put'](path);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.text).not.toContain('spareo-state');
  });
});

describe('the same-origin check compares the scheme', () => {
  test('an http page posting to the https shop is refused', async () => {
    const { app: proxied } = createTestApp({ env: { TRUST_PROXY: 'true' } });
    const res = await request(proxied).post('/api/session').set('host', 'shop.example').set('x-forwarded-proto', 'https').set('origin', 'http://shop.example').send({});
    expect(res.status).toBe(403);
    const same = await request(proxied).post('/api/session').set('host', 'shop.example').set('x-forwarded-proto', 'https').set('origin', 'https://shop.example').send({});
    expect(same.status).not.toBe(403);
  });

  test('an https Origin at the plain-http shop is refused (Referer too)', async () => {
    expect((await request(app).post('/api/session').set('host', 'shop.example').set('origin', 'https://shop.example').send({})).status).toBe(403);
    expect((await request(app).post('/api/session').set('host', 'shop.example').set('referer', 'https://shop.example/x').send({})).status).toBe(403);
  });
});

async function sessionAgent() {
  const agent = request.agent(app).set('host', 'shop.test');
  const offer = await db.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const res = await agent.post('/Warenkorb').set('origin', 'http://shop.test').type('form').send({ action: 'add', offerId: String(offer.id) }).expect(303);
  return { agent, sid: sidOf(res)! };
}

/** The proxy answers a refused count with the call's fallback (200, x-spareo-fallback: 1). */
const outcome = (res: request.Response) => (res.status === 200 && res.headers['x-spareo-fallback'] !== '1' ? 'accepted' : 'refused');

const headersOf = async (csr: string, ts: string) => ({ 'x-csr': csr, 'x-ts': ts, 'x-c': await deriveCheck(csr, ts) });

describe('check headers are bound to the session and a short window', () => {
  test('a challenge of one session does not serve another', async () => {
    const a = await sessionAgent();
    const b = await sessionAgent();
    const { csr, ts } = (await a.agent.get('/api/challenge').expect(200)).body as { csr: string; ts: string };
    const headers = await headersOf(csr, ts);
    expect(outcome(await a.agent.get('/api/Warenkorb/count').set(headers))).toBe('accepted');
    expect(outcome(await b.agent.get('/api/Warenkorb/count').set(headers))).toBe('refused');
  });

  test('a bound challenge older than 4 hours and an unbound one older than 10 minutes are refused', async () => {
    const a = await sessionAgent();
    const old = issueChallenge(checkSecret, Date.now() - 5 * 3600_000, a.sid);
    expect(outcome(await a.agent.get('/api/Warenkorb/count').set(await headersOf(old.csr, old.ts)))).toBe('refused');
    const unbound = issueChallenge(checkSecret, Date.now() - 11 * 60_000);
    expect(outcome(await a.agent.get('/api/Warenkorb/count').set(await headersOf(unbound.csr, unbound.ts)))).toBe('refused');
    const fresh = issueChallenge(checkSecret, Date.now() - 60_000, a.sid);
    expect(outcome(await a.agent.get('/api/Warenkorb/count').set(await headersOf(fresh.csr, fresh.ts)))).toBe('accepted');
  });
});

describe('GET /api/vehicle/manufacturers requires its three check headers', () => {
  test('without them 403; with a fresh challenge 200', async () => {
    const without = await request(app).get('/api/vehicle/manufacturers');
    expect(without.status).toBe(403);
    const { csr, ts } = (await request(app).get('/api/challenge').expect(200)).body as { csr: string; ts: string };
    const withHeaders = await request(app).get('/api/vehicle/manufacturers').set(await headersOf(csr, ts));
    expect(withHeaders.status).toBe(200);
  });
});

describe('each app signs with the secret it was handed', () => {
  test('two apps in one process: a challenge one issued passes there, not at the other', async () => {
    const other = createTestApp({ db, env: { CHECK_SECRET: 'o'.repeat(32) } });
    expect(other.checkSecret).not.toBe(checkSecret);
    const { csr, ts } = (await request(other.app).get('/api/challenge').expect(200)).body as { csr: string; ts: string };
    const headers = await headersOf(csr, ts);
    expect((await request(other.app).get('/api/vehicle/manufacturers').set(headers)).status).toBe(200);
    expect((await request(app).get('/api/vehicle/manufacturers').set(headers)).status).toBe(403);
    // The marketplace behind each app checks with that app's secret: the web tier's own challenge serves it.
    const own = issueChallenge(other.checkSecret, Date.now());
    expect((await request(other.app).get('/api/vehicle/manufacturers').set(await headersOf(own.csr, own.ts))).status).toBe(200);
  });
});
