/**
 * The 404 page's header is the shopper's own: a signed-in shopper with items in the cart sees the
 * real count and their account link, on the production setup where anonymous 404s are stored.
 */
import request from 'supertest';
import { pathFor } from '../../server/web/routes/table';
import { PASSWORD, HOST, ORIGIN } from './accounts-helpers';
import { commerceFixture, type CommerceFixture } from './commerce-helpers';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
let fx: CommerceFixture;
beforeAll(async () => {
  fx = await commerceFixture(db.kysely);
});
const { app } = createTestApp({ db, env: { NODE_ENV: 'production' } });

const countIn = (html: string) => Number(/<span class="cart-count"[^>]*>(\d+)<\/span>/.exec(html)?.[1]);
const signedIn = (html: string) => html.includes('account-link-signed-in');

test('a signed-in shopper with 2 units in the cart sees 2 and the account link on a 404 page', async () => {
  const agent = request.agent(app).set('host', HOST).set('origin', ORIGIN).set('cookie', 'spareo_delivery_country=DE');
  // An anonymous visitor's 404 first, so a stored page exists that must not be handed to the shopper.
  const anonymous = await request(app).get('/kein-solches-teil/gibt-es-nicht').set('host', HOST).expect(404);
  expect(countIn(anonymous.text)).toBe(0);
  expect(signedIn(anonymous.text)).toBe(false);

  await agent.post(pathFor('Login___de-DE', {})).type('form').send({ action: 'register', email: 'vier-null-vier@example.de', password: PASSWORD }).expect(303);
  await agent.post(pathFor('Cart___de-DE', {})).type('form').send({ action: 'add', offerId: String(fx.offers.discA), quantity: '2' }).expect(303);

  for (const path of ['/kein-solches-teil/gibt-es-nicht', '/de-AT/nirgends', pathFor('Article___de-DE', { brandName: 'NOBRAND', normNumber: 'NOTHING' })]) {
    const res = await agent.get(path).expect(404);
    expect({ path, count: countIn(res.text), signedIn: signedIn(res.text) }).toEqual({ path, count: 2, signedIn: true });
  }
  // Anonymous visitors still get the stored page.
  const again = await request(app).get('/noch-ein-fehlendes-teil').set('host', HOST).expect(404);
  expect(countIn(again.text)).toBe(0);
});
