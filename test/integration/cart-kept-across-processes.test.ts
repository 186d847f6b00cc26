/**
 * The cluster's web processes hand each other the cart pages they keep (server/web/cart/cart-siblings.ts):
 * a shopper whose next view lands on another process (a new connection) is answered from the page
 * the first one rendered, not rendered again, and that page is still checked against the stand
 * there, so a change in the database shows at once whichever process answers. Two shops here, each
 * with a connection of its own to one database, the offers passed through V8's serialisation as
 * node:cluster's channel passes them.
 */
import http from 'node:http';
import v8 from 'node:v8';
import request from 'supertest';
import type { CartSiblings, SharedCart } from '../../server/web/cart/cart-siblings';
import { pathFor } from '../../server/web/routes/table';
import { formatPrice } from '../../views/context';
import { reopenDatabase } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { createTestApp } from '../support/app';
import { commerceFixture, type CommerceFixture } from './commerce-helpers';

/** Two processes' channels: what one offers reaches the other after a turn (or when let go, while held), as a copy. */
function siblingPair() {
  const takers: Array<((cart: SharedCart) => void) | undefined> = [undefined, undefined];
  const held: Array<() => void> = [];
  let holding = false;
  const side = (me: 0 | 1): CartSiblings => ({
    offer: (cart) => {
      const copy = v8.deserialize(v8.serialize(cart)) as SharedCart;
      const deliver = () => takers[1 - me]?.(copy);
      if (holding) held.push(deliver);
      else setImmediate(deliver);
    },
    onOffer: (take) => {
      takers[me] = take;
    },
  });
  return {
    sides: [side(0), side(1)] as const,
    hold: () => void (holding = true),
    letGo: () => {
      holding = false;
      for (const deliver of held.splice(0)) deliver();
    },
  };
}

const db = createSeededDatabase();
const otherDb = reopenDatabase(db);
let fx: CommerceFixture;
beforeAll(async () => {
  fx = await commerceFixture(db.kysely);
});
afterAll(() => otherDb.shut());
const channel = siblingPair();
const [siblingsA, siblingsB] = channel.sides;
const a = createTestApp({ db, keepCarts: true, cartSiblings: siblingsA });
const b = createTestApp({ db: otherDb, keepCarts: true, cartSiblings: siblingsB });
// One port for both, as the kernel spreads one port's connections over the processes: the header picks the process.
const server = http.createServer((req, res) => (req.headers['x-test-process'] === 'b' ? b.app : a.app)(req, res));
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cartPath = pathFor('Cart___de-DE', {});
const textOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ');
const price = (cents: number) => formatPrice(cents, 'de-DE').replace(/\u00a0|\u202f/g, ' ');
const challengeOf = (html: string) => /"challenge":\{"csr":"([^"]+)","ts":"(\d+)"\}/.exec(html)?.slice(1);
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** The cart page from one process, and whether its chain rendered it. */
async function view(agent: request.Agent, on: 'a' | 'b') {
  const shop = on === 'a' ? a : b;
  const before = shop.reachedChain();
  const page = await agent.get(cartPath).set('x-test-process', on).expect(200);
  await turn();
  return { html: page.text, text: textOf(page.text), rendered: shop.reachedChain() > before };
}

/** A shopper with these offers in the cart, its page rendered and kept by process A only (B has seen nothing of it). */
async function shopperWith(offers: number[]) {
  const agent = request.agent(server).set('cookie', 'spareo_delivery_country=DE');
  for (const offerId of offers) await agent.post(cartPath).set('x-test-process', 'a').type('form').send({ action: 'add', offerId: String(offerId), quantity: '1' }).expect(303);
  const before = b.reachedChain();
  // Viewed until A answers from its kept page.
  await view(agent, 'a');
  const kept = await view(agent, 'a');
  expect(kept.rendered).toBe(false);
  expect(b.reachedChain()).toBe(before);
  return { agent, kept };
}

test('a cart rendered by one process is answered by the other from that page, with a challenge of its own', async () => {
  const { agent, kept } = await shopperWith([fx.offers.discA, fx.offers.wiperB]);
  const elsewhere = await view(agent, 'b');
  expect(elsewhere.rendered).toBe(false);
  expect(elsewhere.text).toBe(kept.text);
  expect(elsewhere.text).toContain(price(4500));
  expect(challengeOf(elsewhere.html)).toHaveLength(2);
  expect(challengeOf(elsewhere.html)).not.toEqual(challengeOf(kept.html));
  expect(elsewhere.html.replace(/"challenge":\{[^}]*\}/, '')).toBe(kept.html.replace(/"challenge":\{[^}]*\}/, ''));
  // And back: the first process still answers from its own page.
  expect((await view(agent, 'a')).rendered).toBe(false);
});

test('a page from another process is checked against the stand: a price changed in the database shows there at once', async () => {
  const { agent } = await shopperWith([fx.offers.padA]);
  expect((await view(agent, 'b')).rendered).toBe(false);
  await db.kysely.updateTable('offers').set({ price_cents: 740 }).where('id', '=', fx.offers.padA).execute();
  try {
    const changed = await view(agent, 'b');
    expect(changed.rendered).toBe(true);
    expect(changed.text).toContain(price(740));
    // The page B rendered went to A, which answers it without rendering.
    const back = await view(agent, 'a');
    expect(back.rendered).toBe(false);
    expect(back.text).toContain(price(740));
  } finally {
    await db.kysely.updateTable('offers').set({ price_cents: 650 }).where('id', '=', fx.offers.padA).execute();
  }
});

test('a process that cleared its pages (offers changed) takes none rendered before from the others', async () => {
  channel.hold();
  const { agent } = await shopperWith([fx.offers.wiperB]);
  // A's page reaches B only after B forgot every page: it may show what the change made old.
  b.invalidation.invalidate();
  channel.letGo();
  expect((await view(agent, 'b')).rendered).toBe(true);
  expect((await view(agent, 'b')).rendered).toBe(false);
});
