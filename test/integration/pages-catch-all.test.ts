/**
 * @backends sqlite: web tier, the catch-all catalogue page's answers.
 */
import request from 'supertest';
import { EDITIONS } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

const aliasOf = async (id: number, langNo: number) =>
  (await db.kysely.selectFrom('category_texts').select('seo_alias as alias').where('category_id', '=', id).where('lang_no', '=', langNo).executeTakeFirstOrThrow()).alias;
let universal: { id: number };
beforeAll(async () => {
  universal = await db.kysely.selectFrom('categories').select('id').where('is_universal', '=', 1).where('level', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
});

describe('catch-all catalogue page', () => {
  for (const locale of ['de-DE', 'fr-FR', 'nl-NL', 'es-ES'] as const) {
    const { langNo, prefix } = EDITIONS[locale];
    test(`${locale}: a category alias in the edition's language answers 301 to its category page`, async () => {
      const alias = await aliasOf(1523, langNo);
      const res = await request(app).get(`${prefix}/${encodeURIComponent(alias)}`);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(pathFor(`Category___${locale}`, { categorySlug: alias, categoryId: 1523 }));
      const page = await request(app).get(res.headers.location as string);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<html lang="${locale}">`);
    });
  }

  test('the alias is matched without regard to case', async () => {
    const res = await request(app).get(`/${(await aliasOf(243, 1)).toLowerCase()}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(pathFor('Category___de-DE', { categorySlug: await aliasOf(243, 1), categoryId: 243 }));
  });

  test('a universal category goes to its universal page', async () => {
    const alias = await aliasOf(universal.id, 6);
    const res = await request(app).get(`/fr-FR/${encodeURIComponent(alias)}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(pathFor('UniversalCategory___fr-FR', { categorySlug: alias, categoryId: universal.id }));
  });

  test('another edition\'s alias, unknown words and deeper paths answer 404 with the error page', async () => {
    const german = await aliasOf(1523, 1);
    const french = await aliasOf(1523, 6);
    expect(german).not.toBe(french);
    expect((await request(app).get(`/fr-FR/${encodeURIComponent(german)}`)).status).toBe(404);
    const unknown = await request(app).get('/nl-NL/bestaat-niet');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<html lang="nl-NL">');
    expect(unknown.text).toContain('<meta name="robots" content="noindex"/>');
    expect((await request(app).get(`/${encodeURIComponent(german)}/etwas/mehr`)).status).toBe(404);
  });
});
