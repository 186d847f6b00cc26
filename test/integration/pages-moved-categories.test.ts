/**
 * Front and rear are a fitting position, not categories: the pages of the demo's former axle leaves
 * ("Bremsbeläge Vorderachse", once in the sitemap) answer 301 to their kind's category with the
 * fitting-position filter chosen, in every edition and under a vehicle, and the sitemap lists only
 * live categories. The table of moved ids is held to the ids the seed keeps reserved. An article
 * page states its pads' axle as their fitting position.
 * @backends sqlite: web tier, the former axle categories' redirects.
 */
import request from 'supertest';
import { EDITIONS, LOCALES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { movedCategory, movedCategoryIds } from '../../server/web/pages/catalogue/moved-categories';
import { retiredAxleLeaves } from '../../server/marketplace/seed/categories';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

const aliasOf = async (id: number, langNo: number) =>
  (await db.kysely.selectFrom('category_texts').select('seo_alias').where('category_id', '=', id).where('lang_no', '=', langNo).executeTakeFirstOrThrow()).seo_alias;
const pads = async () => (await db.kysely.selectFrom('category_texts').select('category_id').where('lang_no', '=', 1).where('title', '=', 'Bremsbeläge').executeTakeFirstOrThrow()).category_id;

describe('the moved axle leaves', () => {
  test('are the ids the seed keeps reserved, each with its kind and axle, and none is a category any more', async () => {
    const retired = retiredAxleLeaves();
    expect(movedCategoryIds().sort((a, b) => a - b)).toEqual(retired.map((r) => r.id).sort((a, b) => a - b));
    for (const r of retired) expect(movedCategory(r.id)).toEqual({ categoryId: r.categoryId, filter: { key: 'fitting_position', value: r.position } });
    const live = await db.kysely.selectFrom('categories').select('id').where('id', 'in', movedCategoryIds()).execute();
    expect(live).toEqual([]);
    const byAxle = await db.kysely.selectFrom('category_texts').select('title').where('title', 'like', '%achse').execute();
    expect(byAxle.filter((r) => / (Vorderachse|Hinterachse)$/.test(r.title))).toEqual([]);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the former front-axle pads page answers 301 to the pads with the fitting position chosen, keeping the query`, async () => {
      const { langNo } = EDITIONS[locale];
      const padsId = await pads();
      const front = movedCategoryIds().find((id) => movedCategory(id)!.categoryId === padsId && movedCategory(id)!.filter.value === 'front')!;
      const old = pathFor(`Category___${locale}`, { categorySlug: 'Bremsbelaege-Vorderachse', categoryId: front });
      const res = await request(app).get(`${old}?sort=price_asc`);
      expect(res.status).toBe(301);
      const target = pathFor(`Category___${locale}`, { categorySlug: await aliasOf(padsId, langNo), categoryId: padsId });
      expect(res.headers.location).toBe(`${target}?f_fitting_position=front&sort=price_asc`);
      const page = await request(app).get(res.headers.location!);
      expect(page.status).toBe(200);
      // The filter is chosen: the front value checked, the rear one not.
      expect(page.text).toMatch(/<input[^>]*name="f_fitting_position"(?=[^>]*checked="")[^>]*value="front"/);
      expect(page.text).not.toMatch(/<input[^>]*name="f_fitting_position"(?=[^>]*checked="")[^>]*value="rear"/);
    });
  }

  test('a rear-axle page under a vehicle keeps the vehicle', async () => {
    const padsId = await pads();
    const rear = movedCategoryIds().find((id) => movedCategory(id)!.categoryId === padsId && movedCategory(id)!.filter.value === 'rear')!;
    const model = await db.kysely.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').select(['m.id', 's.slug'])
      .where('m.id', 'in', (eb) => eb.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id').select('f.model_id').where('a.category_id', '=', padsId))
      .orderBy('m.id').limit(1).executeTakeFirstOrThrow();
    const res = await request(app).get(pathFor('ModelCategory___de-DE', { categorySlug: 'Bremsbelaege-Hinterachse', seriesSlug: model.slug, modelId: String(model.id), categoryId: rear }));
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${pathFor('ModelCategory___de-DE', { categorySlug: await aliasOf(padsId, 1), seriesSlug: model.slug, modelId: String(model.id), categoryId: padsId })}?f_fitting_position=rear`);
  });

  test('a front and a rear pad state their fitting position on the article page, in de-DE and fr-FR', async () => {
    const padsId = await pads();
    const rows = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id').select(['a.criteria', 'a.norm_number', 'b.seo_name'])
      .where('a.category_id', '=', padsId).orderBy('a.id').execute();
    const WORDS = { 'de-DE': ['Einbauposition', { front: 'Vorderachse', rear: 'Hinterachse' }], 'fr-FR': ['Position de montage', { front: 'Essieu avant', rear: 'Essieu arrière' }] } as const;
    for (const position of ['front', 'rear'] as const) {
      const row = rows.find((r) => (r.criteria ?? '').includes(`"key":"fitting_position","value":"${position}"`))!;
      for (const locale of ['de-DE', 'fr-FR'] as const) {
        const res = await request(app).get(pathFor(`Article___${locale}`, { brandName: row.seo_name, normNumber: row.norm_number }));
        expect(res.status).toBe(200);
        const [label, values] = WORDS[locale];
        expect(res.text).toContain(`<dt>${label}</dt><dd>${values[position]}</dd>`);
      }
    }
  });

  test('the sitemap lists the pads and none of the moved pages', async () => {
    const padsId = await pads();
    const first = (await request(app).get('/sitemap-de-DE-1.xml')).text;
    expect(first).toContain(`/${await aliasOf(padsId, 1)}/Alle-Fahrzeuge/--${padsId}</loc>`);
    for (const id of movedCategoryIds()) expect(first).not.toMatch(new RegExp(`--${id}</loc>`));
    expect(first).not.toMatch(/Vorderachse|Hinterachse/);
  });

  test('an id that never was a category still answers 404', async () => {
    expect((await request(app).get('/Nichts/Alle-Fahrzeuge/--999999')).status).toBe(404);
  });
});
