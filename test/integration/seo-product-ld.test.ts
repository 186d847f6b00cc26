/**
 * Product JSON-LD carries what search engines ask for: the GTIN where the article has one, a
 * description, and per offer priceValidUntil, the shop's shipping to the delivery country and its
 * return policy. Its image, the listings' and the article page's photos are files on the shop's own
 * origin; a link in a shop's feed is never shown as it is (the feed import fetches and resizes it).
 * @backends sqlite: web tier, the product JSON-LD in the article page.
 */
import { sql } from 'kysely';
import request from 'supertest';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

const GTIN = '4006633127449';
let categoryId: number;
let article: { id: number; normNumber: string; brand: string };
beforeAll(async () => {
  // The vehicle category with the most offered articles, and its most popular article offered by two shops that ship to DE.
  ({ categoryId } = await db.kysely.selectFrom('articles as a').innerJoin('categories as c', 'c.id', 'a.category_id').select('a.category_id as categoryId')
    .where('c.is_universal', '=', 0).where((eb) => eb.exists(eb.selectFrom('offers as o').select('o.id').whereRef('o.article_id', '=', 'a.id')))
    .groupBy('a.category_id').orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('a.category_id').limit(1).executeTakeFirstOrThrow());
  article = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['a.id', 'a.norm_number as normNumber', 'b.seo_name as brand'])
    .where('a.category_id', '=', categoryId)
    .where((eb) => eb(eb.selectFrom('offers as o').innerJoin('shop_shipping as s', (join) => join.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', 'DE'))
      .select((inner) => inner.fn.countAll().as('n')).whereRef('o.article_id', '=', 'a.id'), '>=', 2))
    .orderBy('a.popularity', 'desc').orderBy('a.id').limit(1).executeTakeFirstOrThrow();
  // A feed's EAN, and photo links as a shop's feed import would leave them on its offers.
  await db.kysely.updateTable('articles').set({ ean: GTIN }).where('id', '=', article.id).execute();
  await db.kysely.updateTable('offers').set({ image_url: sql<string>`${sql.lit('https://bilder.teilehaus.example/')} || cast(article_id as text) || ${sql.lit('.jpg')}` })
    .where('article_id', 'in', (eb) => eb.selectFrom('articles').select('id').where('category_id', '=', categoryId)).execute();
});

const ldOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const articlePath = (a: { brand: string; normNumber: string }) => pathFor('Article___de-DE', { brandName: a.brand, normNumber: a.normNumber });

describe('Product JSON-LD', () => {
  let product: Record<string, any>;
  beforeAll(async () => {
    const res = await request(app).get(articlePath(article)).set('host', 'shop.test').set('cookie', 'spareo_delivery_country=DE').expect(200);
    product = ldOf(res.text).find((d) => d['@type'] === 'Product');
  });

  test('has the GTIN, a description and the photo', () => {
    expect(product.gtin).toBe(GTIN);
    expect(typeof product.description).toBe('string');
    expect(product.description.length).toBeGreaterThan(20);
    expect(product.image).toEqual([expect.stringMatching(/^http:\/\/shop\.test\/media\/photos\/[0-9a-f]{20}-800\.webp$/)]);
  });

  test('its image is the photo\'s largest file, served by the shop', async () => {
    const file = await request(app).get(new URL(product.image[0]).pathname).expect(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  test('each offer: priceValidUntil, the shop\'s shipping to the delivery country and its return policy', async () => {
    const offers = product.offers.offers as Record<string, any>[];
    expect(offers.length).toBeGreaterThanOrEqual(2);
    const today = new Date().toISOString().slice(0, 10);
    const shipping = await db.kysely.selectFrom('offers as o').innerJoin('shops as sh', 'sh.id', 'o.shop_id')
      .innerJoin('shop_shipping as s', (join) => join.onRef('s.shop_id', '=', 'o.shop_id').on('s.country', '=', 'DE'))
      .select(['sh.name', 's.cost_cents as cost', 's.free_from_cents as freeFrom', 's.delivery_days_min as min', 's.delivery_days_max as max', 'sh.slug'])
      .where('o.article_id', '=', article.id).execute();
    for (const offer of offers) {
      expect(offer.priceValidUntil > today).toBe(true);
      const terms = shipping.find((s) => s.name === offer.seller.name)!;
      expect(terms).toBeDefined();
      const free = terms.freeFrom !== null && Number(offer.price) * 100 >= terms.freeFrom;
      expect(offer.shippingDetails).toMatchObject({
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: (free ? 0 : terms.cost / 100).toFixed(2), currency: 'EUR' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'DE' },
        deliveryTime: { '@type': 'ShippingDeliveryTime', transitTime: { minValue: terms.min, maxValue: terms.max, unitCode: 'DAY' } },
      });
      expect(offer.hasMerchantReturnPolicy).toMatchObject({
        '@type': 'MerchantReturnPolicy', applicableCountry: 'DE', merchantReturnDays: 14,
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnLink: `http://shop.test${pathFor('ShopCancellation___de-DE', { shopName: terms.slug })}`,
      });
      await request(app).get(new URL(offer.hasMerchantReturnPolicy.merchantReturnLink).pathname).expect(200);
    }
  });

  test('an article without an EAN has no gtin; without any photo its image is the category\'s icon', async () => {
    // The demo gives every article an EAN; a shop's feed may bring one without: one loses its EAN here.
    const other = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['a.id', 'a.norm_number as normNumber', 'b.seo_name as brand'])
      .where('a.category_id', '<>', categoryId)
      .where((eb) => eb.exists(eb.selectFrom('offers as o').select('o.id').whereRef('o.article_id', '=', 'a.id'))).orderBy('a.id').limit(1).executeTakeFirstOrThrow();
    await db.kysely.updateTable('articles').set({ ean: null }).where('id', '=', other.id).execute();
    await db.kysely.deleteFrom('article_photos').where('article_id', '=', other.id).execute();
    const res = await request(app).get(articlePath(other)).expect(200);
    const ld = ldOf(res.text).find((d) => d['@type'] === 'Product');
    expect(ld).not.toHaveProperty('gtin');
    expect(ld.image[0]).toMatch(/\/img\/categories\/\w+\.svg$/);
  });
});

test('a category listing shows photos from the shop\'s own origin, never a feed\'s link as it is', async () => {
  const { alias } = await db.kysely.selectFrom('category_texts').select('seo_alias as alias').where('category_id', '=', categoryId).where('lang_no', '=', 1).executeTakeFirstOrThrow();
  const res = await request(app).get(pathFor('Category___de-DE', { categorySlug: alias, categoryId })).expect(200);
  const cards = [...res.text.matchAll(/<img class="card-img" src="([^"]+)"/g)].map((m) => m[1]!);
  expect(cards.length).toBeGreaterThan(0);
  for (const src of cards) expect(src).toMatch(/^\/media\/photos\/[0-9a-f]{20}-400\.webp$/);
  expect(res.text).not.toContain('bilder.teilehaus.example');
  expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: https:/);
});
