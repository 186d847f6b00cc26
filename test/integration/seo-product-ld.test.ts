/**
 * Product JSON-LD carries what search engines ask for: the GTIN where the article has one, a
 * description, and per offer priceValidUntil, the shop's shipping to the delivery country and its
 * return policy. Listings and article pages show a shop's photo of the article where there is one.
 */
import request from 'supertest';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

const { categoryId } = db.prepare(`SELECT a.category_id AS categoryId, count(*) AS n FROM articles a JOIN categories c ON c.id = a.category_id
  WHERE c.is_universal = 0 AND EXISTS (SELECT 1 FROM offers o WHERE o.article_id = a.id) GROUP BY a.category_id ORDER BY n DESC LIMIT 1`).get() as { categoryId: number };
const article = db.prepare(`SELECT a.id, a.norm_number AS normNumber, b.seo_name AS brand FROM articles a JOIN brands b ON b.id = a.brand_id
  WHERE a.category_id = ? AND (SELECT count(*) FROM offers o JOIN shop_shipping s ON s.shop_id = o.shop_id AND s.country = 'DE' WHERE o.article_id = a.id) >= 2
  ORDER BY a.popularity DESC, a.id LIMIT 1`).get(categoryId) as { id: number; normNumber: string; brand: string };
const GTIN = '4006633127449';
// A feed's EAN and photo, as a shop's feed import would leave them.
db.prepare('UPDATE articles SET ean = ? WHERE id = ?').run(GTIN, article.id);
db.prepare(`UPDATE offers SET image_url = 'https://bilder.teilehaus.example/' || article_id || '.jpg' WHERE article_id IN (SELECT id FROM articles WHERE category_id = ?)`).run(categoryId);

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
    expect(product.image).toEqual([`https://bilder.teilehaus.example/${article.id}.jpg`]);
  });

  test('each offer: priceValidUntil, the shop\'s shipping to the delivery country and its return policy', async () => {
    const offers = product.offers.offers as Record<string, any>[];
    expect(offers.length).toBeGreaterThanOrEqual(2);
    const today = new Date().toISOString().slice(0, 10);
    const shipping = db.prepare(`SELECT sh.name, s.cost_cents AS cost, s.free_from_cents AS freeFrom, s.delivery_days_min AS min, s.delivery_days_max AS max, sh.slug
      FROM offers o JOIN shops sh ON sh.id = o.shop_id JOIN shop_shipping s ON s.shop_id = o.shop_id AND s.country = 'DE' WHERE o.article_id = ?`).all(article.id) as
      { name: string; cost: number; freeFrom: number | null; min: number; max: number; slug: string }[];
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

  test('an article without an EAN has no gtin', async () => {
    const other = db.prepare(`SELECT a.norm_number AS normNumber, b.seo_name AS brand FROM articles a JOIN brands b ON b.id = a.brand_id
      WHERE a.ean IS NULL AND a.category_id <> ? AND EXISTS (SELECT 1 FROM offers o WHERE o.article_id = a.id) LIMIT 1`).get(categoryId) as { brand: string; normNumber: string };
    const res = await request(app).get(articlePath(other)).expect(200);
    const ld = ldOf(res.text).find((d) => d['@type'] === 'Product');
    expect(ld).not.toHaveProperty('gtin');
    expect(ld.image[0]).toMatch(/\/img\/categories\/\w+\.svg$/);
  });
});

test('a category listing shows the shops\' photos of its articles instead of the drawing', async () => {
  const alias = (db.prepare('SELECT seo_alias AS alias FROM category_texts WHERE category_id = ? AND lang_no = 1').get(categoryId) as { alias: string }).alias;
  const res = await request(app).get(pathFor('Category___de-DE', { categorySlug: alias, categoryId })).expect(200);
  const cards = [...res.text.matchAll(/<img class="card-img" src="([^"]+)"/g)].map((m) => m[1]!);
  expect(cards.length).toBeGreaterThan(0);
  for (const src of cards) expect(src).toMatch(/^https:\/\/bilder\.teilehaus\.example\/\d+\.jpg$/);
  expect(res.headers['content-security-policy']).toMatch(/img-src 'self' data: https:/);
});
