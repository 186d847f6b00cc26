/**
 * A page with add forms hands a new visitor a reserved session (server/web/visitor/reserved-session.ts), so
 * adds sent before any answer came back all land in one cart, while the stored page stays one for
 * every anonymous visitor: each answer, from the chain or from the door, has its own id, and the
 * page's bytes and keys are the same with or without the reserved cookie.
 */
import request from 'supertest';
import { COOKIES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';
import { commerceFixture, type CommerceFixture } from './commerce-helpers';

const db = createSeededDatabase();
const { app: listener, reachedChain } = createTestApp({ db, env: { NODE_ENV: 'production' } });
// On one address: the Host header is part of what a stored page is found by.
const shop = serveOnLoopback(listener);
const app = () => shop.origin();
let fx: CommerceFixture;
let article: string;
const RESERVED = COOKIES.reservedSession;

/** The reserved session's Set-Cookie line of an answer, if any. */
const reservedLine = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${RESERVED}=`));
const valueOf = (line: string | undefined) => line?.slice(RESERVED.length + 1, line.indexOf(';'));

beforeAll(async () => {
  fx = await commerceFixture(db.kysely);
  const search = await request(app()).get('/Volltextsuche?q=Bremsscheibe').set('cookie', 'spareo_delivery_country=DE');
  const hrefs = [...search.text.matchAll(/href="(\/Teilenummernsuche\/[^"]*\?articleId=\d+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  for (const href of hrefs) {
    const page = await request(app()).get(href);
    if (page.status === 200 && page.text.includes('class="add-to-cart"')) {
      article = href;
      break;
    }
  }
  expect(article).toBeDefined();
});

test('each new visitor of a stored article page gets an id of its own, from the chain and from the door alike', async () => {
  const reached = reachedChain();
  const answers = [];
  for (let i = 0; i < 4; i++) answers.push(await request(app()).get(article).set('accept-encoding', 'gzip'));
  // At most one render stored the page (it may be stored already); the door answered the rest.
  expect(reachedChain() - reached).toBeLessThanOrEqual(1);
  const lines = answers.map(reservedLine);
  for (const line of lines) expect(line).toMatch(new RegExp(`^${RESERVED}=[A-Za-z0-9_-]{43}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax$`));
  expect(new Set(lines.map(valueOf)).size).toBe(4);
  // The same page for all of them.
  expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
});

test('a visitor with a reserved session gets the stored anonymous page and no second id', async () => {
  const first = await request(app()).get(article);
  const cookie = `${RESERVED}=${valueOf(reservedLine(first))}`;
  const reached = reachedChain();
  const again = await request(app()).get(article).set('cookie', cookie);
  expect(again.status).toBe(200);
  expect(reachedChain() - reached).toBe(0);
  expect(again.headers.etag).toBe(first.headers.etag);
  expect(reservedLine(again)).toBeUndefined();
});

test('pages without add forms and visitors with a session get no reserved session', async () => {
  expect(reservedLine(await request(app()).get('/'))).toBeUndefined();
  expect(reservedLine(await request(app()).get(article).set('cookie', `${COOKIES.session}=${'A'.repeat(43)}`))).toBeUndefined();
});

test('adds posted together with the reserved session and no session cookie all reach the one cart, which the session cookie then names', async () => {
  const sid = valueOf(reservedLine(await request(app()).get(article)))!;
  const cart = pathFor('Cart___de-DE', {});
  const offers = [fx.offers.discA, fx.offers.padB, fx.offers.wiperB];
  const answers = await Promise.all(offers.map((offerId) =>
    request(app()).post(cart).set('cookie', `spareo_delivery_country=DE; ${RESERVED}=${sid}`).type('form').send({ action: 'add', offerId: String(offerId), quantity: '1' })));
  for (const res of answers) {
    expect(res.status).toBe(303);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((line) => line.startsWith(`${COOKIES.session}=${sid};`))).toBe(true);
    // Its work done, the reserved cookie goes.
    expect(cookies.some((line) => line.startsWith(`${RESERVED}=;`))).toBe(true);
  }
  const lines = await db.kysely.selectFrom('cart_lines').select('offer_id').where('session_id', '=', sid).orderBy('offer_id').execute();
  expect(lines.map((line) => line.offer_id)).toEqual([...offers].sort((a, b) => a - b));
});

test('an add sent through the API with the reserved session and no session cookie is accepted at once, in that session', async () => {
  const sid = valueOf(reservedLine(await request(app()).get(article)))!;
  const res = await request(app()).post(`/api/Warenkorb/Hinzufuegen/${fx.offers.padA}`).set('cookie', `spareo_delivery_country=DE; ${RESERVED}=${sid}`).set('accept', 'application/json').send({ quantity: 2 });
  // Not refused for want of a session: the web tier made it with the add, as the cart form does.
  expect(res.status).toBe(200);
  expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).some((line) => line.startsWith(`${COOKIES.session}=${sid};`))).toBe(true);
  const lines = await db.kysely.selectFrom('cart_lines').select(['offer_id', 'quantity']).where('session_id', '=', sid).execute();
  expect(lines).toEqual([{ offer_id: fx.offers.padA, quantity: 2 }]);
});

test('a script asking for its session is given the reserved one', async () => {
  const sid = valueOf(reservedLine(await request(app()).get(article)))!;
  const res = await request(app()).get('/api/session').set('cookie', `${RESERVED}=${sid}`).set('accept', 'application/json');
  expect(res.status).toBe(200);
  expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).some((line) => line.startsWith(`${COOKIES.session}=${sid};`))).toBe(true);
});

test('a reserved id the shop did not hand out is never taken as the session', async () => {
  const made = 'B'.repeat(43);
  const res = await request(app()).post(pathFor('Cart___de-DE', {})).set('cookie', `spareo_delivery_country=DE; ${RESERVED}=${made}`).type('form').send({ action: 'add', offerId: String(fx.offers.discB), quantity: '1' });
  expect(res.status).toBe(303);
  const session = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${COOKIES.session}=`));
  expect(session).toBeDefined();
  expect(session).not.toContain(made);
});

test('the reserved ids are the web tier\'s: a script asking for them through the API gets none', async () => {
  const res = await request(app()).post('/api/session/reserve').set('accept', 'application/json').send({ count: 3 });
  expect(res.status).toBe(404);
  expect(res.text).not.toMatch(/[A-Za-z0-9_-]{43}/);
});
