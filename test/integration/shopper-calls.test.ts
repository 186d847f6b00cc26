/**
 * Reads and writes the shop's pages ask of the marketplace, asked in-process on the project's
 * backend (the web-tier files that walk those pages run on SQLite alone: integration/cart-pages,
 * seo-sitemap-complete, security/cross-site-get): a cart line chosen for a vehicle moved to
 * another shop's offer, an account's orders, the alternatives to a part for a vehicle, and a
 * series page with its series' models.
 */
import { createMarketplace } from '../../server/marketplace/index';
import type { MarketplaceRequest } from '../../server/marketplace/http/endpoint';
import { createSeededDatabase } from '../support/seeded-db';
import { commerceFixture } from './commerce-helpers';

const db = createSeededDatabase();
const market = createMarketplace(db);

async function ask(method: 'GET' | 'POST', path: string, options: Partial<Pick<MarketplaceRequest, 'query' | 'body' | 'headers'>> = {}) {
  const answer = await market.handle({ method, path, query: options.query ?? {}, body: options.body, headers: { 'x-spareo-locale': 'de-DE', 'x-spareo-delivery-country': 'DE', ...options.headers } });
  return { status: answer.status, body: answer.body as Record<string, unknown> };
}

async function session(): Promise<Record<string, string>> {
  const { body } = await ask('GET', '/session');
  return { 'x-spareo-sid': body.sid as string };
}

test('a line added for a vehicle and moved to another shop\'s offer keeps its vehicle and joins that offer\'s line for it', async () => {
  const fx = await commerceFixture(db.kysely);
  const headers = await session();
  const vehicle = { modelId: String(fx.modelId) };
  expect((await ask('POST', `/Warenkorb/Hinzufuegen/${fx.offers.discA}`, { query: vehicle, body: { quantity: 1 }, headers })).status).toBe(200);
  expect((await ask('POST', `/Warenkorb/Hinzufuegen/${fx.offers.discB}`, { query: vehicle, body: { quantity: 2 }, headers })).status).toBe(200);
  const sid = headers['x-spareo-sid']!;
  const lineA = await db.kysely.selectFrom('cart_lines').select('id').where('session_id', '=', sid).where('offer_id', '=', fx.offers.discA).executeTakeFirstOrThrow();
  const moved = await ask('POST', `/Warenkorb/Ersetzen/${lineA.id}/${fx.offers.discB}`, { headers });
  expect(moved.status).toBe(200);
  const lines = await db.kysely.selectFrom('cart_lines').select(['offer_id', 'model_id', 'quantity']).where('session_id', '=', sid).execute();
  expect(lines).toEqual([{ offer_id: fx.offers.discB, model_id: fx.modelId, quantity: 3 }]);
});

test('a signed-in shopper without orders is answered an empty list of them', async () => {
  const headers = await session();
  const registered = await ask('POST', '/user/register', { body: { email: 'ohne-bestellung@example.de', password: 'a long and unusual passphrase' }, headers: { ...headers, 'x-spareo-client-address': '127.0.0.1' } });
  expect(registered.status).toBe(201);
  // Signed in, the shopper's session is a new one (answered with the account).
  const answer = await ask('GET', '/user/orders', { headers: { 'x-spareo-sid': registered.body.sid as string } });
  expect(answer).toEqual({ status: 200, body: { orders: [] } });
});

test('the alternatives to a part for a vehicle are of its kind, fit the vehicle or any, and can be delivered', async () => {
  const pairs = await db.kysely.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id')
    .select(['f.article_id as articleId', 'f.model_id as modelId', 'a.category_id as categoryId']).orderBy('f.article_id').orderBy('f.model_id').limit(40).execute();
  let answered = 0;
  for (const { articleId, modelId, categoryId } of pairs) {
    const { status, body } = await ask('GET', `/recommendation/spare-part/${articleId}`, { query: { modelId: String(modelId) } });
    expect([200, 404]).toContain(status);
    if (status !== 200) continue;
    answered += 1;
    for (const suggestion of body.recommendations as { articleId: number }[]) {
      const article = await db.kysely.selectFrom('articles').select('category_id').where('id', '=', suggestion.articleId).executeTakeFirstOrThrow();
      expect({ articleId, category: article.category_id }).toEqual({ articleId, category: categoryId });
      const fits = await db.kysely.selectFrom('fitment').select('model_id').where('article_id', '=', suggestion.articleId).execute();
      expect(fits.length === 0 || fits.some((fit) => fit.model_id === modelId)).toBe(true);
    }
  }
  expect(answered).toBeGreaterThan(0);
});

test('a series page asked with its models lists each series with the models of that series', async () => {
  const pages = await db.kysely.selectFrom('series_pages').select('id').orderBy('id').limit(60).execute();
  let single = 0;
  for (const { id } of pages) {
    const { status, body } = await ask('GET', `/vehicle/series-pages/${id}`, { query: { withModels: '1' } });
    expect({ id, status }).toEqual({ id, status: 200 });
    const series = body.series as { id: number; models: { id: number }[] }[];
    if (series.length === 1) single += 1;
    for (const entry of series) {
      const ids = entry.models.map((model) => model.id);
      const own = ids.length ? await db.kysely.selectFrom('models').select('id').where('id', 'in', ids).where('series_id', '=', entry.id).execute() : [];
      expect({ series: entry.id, models: own.length }).toEqual({ series: entry.id, models: ids.length });
    }
  }
  // The page of one series alone, and those of several, are both asked for.
  expect(single).toBeGreaterThan(0);
  expect(single).toBeLessThan(pages.length);
});
