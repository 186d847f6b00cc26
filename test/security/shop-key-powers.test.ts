/**
 * A shop's API key, as its order software stores it, reaches what that software needs and nothing
 * of the owner's: signed in to the portal with the shop number and the key, each owner action (who
 * the trader is, the terms, the feed URL, a new key, the log, the logo) is refused with the page in
 * the member's language and changes nothing; the key still uploads feeds and reads and moves its
 * orders. The owner, signed in with password and second factor, does every one of those actions.
 * On a real server and database (SQLite or PostgreSQL, by jest project).
 * @backends sqlite: web tier, what the portal lets a shop's key reach.
 */
import request from 'supertest';
import { issueShopToken } from '../../server/marketplace/shops/tokens';
import { startCheckoutShop, startMailbox, type CheckoutShop, type Mailbox } from '../checkout/support';
import { catalogueArticles, countOffers, emptyShop } from '../feeds/helpers';
import { createStaff, staffCookie } from '../support/staff';
import { waitFor } from '../support/wait-for';

jest.setTimeout(120_000);

const SHOP = 4;
let mailbox: Mailbox;
let shop: CheckoutShop;
let key = '';
let keyCookie = '';
let ownerCookie = '';
let feedText = '';

/** Whose name, e-mail and address withdrawals and shoppers' letters go to: the attacker's wish. */
const ATTACKER_IDENTITY = {
  legalName: 'Umleitung GmbH', street: 'Fremdweg 1', postcode: '10115', city: 'Berlin', country: 'DE', phone: '+49 30 7654321',
  email: 'widerruf@attacker.example', vatId: 'DE987654328', isTrader: '1',
};
const ATTACKER_TERMS = { terms: 'Keine Rückgabe.', cancellationPolicy: 'Kein Widerruf.', paymentMethods: 'prepayment' };
const ATTACKER_SOURCE = { action: 'save', url: 'https://feeds.attacker.example/shop.csv', frequency: 'hours', everyHours: '1', dailyHour: '3' };
const OWNERS_ONLY = 'Das darf nur der Inhaber des Shops, angemeldet mit Passwort und Code aus der App.';

const post = (path: string, form: Record<string, string>, cookie: string) =>
  request(shop.origin).post(path).set('origin', shop.origin).set('cookie', cookie).type('form').send(form);
const get = (path: string, cookie: string) => request(shop.origin).get(path).set('cookie', cookie);

/** What the owner's actions would change, as stored. */
async function ownerState() {
  const k = shop.db.kysely;
  return {
    identity: await k.selectFrom('shops').select(['legal_name', 'email', 'street', 'phone', 'vat_id']).where('id', '=', SHOP).executeTakeFirstOrThrow(),
    texts: await k.selectFrom('shop_texts').select(['lang_no', 'terms', 'cancellation_policy']).where('shop_id', '=', SHOP).orderBy('lang_no').execute(),
    source: await k.selectFrom('shop_feed_sources').select('url').where('shop_id', '=', SHOP).execute(),
    key: await k.selectFrom('shop_tokens').select(['token_hash', 'scopes']).where('shop_id', '=', SHOP).executeTakeFirstOrThrow(),
    logo: (await k.selectFrom('shops').select('logo').where('id', '=', SHOP).executeTakeFirstOrThrow()).logo,
  };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  shop = await startCheckoutShop({ smtpPort: mailbox.port });
  await emptyShop(shop.db, SHOP);
  key = await issueShopToken(shop.db.kysely, SHOP);
  const signIn = await request(shop.origin).post('/portal/sign-in').set('origin', shop.origin).type('form').send({ shopId: String(SHOP), token: key });
  expect(signIn.status).toBe(303);
  keyCookie = signIn.headers['set-cookie']![0]!.split(';')[0]!;
  ownerCookie = staffCookie((await createStaff(shop.db.kysely, 'shop_owner', { shopId: SHOP })).token);
  const articles = await catalogueArticles(shop.db, 10);
  feedText = ['sku;brand;mpn;price;stock', ...articles.map((a, i) => `K-${i};${a.brand};${a.number};${30 + i},00;5`)].join('\n');
});

afterAll(async () => {
  await shop.close();
  await mailbox.close();
});

describe('signed in with the shop\'s API key', () => {
  let before: Awaited<ReturnType<typeof ownerState>>;
  beforeAll(async () => {
    before = await ownerState();
  });
  afterEach(async () => {
    expect(await ownerState()).toEqual(before);
  });

  const refusedPage = (answer: request.Response) => {
    expect(answer.status).toBe(403);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.text).toContain('<html lang="de-DE"');
  };

  test('the trader identity (the e-mail withdrawals go to) is refused', async () => {
    const answer = await post('/portal/shop-page/identity', ATTACKER_IDENTITY, keyCookie);
    refusedPage(answer);
    expect(answer.text).toContain(OWNERS_ONLY);
  });

  test('the terms are refused', async () => {
    const answer = await post('/portal/shop-page/texts', ATTACKER_TERMS, keyCookie);
    refusedPage(answer);
    expect(answer.text).toContain(OWNERS_ONLY);
  });

  test('the feed URL is refused, and not shown', async () => {
    const answer = await post('/portal/feeds/source', ATTACKER_SOURCE, keyCookie);
    refusedPage(answer);
    expect(answer.text).toContain(OWNERS_ONLY);
    expect(answer.text).not.toContain('name="url"');
  });

  test('a new key is refused; the key keeps working', async () => {
    const answer = await post('/portal/token', { action: 'issue' }, keyCookie);
    refusedPage(answer);
    expect(answer.text).not.toMatch(/<code class="token">spt_/);
    expect(answer.text).toContain('Nur der Inhaber des Shops, angemeldet mit Passwort und Code aus der App, kann Schlüssel ändern.');
    refusedPage(await post('/portal/token', { action: 'revoke' }, keyCookie));
  });

  test('the log is refused', async () => {
    const answer = await get('/portal/log', keyCookie);
    refusedPage(answer);
    expect(answer.text).toContain(OWNERS_ONLY);
    expect(answer.text).not.toContain('<table');
  });

  test('the logo is refused', async () => {
    const answer = await request(shop.origin).post('/portal/logo-uploads').set('origin', shop.origin).set('cookie', keyCookie).attach('logo', Buffer.alloc(64), 'logo.png');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toContain('logo=owners_only');
  });

  test('feeds are still uploaded in the portal and through the API, and its orders read and answered', async () => {
    const upload = await request(shop.origin).post('/portal/feed-uploads').set('origin', shop.origin).set('cookie', keyCookie).attach('feed', Buffer.from(feedText), 'angebote.csv');
    expect(upload.status).toBe(303);
    expect(upload.headers.location).toMatch(/^\/portal\/feeds\/\d+$/);
    await waitFor('the uploaded feed to list offers', async () => (await countOffers(shop.db, SHOP)) > 0, 10_000, 50);
    expect(await countOffers(shop.db, SHOP)).toBe(10);
    expect((await get('/portal/feeds', keyCookie)).status).toBe(200);
    const api = await request(shop.origin).put(`/feeds/${SHOP}`).set('authorization', `Bearer ${key}`).set('content-type', 'text/csv').send(feedText);
    expect(api.status).toBe(202);
    expect((await get('/portal/orders', keyCookie)).status).toBe(200);
    const orders = await request(shop.origin).get(`/shop-orders/${SHOP}/orders?status=all`).set('authorization', `Bearer ${key}`);
    expect(orders.status).toBe(200);
    const ack = await request(shop.origin).post(`/shop-orders/${SHOP}/orders/ack`).set('authorization', `Bearer ${key}`).send({ orders: ['SP-261126-ABCDEF-1'] });
    expect(ack.status).toBe(200);
  });
});

test('the owner, signed in with password and second factor, changes identity, terms, feed URL and key, and reads the log', async () => {
  const k = shop.db.kysely;
  expect((await post('/portal/shop-page/identity', ATTACKER_IDENTITY, ownerCookie)).status).toBe(303);
  expect((await k.selectFrom('shops').select('email').where('id', '=', SHOP).executeTakeFirstOrThrow()).email).toBe(ATTACKER_IDENTITY.email);
  expect((await post('/portal/shop-page/texts', ATTACKER_TERMS, ownerCookie)).status).toBe(303);
  expect((await k.selectFrom('shop_texts').select('terms').where('shop_id', '=', SHOP).execute()).map((row) => row.terms)).toContain(ATTACKER_TERMS.terms);
  expect((await post('/portal/feeds/source', ATTACKER_SOURCE, ownerCookie)).status).toBe(303);
  expect((await k.selectFrom('shop_feed_sources').select('url').where('shop_id', '=', SHOP).executeTakeFirstOrThrow()).url).toBe(ATTACKER_SOURCE.url);
  const rotated = await post('/portal/token', { action: 'issue' }, ownerCookie);
  expect(rotated.status).toBe(200);
  const fresh = /<code class="token">(spt_[^<]+)<\/code>/.exec(rotated.text)![1]!;
  expect((await request(shop.origin).get(`/shop-orders/${SHOP}/orders`).set('authorization', `Bearer ${key}`)).status).toBe(401);
  expect((await request(shop.origin).get(`/shop-orders/${SHOP}/orders`).set('authorization', `Bearer ${fresh}`)).status).toBe(200);
  const log = await get('/portal/log', ownerCookie);
  expect(log.status).toBe(200);
  expect(log.text).toContain('<table');
});
