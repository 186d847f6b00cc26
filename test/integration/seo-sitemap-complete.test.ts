/**
 * The sitemaps are complete and valid: per edition, categories, vehicles, brands, shops
 * and articles; every file well-formed XML with fewer than 50,000 URLs; the index lists every file;
 * article URLs are what the route table reads as the Article page. Built from a handful of bulk
 * marketplace calls, not one call per manufacturer or series.
 * @backends sqlite: web tier, the sitemap files' XML, URLs and index. The series pages' reads
 * with their models run on both backends in shopper-calls.test.ts.
 */
import { CALLS } from '../../contract/index';
import express from 'express';
import request from 'supertest';
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import type { MarketplaceRequest } from '../../server/marketplace/http/endpoint';
import { SITEMAP_MAX_URLS } from '../../server/web/seo/sitemap-xml';
import { createSitemaps } from '../../server/web/seo/sitemap';
import { countListings } from '../../server/marketplace/sitemap/repository';
import { dataVersion } from '../../server/marketplace/db/data-version';
import { matchRoute } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { serveOnLoopback } from '../support/loopback';
import { createSeededDatabase } from '../support/seeded-db';

const calls: MarketplaceRequest[] = [];
const { app, db, client } = createTestApp({
  db: createSeededDatabase(),
  transport: (inner) => (req, signal) => {
    calls.push(req);
    return inner(req, signal);
  },
});
// One server for the file's requests (supertest given the app listens anew for each).
const shop = serveOnLoopback(app);
const to = () => request(shop.origin());

/** A strict little XML well-formedness check: balanced tags, one root, only known entities, no stray '<' or '&'. */
function parseXml(xml: string): { root: string; elements: string[] } {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  if (body === xml) throw new Error('missing XML declaration');
  const stack: string[] = [];
  const elements: string[] = [];
  let root = '';
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(body))) {
    consumed = token.lastIndex;
    const [, close, name, , selfClose, text] = match;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|apos|quot);)/.test(text)) throw new Error(`bad entity in ${text.slice(0, 40)}`);
      if (!stack.length && text.trim()) throw new Error('text outside the root');
      continue;
    }
    if (close) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
      continue;
    }
    if (!stack.length) {
      if (root) throw new Error('two roots');
      root = name!;
    }
    elements.push(name!);
    if (!selfClose) stack.push(name!);
  }
  if (consumed !== body.length) throw new Error(`unparsable at ${consumed}: ${body.slice(consumed, consumed + 40)}`);
  if (stack.length) throw new Error(`unclosed ${stack.join(',')}`);
  return { root, elements };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const pathOf = (url: string) => new URL(url).pathname;

/** The route a sitemap path names, read the way the page handler reads it (edition prefix removed); read once per path. */
const routes = new Map<string, ReturnType<typeof matchRoute>>();
function routeOf(locale: Locale, path: string) {
  const key = `${locale}|${path}`;
  if (routes.has(key)) return routes.get(key)!;
  const prefix = EDITIONS[locale].prefix;
  const inner = prefix && path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path;
  const route = matchRoute(inner, locale);
  routes.set(key, route);
  return route;
}

interface Edition { files: string[]; paths: string[] }
const editions = new Map<Locale, Edition>();
let indexXml = '';
/** The marketplace calls the index and every file of every edition made. */
let sitemapCalls: MarketplaceRequest[] = [];

beforeAll(async () => {
  calls.length = 0;
  const res = await to().get('/sitemap.xml').expect(200);
  indexXml = res.text;
  for (const locale of LOCALES) {
    const files = locs(indexXml).filter((url) => url.includes(`/sitemap-${locale}-`));
    const paths: string[] = [];
    for (const file of files) {
      const answer = await to().get(pathOf(file)).expect(200);
      expect(answer.headers['content-type']).toMatch(/application\/xml/);
      const { root, elements } = parseXml(answer.text);
      expect(root).toBe('urlset');
      const urls = locs(answer.text);
      expect(elements.filter((e) => e === 'url')).toHaveLength(urls.length);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      paths.push(...urls.map(pathOf));
    }
    editions.set(locale, { files, paths });
  }
  sitemapCalls = [...calls];
}, 120_000);

describe('sitemap index', () => {
  test('is a well-formed sitemapindex listing, per edition, files numbered 1..n and nothing else', () => {
    const { root, elements } = parseXml(indexXml);
    expect(root).toBe('sitemapindex');
    const listed = locs(indexXml);
    expect(elements.filter((e) => e === 'sitemap')).toHaveLength(listed.length);
    for (const locale of LOCALES) {
      const files = editions.get(locale)!.files.map(pathOf);
      // Pages first, then at least one article file.
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(files).toEqual(files.map((_, i) => `/sitemap-${locale}-${i + 1}.xml`));
    }
    expect(listed).toHaveLength(LOCALES.reduce((n, locale) => n + editions.get(locale)!.files.length, 0));
  });

  test('the file after the last listed one is a 404', async () => {
    for (const locale of ['de-DE', 'nl-NL'] as const) {
      await to().get(`/sitemap-${locale}-${editions.get(locale)!.files.length + 1}.xml`).expect(404);
    }
  });

  test('is built from a few bulk calls per edition, not one per manufacturer or series', () => {
    const paths = sitemapCalls.map((c) => c.path);
    expect(paths.filter((p) => /^\/vehicle\//.test(p))).toEqual([]);
    expect(paths.filter((p) => p === '/navigation')).toEqual([]);
    // Five lists per edition, one article count and four listing counts, and one call per article or
    // listing file of each edition: a file's page of up to 50,000 rows is asked for by each edition's
    // file, since the upstream cache lets an answer that big pass through (it would push out the
    // small answers pages are made of); the counts and category words come from the cache.
    const pagedFiles = editions.get('de-DE')!.files.length - 1;
    expect(paths.filter((p) => p === '/sitemap/listings').length).toBeLessThanOrEqual(4 + LOCALES.length * pagedFiles);
    expect(sitemapCalls.length).toBeLessThanOrEqual(LOCALES.length * (5 + pagedFiles) + 1 + 4);
  });
});

/** A query that selects one count as n (PostgreSQL's count is a bigint, read as a number). */
type Counted = { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> };
const count = async (query: Counted) => Number((await query.executeTakeFirstOrThrow()).n);
const rowsOf = (table: 'articles' | 'categories' | 'models' | 'shops') => count(db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')));
const distinctInSeries = (column: 'manufacturer_id' | 'series_page_id') => count(db.kysely.selectFrom('series').select((eb) => eb.fn.count(column).distinct().as('n')));
const brandsWithArticles = () => count(db.kysely.selectFrom('articles').select((eb) => eb.fn.count('brand_id').distinct().as('n')));

/** Each category with itself and its ancestors, as (cat, anc) pairs. */
const withAncestors = () => db.kysely.withRecursive('up(cat, anc)', (qb) => qb.selectFrom('categories').select(['id as cat', 'id as anc'])
  .unionAll((more) => more.selectFrom('up').innerJoin('categories as c', 'c.id', 'up.anc').select(['up.cat', 'c.parent_id as anc']).where('c.parent_id', 'is not', null).$narrowType<{ anc: number }>()));

describe.each(LOCALES)('%s sitemap', (locale) => {

  test('no URL twice; every URL is a page of this edition', () => {
    const { paths } = editions.get(locale)!;
    expect(new Set(paths).size).toBe(paths.length);
    const strangers = paths.filter((path) => {
      const route = routeOf(locale, path);
      return route?.locale !== locale || route.page === 'Catalogue';
    });
    expect(strangers).toEqual([]);
  });

  test('holds every category, manufacturer, series page, model, brand with articles and shop (with its terms and cancellation pages)', async () => {
    const pages = editions.get(locale)!.paths.map((path) => routeOf(locale, path)!.page);
    const tally = (page: string) => pages.filter((p) => p === page).length;
    expect(tally('Category') + tally('UniversalCategory')).toBe(await rowsOf('categories'));
    expect(tally('UniversalCategory')).toBeGreaterThan(0);
    expect(tally('Manufacturer')).toBe(await distinctInSeries('manufacturer_id'));
    expect(tally('Series')).toBe(await distinctInSeries('series_page_id'));
    expect(tally('Model')).toBe(await rowsOf('models'));
    expect(tally('Brand')).toBe(await brandsWithArticles());
    expect(tally('Shop')).toBe(await rowsOf('shops'));
    expect(tally('ShopTerms')).toBe(await rowsOf('shops'));
    expect(tally('ShopCancellation')).toBe(await rowsOf('shops'));
    expect(tally('Home')).toBe(1);
    // Category listings narrowed to a vehicle or brand that hold articles, each category with its ancestors.
    const vehiclePairs = (column: 'm.manufacturer_id' | 'm.series_page_id' | 'm.id') => count(withAncestors()
      .selectFrom((qb) => qb.selectFrom('fitment as f').innerJoin('articles as a', 'a.id', 'f.article_id').innerJoin('models as m', 'm.id', 'f.model_id')
        .innerJoin('up', 'up.cat', 'a.category_id').innerJoin('categories as ca', 'ca.id', 'up.anc').where('ca.is_universal', '=', 0)
        .select([`${column} as vehicle`, 'up.anc']).distinct().as('pairs'))
      .select((eb) => eb.fn.countAll().as('n')));
    expect(tally('ManufacturerCategory')).toBe(await vehiclePairs('m.manufacturer_id'));
    expect(tally('SeriesCategory')).toBe(await vehiclePairs('m.series_page_id'));
    expect(tally('ModelCategory')).toBe(await vehiclePairs('m.id'));
    expect(tally('BrandCategory')).toBe(await count(withAncestors()
      .selectFrom((qb) => qb.selectFrom('articles as a').innerJoin('up', 'up.cat', 'a.category_id').select(['a.brand_id', 'up.anc']).distinct().as('pairs'))
      .select((eb) => eb.fn.countAll().as('n'))));
    expect(tally('ModelCategory')).toBeGreaterThan(tally('Model'));
    expect(tally('AllVehicles')).toBe(1);
    expect(tally('Info')).toBeGreaterThanOrEqual(11);
  });

  test('holds one Article URL per brand and norm number, read by the route table as that article', async () => {
    const articles = editions.get(locale)!.paths.flatMap((path) => {
      const route = routeOf(locale, path);
      return route?.page === 'Article' ? [route.params as { brandName: string; normNumber: string }] : [];
    });
    const expected = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
      .select(['b.seo_name as brandName', 'a.norm_number as normNumber']).distinct().execute();
    expect(articles).toHaveLength(expected.length);
    const known = new Set(expected.map((a) => `${a.brandName}|${a.normNumber}`));
    for (const article of articles) expect(known.has(`${article.brandName}|${article.normNumber}`)).toBe(true);
  });
});

describe('the URLs answer', () => {
  test('one of each kind, and a few articles, answer 200 in two editions', async () => {
    for (const locale of ['de-DE', 'fr-FR'] as const) {
      const { paths } = editions.get(locale)!;
      const byPage = new Map<string, string[]>();
      for (const path of paths) {
        const page = routeOf(locale, path)!.page;
        const list = byPage.get(page);
        if (list) list.push(path);
        else byPage.set(page, [path]);
      }
      const sample = [...byPage.entries()].flatMap(([page, list]) => (page === 'Article' ? [list[0]!, list[Math.floor(list.length / 2)]!, list.at(-1)!] : [list.at(-1)!]));
      for (const path of sample) {
        const res = await to().get(path);
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
      }
    }
  }, 60_000);
});

describe('the vehicle and brand listings in the sitemaps', () => {
  test('answer 200, are indexable, name themselves canonical and hold articles, in two editions', async () => {
    for (const locale of ['de-DE', 'fr-FR'] as const) {
      const { paths } = editions.get(locale)!;
      for (const page of ['ManufacturerCategory', 'SeriesCategory', 'ModelCategory', 'BrandCategory']) {
        const list = paths.filter((path) => routeOf(locale, path)!.page === page);
        for (const path of [list[0]!, list[Math.floor(list.length / 2)]!, list.at(-1)!]) {
          const res = await to().get(path).set('host', 'shop.test');
          expect({ path, status: res.status }).toEqual({ path, status: 200 });
          expect(res.text).not.toContain('name="robots" content="noindex"');
          expect(res.text).toContain(`<link rel="canonical" href="http://shop.test${path}"`);
          expect(res.text).toContain('class="card"');
        }
      }
    }
  }, 60_000);

  test('pages of the bulk list are validated and never overlap', async () => {
    for (const query of ['kind=car', 'kind=model&pageSize=0', 'kind=model&page=0', 'page=1']) {
      const res = await to().get(`/api/sitemap/listings?${query}`).expect(400);
      expect(res.body).toMatchObject({ error: 'bad_request', field: /kind=car|page=1$/.test(query) ? 'kind' : query.split('&')[1]!.split('=')[0] });
    }
    // Parts fit as the trade's do (every car of a brake size or engine): nearly every series has
    // parts in nearly every category, tens of thousands of listings. Each page asked for works out
    // the whole list (its count and its slice), so the walk takes four pages: the first, inner and
    // last pages and three boundaries to overlap at or leave a gap, as a hundred pages would have.
    const { total } = (await to().get('/api/sitemap/listings?kind=series&pageSize=1').expect(200)).body as { total: number };
    const pageSize = Math.ceil(total / 4);
    const keys: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const body = (await to().get(`/api/sitemap/listings?kind=series&page=${page}&pageSize=${pageSize}`).expect(200)).body as { pageCount: number; listings: { id: number; categoryId: number }[] };
      expect(body.pageCount).toBe(4);
      keys.push(...body.listings.map((l) => `${l.id}-${l.categoryId}`));
    }
    expect(total).toBeGreaterThan(4 * 500);
    expect(keys.length).toBe(total);
    expect(new Set(keys).size).toBe(keys.length);
  }, 120_000);
});

describe('marketplace bulk listings', () => {
  test('articles page by page: validated, never overlapping, together the whole catalogue', async () => {
    for (const query of ['pageSize=0', 'pageSize=50001', 'page=0', 'page=abc']) {
      const res = await to().get(`/api/sitemap/articles?${query}`).expect(400);
      expect(res.body).toMatchObject({ error: 'bad_request', field: query.split('=')[0] });
    }
    const articleCount = await rowsOf('articles');
    const first = (await to().get('/api/sitemap/articles?page=1&pageSize=1000').expect(200)).body;
    expect(first).toMatchObject({ page: 1, pageSize: 1000, total: articleCount, pageCount: Math.ceil(articleCount / 1000) });
    expect(first.articles[0]).toEqual({ id: expect.any(Number), brandId: expect.any(Number), brandSeoName: expect.any(String), brandName: expect.any(String), normNumber: expect.any(String) });
    const ids: number[] = [];
    for (let page = 1; page <= first.pageCount; page++) {
      const body = (await to().get(`/api/sitemap/articles?page=${page}&pageSize=1000`).expect(200)).body as { articles: { id: number }[] };
      expect(body.articles.length).toBeLessThanOrEqual(1000);
      ids.push(...body.articles.map((a) => a.id));
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(await count(db.kysely.selectFrom((qb) => qb.selectFrom('articles').select(['brand_id', 'norm_number']).distinct().as('pairs'))
      .select((eb) => eb.fn.countAll().as('n'))));
    expect((await to().get(`/api/sitemap/articles?page=${first.pageCount + 1}&pageSize=1000`).expect(200)).body.articles).toEqual([]);
  });

  test('brands, categories (in the edition language) and vehicles', async () => {
    const brands = (await to().get('/api/sitemap/brands').expect(200)).body.brands;
    expect(brands[0]).toEqual({ id: expect.any(Number), name: expect.any(String), seoName: expect.any(String) });
    const fr = (await to().get('/api/sitemap/categories').set('x-spareo-locale', 'fr-FR').expect(200)).body.categories;
    const de = (await to().get('/api/sitemap/categories').set('x-spareo-locale', 'de-DE').expect(200)).body.categories;
    expect(fr.length).toBe(de.length);
    expect(fr.map((c: { seoAlias: string }) => c.seoAlias)).not.toEqual(de.map((c: { seoAlias: string }) => c.seoAlias));
    const vehicles = (await to().get('/api/sitemap/vehicles').expect(200)).body;
    expect(vehicles.models[0]).toEqual({ id: expect.any(Number), seriesSlug: expect.any(String) });
    expect(vehicles.manufacturers.length).toBeGreaterThan(0);
    expect(vehicles.seriesPages.length).toBeGreaterThan(0);
  });
});

describe('article files split at the page size', () => {
  test('with 1,000 articles per file the articles spread over several files, each within the size, none lost', async () => {
    const small = express();
    const sitemaps = createSitemaps(client, { articlePageSize: 1000 });
    small.get('/sitemap.xml', sitemaps.index);
    small.get(/^\/sitemap-[\w-]+\.xml$/, sitemaps.file);
    const index = locs((await request(small).get('/sitemap.xml').expect(200)).text).filter((url) => url.includes('/sitemap-it-IT-'));
    const articleCount = await rowsOf('articles');
    const before = editions.get('it-IT')!.files.length - 1;
    expect(index.length).toBe(before + Math.ceil(articleCount / 1000));
    // The files before the articles are built as the full-size sitemap's (same pages, same listing
    // pages of 50,000, read above): only the article files differ, and those are read here.
    const articles: string[] = [];
    for (const file of index.slice(before)) {
      const text = (await request(small).get(pathOf(file)).expect(200)).text;
      parseXml(text);
      const urls = locs(text);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(1000);
      articles.push(...urls.map(pathOf));
    }
    expect(articles.every((path) => routeOf('it-IT', path)?.page === 'Article')).toBe(true);
    const articlesBefore = editions.get('it-IT')!.paths.filter((path) => routeOf('it-IT', path)?.page === 'Article');
    expect(new Set(articles)).toEqual(new Set(articlesBefore));
    expect(articles).toHaveLength(articlesBefore.length);
  }, 120_000);

  test('a failing marketplace answers 503 with Retry-After, not a short sitemap', async () => {
    const failing = createSitemaps({
      forward: async () => ({ status: 503, body: null }),
      attempt: async () => ({ ok: false, status: 503, problem: { error: 'unavailable' } }),
      request: async (name) => CALLS[name].fallback() as never,
      requestShared: async (name) => CALLS[name].fallback() as never,
    });
    const small = express();
    small.get('/sitemap.xml', failing.index);
    small.get(/^\/sitemap-[\w-]+\.xml$/, failing.file);
    const res = await request(small).get('/sitemap.xml').expect(503);
    expect(res.headers['retry-after']).toBe('300');
    await request(small).get('/sitemap-de-DE-1.xml').expect(503);
  });
});

describe('the listing counts', () => {
  test("a kind's count is worked out once while the database stays as it was, and again after a change", async () => {
    // The pairs' query is the only one with a recursive WITH: counted as it comes back from the database.
    const ours = new WeakSet<object>();
    let worked = 0;
    const counted = db.kysely.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'SelectQueryNode' && JSON.stringify(args.node).includes('"up"')) ours.add(args.queryId);
        return args.node;
      },
      transformResult: async (args) => {
        if (ours.has(args.queryId)) worked++;
        return args.result;
      },
    });
    // PostgreSQL's snapshot is the cluster's: other files' databases in the run's shared cluster move
    // it too. So the claim is checked over two counts between which the version did not move.
    let total = 0;
    for (let attempt = 0; ; attempt++) {
      const before = await dataVersion(db.kysely);
      total = await countListings(counted, 'model');
      const workedOnce = worked;
      expect(await countListings(counted, 'model')).toBe(total);
      if ((await dataVersion(db.kysely)) === before) {
        expect(worked).toBe(workedOnce);
        break;
      }
      if (attempt === 50) throw new Error('the database never stayed as it was over two counts');
    }
    expect(total).toBeGreaterThan(0);
    expect(worked).toBeGreaterThanOrEqual(1);
    const workedBeforeChange = worked;
    // One model's listing rows gone: counted again, fewer; and back.
    const model = (await db.kysely.selectFrom('fitment_listing').select('model_id').limit(1).executeTakeFirstOrThrow()).model_id;
    const rows = await db.kysely.selectFrom('fitment_listing').selectAll().where('model_id', '=', model).execute();
    await db.kysely.deleteFrom('fitment_listing').where('model_id', '=', model).execute();
    try {
      expect(await countListings(counted, 'model')).toBeLessThan(total);
      expect(worked).toBeGreaterThan(workedBeforeChange);
    } finally {
      await db.kysely.insertInto('fitment_listing').values(rows).execute();
    }
    expect(await countListings(counted, 'model')).toBe(total);
  });
});
