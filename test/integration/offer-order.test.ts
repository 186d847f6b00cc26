/**
 * Compare by what it costs: the offers keep the order by the shop's rating unless the shopper asks
 * for the lowest total (price plus shipping to the delivery country), which each offer with a
 * shipping charge shows; both orders are links, so they work without JavaScript.
 */
import request from 'supertest';
import { COOKIES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

/** An article with several offers shipping to France. */
async function article() {
  return db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.id', 'a.norm_number as normNumber', 'b.seo_name as seoName'])
    .where((eb) => eb(eb.selectFrom('offers as o').innerJoin('shop_shipping as s', (j) => j.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', 'FR'))
      .select((o) => o.fn.countAll().as('n')).whereRef('o.article_id', '=', 'a.id').where('o.stock', '>', 0), '>=', 3))
    .orderBy('a.id').limit(1).executeTakeFirstOrThrow();
}

const offerIds = (html: string) => [...html.matchAll(/<li class="offer[^"]*" id="offer-(\d+)"/g)].map((m) => Number(m[1]));

test('by rating by default, by total with shipping when asked; each a link; the total shown', async () => {
  const { id, normNumber, seoName } = await article();
  const path = pathFor('Article___fr-FR', { brandName: seoName, normNumber });
  const byRating = await request(app).get(path).set('cookie', `${COOKIES.deliveryCountry}=FR`).expect(200);
  const byTotal = await request(app).get(path).query({ sort: 'total' }).set('cookie', `${COOKIES.deliveryCountry}=FR`).expect(200);

  const offers = await db.kysely.selectFrom('offers as o').innerJoin('shops as sh', 'sh.id', 'o.shop_id')
    .innerJoin('shop_shipping as s', (j) => j.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', 'FR'))
    .select(['o.id', 'o.price_cents as price', 'o.stock', 's.cost_cents as cost', 's.free_from_cents as freeFrom', 'sh.rating']).where('o.article_id', '=', id).execute();
  const total = (o: (typeof offers)[number]) => o.price + (o.freeFrom !== null && o.price >= o.freeFrom ? 0 : o.cost);
  const byId = new Map(offers.map((o) => [o.id, o]));

  const ratingOrder = offerIds(byRating.text);
  const totalOrder = offerIds(byTotal.text);
  expect(new Set(ratingOrder)).toEqual(new Set(totalOrder));
  expect(ratingOrder.length).toBeGreaterThanOrEqual(3);
  // The default is unchanged: in stock first, then the best-rated shop.
  const ratingKey = (offerId: number) => (byId.get(offerId)!.stock > 0 ? 10 : 0) + byId.get(offerId)!.rating;
  for (let i = 1; i < ratingOrder.length; i++) expect(ratingKey(ratingOrder[i - 1]!)).toBeGreaterThanOrEqual(ratingKey(ratingOrder[i]!));
  // Asked for: the lowest total with shipping to France first.
  const totals = totalOrder.filter((o) => byId.get(o)!.stock > 0).map((o) => total(byId.get(o)!));
  expect(totals).toEqual([...totals].sort((a, b) => a - b));

  // Two links, the current one marked; the total on offers that charge shipping.
  expect(byRating.text).toMatch(/<nav class="offer-order" aria-label="Trier par">.*<a href="[^"]*" aria-current="true">Note de la boutique<\/a> <a href="[^"]*sort=total#offers">Prix total livraison comprise<\/a><\/nav>/);
  expect(byTotal.text).toMatch(/<a href="[^"]*sort=total#offers" aria-current="true">Prix total livraison comprise<\/a>/);
  const charged = offers.filter((o) => total(o) > o.price);
  if (charged.length) expect(byTotal.text).toContain('Total avec livraison vers France\u00a0: ');
  // One canonical page for both orders.
  const canonical = (html: string) => new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!).pathname + new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)![1]!).search;
  expect(canonical(byTotal.text)).toBe(canonical(byRating.text));
  expect(canonical(byTotal.text)).not.toContain('sort=');
});
