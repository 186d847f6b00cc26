/**
 * The door for stored pages (server/web/page-output/page-door.ts): a request like one answered from the page
 * store before is answered before the rest of the chain. It must answer exactly as the chain would
 * (status, headers, bytes), and never with a page that is not this visitor's (another cookie, another
 * language asked for) or no longer stored (the store was dropped when offers changed).
 */
import http from 'node:http';
import { Writable } from 'node:stream';
import { COOKIES } from '../../locales/editions';
import { createLogger } from '../../server/shared/logger';
import { createTestApp } from '../support/app';
import { getOverWire, serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { waitFor } from '../support/wait-for';

const METRICS_TOKEN = 'door-metrics-token-0123456789abcdef';
const lines: Array<Record<string, unknown>> = [];
const logger = createLogger('info', new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
}));
const db = createSeededDatabase();
const { app, invalidation, reachedChain } = createTestApp({ db, env: { NODE_ENV: 'production', METRICS_TOKEN }, logger });

const shop = serveOnLoopback(app);
const get = (path: string, headers: Record<string, string> = {}) => getOverWire(shop.origin() + path, { 'accept-encoding': 'br', ...headers });

/** Every header but those that differ per answer by nature. */
const stable = (headers: http.IncomingHttpHeaders) => {
  const { date: _date, 'x-request-id': id, ...rest } = headers;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  if (rest['set-cookie']) rest['set-cookie'] = withoutExpiry(rest['set-cookie']);
  return rest;
};

/** A cookie's expiry is counted from the moment of the answer, so two answers a second apart differ there. */
const withoutExpiry = (cookies: string[] | undefined) => (cookies ?? []).map((cookie) => cookie.replace(/; Expires=[^;]+/, ''));

test.each([
  ['the home page', '/'],
  ['an edition with a prefix', '/fr-FR'],
  ['a 404 page', '/gibt-es/nicht/wirklich'],
])('%s answered again has the same status, headers and bytes as through the whole chain', async (_name, path) => {
  const first = await get(path);
  const second = await get(path);
  const third = await get(path);
  const head = await new Promise<http.IncomingMessage>((resolve) => http.request(shop.origin() + path, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, resolve).end());
  expect(second.status).toBe(first.status);
  expect(stable(second.headers)).toEqual(stable(first.headers));
  expect(stable(third.headers)).toEqual(stable(first.headers));
  expect(Buffer.compare(third.body, first.body)).toBe(0);
  expect(head.statusCode).toBe(first.status);
  expect(first.headers['content-security-policy']).toBeTruthy();
  expect(first.headers['x-content-type-options']).toBe('nosniff');
  // Each answer has its own request id, through the door as well.
  expect(new Set([first, second, third].map((a) => a.headers['x-request-id'])).size).toBe(3);
});

test.each([['br'], ['gzip'], ['identity']])('in %s, an answer at the door is the chain\'s answer, and 304 once the browser has the page', async (encoding) => {
  const path = '/es-ES';
  const first = await get(path, { 'accept-encoding': encoding });
  const second = await get(path, { 'accept-encoding': encoding });
  expect(first.status).toBe(200);
  expect(stable(second.headers)).toEqual(stable(first.headers));
  expect(Buffer.compare(second.body, first.body)).toBe(0);
  // One Vary header that names the encoding, written once.
  expect(second.headers.vary).toMatch(/accept-encoding/i);
  expect(second.headers.vary!.toLowerCase().split(',').filter((name) => name.trim() === 'accept-encoding')).toHaveLength(1);
  const unchanged = await get(path, { 'accept-encoding': encoding, 'if-none-match': second.headers.etag! });
  expect(unchanged.status).toBe(304);
  expect(unchanged.body.length).toBe(0);
  expect(unchanged.headers.etag).toBe(first.headers.etag);
  expect(unchanged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(unchanged.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
});

test('a model\'s page, which chooses the model, is answered at the door with its vehicle cookie, as through the whole chain', async () => {
  const model = await db.kysely
    .selectFrom('models as m')
    .innerJoin('series as s', 's.id', 'm.series_id')
    .select(['m.id', 's.slug as seriesSlug'])
    .orderBy('m.id')
    .executeTakeFirstOrThrow();
  const path = `/Ersatzteile/${model.seriesSlug}/3-${model.id}-`;
  const first = await get(path);
  const reached = reachedChain();
  const second = await get(path);
  const third = await get(path, { 'accept-encoding': 'gzip' });
  const thirdAgain = await get(path, { 'accept-encoding': 'gzip' });
  // The second answer in each encoding comes from the door: the chain saw only the first gzip request.
  expect(reachedChain() - reached).toBe(1);
  expect(first.status).toBe(200);
  expect(stable(second.headers)).toEqual(stable(first.headers));
  expect(Buffer.compare(second.body, first.body)).toBe(0);
  expect(stable(thirdAgain.headers)).toEqual(stable(third.headers));
  expect(Buffer.compare(thirdAgain.body, third.body)).toBe(0);
  for (const answer of [second, thirdAgain]) {
    expect(withoutExpiry(answer.headers['set-cookie'])).toContain(`${COOKIES.vehicle}=${model.id}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.etag).toBeUndefined();
  }
  // The vehicle cookie's expiry is counted from each answer (to the second), not from the first one.
  const expires = (answer: typeof second) => Date.parse(/; Expires=([^;]+)/.exec(answer.headers['set-cookie']!.find((c) => c.startsWith(`${COOKIES.vehicle}=`))!)![1]!);
  // An HTTP date counts whole seconds: wait for the clock to reach the one after the first answer's.
  await waitFor('the next second', () => Date.now() + 31_536_000_000 >= expires(first) + 1000, 3000);
  const later = await get(path);
  expect(reachedChain() - reached).toBe(1);
  expect(expires(later)).toBeGreaterThan(expires(first));
  expect(expires(later)).toBeGreaterThanOrEqual(Date.now() - 1000 + 31_536_000_000);
});

test('a visitor with a session is never answered with the anonymous page kept for the same URL', async () => {
  await get('/');
  await get('/');
  const withSession = await get('/', { cookie: 'spareo_sid=not-a-real-session-0000000000000' });
  expect(withSession.status).toBe(200);
  // Pages rendered for a visitor carry no ETag (page-cache.ts); the stored one does.
  expect(withSession.headers.etag).toBeUndefined();
});

test('another language asked for gets its own answer, not the page kept for the first', async () => {
  const german = await get('/Impressum', { 'accept-language': 'de-DE' });
  await get('/Impressum', { 'accept-language': 'de-DE' });
  const french = await get('/Impressum', { 'accept-language': 'fr-FR' });
  const frenchAgain = await get('/Impressum', { 'accept-language': 'fr-FR' });
  // Whatever the edition does with the French visitor, the door answers as the chain did for them.
  expect(frenchAgain.status).toBe(french.status);
  expect(frenchAgain.headers.location).toBe(french.headers.location);
  expect(withoutExpiry(frenchAgain.headers['set-cookie'])).toEqual(withoutExpiry(french.headers['set-cookie']));
  if (german.status === 200 && french.status === 200) expect(Buffer.compare(frenchAgain.body, german.body) === 0).toBe(Buffer.compare(french.body, german.body) === 0);
});

test('once the store is dropped (offers changed), the door no longer answers with the old page', async () => {
  const first = await get('/');
  await get('/');
  invalidation.invalidate();
  const after = await get('/');
  const again = await get('/');
  expect(after.status).toBe(200);
  // Rendered anew (each render carries a fresh check-header challenge, so its bytes and ETag are new), then stored again.
  expect(after.headers.etag).not.toBe(first.headers.etag);
  expect(again.headers.etag).toBe(after.headers.etag);
});

/** How many answers the request metrics counted for a route with status 200. */
async function counted(route: string): Promise<number> {
  const scrape = await getOverWire(shop.origin() + '/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
  const line = scrape.body.toString().split('\n').find((l) => l.startsWith('spareo_http_request_duration_seconds_count{') && l.includes(`route="${route}"`) && l.includes('status="200"'));
  return line ? Number(line.split(' ').pop()) : 0;
}

test('answers from the door are logged and counted like any other: one line each, with its id, route and edition', async () => {
  await get('/fr-FR');
  await get('/fr-FR');
  const before = await counted('Home___fr-FR');
  lines.length = 0;
  const answers = [await get('/fr-FR'), await get('/fr-FR')];
  // The line is written once the answer has gone out.
  await waitFor('the two request lines', () => lines.length >= 2, 5000);
  for (const answer of answers) {
    const own = lines.filter((line) => (line.req as { id?: string } | undefined)?.id === answer.headers['x-request-id']);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ req: { method: 'GET', path: '/fr-FR' }, res: { status: 200 }, route: 'Home___fr-FR', edition: 'fr-FR', pageCache: 'hit', msg: 'request completed' });
    expect(typeof own[0]!.ms).toBe('number');
  }
  expect(await counted('Home___fr-FR')).toBe(before + 2);
});
