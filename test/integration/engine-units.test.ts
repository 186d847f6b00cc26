/**
 * Engine data in each edition's units and number format, wherever the server shows it: the no-JS
 * model dropdown, the model page's facts, the header's vehicle and the series page's model list.
 * PS in German, ch in French, CV in Italian and Spanish, pk in Dutch; kW everywhere; ccm in German,
 * cm³ elsewhere; numbers grouped as the edition's locale does (Intl).
 * @backends sqlite: web tier, engine data in each edition's units and number format on the pages.
 */
import request from 'supertest';
import { COOKIES, LOCALES, type Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });
const HOST = 'shop.test';

// A model of four-digit displacement (where number formats differ) that its series lists.
let model: { id: number; name: string; ps: number; kw: number; ccm: number; seriesId: number; makerId: number; seriesSlug: string; pageId: number; pageSlug: string };

beforeAll(async () => {
  model = (await db.kysely
    .selectFrom('models as m')
    .innerJoin('series as s', 's.id', 'm.series_id')
    .innerJoin('series_pages as p', 'p.id', 'm.series_page_id')
    .select(['m.id', 'm.name', 'm.ps', 'm.kw', 'm.ccm', 'm.series_id as seriesId', 'm.manufacturer_id as makerId', 's.slug as seriesSlug', 'm.series_page_id as pageId', 'p.slug as pageSlug'])
    .where('m.ccm', '>=', 1000)
    .orderBy('m.popularity', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()) as typeof model;
});

const UNITS: Record<Locale, { power: string; displacement: string }> = {
  'de-DE': { power: 'PS', displacement: 'ccm' },
  'de-AT': { power: 'PS', displacement: 'ccm' },
  'fr-FR': { power: 'ch', displacement: 'cm³' },
  'it-IT': { power: 'CV', displacement: 'cm³' },
  'es-ES': { power: 'CV', displacement: 'cm³' },
  'nl-NL': { power: 'pk', displacement: 'cm³' },
};
const n = (locale: Locale, value: number) => new Intl.NumberFormat(locale).format(value);
const power = (locale: Locale) => `${n(locale, model.ps)} ${UNITS[locale].power} / ${n(locale, model.kw)} kW`;
const engine = (locale: Locale) => `${power(locale)}, ${n(locale, model.ccm)} ${UNITS[locale].displacement}`;
const FOREIGN_UNITS = /\b(PS|ch|CV|pk)\b|ccm|cm³/g;

for (const locale of LOCALES) {
  describe(locale, () => {
    test('the no-JS model dropdown names power, kW and displacement in the edition\'s units and number format', async () => {
      const home = await request(app).get(pathFor(`Home___${locale}`, {}, { query: { manufacturerId: String(model.makerId), seriesId: String(model.seriesId) } })).set('host', HOST);
      expect(home.status).toBe(200);
      // Within the model dropdown: a manufacturer or series may carry the same id.
      const models = /<select[^>]*name="modelId"[\s\S]*?<\/select>/.exec(home.text)?.[0] ?? '';
      const option = new RegExp(`<option value="${model.id}">([^<]+)</option>`).exec(models)?.[1];
      expect(option).toBeDefined();
      expect(option).toContain(engine(locale));
      // No other edition's unit slipped in.
      expect(new Set(option!.match(FOREIGN_UNITS))).toEqual(new Set([UNITS[locale].power, UNITS[locale].displacement]));
    });

    test('the model page, the series page and the header name the engine the same way', async () => {
      const path = pathFor(`Model___${locale}`, { seriesSlug: model.seriesSlug, modelId: String(model.id) });
      const page = await request(app).get(path).set('host', HOST);
      expect(page.status).toBe(200);
      const facts = /<ul class="facts"><li>([^<]+)<\/li>/.exec(page.text)?.[1];
      expect(facts).toContain(engine(locale));
      const series = await request(app).get(pathFor(`Series___${locale}`, { seriesSlug: model.pageSlug, seriesPageId: model.pageId })).set('host', HOST);
      expect(series.text).toContain(engine(locale));
      const home = await request(app).get(pathFor(`Home___${locale}`, {})).set('host', HOST).set('cookie', `${COOKIES.vehicle}=${model.id}`);
      // The name's chassis codes sit in a span of their own (a phone's header leaves them to screen readers).
      const name = /<span class="vehicle-box-name">(.+?)<\/a>/.exec(home.text)?.[1]?.replace(/<[^>]*>/g, '');
      expect(name).toContain(`(${power(locale)})`);
    });
  });
}
