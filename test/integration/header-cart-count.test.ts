/** The header's cart count is the web tier's own check-headed call on the shopper's behalf. */
import request from 'supertest';
import { pathFor } from '../../server/web/routes/table';
import { createSeededDatabase } from '../support/seeded-db';
import { createTestApp } from '../support/app';
import { commerceFixture, type CommerceFixture } from './commerce-helpers';

const db = createSeededDatabase();
let fx: CommerceFixture;
beforeAll(async () => {
  fx = await commerceFixture(db.kysely);
});
const { app } = createTestApp({ db });

const countIn = (html: string) => Number(/<span class="cart-count"[^>]*>(\d+)<\/span>/.exec(html)?.[1]);

test('a shopper who added 3 units sees 3 in the header on every page', async () => {
  const agent = request.agent(app).set('cookie', 'spareo_delivery_country=DE');
  const home = await agent.get('/');
  expect(countIn(home.text)).toBe(0);
  const add = await agent.post(pathFor('Cart___de-DE', {})).type('form').send({ action: 'add', offerId: String(fx.offers.discA), quantity: '3' });
  expect(add.status).toBe(303);
  expect(countIn((await agent.get('/')).text)).toBe(3);
  expect(countIn((await agent.get(pathFor('Cart___de-DE', {}))).text)).toBe(3);
});

test('every page with islands carries a fresh challenge for its scripts', async () => {
  const page = await request(app).get('/');
  const state = /<script id="spareo-state" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(page.text)?.[1];
  expect(state).toBeDefined();
  expect(JSON.parse(state!).challenge).toEqual({ csr: expect.stringMatching(/\./), ts: expect.stringMatching(/^\d+$/) });
});
