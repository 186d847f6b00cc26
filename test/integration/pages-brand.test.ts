/**
 * @backends sqlite: web tier, the brand pages' HTML in several editions.
 */
import request from 'supertest';
import { EDITIONS, LOCALES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

let brand: { id: number; name: string; seoName: string };
let slug: string;
beforeAll(async () => {
  // The first brand with more than five articles.
  brand = await db.kysely.selectFrom('brands as b').select(['b.id', 'b.name', 'b.seo_name as seoName'])
    .where((eb) => eb.selectFrom('articles as a').select((inner) => inner.fn.countAll().as('n')).whereRef('a.brand_id', '=', 'b.id'), '>', 5)
    .orderBy('b.id').limit(1).executeTakeFirstOrThrow();
  slug = brand.seoName.toLowerCase();
});
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('brand page without a category', () => {
  for (const locale of ['de-DE', 'fr-FR', 'nl-NL', 'it-IT'] as const) {
    test(`${locale}: 200 with heading, logo, the brand's categories, articles, canonical and hreflang`, async () => {
      const path = pathFor(`Brand___${locale}`, { brandSlug: slug, brandId: brand.id });
      expect(path).toContain(`-${EDITIONS[locale].words.section}/${EDITIONS[locale].words.allVehicles}/---${brand.id}`);
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<html lang="${locale}">`);
      expect(res.text).toMatch(new RegExp(`<h1>[^<]*${escapeHtml(brand.name)}[^<]*</h1>`));
      expect(res.text).toMatch(/<img src="\/img\/brands\/[^"]+" width="120" height="40"/);
      // Each category links to the brand within that category, in this edition's words.
      const links = [...res.text.matchAll(new RegExp(`href="(${EDITIONS[locale].prefix}/${slug}-[^"]+/--\\d+-${brand.id})"`, 'g'))];
      expect(links.length).toBeGreaterThan(0);
      const category = await request(app).get(links[0]![1]!.replace(/&amp;/g, '&'));
      expect(category.status).toBe(200);
      expect(res.text).toContain('class="card"');
      const head = headOf(res.text);
      expect(head).toMatch(new RegExp(`rel="canonical" href="http://[^"]+${path}"`));
      for (const other of LOCALES) expect(head).toContain(`${pathFor(`Brand___${other}`, { brandSlug: slug, brandId: brand.id })}"`);
      expect(head).toContain('hrefLang="x-default"');
    });
  }

  test('every article shown is of the brand', async () => {
    const res = await request(app).get(pathFor('Brand___de-DE', { brandSlug: slug, brandId: brand.id }));
    const brands = [...res.text.matchAll(/<span class="card-brand">([^<]+)<\/span>/g)].map((m) => m[1]);
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set([escapeHtml(brand.name)]));
  });

  test('an unknown brand id answers 404; a wrong slug answers 301', async () => {
    expect((await request(app).get(pathFor('Brand___de-DE', { brandSlug: 'nobrand', brandId: 999999 }))).status).toBe(404);
    const res = await request(app).get(pathFor('Brand___fr-FR', { brandSlug: 'wrong', brandId: brand.id }));
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(pathFor('Brand___fr-FR', { brandSlug: slug, brandId: brand.id }));
  });

  test('the article page links its manufacturer to the brand page', async () => {
    const article = await db.kysely.selectFrom('articles').select('norm_number as normNumber').where('brand_id', '=', brand.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const res = await request(app).get(pathFor('Article___nl-NL', { brandName: brand.seoName, normNumber: article.normNumber }));
    expect(res.text).toContain(`href="${pathFor('Brand___nl-NL', { brandSlug: slug, brandId: brand.id })}"`);
  });
});
