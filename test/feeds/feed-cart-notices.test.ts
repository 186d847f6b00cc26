/**
 * Carts notice a shop's feed: a line whose offer changed price shows the old and the new price; a
 * line whose offer vanished stays, marked unavailable, with one button to the cheapest other
 * shop's offer of the same article. Real app, real marketplace, real database.
 */
import request from 'supertest';
import type { Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { formatPrice } from '../../views/context';
import { commerceFixture, type CommerceFixture } from '../integration/commerce-helpers';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { importBuffer } from './helpers';

const db = createSeededDatabase();
let fx: CommerceFixture;
const { app } = createTestApp({ db });
const locale: Locale = 'de-DE';
const cartPath = pathFor(`Cart___${locale}`, {});
const textOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ');
const price = (cents: number) => formatPrice(cents, locale).replace(/\u00a0|\u202f/g, ' ');
const brandOf = async (articleId: number) => (await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select('b.name').where('a.id', '=', articleId).executeTakeFirstOrThrow()).name;
beforeAll(async () => {
  fx = await commerceFixture(db.kysely);
});

afterAll(() => db.close());

test('price change and withdrawn offer show in the cart; one click moves the line to the cheapest other shop', async () => {
  const agent = request.agent(app).set('cookie', 'spareo_delivery_country=DE');
  for (const offerId of [fx.offers.discA, fx.offers.padA]) {
    expect((await agent.post(cartPath).type('form').send({ action: 'add', offerId: String(offerId), quantity: '1' })).status).toBe(303);
  }
  const before = textOf((await agent.get(cartPath)).text);
  expect(before).not.toContain('Preis geändert');

  // Shop A's feed: the disc at a new price, the pad no longer listed.
  const brand = await brandOf(fx.articles.disc);
  const result = await importBuffer(db, `sku;brand;mpn;price;stock\nA-DISC;${brand};FX-100;39,00;4\n`, { shopId: fx.shopA, force: true });
  expect(result).toMatchObject({ status: 'applied', offersRemoved: 1 });
  expect(await db.kysely.selectFrom('offers').select('price_cents').where('id', '=', fx.offers.discA).executeTakeFirst()).toEqual({ price_cents: 3900 }); // same offer, the cart line keeps it

  const page = await agent.get(cartPath);
  expect(page.status).toBe(200);
  const text = textOf(page.text);
  expect(text).toContain(`Preis geändert: vorher ${price(4500)}, jetzt ${price(3900)}`);
  expect(text).toContain('Nicht mehr lieferbar');
  expect(text).toContain('Fixture Shop A bietet diesen Artikel nicht mehr an.');
  expect(text).toContain(`Zu Fixture Shop B wechseln (${price(600)})`);
  const line = await db.kysely.selectFrom('cart_lines').select('id').where('offer_id', '=', fx.offers.padA).executeTakeFirstOrThrow();
  expect(page.text).toContain(`name="from" value="${line.id}"`);

  const moved = await agent.post(cartPath).type('form').send({ action: 'replace', from: String(line.id), to: String(fx.offers.padB) });
  expect(moved.status).toBe(303);
  const after = textOf((await agent.get(cartPath)).text);
  expect(after).not.toContain('Nicht mehr lieferbar');
  expect(await db.kysely.selectFrom('cart_lines').select('offer_id').where('id', '=', line.id).executeTakeFirst()).toEqual({ offer_id: fx.offers.padB });
});

test('a shopper who adds after the price change sees no notice', async () => {
  const agent = request.agent(app).set('cookie', 'spareo_delivery_country=DE');
  await agent.post(cartPath).type('form').send({ action: 'add', offerId: String(fx.offers.discA), quantity: '1' });
  expect(textOf((await agent.get(cartPath)).text)).not.toContain('Preis geändert');
});
