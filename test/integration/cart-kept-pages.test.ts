/**
 * A shopper's rendered cart is kept under the marketplace's stand of it and answered before express
 * while the stand holds (server/web/cart/cart-door.ts). Whatever changes what the page shows,
 * however it is changed, shows at the next view: a price or a stock set in the database directly,
 * a line added or removed, and another shopper or another edition never get this one's page.
 * @backends sqlite: web tier, the rendered cart the web tier keeps and when it shows a change.
 */
import http from 'node:http';
import request from 'supertest';
import type { Locale } from '../../locales/editions';
import { formatPrice } from '../../views/context';
import { pathFor } from '../../server/web/routes/table';
import { reopenDatabase } from '../support/database-location';
import { createSeededDatabase } from '../support/seeded-db';
import { createTestApp } from '../support/app';
import { commerceFixture, type CommerceFixture } from './commerce-helpers';
import { cutoffState } from '../../server/marketplace/delivery';

const db = createSeededDatabase();
let fx: CommerceFixture;
beforeAll(async () => {
  fx = await commerceFixture(db.kysely);
});
const { app, reachedChain } = createTestApp({ db, keepCarts: true });
// One server for every request: the Host header (its port) is part of what a kept page is kept for.
const server = http.createServer(app);
beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cartPath = (locale: Locale = 'de-DE') => pathFor(`Cart___${locale}`, {});
const textOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ');
const price = (cents: number, locale: Locale = 'de-DE') => formatPrice(cents, locale).replace(/\u00a0|\u202f/g, ' ');
const challengeOf = (html: string) => /"challenge":\{"csr":"([^"]+)","ts":"(\d+)"\}/.exec(html)?.slice(1);

/** A shopper with these offers in the cart, its page viewed until it is kept. */
async function shopperWith(offers: number[]) {
  const agent = request.agent(server).set('cookie', 'spareo_delivery_country=DE');
  for (const offerId of offers) await agent.post(cartPath()).type('form').send({ action: 'add', offerId: String(offerId), quantity: '1' }).expect(303);
  // The first view sets the edition's cookie: the next one carries it and is the one kept.
  await agent.get(cartPath()).expect(200);
  await agent.get(cartPath()).expect(200);
  return agent;
}

/** The cart page and whether the chain rendered it (false: the door answered from the kept page). */
async function view(agent: request.Agent, locale: Locale = 'de-DE') {
  const before = reachedChain();
  const page = await agent.get(cartPath(locale)).expect(200);
  expect(page.headers['cache-control']).toBe('private, no-store');
  expect(page.headers.vary).toMatch(/Accept-Encoding/);
  return { text: textOf(page.text), html: page.text, rendered: reachedChain() > before };
}

afterEach(async () => {
  await db.kysely.updateTable('offers').set({ stock: 10 }).execute();
});

test('an unchanged cart is answered from the kept page, the same page with a fresh challenge', async () => {
  const agent = await shopperWith([fx.offers.discA, fx.offers.wiperB]);
  const first = await view(agent);
  const second = await view(agent);
  expect(first.rendered).toBe(false);
  expect(second.rendered).toBe(false);
  expect(second.text).toBe(first.text);
  expect(second.text).toContain(price(4500));
  expect(challengeOf(second.html)).toHaveLength(2);
  expect(challengeOf(second.html)).not.toEqual(challengeOf(first.html));
  expect(second.html.replace(/"challenge":\{[^}]*\}/, '')).toBe(first.html.replace(/"challenge":\{[^}]*\}/, ''));
});

test('a price changed in the database shows at the next view', async () => {
  const agent = await shopperWith([fx.offers.padA]);
  const kept = await view(agent);
  expect(kept.rendered).toBe(false);
  expect(kept.text).toContain(price(650));
  await db.kysely.updateTable('offers').set({ price_cents: 720 }).where('id', '=', fx.offers.padA).execute();
  const changed = await view(agent);
  expect(changed.rendered).toBe(true);
  expect(changed.text).toContain(price(720));
  expect(changed.text).not.toContain(` ${price(650)}`);
  await db.kysely.updateTable('offers').set({ price_cents: 650 }).where('id', '=', fx.offers.padA).execute();
});

test('a stock sold out in the database shows the line as unavailable at the next view', async () => {
  const agent = await shopperWith([fx.offers.wiperB]);
  const before = await view(agent);
  expect(before.rendered).toBe(false);
  await db.kysely.updateTable('offers').set({ stock: 0 }).where('id', '=', fx.offers.wiperB).execute();
  const after = await view(agent);
  expect(after.rendered).toBe(true);
  expect(after.text).not.toBe(before.text);
  expect(after.html).toMatch(/unavailable/);
});

test('another shop\'s offer of the same article changing its price shows at the next view (the proposal weighs it)', async () => {
  const agent = await shopperWith([fx.offers.discA]);
  await view(agent);
  await db.kysely.updateTable('offers').set({ price_cents: 4300 }).where('id', '=', fx.offers.discB).execute();
  expect((await view(agent)).rendered).toBe(true);
  await db.kysely.updateTable('offers').set({ price_cents: 4400 }).where('id', '=', fx.offers.discB).execute();
});

test('a line added or removed shows at the next view', async () => {
  const agent = await shopperWith([fx.offers.discA]);
  const kept = await view(agent);
  expect(kept.rendered).toBe(false);
  expect(kept.text).not.toContain('FX-300');
  await agent.post(cartPath()).type('form').send({ action: 'add', offerId: String(fx.offers.wiperB), quantity: '1' }).expect(303);
  const added = await view(agent);
  expect(added.rendered).toBe(true);
  expect(added.text).toContain('FX-300');
  const lines = await db.kysely.selectFrom('cart_lines').select(['id', 'offer_id']).where('offer_id', '=', fx.offers.wiperB).orderBy('id', 'desc').limit(1).execute();
  await db.kysely.deleteFrom('cart_lines').where('id', '=', lines[0]!.id).execute();
  const removed = await view(agent);
  expect(removed.rendered).toBe(true);
  expect(removed.text).not.toContain('FX-300');
});

test('another shopper never gets this shopper\'s kept page', async () => {
  const one = await shopperWith([fx.offers.discA]);
  const other = await shopperWith([fx.offers.padB]);
  const mine = await view(one);
  const theirs = await view(other);
  expect(mine.text).toContain('FX-100');
  expect(mine.text).not.toContain('FX-200');
  expect(theirs.text).toContain('FX-200');
  expect(theirs.text).not.toContain('FX-100');
});

test('another edition is its own page, in its own language', async () => {
  const agent = await shopperWith([fx.offers.discA]);
  const german = await view(agent);
  const french = await view(agent, 'fr-FR');
  expect(french.rendered).toBe(true);
  expect(french.html).toContain('lang="fr-FR"');
  expect(french.text).toContain(price(4500, 'fr-FR'));
  expect(german.html).toContain('lang="de-DE"');
});

test('a price changed through another connection shows at the next view, and an unchanged cart is kept again', async () => {
  const agent = await shopperWith([fx.offers.padA]);
  expect((await view(agent)).rendered).toBe(false);
  // Another connection to the same database: another process, a feed's import, an operator's console.
  const other = reopenDatabase(db);
  try {
    await other.kysely.updateTable('offers').set({ price_cents: 730 }).where('id', '=', fx.offers.padA).execute();
    const changed = await view(agent);
    expect(changed.rendered).toBe(true);
    expect(changed.text).toContain(price(730));
    expect((await view(agent)).rendered).toBe(false);
    // Something else written (another shopper's cart) leaves this cart's page as it was.
    await shopperWith([fx.offers.wiperB]);
    const again = await view(agent);
    expect(again.rendered).toBe(false);
    expect(again.text).toBe(changed.text);
    await other.kysely.updateTable('offers').set({ price_cents: 650 }).where('id', '=', fx.offers.padA).execute();
    expect((await view(agent)).text).toContain(price(650));
  } finally {
    await other.shut();
  }
});

test('a shop\'s cut-off passing shows at the next view: the moment is worked out for every look', async () => {
  const agent = await shopperWith([fx.offers.padA]);
  expect((await view(agent)).rendered).toBe(false);
  const shop = await db.kysely.selectFrom('shops').select(['country', 'dispatch_cutoff']).where('id', '=', fx.shopA).executeTakeFirstOrThrow();
  // The minute the shop's cut-off passes in its zone, found by the same rule.
  const day = new Date();
  let at = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  while (cutoffState(new Date(at), shop.country, shop.dispatch_cutoff).endsWith('>')) at += 60_000;
  while (cutoffState(new Date(at + 60_000), shop.country, shop.dispatch_cutoff).endsWith('<')) at += 60_000;
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'performance'] });
  try {
    // Twenty seconds before it, then twenty after: well within the frame's minute, so only the moment can tell.
    jest.setSystemTime(at + 40_000);
    await view(agent);
    expect((await view(agent)).rendered).toBe(false);
    jest.setSystemTime(at + 80_000);
    expect((await view(agent)).rendered).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

/**
 * A shop whose cached answers are fresh for a second and then gone (no stale window), so a page's
 * frame is a second old at most: the frame's minute, shortened to wait for it.
 */
const FRAME_MS = 1000;
const quick = createTestApp({ db, keepCarts: true, env: { UPSTREAM_CACHE_TTL_MS: String(FRAME_MS), UPSTREAM_STALE_MS: '0' } });
const quickServer = http.createServer(quick.app);
beforeAll(() => new Promise<void>((resolve) => quickServer.listen(0, '127.0.0.1', resolve)));
afterAll(() => new Promise<void>((resolve) => quickServer.close(() => resolve())));
/** The frame's time passes when a test says so: the quick shop's tests fake Date alone (timers run as ever). */
const frameOver = () => jest.setSystemTime(Date.now() + FRAME_MS + 200);

/** A shopper of the quick shop with a chosen vehicle, its cart kept. */
async function quickShopperWith(offers: number[]) {
  const agent = request.agent(quickServer).set('cookie', `spareo_delivery_country=DE; spareo_vehicle=${fx.modelId}`);
  for (const offerId of offers) await agent.post(cartPath()).type('form').send({ action: 'add', offerId: String(offerId), quantity: '1' }).expect(303);
  await agent.get(cartPath()).expect(200);
  await agent.get(cartPath()).expect(200);
  return agent;
}

async function quickView(agent: request.Agent) {
  const before = quick.reachedChain();
  const page = await agent.get(cartPath()).expect(200);
  return { text: textOf(page.text), rendered: quick.reachedChain() > before };
}

describe('a kept cart is kept while its stand holds, for no set time', () => {
  describe('on the quick shop, its clock moved by the test', () => {
    beforeAll(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'performance'] }));
    afterAll(() => jest.useRealTimers());

    test('an unchanged cart is still answered from its kept page after the frame\'s time: one view renders the frame again, for all', async () => {
      const one = await quickShopperWith([fx.offers.discA, fx.offers.padB]);
      const other = await quickShopperWith([fx.offers.wiperB]);
      const kept = await quickView(other);
      expect(kept.rendered).toBe(false);
      frameOver();
      // The first view after the frame's time renders (the navigation, the rating, the vehicle: every page's frame).
      expect((await quickView(one)).rendered).toBe(true);
      // The other cart of the same frame is answered from its page kept before.
      const later = await quickView(other);
      expect(later.rendered).toBe(false);
      expect(later.text).toBe(kept.text);
  });

  test('the frame changed (the chosen vehicle\'s maker renamed) shows on every kept cart once the frame\'s time is over', async () => {
    const one = await quickShopperWith([fx.offers.discA]);
    const other = await quickShopperWith([fx.offers.padA]);
    expect((await quickView(other)).rendered).toBe(false);
    const maker = await db.kysely.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('manufacturers as mf', 'mf.id', 's.manufacturer_id')
      .select(['mf.id', 'mf.name']).where('m.id', '=', Number(fx.modelId)).executeTakeFirstOrThrow();
    await db.kysely.updateTable('manufacturers').set({ name: 'Umbenannt' }).where('id', '=', maker.id).execute();
    try {
      frameOver();
      expect((await quickView(one)).text).toContain('Ihr Fahrzeug Umbenannt');
      const changed = await quickView(other);
      expect(changed.rendered).toBe(true);
      expect(changed.text).toContain('Ihr Fahrzeug Umbenannt');
    } finally {
      await db.kysely.updateTable('manufacturers').set({ name: maker.name }).where('id', '=', maker.id).execute();
    }
  });
  });

  test('an article renamed by an import shows at the next view', async () => {
    const agent = await shopperWith([fx.offers.padA]);
    expect((await view(agent)).text).toContain('FX-200');
    await db.kysely.updateTable('articles').set({ article_number: 'FX-201' }).where('id', '=', fx.articles.pad).execute();
    try {
      const renamed = await view(agent);
      expect(renamed.rendered).toBe(true);
      expect(renamed.text).toContain('FX-201');
    } finally {
      await db.kysely.updateTable('articles').set({ article_number: 'FX-200' }).where('id', '=', fx.articles.pad).execute();
    }
  });

  test('another shop\'s new price shows on its card at the next view, not a cached answer of before', async () => {
    const agent = await shopperWith([fx.offers.padA]);
    expect((await view(agent)).text).toContain(price(600));
    await db.kysely.updateTable('offers').set({ price_cents: 610 }).where('id', '=', fx.offers.padB).execute();
    try {
      const changed = await view(agent);
      expect(changed.rendered).toBe(true);
      expect(changed.text).toContain(price(610));
      expect(changed.text).not.toContain(` ${price(600)}`);
    } finally {
      await db.kysely.updateTable('offers').set({ price_cents: 600 }).where('id', '=', fx.offers.padB).execute();
    }
  });

  test('the article listed for the shopper\'s chosen vehicle shows at the next view', async () => {
    const agent = await shopperWith([fx.offers.wiperB]);
    agent.set('cookie', `spareo_delivery_country=DE; spareo_vehicle=${fx.modelId}`);
    await view(agent);
    const before = await view(agent);
    expect(before.rendered).toBe(false);
    expect(before.text).toContain('Nicht als passend');
    await db.kysely.insertInto('fitment').values({ model_id: fx.modelId, article_id: fx.articles.wiper }).execute();
    try {
      const fits = await view(agent);
      expect(fits.rendered).toBe(true);
      expect(fits.text).toContain('Passt zu Ihrem');
    } finally {
      await db.kysely.deleteFrom('fitment').where('model_id', '=', fx.modelId).where('article_id', '=', fx.articles.wiper).execute();
    }
  });

  test('signing in shows the signed-in page, never the kept one of before', async () => {
    const agent = await shopperWith([fx.offers.discA]);
    const before = await view(agent);
    expect(before.rendered).toBe(false);
    expect(before.html).not.toContain('account-link-signed-in');
    const email = 'kept-cart@example.de';
    await request(server).post('/Einloggen').type('form').send({ action: 'register', email, password: 'Bremsscheibe-2024' }).expect(303);
    await agent.post('/Einloggen').type('form').send({ action: 'signIn', email, password: 'Bremsscheibe-2024' }).expect(303);
    const signedIn = await view(agent);
    expect(signedIn.rendered).toBe(true);
    expect(signedIn.html).toContain('account-link-signed-in');
    expect(signedIn.text).toContain('FX-100');
  });
});
