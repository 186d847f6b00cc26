/**
 * @backends sqlite: web tier, the shop pages' HTML in several editions.
 */
import request from 'supertest';
import { COOKIES, EDITIONS, LOCALES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

let shop: { id: number; name: string; slug: string; rating: number };
beforeAll(async () => {
  // The best-rated shop (the first by id among equals).
  shop = await db.kysely.selectFrom('shops').select(['id', 'name', 'slug', 'rating']).orderBy('rating', 'desc').orderBy('id').limit(1).executeTakeFirstOrThrow() as typeof shop;
});
const textOf = (langNo: number) =>
  db.kysely.selectFrom('shop_texts').select(['terms', 'cancellation_policy as cancellation']).where('shop_id', '=', shop.id).where('lang_no', '=', langNo).executeTakeFirstOrThrow() as Promise<{ terms: string; cancellation: string }>;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const firstParagraph = (text: string) => escapeHtml(text.split(/\n{2,}/)[0]!);

describe('shop pages in several editions', () => {
  for (const locale of ['de-DE', 'de-AT', 'fr-FR', 'nl-NL', 'es-ES'] as const) {
    const { langNo } = EDITIONS[locale];
    test(`${locale}: overview with name, stars, shipping table; canonical and hreflang`, async () => {
      const path = pathFor(`Shop___${locale}`, { shopName: shop.slug });
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<html lang="${locale}">`);
      expect(res.text).toContain(`<h1>${escapeHtml(shop.name)}</h1>`);
      expect(res.text).toMatch(/class="stars stars-(\d|10)" role="img"/);
      expect(res.text).toContain('class="shipping-table"');
      expect(res.text).toMatch(/<td>(€\s)?\d+,\d\d(\s€)?<\/td>/);
      const head = headOf(res.text);
      expect(head).toMatch(new RegExp(`rel="canonical" href="http://[^"]+${path}"`));
      for (const other of LOCALES) expect(head).toContain(`${pathFor(`Shop___${other}`, { shopName: shop.slug })}"`);
      expect(head).toContain('hrefLang="x-default"');
    });

    test(`${locale}: terms and cancellation policy in the edition's language`, async () => {
      const texts = await textOf(langNo);
      const terms = await request(app).get(pathFor(`ShopTerms___${locale}`, { shopName: shop.slug }));
      expect(terms.status).toBe(200);
      expect(terms.text).toContain(firstParagraph(texts.terms));
      const cancellation = await request(app).get(pathFor(`ShopCancellation___${locale}`, { shopName: shop.slug }));
      expect(cancellation.status).toBe(200);
      expect(cancellation.text).toContain(firstParagraph(texts.cancellation));
      expect(cancellation.text).toContain('aria-current="page"');
    });
  }

  test('de-AT uses the Austrian word for the cancellation policy', async () => {
    const res = await request(app).get(pathFor('ShopCancellation___de-AT', { shopName: shop.slug }));
    expect(res.text).toContain('Rücktrittsbelehrung');
  });

  test('the delivery country row comes first and is marked', async () => {
    const res = await request(app).get(pathFor('Shop___fr-FR', { shopName: shop.slug })).set('Cookie', `${COOKIES.deliveryCountry}=FR`);
    const body = res.text.slice(res.text.indexOf('<tbody>'));
    expect(body).toMatch(/^<tbody><tr class="current"><th scope="row">France<\/th>/);
  });

  test('unknown shops answer 404; a differently spelled name answers 301', async () => {
    expect((await request(app).get(pathFor('Shop___de-DE', { shopName: 'no-such-shop' }))).status).toBe(404);
    expect((await request(app).get(pathFor('ShopTerms___nl-NL', { shopName: 'no-such-shop' }))).status).toBe(404);
    expect((await request(app).get(pathFor('ShopCancellation___fr-FR', { shopName: 'bad name!' }))).status).toBe(404);
    const res = await request(app).get(pathFor('ShopTerms___de-DE', { shopName: shop.slug.toUpperCase() }));
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(pathFor('ShopTerms___de-DE', { shopName: shop.slug }));
  });

  test('the article page links each offer to its shop page', async () => {
    const offer = await db.kysely.selectFrom('offers as o').innerJoin('articles as a', 'a.id', 'o.article_id').innerJoin('brands as b', 'b.id', 'a.brand_id')
      .select(['a.norm_number as normNumber', 'b.seo_name as seoName']).where('o.shop_id', '=', shop.id).orderBy('o.id').limit(1).executeTakeFirstOrThrow();
    const res = await request(app).get(pathFor('Article___de-DE', { brandName: offer.seoName, normNumber: offer.normNumber }));
    expect(res.text).toContain(`href="${pathFor('Shop___de-DE', { shopName: shop.slug })}"`);
  });
});

describe('who the seller is', () => {
  const sellerSection = (html: string) => html.match(/<section class="seller"[\s\S]*?<\/section>/)?.[0] ?? '';
  for (const locale of ['de-DE', 'de-AT', 'fr-FR', 'it-IT'] as const) {
    test(`${locale}: every shop page names the seller's legal name, address, phone, e-mail, register, VAT ID and trader status`, async () => {
      const who = await db.kysely.selectFrom('shops').selectAll().where('id', '=', shop.id).executeTakeFirstOrThrow();
      for (const page of ['Shop', 'ShopTerms', 'ShopCancellation'] as const) {
        const res = await request(app).get(pathFor(`${page}___${locale}`, { shopName: shop.slug }));
        expect(res.status).toBe(200);
        const section = sellerSection(res.text);
        for (const value of [who.legal_name, who.street, who.postcode, who.city, who.phone, who.email, who.register_number, who.vat_id]) {
          expect(value).toBeTruthy();
          // A phone number is written with no-break spaces so it never breaks across lines.
          expect(section.replace(/\u00a0/g, ' ')).toContain(escapeHtml(value!));
        }
        expect(section).toContain(`href="mailto:${who.email}"`);
      }
    });
  }

  test('a shop that has not said who it is says so instead', async () => {
    const other = await db.kysely.selectFrom('shops').select(['id', 'slug']).where('id', '!=', shop.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db.kysely.updateTable('shops').set({ legal_name: null }).where('id', '=', other.id).execute();
    const res = await request(app).get(pathFor('Shop___de-DE', { shopName: other.slug }));
    expect(res.status).toBe(200);
    expect(sellerSection(res.text)).toContain('noch nicht gemacht');
  });
});
