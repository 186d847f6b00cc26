/** Page 2 and later of a listing name the same page of every other edition in their hreflang links. */
import request from 'supertest';
import { EDITIONS, LOCALES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

const aliasOf = (id: number, langNo: number) =>
  (db.prepare('SELECT seo_alias AS alias FROM category_texts WHERE category_id = ? AND lang_no = ?').get(id, langNo) as { alias: string }).alias;
/** The leaf category with the most articles: it has several listing pages. */
const { id: categoryId, n } = db.prepare(`SELECT a.category_id AS id, count(*) AS n FROM articles a JOIN categories c ON c.id = a.category_id
  WHERE c.is_universal = 0 GROUP BY a.category_id ORDER BY n DESC LIMIT 1`).get() as { id: number; n: number };
const { brandId, brandSeo } = db.prepare(`SELECT a.brand_id AS brandId, b.seo_name AS brandSeo, count(*) AS n FROM articles a JOIN brands b ON b.id = a.brand_id
  WHERE a.category_id = ? GROUP BY a.brand_id ORDER BY n DESC LIMIT 1`).get(categoryId) as { brandId: number; brandSeo: string };

const alternatesIn = (html: string) =>
  Object.fromEntries([...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));

test('the listing has a second page', () => {
  expect(n).toBeGreaterThan(20);
});

describe.each(LOCALES)('%s', (locale) => {
  test('page 2 of a category: canonical and every alternate are page 2', async () => {
    const path = pathFor(`Category___${locale}`, { categorySlug: aliasOf(categoryId, EDITIONS[locale].langNo), categoryId });
    const res = await request(app).get(`${path}?page=2`).set('host', 'shop.test').expect(200);
    expect(res.text).toContain(`<link rel="canonical" href="http://shop.test${path}?page=2"`);
    const alternates = alternatesIn(res.text);
    expect(Object.keys(alternates).sort()).toEqual([...LOCALES, 'x-default'].sort());
    for (const other of LOCALES) {
      const otherPath = pathFor(`Category___${other}`, { categorySlug: aliasOf(categoryId, EDITIONS[other].langNo), categoryId });
      expect(alternates[other]).toBe(`http://shop.test${otherPath}?page=2`);
    }
    expect(alternates['x-default']).toBe(alternates['de-DE']);
  });

  test('page 1 names no page; page 3 of a brand in a category names page 3', async () => {
    const first = pathFor(`Category___${locale}`, { categorySlug: aliasOf(categoryId, EDITIONS[locale].langNo), categoryId });
    for (const href of Object.values(alternatesIn((await request(app).get(first).expect(200)).text))) expect(href).not.toContain('page=');
    const brandPath = pathFor(`BrandCategory___${locale}`, { brandCategorySlug: `${brandSeo.toLowerCase()}-${aliasOf(categoryId, EDITIONS[locale].langNo)}`, categoryId, brandId });
    const res = await request(app).get(`${brandPath}?page=3`).expect(200);
    const alternates = alternatesIn(res.text);
    expect(Object.keys(alternates).length).toBe(LOCALES.length + 1);
    for (const href of Object.values(alternates)) expect(new URL(href).searchParams.get('page')).toBe('3');
  });
});
