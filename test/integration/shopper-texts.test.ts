/**
 * Small wording defects a shopper reads on the shop and category pages: the year a shop was
 * founded is not the year it joined Spareo; the Spanish edition speaks with "usted" and never pairs
 * a feminine part ("Pastillas de freno") with a masculine adjective; French puts a no-break space
 * before a colon.
 * @backends sqlite: web tier, the words on the shop and category pages.
 */
import request from 'supertest';
import type { Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

const decode = (html: string) => html.replace(/&#x27;/g, '\'').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

test('a shop page names the founding year as such, not as the year the shop came to Spareo', async () => {
  const shop = await db.kysely.selectFrom('shops').select(['slug', 'founded_year']).where('founded_year', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const expected: Partial<Record<Locale, string>> = { 'de-DE': 'Gegründet', 'es-ES': 'Fundada en', 'fr-FR': 'Fondée en', 'it-IT': 'Fondato nel', 'nl-NL': 'Opgericht in' };
  for (const [locale, words] of Object.entries(expected) as [Locale, string][]) {
    const res = await request(app).get(pathFor(`Shop___${locale}`, { shopName: shop.slug }));
    expect(res.status).toBe(200);
    expect(res.text).toContain(`${words} ${shop.founded_year}`);
    expect(res.text).not.toMatch(/Auf Spareo seit|En Spareo desde|Sur Spareo depuis|Su Spareo dal|Op Spareo sinds/);
  }
});

test('es-ES category page: no "baratos" after a feminine part, no "tu vehículo"; fr-FR: "pas cher" before a no-break space and colon', async () => {
  const es = decode((await request(app).get(pathFor('Category___es-ES', { categorySlug: 'x', categoryId: 1523 })).redirects(2)).text);
  expect(es).not.toMatch(/tu vehículo/);
  expect(es).toMatch(/compatibles con su vehículo/);
  const texts = await db.kysely.selectFrom('category_texts').select(['lang_no', 'title', 'seo_text']).where('lang_no', 'in', [6, 8]).execute();
  const pads = texts.filter((row) => row.lang_no === 8 && /^Pastillas de freno/.test(row.title));
  expect(pads.length).toBeGreaterThan(0);
  for (const row of texts.filter((r) => r.lang_no === 8)) {
    expect(row.seo_text).not.toMatch(/\bbaratos\b|\btu vehículo\b|\bcompara\b/);
  }
  for (const row of texts.filter((r) => r.lang_no === 6)) {
    expect(row.seo_text).not.toMatch(/ :/);
    expect(row.seo_text).toContain('pas cher\u00a0:');
  }
});
