/**
 * Page 2 and later of a listing name the same page of every other edition in their hreflang links.
 * @backends sqlite: web tier, the hreflang links of paged listings.
 */
import request from 'supertest';
import { EDITIONS, LOCALES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

/** The leaf category with the most articles (it has several listing pages), its biggest brand and its aliases. */
let categoryId: number;
let n: number;
let brandId: number;
let brandSeo: string;
const aliases = new Map<string, string>();
const aliasOf = (id: number, langNo: number) => aliases.get(`${id}:${langNo}`)!;
beforeAll(async () => {
  const biggest = await db.kysely
    .selectFrom('articles as a')
    .innerJoin('categories as c', 'c.id', 'a.category_id')
    .select((eb) => ['a.category_id as id', eb.fn.countAll<number>().as('n')])
    .where('c.is_universal', '=', 0)
    .groupBy('a.category_id')
    .orderBy('n', 'desc')
    .orderBy('a.category_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  categoryId = biggest.id;
  n = Number(biggest.n);
  const brand = await db.kysely
    .selectFrom('articles as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select((eb) => ['a.brand_id as brandId', 'b.seo_name as brandSeo', eb.fn.countAll<number>().as('n')])
    .where('a.category_id', '=', categoryId)
    .groupBy(['a.brand_id', 'b.seo_name'])
    .orderBy('n', 'desc')
    .orderBy('a.brand_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  ({ brandId, brandSeo } = brand);
  for (const text of await db.kysely.selectFrom('category_texts').select(['category_id', 'lang_no', 'seo_alias']).where('category_id', '=', categoryId).execute()) {
    aliases.set(`${text.category_id}:${text.lang_no}`, text.seo_alias);
  }
});

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
