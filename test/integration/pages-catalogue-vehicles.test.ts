/**
 * @backends sqlite: web tier, the vehicle pages' HTML in every edition.
 */
import request from 'supertest';
import { LOCALES } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });
let model: {
  id: number; fullName: string; seriesSlug: string; pageId: number; pageSlug: string; pageName: string; makerId: number; makerName: string; makerSeo: string; kbaId: number;
};
beforeAll(async () => {
  // The first model with a KBA number, and its first KBA number.
  model = await db.kysely.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('series_pages as p', 'p.id', 'm.series_page_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .select((eb) => ['m.id', 'm.full_name as fullName', 's.slug as seriesSlug', 'p.id as pageId', 'p.slug as pageSlug', 'p.name as pageName',
      'mf.id as makerId', 'mf.name as makerName', 'mf.seo_name as makerSeo',
      eb.selectFrom('kba').select('kba.id').whereRef('kba.model_id', '=', 'm.id').orderBy('kba.id').limit(1).as('kbaId')])
    .where((eb) => eb.exists(eb.selectFrom('kba').select('kba.id').whereRef('kba.model_id', '=', 'm.id')))
    .orderBy('m.id').limit(1).executeTakeFirstOrThrow() as typeof model;
});
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

describe('vehicle pages in every edition', () => {
  for (const locale of LOCALES) {
    test(`${locale}: all vehicles, manufacturer, series and model answer 200 with lang, canonical and links one level down`, async () => {
      const all = await request(app).get(pathFor(`AllVehicles___${locale}`, {}));
      expect(all.status).toBe(200);
      expect(all.text).toContain(`<html lang="${locale}">`);
      const makerPath = pathFor(`Manufacturer___${locale}`, { manufacturerSlug: model.makerSeo, manufacturerId: model.makerId });
      expect(all.text).toContain(`href="${makerPath}"`);

      const maker = await request(app).get(makerPath);
      expect(maker.status).toBe(200);
      expect(maker.text).toContain(esc(model.makerName));
      expect(maker.text).toMatch(new RegExp(`rel="canonical" href="http://[^"]+${makerPath}"`));
      expect(maker.text).toContain(`/2-${model.pageId}-"`);

      const seriesPath = pathFor(`Series___${locale}`, { seriesSlug: model.pageSlug, seriesPageId: model.pageId });
      const series = await request(app).get(seriesPath);
      expect(series.status).toBe(200);
      expect(series.text).toContain(`href="${pathFor(`Model___${locale}`, { seriesSlug: model.seriesSlug, modelId: String(model.id) })}"`);

      const modelPath = pathFor(`Model___${locale}`, { seriesSlug: model.seriesSlug, modelId: String(model.id) });
      const page = await request(app).get(modelPath);
      expect(page.status).toBe(200);
      expect(page.text).toContain(esc(model.fullName));
      expect(page.text).toMatch(new RegExp(`href="[^"]+/${model.seriesSlug}/3-${model.id}-\\d+"`));
    });
  }
  test('kbaTypeId is shown on the model page and kept in its category links', async () => {
    const kba = await db.kysely.selectFrom('kba').select(['hsn', 'tsn']).where('id', '=', model.kbaId).executeTakeFirstOrThrow();
    const res = await request(app).get(`/Ersatzteile/${model.seriesSlug}/3-${model.id}-?kbaTypeId=${model.kbaId}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`HSN/TSN ${kba.hsn}/${kba.tsn}`);
    expect(res.text).toMatch(new RegExp(`/3-${model.id}-\\d+\\?kbaTypeId=${model.kbaId}"`));
  });
  test('unknown ids answer 404, wrong slugs 301', async () => {
    expect((await request(app).get('/Ersatzteile/x/1-99999-')).status).toBe(404);
    expect((await request(app).get('/Ersatzteile/x/2-99999999-')).status).toBe(404);
    expect((await request(app).get('/Ersatzteile/x/3-99999999-')).status).toBe(404);
    const res = await request(app).get(`/Ersatzteile/falsch/2-${model.pageId}-`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/Ersatzteile/${model.pageSlug}/2-${model.pageId}-`);
  });
});
