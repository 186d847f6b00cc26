/**
 * @backends sqlite: web tier, the category pages' HTML in every edition.
 */
import request from 'supertest';
import { EDITIONS, LOCALES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

const textOf = (id: number, langNo: number) =>
  db.kysely.selectFrom('category_texts').select(['seo_alias as alias', 'title']).where('category_id', '=', id).where('lang_no', '=', langNo).executeTakeFirstOrThrow();
const aliasOf = async (id: number, langNo: number) => (await textOf(id, langNo)).alias;
const titleOf = async (id: number, langNo: number) => (await textOf(id, langNo)).title;
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('category page in every edition', () => {
  for (const locale of LOCALES) {
    const { langNo } = EDITIONS[locale];
    test(`${locale}: 200 with heading, articles, lang, canonical, localized hreflang and breadcrumb JSON-LD`, async () => {
      const path = pathFor(`Category___${locale}`, { categorySlug: await aliasOf(1523, langNo), categoryId: 1523 });
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<html lang="${locale}">`);
      expect(res.text).toMatch(new RegExp(`<h1>${escapeHtml(await titleOf(1523, langNo)).replace(/[()]/g, '\\$&')}`));
      expect(res.text).toContain('class="card"');
      const head = headOf(res.text);
      expect(head).toContain(`rel="canonical" href="http://127.0.0.1:`);
      expect(head).toMatch(new RegExp(`rel="canonical" href="http://[^"]+${path}"`));
      for (const other of LOCALES) {
        const otherPath = pathFor(`Category___${other}`, { categorySlug: await aliasOf(1523, EDITIONS[other].langNo), categoryId: 1523 });
        expect(head).toContain(`hrefLang="${other}" href="http://127.0.0.1:${res.request.url.split(':')[2]!.split('/')[0]}${otherPath}"`);
      }
      expect(head).toContain('hrefLang="x-default"');
      const ld = [...res.text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.length).toBeGreaterThanOrEqual(2);
      expect(crumbs.itemListElement.at(-1).item).toMatch(/--1523$/);
    });
  }
});

describe('category rules', () => {
  test('a wrong slug for a known id answers 301 to the canonical path, keeping the query', async () => {
    const res = await request(app).get('/Falsch/Alle-Fahrzeuge/--1523?page=2');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/${await aliasOf(1523, 1)}/Alle-Fahrzeuge/--1523?page=2`);
  });
  test('an unknown category id answers 404', async () => {
    const res = await request(app).get('/Nichts/Alle-Fahrzeuge/--999999');
    expect(res.status).toBe(404);
  });
  test('a child category shows the parent title in brackets unless it is the same', async () => {
    const res = await request(app).get(`/${await aliasOf(243, 1)}/Alle-Fahrzeuge/--243`);
    expect(res.text).toContain('<h1>Ölfilter (Motorfilter)</h1>');
  });
  test('paging links keep filters and sort; filter links keep sort and reset the page', async () => {
    const base = `/${await aliasOf(1523, 1)}/Alle-Fahrzeuge/--1523`;
    const res = await request(app).get(`${base}?sort=price_asc&f_delivery_country=DE&page=2`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    const paging = res.text.slice(res.text.indexOf('class="paging"'));
    expect(paging).toContain(`href="${base}?f_delivery_country=DE&amp;sort=price_asc&amp;page=3"`);
    expect(paging).toContain(`href="${base}?f_delivery_country=DE&amp;sort=price_asc"`);
    const brandLink = /href="([^"]*f_brand=\d+[^"]*)"/.exec(res.text)?.[1];
    expect(brandLink).toContain('f_delivery_country=DE');
    expect(brandLink).toContain('sort=price_asc');
    expect(brandLink).not.toContain('page=');
    // The sort form keeps the filter as a hidden field.
    expect(res.text).toContain('<input type="hidden" name="f_delivery_country" value="DE"/>');
  });
  test('prices are in EUR in the edition format', async () => {
    const res = await request(app).get(`/fr-FR/${await aliasOf(1523, 6)}/tout-type-de-vehicule/--1523`);
    expect(res.text).toMatch(/à partir de \d+,\d\d\s€/);
  });
});

describe('vehicle and brand category variants', () => {
  let model: { id: number; seriesSlug: string; pageId: number; pageSlug: string; makerId: number; makerSeo: string };
  let alias: string;
  beforeAll(async () => {
    // The first model fitted by an article of category 1523.
    model = await db.kysely.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('series_pages as p', 'p.id', 'm.series_page_id')
      .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
      .select(['m.id', 's.slug as seriesSlug', 'm.series_page_id as pageId', 'p.slug as pageSlug', 'mf.id as makerId', 'mf.seo_name as makerSeo'])
      .where('m.id', 'in', (eb) => eb.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id').select('f.model_id').where('a.category_id', '=', 1523))
      .orderBy('m.id').limit(1).executeTakeFirstOrThrow();
    alias = await aliasOf(1523, 1);
  });
  test('manufacturer, series and model category pages answer 200 and name the vehicle', async () => {
    for (const path of [
      pathFor('ManufacturerCategory___de-DE', { categorySlug: alias, manufacturerSlug: model.makerSeo, manufacturerId: model.makerId, categoryId: 1523 }),
      pathFor('SeriesCategory___de-DE', { categorySlug: alias, seriesSlug: model.pageSlug, seriesPageId: model.pageId, categoryId: 1523 }),
      pathFor('ModelCategory___de-DE', { categorySlug: alias, seriesSlug: model.seriesSlug, modelId: String(model.id), categoryId: 1523 }),
    ]) {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toMatch(/<h1>Bremsscheibe[^<]* für /);
      expect(res.text).toContain('class="card"');
    }
  });
  test('unknown vehicle ids answer 404, wrong vehicle slugs 301', async () => {
    expect((await request(app).get(`/${alias}/x/3-99999999-1523`)).status).toBe(404);
    expect((await request(app).get(`/${alias}/x/1-99999-1523`)).status).toBe(404);
    const res = await request(app).get(`/${alias}/falsch/3-${model.id}-1523`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/${alias}/${model.seriesSlug}/3-${model.id}-1523`);
  });
  test('brand category page: heading names brand and category; wrong slug 301', async () => {
    const brand = await db.kysely.selectFrom('brands as b').innerJoin('articles as a', 'a.brand_id', 'b.id').select(['b.id', 'b.name', 'b.seo_name as seo'])
      .where('a.category_id', '=', 1523).orderBy('a.id').limit(1).executeTakeFirstOrThrow();
    const path = pathFor('BrandCategory___de-DE', { brandCategorySlug: `${brand.seo.toLowerCase()}-${alias}`, categoryId: 1523, brandId: brand.id });
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`von ${escapeHtml(brand.name)}</h1>`);
    const wrong = await request(app).get(`/falsch/Alle-Fahrzeuge/--1523-${brand.id}`);
    expect(wrong.status).toBe(301);
    expect(wrong.headers.location).toBe(path);
  });
});
