/**
 * A page about one thing (a brand, the data sources, a vehicle to save) that cannot ask the
 * marketplace whether the thing exists is the 503 page, never a 404: a crawler drops a 404 from its
 * index, and a shopper is told the brand does not exist when the shop is only briefly unwell.
 * Only the one deciding call fails here; the navigation, the user calls and the rest still answer.
 */
import request from 'supertest';
import type { Transport } from '../../server/web/upstream/transports';
import { pathFor } from '../../server/web/routes/table';
import { createI18n, translatorFor } from '../../locales/i18n';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { pageUrls } from '../load/sample-urls';
import { registered, visitor } from './accounts-helpers';

let failingPath: RegExp | null = null;
const failing = (inner: Transport): Transport => async (req, signal) => {
  if (failingPath?.test(req.path)) return { status: 500, body: { error: 'internal' } };
  return inner(req, signal);
};

const db = createSeededDatabase();
// The circuit stays closed: the shop is only partly down.
const { app } = createTestApp({ db, transport: failing, env: { CIRCUIT_FAILURE_THRESHOLD: '1000', UPSTREAM_CACHE_TTL_MS: '0', UPSTREAM_STALE_MS: '0' } });
const brandUrl = pageUrls(db, ['de-DE']).find((entry) => entry.page === 'Brand')!.url;

afterEach(() => {
  failingPath = null;
});

async function expect503Page(url: string, agent = request(app)) {
  const res = await agent.get(url).redirects(0);
  expect([url, res.status]).toEqual([url, 503]);
  expect(res.type).toBe('text/html');
  expect(res.text).toContain('</html>');
}

test('a brand page whose listings fail is the 503 page; it is a 200 again once they answer', async () => {
  expect((await request(app).get(brandUrl).redirects(0)).status).toBe(200);
  failingPath = /^\/listing$/;
  await expect503Page(brandUrl);
  failingPath = null;
  expect((await request(app).get(brandUrl).redirects(0)).status).toBe(200);
});

test('the data-sources page is the 503 page when /sources fails; the other pages lose only its footer link', async () => {
  const sourcesPath = pathFor('Info___de-DE', { topic: translatorFor(createI18n(), 'de-DE')('info.sources.slug') });
  // The catalogue's vehicles come from the reference data, so with the marketplace answering the page credits them.
  expect((await request(app).get(sourcesPath)).status).toBe(200);
  failingPath = /^\/sources$/;
  await expect503Page(sourcesPath);
  const home = await request(app).get('/');
  expect(home.status).toBe(200);
  expect(home.text).not.toContain(`href="${sourcesPath}"`);
});

test('saving a vehicle whose model call fails is the 503 page for a signed-in shopper', async () => {
  const model = await db.kysely.selectFrom('models').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const savePath = pathFor('SaveVehicle___de-DE', { modelId: String(model.id) });
  const agent = visitor(app);
  await registered(agent, 'outage@example.test');
  expect((await agent.get(savePath).redirects(0)).status).toBe(200);
  failingPath = /^\/vehicle\/models\/\d+$/;
  await expect503Page(savePath, agent);
});
