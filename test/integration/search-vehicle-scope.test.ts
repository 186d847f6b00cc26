/**
 * Which vehicle a search is for, as a shopper with a chosen vehicle meets it without JavaScript:
 * the address alone narrows (the header's form adds the vehicle; a shared or bookmarked address
 * without one shows every vehicle's parts, each saying whether it fits, and offers the shopper's
 * vehicle); a narrowed search names its vehicle and offers every vehicle; the links to corrected
 * terms keep the vehicle; a vehicle in the term speaks for itself.
 */
import request from 'supertest';
import { COOKIES } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });
const t = translatorFor(createI18n(), 'de-DE');
const HOST = 'shop.test';
const TERM = 'Bremsscheiben';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const searchPath = (query: Record<string, string>) => pathFor('FulltextSearch___de-DE', {}, { query });
const page = (path: string, modelId?: number) => {
  const call = request(app).get(path).set('host', HOST);
  return modelId === undefined ? call : call.set('cookie', `${COOKIES.vehicle}=${modelId}`);
};
/** The line that says which vehicles the results are for, with its link. */
const scopeLine = (html: string) => /<p class="search-vehicle search-scope">([\s\S]*?)<\/p>/.exec(html)?.[1];
const scopeHref = (html: string) => /href="([^"]+)"/.exec(scopeLine(html) ?? '')?.[1]?.replace(/&amp;/g, '&');
const resultCount = async (query: Record<string, string>) =>
  Number((await request(app).get(`/api/Volltextsuche/${encodeURIComponent(TERM)}`).query(query).set('host', HOST)).body.resultCount);

/** A model some brake discs fit, but fewer than all of them. */
let model: { id: number; name: string };

beforeAll(async () => {
  const k = db.kysely;
  const best = await k.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id')
    .select((eb) => ['f.model_id as id', eb.fn.countAll().as('n')]).where('a.category_id', '=', 1523)
    .groupBy('f.model_id').orderBy('n', 'desc').orderBy('f.model_id').limit(1).executeTakeFirstOrThrow();
  const row = await k.selectFrom('models as m').innerJoin('manufacturers as v', 'v.id', 'm.manufacturer_id')
    .select(['m.id', 'm.full_name as fullName', 'v.name as make']).where('m.id', '=', best.id).executeTakeFirstOrThrow();
  model = { id: row.id, name: row.fullName.startsWith(row.make) ? row.fullName : `${row.make} ${row.fullName}` };
  expect(await resultCount({ modelId: String(model.id) })).toBeLessThan(await resultCount({}));
});

test('an address without a vehicle is not narrowed by the chosen one: every vehicle, each part saying whether it fits, and the chosen vehicle offered', async () => {
  const res = await page(searchPath({ q: TERM }), model.id);
  expect(res.status).toBe(200);
  const anonymous = await page(searchPath({ q: TERM }));
  const cardIds = (html: string) => [...html.matchAll(/<li class="card">[\s\S]*?href="([^"]+)"/g)].map((m) => m[1]!.split('?')[0]);
  expect(cardIds(res.text)).toEqual(cardIds(anonymous.text));
  expect(res.text).toContain(esc(t('fitment.notKnownToFit', { vehicle: model.name })));
  expect(scopeLine(res.text)).toContain(esc(t('search.everyVehicleNow')));
  expect(scopeLine(res.text)).toContain(esc(t('search.onlyYours', { vehicle: model.name })));
  const narrowed = new URL(scopeHref(res.text)!, 'http://x').searchParams;
  expect(Object.fromEntries(narrowed)).toEqual({ q: TERM, modelId: String(model.id) });
  // Without a chosen vehicle there is nothing to offer.
  expect(scopeLine(anonymous.text)).toBeUndefined();
});

test('a search narrowed by its address names the vehicle, every part fits it, and every vehicle is one link away', async () => {
  const res = await page(searchPath({ q: TERM, modelId: String(model.id) }), model.id);
  expect(res.status).toBe(200);
  expect(scopeLine(res.text)).toContain(esc(t('search.onlyFor', { vehicle: model.name })));
  expect(res.text).toContain(esc(t('fitment.fits', { vehicle: model.name })));
  expect(res.text).not.toContain(esc(t('fitment.notKnownToFit', { vehicle: model.name })));
  expect(Object.fromEntries(new URL(scopeHref(res.text)!, 'http://x').searchParams)).toEqual({ q: TERM });
  // The same without the cookie (a shared address): still narrowed, and named.
  const shared = await page(searchPath({ q: TERM, modelId: String(model.id) }));
  expect(scopeLine(shared.text)).toContain(esc(t('search.onlyFor', { vehicle: model.name })));
});

test('"showing results for" and "search instead for" keep the vehicle the address narrows to', async () => {
  const res = await page(searchPath({ q: 'bremscheibe', modelId: String(model.id) }), model.id);
  const line = /<p class="search-correction">([\s\S]*?)<\/p>/.exec(res.text)?.[1] ?? '';
  const links = [...line.matchAll(/href="([^"]+)"/g)].map((m) => Object.fromEntries(new URL(m[1]!.replace(/&amp;/g, '&'), 'http://x').searchParams));
  expect(links).toEqual([{ q: 'bremsscheiben', modelId: String(model.id) }, { q: 'bremscheibe', exact: '1', modelId: String(model.id) }]);
});

test('a vehicle named in the term speaks for itself: no second line about vehicles', async () => {
  const res = await page(searchPath({ q: 'Golf Bremsscheiben' }), model.id);
  expect(res.status).toBe(200);
  expect(res.text).toContain('class="search-vehicle"');
  expect(scopeLine(res.text)).toBeUndefined();
});
