/** The log never holds a session id, a password or an e-mail address, and one request can be followed through it. */
import { Writable } from 'node:stream';
import request from 'supertest';
import { createLogger } from '../../server/shared/logger';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { PASSWORD, sidOf, ORIGIN, HOST } from '../integration/accounts-helpers';

function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // Debug: every line the shop can write is searched, the cache's answers included.
  return { lines, logger: createLogger('debug', stream) };
}

const { lines, logger } = memoryLog();
const { app, db } = createTestApp({ db: createSeededDatabase(), logger });
const EMAIL = 'log-reader-test@example.com';

test('signing in, filling a cart and searching leaves no session id, password or e-mail address in the log', async () => {
  const agent = request.agent(app).set('host', HOST).set('origin', ORIGIN);
  const registered = await agent.post('/Einloggen').type('form').send({ action: 'register', email: EMAIL, password: PASSWORD }).expect(303);
  const sids = new Set<string>();
  const remember = (res: request.Response) => {
    const sid = sidOf(res);
    if (sid) sids.add(sid);
  };
  remember(registered);
  await agent.post('/Einloggen').type('form').send({ action: 'signOut' });
  const signedIn = await agent.post('/Einloggen').type('form').send({ action: 'signIn', email: EMAIL, password: PASSWORD }).expect(303);
  remember(signedIn);
  const offer = await db.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const added = await agent.post('/Warenkorb').type('form').send({ action: 'add', offerId: String(offer.id), quantity: '2' }).expect(303);
  remember(added);
  await agent.get('/Warenkorb').expect(200);
  await agent.get('/Suche?q=Bremsscheibe');
  const apiSession = await agent.get('/api/session').expect(200);
  if (typeof apiSession.body?.sid === 'string') sids.add(apiSession.body.sid);
  remember(apiSession);
  await agent.get('/api/Warenkorb');

  expect(sids.size).toBeGreaterThan(0);
  const log = lines.join('\n');
  expect(lines.length).toBeGreaterThan(5);
  for (const sid of sids) expect(log).not.toContain(sid);
  expect(log).not.toContain(PASSWORD);
  expect(log).not.toContain(EMAIL);
  expect(log.toLowerCase()).not.toContain('cookie');
});

test('one line per request with id, method, path, route, edition, status, duration and upstream counts; calls carry the request id', async () => {
  lines.length = 0;
  const res = await request(app).get('/Warenkorb').set('host', HOST).expect(200);
  const id = res.headers['x-request-id'];
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const requestLines = entries.filter((e) => (e.req as { id?: string } | undefined)?.id === id);
  expect(requestLines).toHaveLength(1);
  const line = requestLines[0]!;
  expect(line).toMatchObject({ req: { id, method: 'GET', path: '/Warenkorb' }, res: { status: 200 }, route: 'Cart___de-DE', edition: 'de-DE' });
  expect(typeof line.ms).toBe('number');
  expect(typeof line.upstreamCalls).toBe('number');
  expect(typeof line.cacheHits).toBe('number');
  expect(JSON.stringify(line).length).toBeLessThan(600);
  const calls = entries.filter((e) => e.msg === 'marketplace call');
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(call.reqId).toBe(id);
  expect((line.upstreamCalls as number) + (line.cacheHits as number)).toBe(calls.length);
  // A call's own line is for debugging: at the usual level the request's line alone tells of them.
  expect(calls.filter((call) => (call.level as number) > 20)).toEqual([]);
  expect(line.cacheHits).toBeGreaterThan(0);
  if ((line.upstreamCalls as number) > 0) expect(calls.map((call) => call.upstream)).toContain(line.slowestUpstream);
});
