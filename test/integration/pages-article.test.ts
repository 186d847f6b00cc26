import request from 'supertest';
import { COOKIES, EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

interface Row { id: number; articleNumber: string; normNumber: string; brand: string; seoName: string; offerId: number }
const ARTICLE = `SELECT a.id, a.article_number AS articleNumber, a.norm_number AS normNumber, b.name AS brand, b.seo_name AS seoName,
  (SELECT min(o.id) FROM offers o WHERE o.article_id = a.id) AS offerId FROM articles a JOIN brands b ON b.id = a.brand_id`;
/** An article offered by shops with different ratings. */
const article = db.prepare(`${ARTICLE} WHERE (SELECT count(DISTINCT s.rating) FROM offers o JOIN shops s ON s.id = o.shop_id WHERE o.article_id = a.id) >= 3 LIMIT 1`).get() as unknown as Row;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const pathOf = (row: Row, locale: Locale = 'de-DE') => pathFor(`Article___${locale}`, { brandName: row.seoName, normNumber: row.normNumber });
const shopRating = (offerId: number) =>
  (db.prepare('SELECT s.rating FROM offers o JOIN shops s ON s.id = o.shop_id WHERE o.id = ?').get(offerId) as { rating: number }).rating;

describe('article page in several editions', () => {
  for (const locale of ['de-DE', 'fr-FR', 'nl-NL', 'it-IT'] as const) {
    test(`${locale}: 200 with heading, numbers, offers by rating, cart forms, JSON-LD, canonical without query, hreflang`, async () => {
      const path = pathOf(article, locale);
      const res = await request(app).get(path).query({ articleId: article.offerId });
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<html lang="${locale}">`);
      expect(res.text).toMatch(new RegExp(`<h1>[^<]*${article.articleNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(res.text).toContain(`<dd>${article.normNumber}</dd>`);
      // Reserved image sizes and the manufacturer logo.
      expect(res.text).toMatch(/<img src="[^"]+" width="400" height="400"/);
      expect(res.text).toMatch(/<img src="\/img\/brands\/[^"]+" width="120" height="40"/);

      const offerIds = [...res.text.matchAll(/id="offer-(\d+)"/g)].map((m) => Number(m[1]));
      expect(offerIds.length).toBeGreaterThanOrEqual(3);
      const ratings = offerIds.map(shopRating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      expect(res.text).toContain(`class="offer chosen" id="offer-${article.offerId}"`);

      const head = headOf(res.text);
      expect(head).toMatch(new RegExp(`rel="canonical" href="http://[^"]+${path}"`));
      for (const other of LOCALES) expect(head).toContain(`hrefLang="${other}" href="http://127.0.0.1:${res.request.url.split(':')[2]!.split('/')[0]}${pathOf(article, other)}"`);
      expect(head).toContain('hrefLang="x-default"');

      const product = jsonLd(res.text).find((d) => d['@type'] === 'Product');
      expect(product.name).toContain(article.articleNumber);
      expect(product.sku).toBe(article.articleNumber);
      expect(product.mpn).toBe(article.normNumber);
      expect(product.brand.name).toBe(article.brand);
      expect(product.offers['@type']).toBe('AggregateOffer');
      expect(product.offers.priceCurrency).toBe('EUR');
      expect(product.offers.offerCount).toBe(offerIds.length);
      expect(product.offers.offers).toHaveLength(offerIds.length);
      expect(Number(product.offers.lowPrice)).toBeLessThanOrEqual(Number(product.offers.highPrice));
      expect(product.offers.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
      expect(product.offers.offers[0].price).toMatch(/^\d+\.\d\d$/);
    });
  }

  test('each offer has the add-to-cart form: POST to the cart with action, offerId, modelId and quantity', async () => {
    const model = db.prepare('SELECT model_id AS id FROM fitment WHERE article_id = ? LIMIT 1').get(article.id) as { id: number } | undefined;
    const modelId = String(model?.id ?? 1);
    const res = await request(app).get(pathOf(article, 'fr-FR')).query({ modelId });
    expect(res.status).toBe(200);
    // Attribute order is React's business: read the opening tag's attributes one by one.
    const forms = [...res.text.matchAll(/<form ([^>]*class="add-to-cart"[^>]*)>(.*?)<\/form>/g)];
    expect(forms.length).toBeGreaterThan(0);
    for (const [, attributes, body] of forms) {
      expect(attributes).toContain(`action="${pathFor('Cart___fr-FR', {})}"`);
      expect(attributes).toContain('method="post"');
      expect(body).toContain('<input type="hidden" name="action" value="add"/>');
      expect(body).toMatch(/<input type="hidden" name="offerId" value="\d+"\/>/);
      expect(body).toContain(`<input type="hidden" name="modelId" value="${modelId}"/>`);
      expect(body).toMatch(/<input type="number"[^>]* name="quantity" value="1"/);
    }
  });

  test('prices, shipping and delivery time are shown for the delivery country', async () => {
    const res = await request(app).get(pathOf(article, 'nl-NL')).set('Cookie', `${COOKIES.deliveryCountry}=AT`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/€\s?\d+,\d\d/);
    expect(res.text).toContain('Oostenrijk');
    expect(res.text).toMatch(/Levertijd \d+–\d+ werkdagen/);
  });

  test('documents are de-duplicated by number (and language-neutral ones by type)', async () => {
    const doc = db.prepare(`SELECT article_id AS id, doc_no AS docNo FROM documents WHERE lang_no IN (1, 255)
      GROUP BY article_id, doc_no HAVING count(*) > 1 LIMIT 1`).get() as { id: number; docNo: string };
    const row = db.prepare(`${ARTICLE} WHERE a.id = ?`).get(doc.id) as unknown as Row;
    const res = await request(app).get(pathOf(row, 'de-DE'));
    expect(res.status).toBe(200);
    const links = [...res.text.matchAll(new RegExp(`href="/docs/${doc.docNo}-\\d+\\.pdf"`, 'g'))];
    expect(links).toHaveLength(1);
    // The German document wins over the language-neutral one.
    expect(links[0]![0]).toContain(`${doc.docNo}-1.pdf`);
  });

  test('OE numbers and fitting vehicles are listed', async () => {
    const oe = db.prepare('SELECT article_id AS id, oe_number AS oeNumber FROM oe_numbers WHERE article_id IN (SELECT article_id FROM fitment) LIMIT 1').get() as { id: number; oeNumber: string };
    const row = db.prepare(`${ARTICLE} WHERE a.id = ?`).get(oe.id) as unknown as Row;
    const res = await request(app).get(pathOf(row, 'de-DE'));
    expect(res.text).toContain(oe.oeNumber);
    expect(res.text).toContain('id="vehicles"');
    expect(res.text).toMatch(/href="\/[^"]+\/3-\d+-"/);
  });

  test('unknown articles answer 404', async () => {
    expect((await request(app).get(pathFor('Article___de-DE', { brandName: 'Nobrand', normNumber: 'ZZ0000000' }))).status).toBe(404);
    expect((await request(app).get(pathFor('Article___fr-FR', { brandName: 'Nobrand', normNumber: article.normNumber }))).status).toBe(404);
    expect((await request(app).get(pathFor('Article___nl-NL', { brandName: 'Nobrand', normNumber: 'ZZ0000000' }, { query: { articleId: 99999999 } }))).status).toBe(404);
  });

  test('a differently spelled brand answers 301 to the canonical path, keeping the query', async () => {
    const res = await request(app).get(pathFor('Article___de-DE', { brandName: article.seoName.toUpperCase(), normNumber: article.normNumber }, { query: { articleId: article.offerId } }));
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(pathFor('Article___de-DE', { brandName: article.seoName, normNumber: article.normNumber }, { query: { articleId: article.offerId } }));
  });

  test('texts are in the edition language', async () => {
    const res = await request(app).get(pathOf(article, 'fr-FR'));
    expect(res.text).toContain('Ajouter au panier');
    expect(res.text).not.toContain('In den Warenkorb');
  });
});
