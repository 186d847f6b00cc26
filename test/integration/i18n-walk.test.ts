/**
 * Walks every page type in every edition on the seeded database and fails on
 * (a) a missing i18n key (i18next's missingKeyHandler, plus raw keys such as 'layout.header.x' in the text),
 * (b) untranslated text: German giveaway words in a non-German edition, English giveaway words anywhere.
 * "Text" is what a shopper sees or hears: the body without scripts and styles, plus placeholder,
 * aria-label, title, alt and button values, plus the islands' texts (shown after hydration). Proper names from the catalogue (brands, manufacturers,
 * series, models, shops) are taken out first.
 * @backends sqlite: what each edition says is the same whatever the backend (the catalogue names read from the database are taken out first).
 */
import type { ExpressionBuilder } from 'kysely';
import request from 'supertest';
import type { Schema } from '../../server/marketplace/db/schema';
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { createI18n, loadResource, translatorFor } from '../../locales/i18n';
import { pathFor, routeName, type PageName, type PageParams } from '../../server/web/routes/table';
import { infoTopicsFor } from '../../views/layout/info-topics';
import { filledForm } from '../checkout/helpers';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';

const missing: string[] = [];
const i18n = createI18n();
// The same instance the app renders with, told to report every key it cannot resolve (after fallbacks).
i18n.options.saveMissing = true;
i18n.options.missingKeyHandler = (lngs, _ns, key) => { missing.push(`${[lngs].flat().join(',')}: ${key}`); };

const db = createSeededDatabase();
const { app } = createTestApp({ db, i18n });
/** The same shop with a page that fails: the 500 error page. */
const broken = createTestApp({ db, i18n, loaders: { Bot: async () => { throw new Error('walk: a failing page'); } } }).app;
// Each served once for the walk's hundreds of requests (supertest given an app listens anew for each).
const served = serveOnLoopback(app);
const brokenShop = serveOnLoopback(broken);
const HOST = 'shop.test';
const ORIGIN = `http://${HOST}`;

// --- real ids from the seeded database, read before the tests ----------------------------------------
let vehicle: { modelId: number; seriesSlug: string; pageId: number; pageSlug: string; makerId: number; makerSeo: string };
let article: { id: number; articleNumber: string; normNumber: string; seoName: string; offerId: number; modelId: number };
let shop: { slug: string };
let universal: { id: number };
let brand: { id: number; seo: string };
const categoryText = (id: number, langNo: number) =>
  db.kysely.selectFrom('category_texts').select(['title', 'seo_alias as alias']).where('category_id', '=', id).where('lang_no', '=', langNo).executeTakeFirstOrThrow();

/** Catalogue names shoppers see as they are in every language (brand, manufacturer, series, model, shop names). */
const PROPER_NAMES: string[] = [];

beforeAll(async () => {
  const k = db.kysely;
  // A model fitted by a brake-disc article, with its series, series page and manufacturer.
  vehicle = await k.selectFrom('models as m').innerJoin('series as s', 's.id', 'm.series_id').innerJoin('series_pages as p', 'p.id', 'm.series_page_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .select(['m.id as modelId', 's.slug as seriesSlug', 'p.id as pageId', 'p.slug as pageSlug', 'mf.id as makerId', 'mf.seo_name as makerSeo'])
    .where('m.id', 'in', (eb) => eb.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id').select('f.model_id').where('a.category_id', '=', 1523))
    .orderBy('m.id').limit(1).executeTakeFirstOrThrow();
  // The most popular article with three or more offers, documents, OE numbers, fitment and an offer that ships to DE.
  // Enough stock for every edition's order of two (the walk places one per edition).
  const shipsToDe = (eb: ExpressionBuilder<Schema & { a: Schema['articles'] }, 'a'>) => eb.selectFrom('offers as o')
    .innerJoin('shop_shipping as sh', (join) => join.onRef('sh.shop_id', '=', 'o.shop_id').on('sh.country', '=', 'DE')).whereRef('o.article_id', '=', 'a.id').where('o.stock', '>=', 2 * LOCALES.length);
  const found = await k.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select((eb) => [
      'a.id', 'a.article_number as articleNumber', 'a.norm_number as normNumber', 'b.seo_name as seoName',
      shipsToDe(eb).select((inner) => inner.fn.min('o.id').as('id')).as('offerId'),
      eb.selectFrom('fitment as f').select((inner) => inner.fn.min('f.model_id').as('id')).whereRef('f.article_id', '=', 'a.id').as('modelId'),
    ])
    .where((eb) => eb(eb.selectFrom('offers as o').select((inner) => inner.fn.countAll().as('n')).whereRef('o.article_id', '=', 'a.id'), '>=', 3))
    .where((eb) => eb.exists(eb.selectFrom('documents as d').select('d.article_id').whereRef('d.article_id', '=', 'a.id')))
    .where((eb) => eb.exists(eb.selectFrom('oe_numbers as e').select('e.article_id').whereRef('e.article_id', '=', 'a.id')))
    .where((eb) => eb.exists(eb.selectFrom('fitment as f').select('f.article_id').whereRef('f.article_id', '=', 'a.id')))
    .where((eb) => eb.exists(shipsToDe(eb).select('o.id')))
    .orderBy('a.popularity', 'desc').orderBy('a.id').limit(1).executeTakeFirstOrThrow();
  article = { ...found, offerId: Number(found.offerId), modelId: Number(found.modelId) };
  shop = await k.selectFrom('shops').select('slug').orderBy('rating', 'desc').orderBy('id').limit(1).executeTakeFirstOrThrow();
  universal = await k.selectFrom('categories').select('id').where('is_universal', '=', 1).where('is_leaf', '=', 1).orderBy('id').limit(1).executeTakeFirstOrThrow();
  // The brand with the most brake-disc articles.
  brand = await k.selectFrom('brands as b').innerJoin('articles as a', 'a.brand_id', 'b.id').select(['b.id', 'b.seo_name as seo'])
    .where('a.category_id', '=', 1523).groupBy(['b.id', 'b.seo_name']).orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('b.id').limit(1).executeTakeFirstOrThrow();
  const names = await Promise.all([
    k.selectFrom('brands').select('name').execute(),
    k.selectFrom('manufacturers').select('name').execute(),
    k.selectFrom('series').select('name').execute(),
    k.selectFrom('series_pages').select('name').execute(),
    k.selectFrom('models').select('full_name as name').execute(),
    k.selectFrom('shops').select('name').execute(),
    k.selectFrom('organisation_rating').select('name').execute(),
  ]);
  PROPER_NAMES.push(...names.flat().map((row) => row.name).filter((name): name is string => Boolean(name)));
});

// --- giveaway words --------------------------------------------------------------------------------
/** German words that never belong in the es, fr, it or nl editions (prefix match: compounds count too). */
const GERMAN = [
  'Warenkorb', 'Fahrzeug', 'Ersatzteil', 'Versand', 'Bewertung', 'Hersteller', 'Suche', 'Startseite', 'Lieferland',
  'Lieferzeit', 'Lieferung', 'Zahlungsart', 'Kategorie', 'Preis', 'Angebot', 'Marke', 'Anmelden', 'Einloggen', 'Konto',
  'Zurück', 'Weiter', 'Seite', 'Ergebnis', 'Keine', 'für', 'Sortier', 'Menge', 'Entfernen', 'Löschen', 'Gesamt',
  'Summe', 'Händler', 'Hilfe', 'Impressum', 'Widerruf', 'inkl', 'zzgl', 'MwSt', 'Stern', 'Schließen',
  'Originalteil', 'Dokument', 'Kunden', 'Sie ', 'Ihr ', 'Jetzt', 'wählen',
];
/** English words that never belong in any edition (whole words, any case). */
const ENGLISH = [
  'Add to cart', 'Search', 'Shipping', 'Reviews', 'Review', 'Vehicle', 'Vehicles', 'Home', 'Next', 'Previous', 'Cart',
  'Price', 'Prices', 'Delivery', 'Loading', 'Close', 'Sort by', 'Results', 'Show more', 'Show all', 'Back', 'Brands',
  'Category', 'Categories', 'Manufacturer', 'Manufacturers', 'Offers', 'Quantity', 'Remove', 'Delete', 'Update',
  'Choose', 'Select', 'Submit', 'not found', 'Your', 'Free', 'Sign in', 'Sign out', 'Terms', 'Payment', 'Skip to',
  'Stars', 'out of', 'Customers', 'Fits', 'Original parts', 'Save', 'Saved', 'Error', 'Something went wrong', 'Apply',
  'Filter by',
  // Not listed, because the editions use them too: documents (fr), continue (fr), password/privacy/reset (it),
  // register/log in (nl), checkout.
];
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const germanRe = new RegExp(`(?<![\\p{L}\\d])(?:${GERMAN.map(escapeRe).join('|')})`, 'gu');
const englishRe = new RegExp(`(?<![\\p{L}\\d])(?:${ENGLISH.map(escapeRe).join('|')})(?![\\p{L}\\d])`, 'giu');
/** Spanish, French and Italian say "Error" / "error" themselves. */
const ENGLISH_SHARED: Partial<Record<Locale, string[]>> = { 'es-ES': ['error', 'total'], 'it-IT': ['home'], 'fr-FR': [] };

/** Raw keys: one of our top-level resource keys followed by a dotted path. */
const TOP_KEYS = Object.keys(loadResource('de'));
const rawKeyRe = new RegExp(`(?<![\\w.])(?:${TOP_KEYS.map(escapeRe).join('|')})\\.[A-Za-z][\\w.]*`, 'g');

// --- what a shopper sees ----------------------------------------------------------------------------
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) =>
    code[0] === '#' ? String.fromCodePoint(code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))) : ENTITIES[code] ?? whole);

/** String values of the islands' props: texts the browser shows later (suggestions, dialogs, errors). */
function islandStrings(html: string): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      // Interpolation placeholders ({{price}}) are filled in by the island.
      if (!/^(\/|https?:|#)/.test(value)) out.push(value.replace(/\{\{[^}]*\}\}/g, ' '));
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const m of html.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g)) {
    try {
      walk(JSON.parse(m[1]!));
    } catch {
      out.push(m[1]!);
    }
  }
  return out;
}

export function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  const cleaned = body.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  const attributes = [...cleaned.matchAll(/\s(?:placeholder|aria-label|title|alt)="([^"]*)"/gi)].map((m) => m[1]);
  const buttons = [...cleaned.matchAll(/<input\b[^>]*type="(?:submit|button)"[^>]*>/gi)].map((m) => /value="([^"]*)"/.exec(m[0])?.[1] ?? '');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return decode([title, cleaned.replace(/<[^>]+>/g, ' '), ...attributes, ...buttons].join(' \n '))
    .concat(' \n ', islandStrings(body).join(' \n ')).replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
}

function withoutProperNames(text: string): string {
  let out = text;
  for (const name of PROPER_NAMES) if (name.length > 2 && out.includes(name)) out = out.split(name).join(' ');
  return out;
}

function findings(locale: Locale, html: string): string[] {
  const text = visibleText(html);
  const problems: string[] = [];
  for (const m of text.matchAll(rawKeyRe)) problems.push(`raw key "${m[0]}"`);
  const names = withoutProperNames(text);
  const around = (index: number) => names.slice(Math.max(0, index - 30), index + 40).replace(/\s+/g, ' ').trim();
  if (EDITIONS[locale].language !== 'de') {
    for (const m of names.matchAll(germanRe)) problems.push(`German "${m[0].trim()}" in "…${around(m.index!)}…"`);
  }
  const shared = ENGLISH_SHARED[locale] ?? [];
  for (const m of names.matchAll(englishRe)) {
    if (shared.includes(m[0].toLowerCase())) continue;
    problems.push(`English "${m[0]}" in "…${around(m.index!)}…"`);
  }
  return problems;
}

// --- the walk ---------------------------------------------------------------------------------------
type Visit = { label: string; path: string; status: number; agent?: Pick<ReturnType<typeof request.agent>, 'get'> };

function link<P extends PageName>(locale: Locale, page: P, params: PageParams[P], query?: Record<string, string | number>): string {
  return pathFor(routeName(page, locale) as `${P}___${Locale}`, params, { query });
}

async function visitsFor(locale: Locale): Promise<Visit[]> {
  const { langNo, prefix } = EDITIONS[locale];
  const t = translatorFor(i18n, locale);
  const brakes = await categoryText(1523, langNo);
  const uni = await categoryText(universal.id, langNo);
  const words = loadResource(EDITIONS[locale].language).partNumberSearch as { category: string; manufacturer: string };
  const vehicleCategory = { categorySlug: brakes.alias, categoryId: 1523 };
  const visits: Visit[] = [
    { label: 'home', path: link(locale, 'Home', {}), status: 200 },
    { label: 'bot', path: link(locale, 'Bot', {}), status: 200 },
    { label: 'cart (empty)', path: link(locale, 'Cart', {}), status: 200 },
    { label: 'full-text search', path: link(locale, 'FulltextSearch', {}, { q: brakes.title }), status: 200 },
    { label: 'full-text search page 2 sorted', path: link(locale, 'FulltextSearch', {}, { q: brakes.title, page: 2, sort: 'price_asc' }), status: 200 },
    { label: 'full-text search (no term)', path: link(locale, 'FulltextSearch', {}), status: 200 },
    { label: 'full-text search (no result)', path: link(locale, 'FulltextSearch', {}, { q: 'zzzqqqxxx' }), status: 200 },
    {
      label: 'part-number search',
      path: link(locale, 'PartNumberSearch', { categorySlug: words.category, manufacturer: words.manufacturer, partNumber: article.articleNumber }),
      status: 200,
    },
    {
      label: 'article',
      path: link(locale, 'Article', { brandName: article.seoName, normNumber: article.normNumber }, { articleId: article.offerId, modelId: article.modelId }),
      status: 200,
    },
    { label: 'article (no query)', path: link(locale, 'Article', { brandName: article.seoName, normNumber: article.normNumber }), status: 200 },
    { label: 'shop', path: link(locale, 'Shop', { shopName: shop.slug }), status: 200 },
    { label: 'shop terms', path: link(locale, 'ShopTerms', { shopName: shop.slug }), status: 200 },
    { label: 'shop cancellation', path: link(locale, 'ShopCancellation', { shopName: shop.slug }), status: 200 },
    { label: 'all vehicles', path: link(locale, 'AllVehicles', {}), status: 200 },
    { label: 'manufacturer', path: link(locale, 'Manufacturer', { manufacturerSlug: vehicle.makerSeo, manufacturerId: vehicle.makerId }), status: 200 },
    { label: 'series', path: link(locale, 'Series', { seriesSlug: vehicle.pageSlug, seriesPageId: vehicle.pageId }), status: 200 },
    { label: 'model', path: link(locale, 'Model', { seriesSlug: vehicle.seriesSlug, modelId: String(vehicle.modelId) }), status: 200 },
    { label: 'category', path: link(locale, 'Category', vehicleCategory), status: 200 },
    { label: 'category filtered, page 2', path: link(locale, 'Category', vehicleCategory, { f_delivery_country: 'DE', sort: 'price_asc', page: 2 }), status: 200 },
    { label: 'universal category', path: link(locale, 'UniversalCategory', { categorySlug: uni.alias, categoryId: universal.id }), status: 200 },
    {
      label: 'manufacturer category',
      path: link(locale, 'ManufacturerCategory', { ...vehicleCategory, manufacturerSlug: vehicle.makerSeo, manufacturerId: vehicle.makerId }),
      status: 200,
    },
    { label: 'series category', path: link(locale, 'SeriesCategory', { ...vehicleCategory, seriesSlug: vehicle.pageSlug, seriesPageId: vehicle.pageId }), status: 200 },
    { label: 'model category', path: link(locale, 'ModelCategory', { ...vehicleCategory, seriesSlug: vehicle.seriesSlug, modelId: String(vehicle.modelId) }), status: 200 },
    { label: 'brand', path: link(locale, 'Brand', { brandSlug: brand.seo.toLowerCase(), brandId: brand.id }), status: 200 },
    {
      label: 'brand category',
      path: link(locale, 'BrandCategory', { brandCategorySlug: `${brand.seo.toLowerCase()}-${brakes.alias}`, categoryId: 1523, brandId: brand.id }),
      status: 200,
    },
    { label: 'delivery country', path: link(locale, 'DeliveryCountry', {}), status: 200 },
    ...infoTopicsFor(EDITIONS[locale]).map((topic) => ({
      label: `info ${topic}`, path: link(locale, 'Info', { topic: t(`info.${topic}.slug`) }), status: 200,
    })),
    { label: 'info (unknown topic)', path: link(locale, 'Info', { topic: 'nichts-da' }), status: 404 },
    { label: '404 (unknown path)', path: `${prefix}/gibt/es/wirklich/nicht/hier`, status: 404 },
    { label: '404 (unknown category id)', path: link(locale, 'Category', { categorySlug: 'x', categoryId: 999999 }), status: 404 },
    { label: '500 (a failing page)', path: link(locale, 'Bot', {}), status: 500, agent: request(brokenShop.origin()) },
    { label: '404 (unknown article)', path: link(locale, 'Article', { brandName: 'NOPE', normNumber: 'NOPE000' }), status: 404 },
  ];
  if (EDITIONS[locale].accounts) visits.push({ label: 'login', path: link(locale, 'Login', {}), status: 200 });
  return visits;
}

/** The problems of one visit, and the page's text for a look of the test's own. */
async function checkPage(locale: Locale, visit: Visit): Promise<{ problems: string[]; text: string }> {
  const before = missing.length;
  const res = await (visit.agent ?? request(served.origin())).get(visit.path).set('host', HOST).redirects(0);
  const problems: string[] = [];
  if (res.status !== visit.status) problems.push(`status ${res.status}, expected ${visit.status}`);
  if (res.type === 'text/html') problems.push(...findings(locale, res.text));
  problems.push(...missing.slice(before).map((entry) => `missing key ${entry}`));
  return { problems: [...new Set(problems)].map((problem) => `${locale}: ${problem} @@${visit.label} (${visit.path})`), text: res.text };
}

const check = async (locale: Locale, visit: Visit): Promise<string[]> => (await checkPage(locale, visit)).problems;

/** One line per problem, naming the pages it was found on. */
function grouped(problems: string[]): string[] {
  const pages = new Map<string, string[]>();
  for (const entry of problems) {
    const [problem, page] = entry.split(' @@') as [string, string];
    pages.set(problem, [...(pages.get(problem) ?? []), page]);
  }
  return [...pages].map(([problem, on]) => `${problem} — on ${on.length > 3 ? `${on.slice(0, 3).join(', ')} and ${on.length - 3} more` : on.join(', ')}`);
}

describe('i18n walk: every page type in every edition', () => {
  for (const locale of LOCALES) {
    test(`${locale}: no missing key, no untranslated text`, async () => {
      const problems: string[] = [];
      for (const visit of await visitsFor(locale)) problems.push(...(await check(locale, visit)));

      // The cart with a line: a visitor who ships to DE adds the article through the no-JS form.
      const shopper = request.agent(served.origin()).set('host', HOST).set('origin', ORIGIN).set('cookie', 'spareo_delivery_country=DE');
      const cartPath = link(locale, 'Cart', {});
      const added = await shopper.post(cartPath).type('form')
        .send({ action: 'add', offerId: String(article.offerId), modelId: String(article.modelId), quantity: '2' });
      expect(added.status).toBe(303);
      problems.push(...(await check(locale, { label: 'cart (with a line, notice)', path: String(added.headers.location), status: 200, agent: shopper })));
      const withLine = await checkPage(locale, { label: 'cart (with a line)', path: cartPath, status: 200, agent: shopper });
      expect(withLine.text).toContain(article.articleNumber);
      problems.push(...withLine.problems);

      // The checkout with that line, a placed order's page, the orders lookup, the empty checkout.
      const checkoutPath = link(locale, 'Checkout', {});
      problems.push(...(await check(locale, { label: 'checkout', path: checkoutPath, status: 200, agent: shopper })));
      const placed = await shopper.post(checkoutPath).type('form').send(filledForm((await shopper.get(checkoutPath)).text));
      expect(placed.status).toBe(303);
      problems.push(...(await check(locale, { label: 'order (just placed)', path: String(placed.headers.location), status: 200, agent: shopper })));
      problems.push(...(await check(locale, { label: 'checkout (empty)', path: checkoutPath, status: 200, agent: shopper })));
      problems.push(...(await check(locale, { label: 'orders (lookup)', path: link(locale, 'Orders', {}), status: 200, agent: request(served.origin()) })));

      if (EDITIONS[locale].accounts) {
        // Signed out, the account pages send to the login; signed in, they show.
        const account = request.agent(served.origin()).set('host', HOST).set('origin', ORIGIN);
        const saved = link(locale, 'SavedVehicles', {});
        problems.push(...(await check(locale, { label: 'saved vehicles (signed out)', path: saved, status: 302, agent: account })));
        const registered = await account.post(link(locale, 'Login', {})).type('form')
          .send({ action: 'register', email: `walk-${locale}@example.com`, password: 'Bremsscheibe-2024' });
        expect(registered.status).toBe(303);
        problems.push(...(await check(locale, { label: 'login (signed in)', path: link(locale, 'Login', {}), status: 200, agent: account })));
        problems.push(...(await check(locale, { label: 'saved vehicles (empty)', path: saved, status: 200, agent: account })));
        const savePath = link(locale, 'SaveVehicle', { modelId: String(vehicle.modelId) });
        problems.push(...(await check(locale, { label: 'save vehicle', path: savePath, status: 200, agent: account })));
        const saving = await account.post(savePath).type('form').send({});
        expect(saving.status).toBe(303);
        problems.push(...(await check(locale, { label: 'saved vehicles (one)', path: saved, status: 200, agent: account })));
      }
      expect(grouped(problems)).toEqual([]);
    });
  }
});

describe('the walker itself', () => {
  test('sees a raw key, a German word in French and an English word', () => {
    const html = '<html><body><p>layout.header.cart</p><a title="Warenkorb">x</a><button>Add to cart</button><script>Suche</script></body></html>';
    const problems = findings('fr-FR', html);
    expect(problems.some((p) => p.includes('raw key "layout.header.cart"'))).toBe(true);
    expect(problems.some((p) => p.startsWith('German "Warenkorb"'))).toBe(true);
    expect(problems.some((p) => p.startsWith('English "Add to cart"'))).toBe(true);
    expect(problems.some((p) => p.includes('Suche'))).toBe(false);
  });
  test('i18next reports a key that no resource has', () => {
    const before = missing.length;
    translatorFor(i18n, 'nl-NL')('layout.header.noSuchKey');
    expect(missing.slice(before)).toEqual(['nl-NL: layout.header.noSuchKey']);
  });
});
