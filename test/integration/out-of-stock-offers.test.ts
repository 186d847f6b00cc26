/**
 * An offer the shop has none of in stock says so wherever it is shown and cannot be put in the
 * cart: the article page's offer comparison, the listing's card, the cart's add (form and API);
 * a line already in a cart whose offer went out of stock is shown apart, outside the sums and the
 * checkout. Through the real app, marketplace and database.
 */
import request from 'supertest';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { commerceFixture, type CommerceFixture } from './commerce-helpers';

const db = createSeededDatabase();
const { app } = createTestApp({ db, env: { UPSTREAM_CACHE_TTL_MS: '0', UPSTREAM_STALE_MS: '0' } });
let fx: CommerceFixture;
let brandSeo = '';

beforeAll(async () => {
  fx = await commerceFixture(db.kysely);
  brandSeo = (await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select('b.seo_name').where('a.id', '=', fx.articles.disc).executeTakeFirstOrThrow()).seo_name;
});

const visitor = () => request.agent(app).set('cookie', 'spareo_delivery_country=DE');
const setStock = (offerId: number, stock: number) => db.kysely.updateTable('offers').set({ stock }).where('id', '=', offerId).execute();
const textOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ');
/** One offer's item of the article page's comparison. */
const offerItem = (html: string, offerId: number) => [...html.matchAll(/<li class="offer[^"]*" id="offer-(\d+)">([\s\S]*?)<\/li>/g)].find((m) => Number(m[1]) === offerId)?.[2] ?? '';

afterEach(async () => {
  for (const offerId of Object.values(fx.offers)) await setStock(offerId, 10);
});

test('the article page: an offer out of stock says so, names no delivery time and has no active add button', async () => {
  await setStock(fx.offers.discB, 0);
  const page = await visitor().get(pathFor('Article___de-DE', { brandName: brandSeo, normNumber: 'FX100' })).expect(200);
  const out = offerItem(page.text, fx.offers.discB);
  const inStock = offerItem(page.text, fx.offers.discA);
  expect(textOf(out)).toContain('Derzeit nicht vorrätig');
  // Neither a delivery time nor a delivery day for what cannot be bought.
  expect(textOf(out)).not.toMatch(/Lieferzeit|Lieferung bis/);
  expect(out).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  expect(textOf(inStock)).toMatch(/Lieferzeit|Lieferung bis/);
  expect(inStock).not.toMatch(/<button[^>]*disabled/);
  // The offer one can buy comes first.
  expect(page.text.indexOf(`id="offer-${fx.offers.discA}"`)).toBeLessThan(page.text.indexOf(`id="offer-${fx.offers.discB}"`));
});

test('the listing card of an article no shop has in stock says it is not available and names no price', async () => {
  await setStock(fx.offers.wiperB, 0);
  const page = await visitor().get(pathFor('FulltextSearch___de-DE', {}, { query: { q: 'FX-300' } })).expect(200);
  const card = /<li class="card">((?:(?!<li class="card">)[\s\S])*?FX-300[\s\S]*?)<\/li>/.exec(page.text)?.[1] ?? '';
  expect(textOf(card)).toContain('Derzeit nicht lieferbar');
  expect(textOf(card)).not.toMatch(/ab \d/);
});

test('adding an offer out of stock is refused with a clear message, by the form and by the API', async () => {
  await setStock(fx.offers.padB, 0);
  const agent = visitor();
  const post = await agent.post(pathFor('Cart___de-DE', {})).type('form').send({ action: 'add', offerId: String(fx.offers.padB), quantity: '1' }).expect(303);
  const page = await agent.get(String(post.headers.location)).expect(200);
  expect(textOf(page.text)).toContain('Dieses Angebot ist derzeit nicht vorrätig und kann nicht in den Warenkorb gelegt werden.');
  const api = await agent.post(`/api/Warenkorb/Hinzufuegen/${fx.offers.padB}`).send({ quantity: 1 });
  expect([api.status, api.body.error]).toEqual([409, 'out_of_stock']);
  const cart = await agent.get('/api/Warenkorb').expect(200);
  expect(cart.body.countArticles).toBe(0);
});

test('a line whose offer went out of stock is shown apart, with a switch, outside the sums and the checkout', async () => {
  const agent = visitor();
  for (const offerId of [fx.offers.padA, fx.offers.wiperB]) {
    await agent.post(pathFor('Cart___de-DE', {})).type('form').send({ action: 'add', offerId: String(offerId), quantity: '1' }).expect(303);
  }
  await setStock(fx.offers.padA, 0);
  const cart = (await agent.get('/api/Warenkorb').expect(200)).body;
  expect(cart.cartArticles.map((line: { offerId: number }) => line.offerId)).toEqual([fx.offers.wiperB]);
  expect(cart.priceSum).toBe(1999);
  expect(cart.unavailable).toEqual([expect.objectContaining({ offerId: fx.offers.padA, reason: 'stock', replacement: expect.objectContaining({ offerId: fx.offers.padB }) })]);
  const page = textOf((await agent.get(pathFor('Cart___de-DE', {})).expect(200)).text);
  expect(page).toContain('Fixture Shop A hat diesen Artikel derzeit nicht vorrätig; er wird nicht bestellt.');
  expect(page).toContain('Zu Fixture Shop B wechseln');
  const checkout = textOf((await agent.get(pathFor('Checkout___de-DE', {})).expect(200)).text);
  expect(checkout).toContain('FX-300');
  expect(checkout).not.toMatch(/FX-200[^.]*6,50/);
});
