/**
 * Home and the site pages in every edition: vehicle selection without JS, lookups, banners, SEO.
 * @backends sqlite: web tier, home and the site pages in every edition.
 */
import request from 'supertest';
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { matchRoute, pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });
const i18n = createI18n();
const t = (locale: Locale) => translatorFor(i18n, locale);
const home = (locale: Locale) => pathFor(`Home___${locale}`, {}) || '/';
const routeOf = (location: string, locale: Locale) => {
  const prefix = EDITIONS[locale].prefix;
  return matchRoute(location.slice(prefix.length).split('?')[0] || '/', locale);
};
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe.each(LOCALES)('%s home', (locale) => {
  let html = '';
  beforeAll(async () => {
    const res = await request(app).get(home(locale)).set('cookie', `spareo_locale=${locale}`);
    expect(res.status).toBe(200);
    html = res.text;
  });

  test('lang, heading, 80 % claim, canonical and hreflang', () => {
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`<h1>${t(locale)('home.heading')}</h1>`);
    expect(t(locale)('home.claim')).toMatch(/80/);
    expect(html).toContain(t(locale)('home.claim').replace(/'/g, '&#x27;'));
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+"/);
    for (const other of LOCALES) expect(html).toContain(`hrefLang="${other}"`);
    expect(html).toContain('hrefLang="x-default"');
  });

  test('JSON-LD Organization with AggregateRating', () => {
    const org = jsonLd(html).find((entry) => entry['@type'] === 'Organization');
    expect(org).toMatchObject({ '@context': 'https://schema.org', name: expect.any(String), url: expect.stringMatching(/^http/) });
    expect(org.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 });
    expect(org.aggregateRating.ratingValue).toBeGreaterThan(0);
    expect(org.aggregateRating.reviewCount).toBeGreaterThan(0);
  });

  test('banners link the localized Category pages 243, 1523, 1312', () => {
    for (const id of [243, 1523, 1312]) {
      const href = new RegExp(`class="banner banner-${id}"><a href="([^"]+)"`).exec(html)?.[1];
      expect(href).toBeDefined();
      const route = routeOf(href!, locale);
      expect(route).toMatchObject({ page: 'Category', params: { categoryId: id } });
    }
  });

  test("the edition's top manufacturers link their Manufacturer pages", () => {
    const section = html.slice(html.indexOf('id="top-manufacturers-heading"'));
    const ids = [...section.matchAll(/href="[^"]*\/1-(\d+)-"/g)].map((m) => Number(m[1]));
    expect(ids.slice(0, 3)).toEqual(EDITIONS[locale].topManufacturerIds.slice(0, 3));
  });

  test('HSN/TSN form only in de-DE, plate form only in fr-FR', () => {
    expect(html.includes('name="hsn"')).toBe(locale === 'de-DE');
    expect(html.includes('name="tsn"')).toBe(locale === 'de-DE');
    expect(html.includes('name="plate"')).toBe(locale === 'fr-FR');
  });

  test('no German words leak into other editions', () => {
    if (EDITIONS[locale].language === 'de') return;
    const body = html.slice(html.indexOf('<body'));
    for (const word of ['Warenkorb', 'Hersteller', 'Bewertungen', 'Fahrzeug wählen', 'Suchen']) expect(body).not.toContain(`>${word}<`);
  });
});

describe('vehicle selection without JavaScript', () => {
  const someModel = () => db.kysely.selectFrom('models as m').select(['m.id as modelId', 'm.series_id as seriesId', 'm.manufacturer_id as manufacturerId'])
    .orderBy('m.popularity', 'desc').orderBy('m.id').limit(1).executeTakeFirstOrThrow();

  test('manufacturer -> series dropdown -> model dropdown -> Model page', async () => {
    const { modelId, seriesId, manufacturerId } = await someModel();
    const step1 = await request(app).get(`/?manufacturerId=${manufacturerId}`);
    expect(step1.text).toContain('name="seriesId"');
    expect(step1.text).not.toContain('name="modelId"');
    const step2 = await request(app).get(`/?manufacturerId=${manufacturerId}&seriesId=${seriesId}`);
    expect(step2.text).toContain('name="modelId"');
    expect(step2.text).toContain(`value="${modelId}"`);
    const step3 = await request(app).get(`/es-ES?manufacturerId=${manufacturerId}&seriesId=${seriesId}&modelId=${modelId}`);
    expect(step3.status).toBe(302);
    expect(routeOf(step3.headers.location!, 'es-ES')).toMatchObject({ page: 'Model', params: { modelId: String(modelId) } });
  });

  test('invalid ids are ignored, not a 500', async () => {
    const res = await request(app).get('/?manufacturerId=abc&seriesId=%27&modelId=..');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('name="seriesId"');
  });
});

describe('HSN/TSN (de-DE) and licence plate (fr-FR)', () => {
  /** An HSN/TSN pair whose number of models compares to 1 as asked. */
  const pair = (compared: '=' | '>') => db.kysely.selectFrom('kba').select(['hsn', 'tsn']).groupBy(['hsn', 'tsn'])
    .having((eb) => eb.fn.count('model_id').distinct(), compared, 1).orderBy('hsn').orderBy('tsn').limit(1).executeTakeFirst();

  test('one match goes to the Model page', async () => {
    const one = (await pair('='))!;
    const res = await request(app).get(`/?hsn=${one.hsn}&tsn=${one.tsn}`);
    expect(res.status).toBe(302);
    expect(routeOf(res.headers.location!, 'de-DE')?.page).toBe('Model');
  });

  test('several matches are listed with kW/PS', async () => {
    const several = await pair('>');
    if (!several) throw new Error('the seed must hold an HSN/TSN pair for several models');
    const res = await request(app).get(`/?hsn=${several.hsn}&tsn=${several.tsn}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('class="lookup-matches"');
    expect(res.text).toMatch(/\d+ kW \/ \d+ PS/);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  test('several matches of a pair the register names only by its model say so in the register\'s words', async () => {
    const named = await db.kysely.selectFrom('kba as k').innerJoin('kba_register as r', (join) => join.onRef('r.hsn', '=', 'k.hsn').onRef('r.tsn', '=', 'k.tsn'))
      .select(['k.hsn', 'k.tsn']).where('k.names_generation', '=', 0).groupBy(['k.hsn', 'k.tsn']).having((eb) => eb.fn.count('k.model_id').distinct(), '>', 1)
      .orderBy('k.hsn').orderBy('k.tsn').limit(1).executeTakeFirst();
    if (!named) throw new Error('the seed must link a register pair to several models');
    const answer = await request(app).get(`/api/vehicle/hsntsn/${named.hsn}${named.tsn}`);
    const name = (answer.body as { register: { tradeName: string } }).register.tradeName;
    const res = await request(app).get(`/?hsn=${named.hsn}&tsn=${named.tsn}`).expect(200);
    const escaped = name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(res.text).toContain(`Das KBA-Register nennt zu dieser HSN / TSN nur „${escaped}“, nicht den genauen Typ. Dazu passen diese Fahrzeuge`);
    expect(res.text).toContain('class="lookup-matches"');
  });

  test('a pair naming its generation only says the register names no engine, and groups the generation\'s types by fuel', async () => {
    const named = await db.kysely.selectFrom('kba as k').innerJoin('models as m', 'm.id', 'k.model_id').select(['k.hsn', 'k.tsn'])
      .where('k.names_generation', '=', 1).groupBy(['k.hsn', 'k.tsn']).having((eb) => eb.fn.count('m.fuel').distinct(), '>', 1)
      .orderBy('k.hsn').orderBy('k.tsn').limit(1).executeTakeFirst();
    if (!named) throw new Error('the seed must link a register pair naming its generation only');
    const answer = (await request(app).get(`/api/vehicle/hsntsn/${named.hsn}${named.tsn}`)).body as { register: { tradeName: string; generation: { name: string }; engines: { fuel: string }[] } };
    expect(answer.register.engines.length).toBeGreaterThan(1);
    const res = await request(app).get(`/?hsn=${named.hsn}&tsn=${named.tsn}`).expect(200);
    const escaped = answer.register.tradeName.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(res.text).toContain(`Das Register nennt zu ${named.hsn}/${named.tsn} nur „${escaped}“ (${answer.register.generation.name}, `);
    expect(res.text).toContain('keinen Motor: wählen Sie Ihren.');
    expect(res.text.match(/class="vehicle-choice-group"/g)?.length).toBe(answer.register.engines.length);
  });

  test('unknown pair shows the spec text', async () => {
    const res = await request(app).get('/?hsn=9999&tsn=ZZZ');
    expect(res.text).toContain('Diese HSN / TSN ist uns leider nicht bekannt');
  });

  test('HSN/TSN is not read outside de-DE', async () => {
    const res = await request(app).get('/de-AT?hsn=9999&tsn=ZZZ');
    expect(res.text).not.toContain('Diese HSN / TSN');
  });

  test('plate lookup: known plate goes to the Model page, unknown shows licenseUnknown', async () => {
    const { plate } = await db.kysely.selectFrom('fr_plates').select('plate').orderBy('plate').limit(1).executeTakeFirstOrThrow();
    const known = await request(app).get(`/fr-FR?plate=${encodeURIComponent(plate.toLowerCase())}`);
    expect(known.status).toBe(302);
    expect(routeOf(known.headers.location!, 'fr-FR')?.page).toBe('Model');
    const unknown = await request(app).get('/fr-FR?plate=ZZ-999-ZZ');
    expect(unknown.text).toContain(t('fr-FR')('home.plate.licenseUnknown').replace(/'/g, '&#x27;'));
    const invalid = await request(app).get('/fr-FR?plate=%3Cb%3E');
    expect(invalid.text).toContain('aria-invalid="true"');
  });

  test('a vehicle chosen by HSN/TSN shows in the dropdowns: manufacturer, series and model selected', async () => {
    // A pair that names one model (many real pairs name several variants: those open the chooser).
    const pair = await db.kysely.selectFrom('kba').select(['hsn', 'tsn']).groupBy(['hsn', 'tsn']).having((eb) => eb.fn.countAll(), '=', 1)
      .orderBy('hsn').orderBy('tsn').limit(1).executeTakeFirstOrThrow();
    const kba = await db.kysely.selectFrom('kba as k').innerJoin('models as m', 'm.id', 'k.model_id')
      .select(['k.hsn', 'k.tsn', 'k.model_id as modelId', 'm.series_id as seriesId', 'm.manufacturer_id as manufacturerId'])
      .where('k.hsn', '=', pair.hsn).where('k.tsn', '=', pair.tsn).executeTakeFirstOrThrow();
    const chosen = await request(app).get(`/?hsn=${kba.hsn}&tsn=${kba.tsn}`);
    expect(chosen.status).toBe(302);
    const cookie = ([] as string[]).concat(chosen.headers['set-cookie'] ?? []).find((c) => c.startsWith('spareo_vehicle='));
    const home = await request(app).get('/').set('Cookie', cookie ? cookie.split(';')[0]! : `spareo_vehicle=${kba.modelId}`).expect(200);
    const selected = (name: string) => new RegExp(`<select[^>]*name="${name}"[^>]*>.*?</select>`, 's').exec(home.text)?.[0].match(/<option[^>]*selected=""[^>]*value="([^"]+)"|<option[^>]*value="([^"]+)"[^>]*selected=""/)?.slice(1).find(Boolean);
    expect(selected('manufacturerId')).toBe(String(kba.manufacturerId));
    expect(selected('seriesId')).toBe(String(kba.seriesId));
    expect(selected('modelId')).toBe(String(kba.modelId));
  });

  test('a plate typed with spaces, dashes or in lower case is the same plate, on the page and through the API', async () => {
    const { plate } = await db.kysely.selectFrom('fr_plates').select('plate').where('plate', 'like', '_______').orderBy('plate').limit(1).executeTakeFirstOrThrow();
    const spaced = `${plate.slice(0, 2)} ${plate.slice(2, 5)} ${plate.slice(5)}`;
    for (const typed of [spaced, spaced.toLowerCase(), `${plate.slice(0, 2)}-${plate.slice(2, 5)} - ${plate.slice(5)}`.toLowerCase(), ` ${plate} `]) {
      const page = await request(app).get(`/fr-FR?plate=${encodeURIComponent(typed)}`);
      expect(page.status).toBe(302);
      expect(routeOf(page.headers.location!, 'fr-FR')?.page).toBe('Model');
      const api = await request(app).get(`/api/vehicle/license/fr/${encodeURIComponent(typed)}`).expect(200);
      expect(api.body.vehicles.length).toBeGreaterThan(0);
    }
  });
});

describe('search redirect', () => {
  test('text goes to the full-text search with the vehicle field', async () => {
    const res = await request(app).get('/nl-NL/search?q=remschijf&modelId=12');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(pathFor('FulltextSearch___nl-NL', {}, { query: { q: 'remschijf', modelId: '12' } }));
  });
  test('a part number goes to the part-number search', async () => {
    const res = await request(app).get('/search?q=0%20986%20494%20524');
    expect(routeOf(res.headers.location!, 'de-DE')).toMatchObject({ page: 'PartNumberSearch', params: { partNumber: '0986494524' } });
  });
  test('an empty term goes home', async () => {
    const res = await request(app).get('/it-IT/search?q=%20%20');
    expect(res.headers.location).toBe('/it-IT');
  });
});

describe('bot, delivery country and info pages', () => {
  test('bot page is plain and noindex', async () => {
    const res = await request(app).get('/fr-FR/bot');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain(`<h1>${t('fr-FR')('bot.heading')}</h1>`);
  });

  test('delivery-country page lists 47 countries as buttons in one POST form', async () => {
    const res = await request(app).get('/it-IT/paese-di-consegna?returnTo=%2Fit-IT%2Fcarrello');
    expect(res.status).toBe(200);
    expect(res.text.match(/<button type="submit" class="country-choice"[^>]*name="country"/g)).toHaveLength(47);
    // Nothing chosen yet: the Italian edition delivers to Italy.
    expect(res.text).toMatch(/value="IT" aria-pressed="true"/);
    expect(res.text).toMatch(/value="DE" aria-pressed="false"/);
    expect(res.text).toContain('method="post"');
    expect(res.text).toContain('name="returnTo" value="/it-IT/carrello"');
    expect(res.text).toContain('Germania');
  });

  test('POST stores a supported country (SameSite strict, path /) and returns same-site', async () => {
    const res = await request(app).post('/Lieferland').type('form').send({ country: 'at', returnTo: '/Warenkorb' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/Warenkorb');
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('spareo_delivery_country='));
    expect(cookie).toMatch(/^spareo_delivery_country=AT;/);
    expect(cookie).toContain('Path=/;');
    expect(cookie).toMatch(/SameSite=Strict$/);
  });

  test('POST ignores unsupported codes and foreign returnTo', async () => {
    const res = await request(app).post('/es-ES/pais-de-entrega').type('form').send({ country: 'US', returnTo: '//evil.example/x' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/es-ES');
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('spareo_delivery_country');
  });

  test('the chosen country shows in the header', async () => {
    const res = await request(app).get('/').set('cookie', 'spareo_delivery_country=AT');
    expect(res.text).toContain('class="delivery-country-code">AT<');
  });

  test('info pages: localized slugs with per-edition hreflang; unknown topic and jobs outside DE are 404', async () => {
    const res = await request(app).get('/es-ES/info/aviso-legal');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/hrefLang="fr-FR" href="http:\/\/[^"]+\/fr-FR\/info\/mentions-legales"/);
    expect(res.text).toMatch(/hrefLang="de-DE" href="http:\/\/[^"]+\/Info\/impressum"/);
    expect((await request(app).get('/Info/jobs')).status).toBe(200);
    expect((await request(app).get('/de-AT/Info/jobs')).status).toBe(404);
    expect((await request(app).get('/fr-FR/info/nope')).status).toBe(404);
  });
});
