import request from 'supertest';
import { issueChallenge } from '../../server/marketplace/check-headers/challenge';
import { deriveCheck } from '../../server/marketplace/check-headers/derive';
import { migrate } from '../../server/marketplace/db/migrate';
import { QUIET_DEPENDENCIES } from '../../server/marketplace/index';
import { reopenDatabase } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { commerceFixture, marketplaceApp, newSession, type CommerceFixture } from './commerce-helpers';

const db = createSeededDatabase();
let fx: CommerceFixture;
beforeAll(async () => {
  fx = await commerceFixture(db.kysely);
});
const app = marketplaceApp(db);
const DE = { 'x-spareo-delivery-country': 'DE' };

async function checkHeaders() {
  const { csr, ts } = issueChallenge(QUIET_DEPENDENCIES.checkSecret, Date.now());
  return { 'x-csr': csr, 'x-ts': ts, 'x-c': await deriveCheck(csr, ts) };
}
const add = (sid: string, offerId: number, quantity = 1) =>
  request(app).post(`/api/Warenkorb/Hinzufuegen/${offerId}`).set({ ...DE, 'x-spareo-sid': sid }).send({ quantity }).expect(200);

describe('cart count with check headers', () => {
  it('answers the unit count with valid headers and 403 without or with stale ones', async () => {
    const sid = await newSession(app);
    await add(sid, fx.offers.padA, 3);
    const good = await request(app).get('/api/Warenkorb/count').set({ 'x-spareo-sid': sid, ...(await checkHeaders()) }).expect(200);
    expect(good.body).toEqual({ countArticles: 3 });
    await request(app).get('/api/Warenkorb/count').set('x-spareo-sid', sid).expect(403);
    const stale = issueChallenge(QUIET_DEPENDENCIES.checkSecret, Date.now() - 13 * 3600_000);
    await request(app).get('/api/Warenkorb/count').set({ 'x-spareo-sid': sid, 'x-csr': stale.csr, 'x-ts': stale.ts, 'x-c': await deriveCheck(stale.csr, stale.ts) }).expect(403);
    const headers = await checkHeaders();
    await request(app).get('/api/Warenkorb/count').set({ 'x-spareo-sid': sid, ...headers, 'x-c': '0'.repeat(32) }).expect(403);
  });

  it('hands out a challenge the client can answer', async () => {
    const { csr, ts } = (await request(app).get('/api/challenge').expect(200)).body;
    const sid = await newSession(app);
    await request(app).get('/api/Warenkorb/count').set({ 'x-spareo-sid': sid, 'x-csr': csr, 'x-ts': ts, 'x-c': await deriveCheck(csr, ts) }).expect(200);
  });
});

describe('cart optimisation', () => {
  it('proposes moving to one shop with the saving, and apply makes it so', async () => {
    const sid = await newSession(app);
    // Cheapest each: disc B 44.00 + pad B 6.00 + wiper B 19.99 = 69.99 + 5.90 (B never free) = 75.89.
    // Disc A 45.00 + pad A 6.50 = 51.50 free at A, wiper B 19.99 + 5.90 = 77.39. Start from the worst mix:
    await add(sid, fx.offers.discA);
    await add(sid, fx.offers.padB);
    await add(sid, fx.offers.wiperB);
    const cart = (await request(app).get('/api/Warenkorb').set({ ...DE, 'x-spareo-sid': sid }).expect(200)).body;
    // A: 45.00 < 50.00 -> 4.90; B: 25.99 -> 5.90. Total 70.99 + 10.80 = 81.79.
    expect(cart.priceTotal).toBe(8179);
    const plan = (await request(app).get('/api/Warenkorb/optimize').set({ ...DE, 'x-spareo-sid': sid }).expect(200)).body;
    expect(plan).toMatchObject({ currentTotal: 8179, optimisedTotal: 7589, saving: 590, provenOptimal: true });
    expect(plan.groups).toHaveLength(1);
    expect(plan.groups[0].toShop.id).toBe(fx.shopB);
    expect(plan.groups[0].moves).toEqual([expect.objectContaining({ fromOfferId: fx.offers.discA, toOfferId: fx.offers.discB, priceChange: -100 })]);
    const applied = (await request(app).post('/api/Warenkorb/optimize/apply').set({ ...DE, 'x-spareo-sid': sid }).expect(200)).body;
    expect(applied.cart.priceTotal).toBe(7589);
    const again = (await request(app).get('/api/Warenkorb/optimize').set({ ...DE, 'x-spareo-sid': sid }).expect(200)).body;
    expect(again).toMatchObject({ saving: 0, groups: [] });
  });
});

describe('cart generation link', () => {
  it('adds the first 50 entries, reports unknown offers and offers out of stock, and replaces on request', async () => {
    const sid = await newSession(app);
    await add(sid, fx.offers.wiperB);
    const offerIds = (await db.kysely.selectFrom('offers').select('id').where('stock', '>', 0).orderBy('id').limit(60).execute()).map((r) => r.id);
    // Like the add button, the link puts no offer in the cart the shop has none of.
    const soldOut = (await db.kysely.selectFrom('offers').select('id').where('stock', '<=', 0).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
    const params = new URLSearchParams();
    params.append('replace', 'true');
    params.append('cartParam[999999999]', '1');
    params.append(`cartParam[${fx.offers.padA},${fx.modelId}]`, '2');
    params.append(`cartParam[${soldOut}]`, '1');
    for (const id of offerIds) params.append(`cartParam[${id}]`, '1');
    const answer = (await request(app).post('/api/Warenkorb/generieren').set({ ...DE, 'x-spareo-sid': sid }).send({ query: params.toString() }).expect(200)).body;
    expect(answer.truncated).toBe(13);
    expect(answer.skipped).toEqual([expect.objectContaining({ offerId: 999999999, reason: 'unknown_offer' }), expect.objectContaining({ offerId: soldOut, reason: 'out_of_stock' })]);
    expect(answer.added).toHaveLength(48);
    expect(answer.cart.countArticles).toBe(47 + 2);
    expect(answer.cart.cartArticles.some((a: { offerId: number }) => a.offerId === soldOut)).toBe(false);
    expect(answer.cart.cartArticles.some((a: { offerId: number }) => a.offerId === fx.offers.wiperB)).toBe(false);
    expect(answer.cart.cartArticles.find((a: { offerId: number }) => a.offerId === fx.offers.padA)).toMatchObject({ quantity: 2, model: { id: fx.modelId } });
  });

  it('reads the query the web tier forwards and keeps the cart without replace', async () => {
    const sid = await newSession(app);
    await add(sid, fx.offers.wiperB);
    const answer = (await request(app).post('/api/Warenkorb/generieren').query(`cartParam[${fx.offers.padB}]=3`).set({ ...DE, 'x-spareo-sid': sid }).send({}).expect(200)).body;
    expect(answer.cart.countArticles).toBe(4);
  });
});

describe('reviews and rating', () => {
  it('serves the organisation rating in both shapes', async () => {
    const body = (await request(app).get('/api/TrustedShops/Rating').expect(200)).body;
    expect(body.shop).toMatchObject({ name: 'Spareo', value: 4.82, reviewCount: 11542, qualityIndicators: { reviewIndicator: { overallMark: 4.82, totalReviewCount: 11542 } } });
  });

  it('shows at most 4 reviews, none with an empty comment', async () => {
    expect((await db.kysely.selectFrom('organisation_reviews').select('id').where('comment', '=', '').execute()).length).toBeGreaterThan(0);
    const reviews = (await request(app).get('/api/TrustedShops/Reviews').expect(200)).body.shop.reviews;
    expect(reviews).toHaveLength(4);
    for (const review of reviews) expect(review.comment.trim()).not.toBe('');
  });
});

describe('feature flags and the dap-10092-mbe experiment', () => {
  it('assigns a visitor stably per session and country, and splits visitors', async () => {
    const variations = new Map<string, number>();
    for (let i = 0; i < 40; i++) {
      const sid = await newSession(app);
      const first = (await request(app).get('/api/experiments/dap-10092-mbe').set({ ...DE, 'x-spareo-sid': sid }).expect(200)).body;
      const second = (await request(app).get('/api/experiments/dap-10092-mbe').set({ ...DE, 'x-spareo-sid': sid }).expect(200)).body;
      expect(second).toEqual(first);
      const listed = (await request(app).get('/api/features').set({ ...DE, 'x-spareo-sid': sid }).expect(200)).body.features['dap-10092-mbe'];
      expect(listed).toEqual(first);
      const key = first.enabled ? first.variationId : 'out';
      variations.set(key, (variations.get(key) ?? 0) + 1);
    }
    expect(variations.get('out')).toBeGreaterThan(0);
    expect((variations.get('control') ?? 0) + (variations.get('mbe') ?? 0)).toBeGreaterThan(0);
  });

  it('switches a visitor into a variation on request, and keeps country-bound flags to their country', async () => {
    const sid = await newSession(app);
    const on = (await request(app).post('/api/experiments/dap-10092-mbe/variation').set({ ...DE, 'x-spareo-sid': sid }).send({ variationId: 'mbe' }).expect(200)).body;
    expect(on).toEqual({ key: 'dap-10092-mbe', enabled: true, variationId: 'mbe' });
    expect((await request(app).get('/api/features').set({ ...DE, 'x-spareo-sid': sid }).expect(200)).body.features['dap-10092-mbe']).toEqual(on);
    await request(app).post('/api/experiments/dap-10092-mbe/variation').set({ 'x-spareo-sid': sid }).send({ variationId: 'nope' }).expect(400);
    const fr = (await request(app).get('/api/features').set({ 'x-spareo-delivery-country': 'FR', 'x-spareo-sid': sid }).expect(200)).body.features;
    const de = (await request(app).get('/api/features').set({ ...DE, 'x-spareo-sid': sid }).expect(200)).body.features;
    expect(fr['licence-plate-search'].enabled).toBe(true);
    expect(de['licence-plate-search'].enabled).toBe(false);
  });
});

describe('cross-selling and recommendations', () => {
  it('suggests brake pads that fit the vehicle after brake discs', async () => {
    const row = await db.kysely
      .selectFrom('offers as o')
      .innerJoin('articles as a', 'a.id', 'o.article_id')
      .innerJoin('category_texts as ct', (join) => join.onRef('ct.category_id', '=', 'a.category_id').on('ct.lang_no', '=', 1).on('ct.title', '=', 'Bremsscheiben'))
      .innerJoin('fitment as f', 'f.article_id', 'a.id')
      .select(['o.id as offer_id', 'f.model_id'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('fitment as f2')
            .innerJoin('articles as p', 'p.id', 'f2.article_id')
            .innerJoin('category_texts as pt', (join) => join.onRef('pt.category_id', '=', 'p.category_id').on('pt.lang_no', '=', 1).on('pt.title', 'like', 'Bremsbeläge%'))
            .select('f2.article_id')
            .whereRef('f2.model_id', '=', 'f.model_id'),
        ),
      )
      .orderBy('o.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const body = (await request(app).get('/api/cross-selling').query({ offerId: row.offer_id, modelId: row.model_id }).set(DE).expect(200)).body;
    expect(body.articles.length).toBeGreaterThan(0);
    const fitmentOf = async (articleId: number) => (await db.kysely.selectFrom('fitment').select('model_id').where('article_id', '=', articleId).execute()).map((r) => r.model_id);
    for (const article of body.articles) {
      const models = await fitmentOf(article.articleId);
      // Fits the chosen vehicle, or is universal (fits every vehicle: no fitment rows).
      expect(models.length === 0 || models.includes(row.model_id)).toBe(true);
    }
    expect(body.articles[0].title).toMatch(/^Bremsbeläge/);
    await request(app).get('/api/cross-selling').query({ offerId: 'x' }).expect(400);
    await request(app).get('/api/cross-selling').query({ offerId: 999999999 }).expect(404);
  });

  it('recommends alternatives of the same category, 404 for unknown parts', async () => {
    const row = await db.kysely
      .selectFrom('articles as a')
      .select(['a.id', 'a.category_id'])
      .where((eb) => eb.exists(eb.selectFrom('offers as o').select('o.id').whereRef('o.article_id', '=', 'a.id')))
      .orderBy('a.popularity', 'desc')
      .orderBy('a.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const body = (await request(app).get(`/api/recommendation/spare-part/${row.id}`).set(DE).expect(200)).body;
    expect(body.recommendations.length).toBeGreaterThan(0);
    for (const r of body.recommendations) {
      expect(r.categoryId).toBe(row.category_id);
      expect(r.articleId).not.toBe(row.id);
    }
    await request(app).get('/api/recommendation/spare-part/999999999').expect(404);
    await request(app).get('/api/recommendation/spare-part/abc').expect(400);
  });
});

describe('session persistence', () => {
  it('keeps the session and its cart across a restart of the marketplace', async () => {
    const before = createSeededDatabase();
    const fixture = await commerceFixture(before.kysely);
    const firstApp = marketplaceApp(before);
    const sid = await newSession(firstApp);
    await request(firstApp).post(`/api/Warenkorb/Hinzufuegen/${fixture.offers.padA}`).set({ ...DE, 'x-spareo-sid': sid }).send({ quantity: 2 }).expect(200);
    await before.shut();

    const after = reopenDatabase(before);
    await migrate(after);
    const secondApp = marketplaceApp(after);
    expect((await request(secondApp).get('/api/session').set('x-spareo-sid', sid).expect(200)).body).toEqual({ sid, created: false });
    expect((await request(secondApp).get('/api/Warenkorb').set({ ...DE, 'x-spareo-sid': sid }).expect(200)).body.countArticles).toBe(2);
    await after.shut();
  });
});
