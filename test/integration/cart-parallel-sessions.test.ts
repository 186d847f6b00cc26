/**
 * A new visitor's adds sent together: each found no session and got its own, and the browser keeps
 * only the last session cookie. No line may be lost, with or without JavaScript.
 */
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

/** A browser's cookie jar: a Set-Cookie replaces the cookie of the same name, an expired one goes. */
class Jar {
  private readonly cookies = new Map<string, string>([['spareo_delivery_country', 'DE']]);

  take(res: request.Response): void {
    for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair] = line.split(';');
      const name = pair!.slice(0, pair!.indexOf('='));
      const value = pair!.slice(pair!.indexOf('=') + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get sid(): string | undefined {
    return this.cookies.get('spareo_sid');
  }
}

const offersOf = async (sid: string) =>
  (await db.kysely.selectFrom('cart_lines').select('offer_id').where('session_id', '=', sid).orderBy('offer_id').execute()).map((l) => l.offer_id);

const threeOffers = () => [fx.offers.discA, fx.offers.padB, fx.offers.wiperB].sort((a, b) => a - b);

test('three add forms posted at once without a session: the cart the browser keeps holds all three lines', async () => {
  const jar = new Jar();
  const cart = pathFor('Cart___de-DE', {});
  // Posted together, before any answer came back: none carries a session cookie.
  const before = jar.header();
  await Promise.all(
    threeOffers().map(async (offerId) => {
      const res = await request(app).post(cart).set('cookie', before).type('form').send({ action: 'add', offerId: String(offerId), quantity: '1' });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/Warenkorb?notice=added');
      // The browser takes each answer's cookies as it arrives.
      jar.take(res);
    }),
  );
  const page = await request(app).get('/Warenkorb?notice=added').set('cookie', jar.header());
  expect(page.status).toBe(200);
  jar.take(page);
  expect(await offersOf(jar.sid!)).toEqual(threeOffers());
  for (const title of ['FX-100', 'FX-200', 'FX-300']) expect(page.text).toContain(title);
  // The sessions merged away are no longer remembered beside the kept one.
  expect(jar.header().match(/spareo_sid_new_/g)).toHaveLength(1);
});

test('three script adds sent together without a session: each is given one with the add, and all three lines reach the kept cart', async () => {
  const jar = new Jar();
  const before = jar.header();
  const api = (method: 'get' | 'post', path: string, cookie: string) =>
    (method === 'get' ? request(app).get(path) : request(app).post(path).send({ quantity: 1 })).set('cookie', cookie).set('accept', 'application/json');
  // No refusal for want of a session: the web tier makes one with each add, as the cart form does.
  const first = await Promise.all(threeOffers().map((offerId) => api('post', `/api/Warenkorb/Hinzufuegen/${offerId}`, before)));
  expect(first.map((res) => res.status)).toEqual([200, 200, 200]);
  // The browser takes each answer's cookies as it arrives; the next request joins the sessions.
  for (const res of first) jar.take(res);
  const count = await api('get', '/api/Warenkorb/count', jar.header());
  jar.take(count);
  expect(await offersOf(jar.sid!)).toEqual(threeOffers());
});

test('a write that arrives for a session already merged away is refused, so the shopper asks again and reaches the kept cart', async () => {
  const jar = new Jar();
  const before = jar.header();
  const cart = pathFor('Cart___de-DE', {});
  const [a, b] = await Promise.all(
    [fx.offers.discA, fx.offers.padB].map((offerId) => request(app).post(cart).set('cookie', before).type('form').send({ action: 'add', offerId: String(offerId), quantity: '1' })),
  );
  const early = new Jar();
  early.take(a!);
  jar.take(a!);
  jar.take(b!);
  await request(app).get('/api/Warenkorb/count').set('cookie', jar.header()).set('accept', 'application/json');
  const late = await request(app).post(`/api/Warenkorb/Hinzufuegen/${fx.offers.wiperB}`).set('cookie', `spareo_delivery_country=DE; spareo_sid=${early.sid}`).send({ quantity: 1 });
  expect(early.sid).not.toBe(jar.sid);
  expect(late.status).toBe(401);
  expect(await offersOf(early.sid!)).toEqual([]);
  expect(await offersOf(jar.sid!)).toEqual([fx.offers.discA, fx.offers.padB].sort((x, y) => x - y));
});

test('a session id that is not one the shop handed out is never merged', async () => {
  const jar = new Jar();
  jar.take(await request(app).post(pathFor('Cart___de-DE', {})).set('cookie', jar.header()).type('form').send({ action: 'add', offerId: String(fx.offers.discA), quantity: '1' }));
  const made = 'A'.repeat(43);
  const res = await request(app).get('/api/Warenkorb/count').set('cookie', `${jar.header()}; spareo_sid_new_AAAAAAAAAAAAAA=${made}`).set('accept', 'application/json');
  expect(res.status).toBe(200);
  expect(await offersOf(jar.sid!)).toEqual([fx.offers.discA]);
});
