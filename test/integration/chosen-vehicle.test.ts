/**
 * The chosen vehicle, as a shopper meets it without JavaScript: picking a model (its page) keeps it
 * in a cookie; every other page's header shows it, the header's category links are narrowed to it,
 * article links from its listings keep it, every listing and article page says whether the part
 * fits it (in all six editions); a same-origin POST removes it.
 * @backends sqlite: web tier, the chosen vehicle's cookie, header and links without JavaScript.
 */
import request from 'supertest';
import { COOKIES, EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });
const i18n = createI18n();
const HOST = 'shop.test';
const ORIGIN = `http://${HOST}`;
const CATEGORY = 1523;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

/** The plain brake-disc listing's first page, as the shop's own API answers it (article ids in page order). */
let firstPage: number[] = [];
/** A model that fits some, but not all, of that page's articles. */
let model: { id: number; fullName: string; seriesSlug: string };
let fitting = new Set<number>();
/** The brake-disc category's SEO alias per language number, read before the tests. */
const aliases = new Map<number, string>();
const categoryAlias = (langNo: number) => aliases.get(langNo)!;

beforeAll(async () => {
  const listing = await request(app).get(`/api/listing?categoryId=${CATEGORY}`).set('host', HOST);
  expect(listing.status).toBe(200);
  firstPage = (listing.body as { spareParts: { id: number }[] }).spareParts.map((part) => part.id);
  expect(firstPage.length).toBeGreaterThan(5);
  const k = db.kysely;
  const best = await k
    .selectFrom('fitment')
    .select((eb) => ['model_id as id', eb.fn.countAll().as('n')])
    .where('article_id', 'in', firstPage)
    .groupBy('model_id')
    .having((eb) => eb.fn.countAll(), '<', firstPage.length)
    .orderBy('n', 'desc')
    .orderBy('model_id')
    .limit(1)
    .executeTakeFirstOrThrow();
  model = await k.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').select(['m.id', 'm.full_name as fullName', 's.slug as seriesSlug']).where('m.id', '=', best.id).executeTakeFirstOrThrow();
  fitting = new Set((await k.selectFrom('fitment').select('article_id as id').where('model_id', '=', model.id).where('article_id', 'in', firstPage).execute()).map((row) => row.id));
  for (const row of await k.selectFrom('category_texts').select(['lang_no', 'seo_alias']).where('category_id', '=', CATEGORY).execute()) aliases.set(row.lang_no, row.seo_alias);
  expect(fitting.size).toBeGreaterThan(0);
  expect(fitting.size).toBeLessThan(firstPage.length);
});

const modelPath = (locale: Locale) => pathFor(`Model___${locale}`, { seriesSlug: model.seriesSlug, modelId: String(model.id) });
const categoryPath = (locale: Locale) => pathFor(`Category___${locale}`, { categorySlug: categoryAlias(EDITIONS[locale].langNo), categoryId: CATEGORY });
const modelCategoryPath = (locale: Locale) =>
  pathFor(`ModelCategory___${locale}`, { categorySlug: categoryAlias(EDITIONS[locale].langNo), seriesSlug: model.seriesSlug, modelId: String(model.id), categoryId: CATEGORY });
const withVehicle = (modelId: number | string = model.id) => `${COOKIES.vehicle}=${modelId}`;
const t = (locale: Locale) => translatorFor(i18n, locale);
const fitsText = (locale: Locale) => esc(t(locale)('fitment.fits', { vehicle: model.fullName }));
const unknownText = (locale: Locale) => esc(t(locale)('fitment.notKnownToFit', { vehicle: model.fullName }));
const headerBox = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
/** The listing's cards in page order. */
const cards = (html: string) => [...html.matchAll(/<li class="card">([\s\S]*?)<\/li>/g)].map((match) => match[1]!);

describe('choosing a vehicle', () => {
  test('visiting a model page sets the vehicle cookie for a year (http only, SameSite Lax, path /)', async () => {
    const res = await request(app).get(modelPath('de-DE')).set('host', HOST);
    expect(res.status).toBe(200);
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${COOKIES.vehicle}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(new RegExp(`^${COOKIES.vehicle}=${model.id};`));
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  test('a model listing chooses its model too; an unknown model or a 404 sets nothing', async () => {
    const listing = await request(app).get(modelCategoryPath('fr-FR')).set('host', HOST);
    expect(listing.status).toBe(200);
    expect(String(listing.headers['set-cookie'])).toContain(`${COOKIES.vehicle}=${model.id}`);
    const unknown = await request(app).get(pathFor('Model___de-DE', { seriesSlug: 'x', modelId: '999999' })).set('host', HOST);
    expect(unknown.status).toBe(404);
    expect(String(unknown.headers['set-cookie'] ?? '')).not.toContain(COOKIES.vehicle);
  });

  test('the no-JS dropdowns end on the model page, which chooses the model', async () => {
    const series = await db.kysely.selectFrom('models').select(['series_id as seriesId', 'manufacturer_id as makerId']).where('id', '=', model.id).executeTakeFirstOrThrow();
    const chosen = await request(app).get(`/?manufacturerId=${series.makerId}&seriesId=${series.seriesId}&modelId=${model.id}`).set('host', HOST);
    expect(chosen.status).toBe(302);
    const page = await request(app).get(chosen.headers.location!).set('host', HOST);
    expect(page.status).toBe(200);
    expect(String(page.headers['set-cookie'])).toContain(`${COOKIES.vehicle}=${model.id}`);
  });
  test('HSN/TSN and the licence plate (no JavaScript) end on the model page too, which chooses it', async () => {
    // An HSN/TSN pair that names one model only.
    const kba = await db.kysely
      .selectFrom('kba as k')
      .select(['k.hsn', 'k.tsn', 'k.model_id as modelId'])
      .where((eb) => eb.selectFrom('kba as o').select(eb.fn.countAll().as('n')).whereRef('o.hsn', '=', 'k.hsn').whereRef('o.tsn', '=', 'k.tsn'), '=', 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const plate = await db.kysely.selectFrom('fr_plates').select(['plate', 'model_id as modelId']).limit(1).executeTakeFirstOrThrow();
    for (const [path, modelId] of [[`/?hsn=${kba.hsn}&tsn=${kba.tsn}`, kba.modelId], [`/fr-FR?plate=${encodeURIComponent(plate.plate)}`, plate.modelId]] as const) {
      const lookup = await request(app).get(path).set('host', HOST);
      expect([path, lookup.status]).toEqual([path, 302]);
      const page = await request(app).get(lookup.headers.location!).set('host', HOST);
      expect(page.status).toBe(200);
      expect(String(page.headers['set-cookie'])).toContain(`${COOKIES.vehicle}=${modelId};`);
    }
  });
});

describe('the chosen vehicle on every page', () => {
  for (const locale of LOCALES) {
    test(`${locale}: the header shows it on the home page and narrows its category links to it`, async () => {
      const home = await request(app).get(pathFor(`Home___${locale}`, {})).set('host', HOST).set('cookie', withVehicle());
      expect(home.status).toBe(200);
      const header = headerBox(home.text);
      expect(header).toContain('vehicle-box-chosen');
      expect(header).toContain(esc(model.fullName));
      expect(header).toContain(`href="${modelPath(locale)}"`);
      // Search within the vehicle, and category links for it.
      expect(header).toContain(`name="modelId" value="${model.id}"`);
      expect(header).toMatch(new RegExp(`href="[^"]*/${model.seriesSlug}/3-${model.id}-\\d+"`));

      const without = await request(app).get(pathFor(`Home___${locale}`, {})).set('host', HOST);
      expect(headerBox(without.text)).not.toContain('vehicle-box-chosen');
      expect(headerBox(without.text)).not.toMatch(new RegExp(`/3-${model.id}-\\d+"`));
    });

    test(`${locale}: each part of a listing says whether it fits the vehicle`, async () => {
      const res = await request(app).get(categoryPath(locale)).set('host', HOST).set('cookie', withVehicle());
      expect(res.status).toBe(200);
      const listed = cards(res.text);
      expect(listed).toHaveLength(firstPage.length);
      listed.forEach((card, index) => {
        const fits = fitting.has(firstPage[index]!);
        expect([index, card.includes(fitsText(locale)), card.includes(unknownText(locale))]).toEqual([index, fits, !fits]);
      });
    });

    test(`${locale}: an article page says whether the article fits, for the chosen vehicle`, async () => {
      const fits = [...fitting][0]!;
      const notFits = firstPage.find((id) => !fitting.has(id))!;
      for (const [articleId, text] of [[fits, fitsText(locale)], [notFits, unknownText(locale)]] as const) {
        const article = await db.kysely.selectFrom('offers').select((eb) => eb.fn.min('id').as('offerId')).where('article_id', '=', articleId).executeTakeFirstOrThrow();
        const listed = await request(app).get(categoryPath(locale)).set('host', HOST);
        const href = [...listed.text.matchAll(/<a class="card-link" href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
          .find((link) => link.includes(`articleId=`)) ?? '';
        expect(href).toBeTruthy();
        const path = href.replace(/articleId=\d+/, `articleId=${article.offerId}`);
        const page = await request(app).get(path).set('host', HOST).set('cookie', withVehicle());
        const final = page.status === 301 ? await request(app).get(page.headers.location!).set('host', HOST).set('cookie', withVehicle()) : page;
        expect(final.status).toBe(200);
        expect(final.text).toContain(text);
        const anonymous = await request(app).get(page.status === 301 ? page.headers.location! : path).set('host', HOST);
        expect(anonymous.text.includes('class="fitment-note')).toBe(false);
      }
    });
  }

  test('article links from a model listing keep the model, and the article says it fits', async () => {
    const res = await request(app).get(modelCategoryPath('de-DE')).set('host', HOST);
    expect(res.status).toBe(200);
    const links = [...res.text.matchAll(/<a class="card-link" href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain(`modelId=${model.id}`);
    // A new visitor following the link (no cookie) still gets the statement from the link's model.
    const article = await request(app).get(links[0]!).set('host', HOST);
    expect(article.status).toBe(200);
    expect(article.text).toContain(fitsText('de-DE'));
  });

  test('a cookie naming no model, or garbage, shows no vehicle and no statements', async () => {
    for (const value of ['999999', 'abc', '1%3Cscript%3E']) {
      const res = await request(app).get(categoryPath('de-DE')).set('host', HOST).set('cookie', withVehicle(value));
      expect(res.status).toBe(200);
      expect(headerBox(res.text)).not.toContain('vehicle-box-chosen');
      expect(res.text.includes('class="card-fitment')).toBe(false);
    }
  });
});

describe('removing the vehicle', () => {
  test('a same-origin POST clears the cookie and returns the shopper; later pages show no vehicle', async () => {
    const agent = request.agent(app).set('host', HOST);
    await agent.get(modelPath('de-DE')).expect(200);
    const listing = await agent.get(categoryPath('de-DE')).expect(200);
    expect(headerBox(listing.text)).toContain('vehicle-box-chosen');
    const form = /<form class="vehicle-forget"[^>]* action="([^"]+)" method="post"><input type="hidden" name="returnTo" value="([^"]+)"/.exec(listing.text);
    expect(form).not.toBeNull();
    expect(form![2]).toBe(categoryPath('de-DE'));
    const removed = await agent.post(form![1]!).set('origin', ORIGIN).type('form').send({ returnTo: form![2] });
    expect(removed.status).toBe(303);
    expect(removed.headers.location).toBe(categoryPath('de-DE'));
    expect(String(removed.headers['set-cookie'])).toMatch(new RegExp(`${COOKIES.vehicle}=;.*Expires=Thu, 01 Jan 1970`));
    const after = await agent.get(categoryPath('de-DE')).expect(200);
    expect(headerBox(after.text)).not.toContain('vehicle-box-chosen');
    expect(after.text.includes('class="card-fitment')).toBe(false);
  });

  test("on the vehicle's own pages the form leads away from them (they would choose it again)", async () => {
    const page = await request(app).get(modelPath('fr-FR')).set('host', HOST).set('cookie', withVehicle());
    expect(page.text).toContain(`name="returnTo" value="${pathFor('AllVehicles___fr-FR', {})}"`);
    const listing = await request(app).get(modelCategoryPath('fr-FR')).set('host', HOST).set('cookie', withVehicle());
    expect(listing.text).toContain(`name="returnTo" value="${categoryPath('fr-FR')}"`);
  });

  test('a cross-site POST is refused and an outside returnTo is not followed', async () => {
    const cross = await request(app).post('/vehicle/forget').set('host', HOST).set('origin', 'https://evil.example').set('cookie', withVehicle()).type('form').send({ returnTo: '/' });
    expect(cross.status).toBe(403);
    expect(String(cross.headers['set-cookie'] ?? '')).not.toContain(COOKIES.vehicle);
    const outside = await request(app).post('/vehicle/forget').set('host', HOST).set('origin', ORIGIN).type('form').send({ returnTo: '//evil.example/' });
    expect(outside.status).toBe(303);
    expect(outside.headers.location).toBe('/');
  });
});
