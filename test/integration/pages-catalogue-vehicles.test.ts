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

describe("a model's page offers the categories with parts for it", () => {
  // Its marketplace's GET /fitment/categories fails: the page offers every category, as before.
  const failing = createTestApp({ db, transport: (inner) => async (req, signal) => (req.path === '/fitment/categories' ? { status: 503, body: null } : inner(req, signal)) });
  let groups: Map<string, number>;
  const byNumber = (a: number, b: number) => a - b;
  const modelNamed = (fullName: string) => db.kysely.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id')
    .select(['m.id', 's.slug']).where('m.full_name', '=', fullName).orderBy('m.id').executeTakeFirstOrThrow();
  const fitsIn = async (modelId: number, groupId: number) => (await db.kysely.selectFrom('fitment_listing as fl').innerJoin('categories as c', 'c.id', 'fl.category_id')
    .select('fl.article_id').where('fl.model_id', '=', modelId).where('c.parent_id', '=', groupId).executeTakeFirst()) !== undefined;
  /** The group tiles of the page's own content (the navigation overlay names every category on every page). */
  const tiles = (html: string) => {
    const content = html.slice(html.indexOf('<article class="catalogue vehicle-page">'));
    return new Set([...content.slice(0, content.indexOf('</article>')).matchAll(/href="[^"]*-(\d+)(?:\?[^"]*)?"/g)].map((m) => Number(m[1])));
  };
  beforeAll(async () => {
    const rows = await db.kysely.selectFrom('categories as c').innerJoin('category_texts as t', (join) => join.onRef('t.category_id', '=', 'c.id').on('t.lang_no', '=', 1))
      .select(['c.id', 't.title']).where('c.level', '=', 2).execute();
    groups = new Map(rows.map((row) => [row.title, row.id]));
  });

  test('a Golf VII GTD (discs all round) has no drum brake tile, an e-Golf no ignition tile, and both keep the oils', async () => {
    const drums = groups.get('Trommelbremse')!;
    const ignition = groups.get('Zündanlage')!;
    const discs = groups.get('Scheibenbremse')!;
    const oils = groups.get('Öle')!;
    const gtd = await modelNamed('VW Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) 2.0 TDI GTD');
    const eGolf = await modelNamed('VW Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) e-Golf');
    // What the catalogue says of these cars; the page must follow it.
    expect([await fitsIn(gtd.id, drums), await fitsIn(gtd.id, discs), await fitsIn(eGolf.id, ignition), await fitsIn(eGolf.id, discs)]).toEqual([false, true, false, true]);

    for (const locale of ['de-DE', 'fr-FR'] as const) {
      const gtdTiles = tiles((await request(app).get(pathFor(`Model___${locale}`, { seriesSlug: gtd.slug, modelId: String(gtd.id) })).expect(200)).text);
      expect([gtdTiles.has(drums), gtdTiles.has(discs), gtdTiles.has(oils)]).toEqual([false, true, true]);
      const eGolfTiles = tiles((await request(app).get(pathFor(`Model___${locale}`, { seriesSlug: eGolf.slug, modelId: String(eGolf.id) })).expect(200)).text);
      expect([eGolfTiles.has(ignition), eGolfTiles.has(discs), eGolfTiles.has(oils)]).toEqual([false, true, true]);
    }
  });

  test('every tile has parts for the car or is universal, and a section left empty is dropped', async () => {
    const gtd = await modelNamed('VW Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) 2.0 TDI GTD');
    const page = (await request(app).get(`/Ersatzteile/${gtd.slug}/3-${gtd.id}-`).expect(200)).text;
    const universal = new Set((await db.kysely.selectFrom('categories').select('id').where('is_universal', '=', 1).where('level', '=', 2).execute()).map((row) => row.id));
    const shown = [...tiles(page)];
    for (const id of shown) expect({ id, fits: universal.has(id) || await fitsIn(gtd.id, id) }).toEqual({ id, fits: true });
    expect(shown.filter((id) => universal.has(id)).sort(byNumber)).toEqual([...universal].sort(byNumber));
    // A section stays while one of its groups has parts for the car, and only then.
    const sections = [...page.matchAll(/id="category-(\d+)"/g)].map((m) => Number(m[1]));
    const roots = await db.kysely.selectFrom('categories').select(['id', 'is_universal']).where('level', '=', 1).execute();
    const rootsWithParts = [];
    for (const root of roots) {
      const children = await db.kysely.selectFrom('categories').select('id').where('parent_id', '=', root.id).execute();
      let any = root.is_universal === 1;
      for (const child of children) any ||= await fitsIn(gtd.id, child.id);
      if (any) rootsWithParts.push(root.id);
    }
    expect(sections.sort(byNumber)).toEqual(rootsWithParts.sort(byNumber));
    expect(rootsWithParts.length).toBeLessThan(roots.length);
  });

  test('when the marketplace cannot say which categories have parts, the page offers them all', async () => {
    const gtd = await modelNamed('VW Golf VII (5G1, BQ1, BE1, BE2, BA5, BV5) 2.0 TDI GTD');
    const shown = tiles((await request(failing.app).get(`/Ersatzteile/${gtd.slug}/3-${gtd.id}-`).expect(200)).text);
    const all = await db.kysely.selectFrom('categories').select('id').where('level', '=', 2).execute();
    expect([...shown].sort(byNumber)).toEqual(all.map((row) => row.id).sort(byNumber));
  });
});
