import request from 'supertest';
import { createSeededDatabase } from '../support/seeded-db';
import { commerceFixture, marketplaceApp, newSession, type CommerceFixture } from './commerce-helpers';

const db = createSeededDatabase();
let fx: CommerceFixture;
beforeAll(async () => {
  fx = await commerceFixture(db.kysely);
});
const app = marketplaceApp(db);
const DE = { 'x-spareo-delivery-country': 'DE' };

const add = (sid: string, offerId: number | string, quantity: unknown, modelId?: number | string) =>
  request(app)
    .post(`/api/Warenkorb/Hinzufuegen/${offerId}`)
    .query(modelId === undefined ? {} : { modelId })
    .set({ ...DE, 'x-spareo-sid': sid })
    .send({ quantity });
const cart = (sid: string, headers: Record<string, string> = DE) => request(app).get('/api/Warenkorb').set({ ...headers, 'x-spareo-sid': sid });

describe('session', () => {
  it('creates an unguessable session and returns the same one when asked again', async () => {
    const sid = await newSession(app);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await request(app).get('/api/session').set('x-spareo-sid', sid).expect(200);
    expect(again.body).toEqual({ sid, created: false });
    const other = await request(app).get('/api/session').set('x-spareo-sid', 'made-up').expect(200);
    expect(other.body.sid).not.toBe(sid);
  });

  it('refuses cart calls without an issued session, including the fallback sid 10', async () => {
    await request(app).get('/api/Warenkorb').expect(401);
    await request(app).get('/api/Warenkorb').set('x-spareo-sid', '10').expect(401);
    const answer = await add('10', fx.offers.discA, 1).expect(401);
    expect(answer.body.error).toBe('no_session');
    expect(await db.kysely.selectFrom('cart_lines').select('id').where('session_id', '=', '10').execute()).toEqual([]);
  });
});

describe('cart', () => {
  it('sums in cents with shipping per shop and a free-shipping threshold', async () => {
    const sid = await newSession(app);
    await add(sid, fx.offers.discA, 1, fx.modelId).expect(200);
    await add(sid, fx.offers.padA, 2).expect(200);
    await add(sid, fx.offers.wiperB, 1).expect(200);
    const body = (await cart(sid).expect(200)).body;
    // Shop A: 45.00 + 2 x 6.50 = 58.00 >= 50.00 -> free; shop B: 19.99 + 5.90 shipping.
    expect(body).toMatchObject({ countArticles: 4, priceSum: 4500 + 1300 + 1999, shippingSum: 590, priceTotal: 4500 + 1300 + 1999 + 590, refundSum: 300, minShopFeedbackAvg: 4.1 });
    const shopA = body.cartShops.find((g: { shop: { id: number } }) => g.shop.id === fx.shopA);
    expect(shopA).toMatchObject({ subtotal: 5800, shipping: 0, freeShippingFrom: 5000, missingForFreeShipping: 0, shop: { name: 'Fixture Shop A', rating: 4.6 } });
    expect(shopA.articles).toHaveLength(2);
    expect(body.cartArticles[0]).toMatchObject({ offerId: fx.offers.discA, articleId: fx.articles.disc, quantity: 1, model: { id: fx.modelId }, price: 4500, articleNumber: 'FX-100', normNumber: 'FX100' });
    expect(typeof body.cartArticles[0].title).toBe('string');

    // Dropping below the threshold brings shipping back.
    await request(app).post(`/api/Warenkorb/Aendern/${body.cartArticles[1].id}`).set({ ...DE, 'x-spareo-sid': sid }).send({ quantity: 0 }).expect(200);
    const after = (await cart(sid).expect(200)).body;
    expect(after).toMatchObject({ countArticles: 2, priceSum: 4500 + 1999, shippingSum: 490 + 590, priceTotal: 4500 + 1999 + 490 + 590 });
    expect(after.cartShops.find((g: { shop: { id: number } }) => g.shop.id === fx.shopA).missingForFreeShipping).toBe(500);
  });

  it('keeps lines a shop cannot deliver out of the sums and marks them', async () => {
    const sid = await newSession(app);
    await add(sid, fx.offers.discA, 1).expect(200);
    const body = (await cart(sid, { 'x-spareo-delivery-country': 'CH' }).expect(200)).body;
    expect(body).toMatchObject({ countArticles: 1, priceSum: 0, shippingSum: 0, priceTotal: 0, deliveryCountry: 'CH' });
    expect(body.cartArticles[0].deliverable).toBe(false);
  });

  it('merges adds of the same offer and vehicle, and keeps separate vehicles apart', async () => {
    const sid = await newSession(app);
    await add(sid, fx.offers.padB, 1).expect(200);
    await add(sid, fx.offers.padB, 2).expect(200);
    await add(sid, fx.offers.padB, 1, fx.modelId).expect(200);
    const body = (await cart(sid).expect(200)).body;
    expect(body.cartArticles.map((a: { quantity: number; model: unknown }) => [a.quantity, a.model])).toEqual([[3, null], [1, { id: fx.modelId }]]);
  });

  it('counts every unit of 50 concurrent adds', async () => {
    const sid = await newSession(app);
    await Promise.all(Array.from({ length: 50 }, () => add(sid, fx.offers.padA, 1).expect(200)));
    const body = (await cart(sid).expect(200)).body;
    expect(body.countArticles).toBe(50);
    expect(body.cartArticles).toHaveLength(1);
  });

  it('answers 400 naming the field for bad quantities and ids, 404 for unknown ones', async () => {
    const sid = await newSession(app);
    for (const quantity of [0, -1, 100, 1.5, 'zwei']) {
      const answer = await add(sid, fx.offers.padA, quantity).expect(400);
      expect(answer.body.field).toBe('quantity');
    }
    expect((await add(sid, 'abc', 1).expect(400)).body.field).toBe('articleId');
    expect((await add(sid, fx.offers.padA, 1, 'x!').expect(400)).body.field).toBe('modelId');
    await add(sid, 999999999, 1).expect(404);
    await add(sid, fx.offers.padA, 1, 999999999).expect(404);
    const line = (await add(sid, fx.offers.padA, 1).expect(200)).body.lineId;
    expect((await request(app).post(`/api/Warenkorb/Aendern/${line}`).set('x-spareo-sid', sid).send({ quantity: 100 }).expect(400)).body.field).toBe('quantity');
    expect((await request(app).post(`/api/Warenkorb/Aendern/${line}`).set('x-spareo-sid', sid).send({}).expect(400)).body.field).toBe('quantity');
    await request(app).post('/api/Warenkorb/Aendern/999999').set('x-spareo-sid', sid).send({ quantity: 2 }).expect(404);
    await request(app).post('/api/Warenkorb/Loeschen/999999').set('x-spareo-sid', sid).expect(404);
  });

  it('never lets one session touch another session\'s lines', async () => {
    const owner = await newSession(app);
    const stranger = await newSession(app);
    const line = (await add(owner, fx.offers.padA, 1).expect(200)).body.lineId;
    await request(app).post(`/api/Warenkorb/Loeschen/${line}`).set('x-spareo-sid', stranger).expect(404);
    await request(app).post(`/api/Warenkorb/Aendern/${line}`).set('x-spareo-sid', stranger).send({ quantity: 5 }).expect(404);
    expect((await cart(owner).expect(200)).body.countArticles).toBe(1);
    expect((await cart(stranger).expect(200)).body.countArticles).toBe(0);
  });

  it('deletes a line', async () => {
    const sid = await newSession(app);
    const line = (await add(sid, fx.offers.padA, 2).expect(200)).body.lineId;
    const answer = await request(app).post(`/api/Warenkorb/Loeschen/${line}`).set({ ...DE, 'x-spareo-sid': sid }).expect(200);
    expect(answer.body.cart).toMatchObject({ countArticles: 0, priceTotal: 0, cartArticles: [] });
  });

  it('replaces an offer by another of the same article, keeping quantity and vehicle', async () => {
    const sid = await newSession(app);
    const line = (await add(sid, fx.offers.discA, 2, fx.modelId).expect(200)).body.lineId;
    const answer = await request(app).post(`/api/Warenkorb/Ersetzen/${line}/${fx.offers.discB}`).set({ ...DE, 'x-spareo-sid': sid }).expect(200);
    expect(answer.body.cart.cartArticles).toEqual([expect.objectContaining({ offerId: fx.offers.discB, quantity: 2, model: { id: fx.modelId } })]);
    const wrong = await request(app).post(`/api/Warenkorb/Ersetzen/${answer.body.lineId}/${fx.offers.padA}`).set('x-spareo-sid', sid).expect(400);
    expect(wrong.body.field).toBe('b');
    await request(app).post(`/api/Warenkorb/Ersetzen/999999/${fx.offers.discA}`).set('x-spareo-sid', sid).expect(404);
  });
});
