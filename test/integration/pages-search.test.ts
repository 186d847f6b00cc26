/**
 * @backends sqlite: web tier, the search page's HTML in several editions.
 */
import request from 'supertest';
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = async (id: number, langNo: number) =>
  (await db.kysely.selectFrom('category_texts').select('title').where('category_id', '=', id).where('lang_no', '=', langNo).executeTakeFirstOrThrow()).title;
const searchPath = (locale: Locale, q?: string) => pathFor(`FulltextSearch___${locale}`, {}, { query: { q } });

describe('full-text search in several editions', () => {
  for (const locale of ['de-DE', 'fr-FR', 'nl-NL', 'es-ES'] as const) {
    test(`${locale}: results for the brake-disc category name with groups, articles, noindex, canonical and hreflang`, async () => {
      const term = await titleOf(1523, EDITIONS[locale].langNo);
      const res = await request(app).get(searchPath(locale, term));
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<html lang="${locale}">`);
      expect(res.text).toMatch(/<h1>[^<]+<\/h1>/);
      expect(res.text).toContain(term);
      expect(res.text).toContain('id="vehicle-specific"');
      // The matched category links to its category page in the same edition.
      expect(res.text).toContain(`href="${EDITIONS[locale].prefix}/`);
      expect(res.text).toMatch(/--1523/);
      expect(res.text).toContain('class="card"');
      const head = headOf(res.text);
      expect(head).toContain('<meta name="robots" content="noindex"/>');
      expect(head).toMatch(/rel="canonical" href="http:\/\/[^"]+\?q=/);
      for (const other of LOCALES) expect(head).toContain(`hrefLang="${other}"`);
      expect(head).toContain('hrefLang="x-default"');
    });
  }

  test('the categories found are folded behind one line with their count, so the articles come first', async () => {
    const res = await request(app).get(searchPath('de-DE', 'filter'));
    const fold = /<details class="search-groups"><summary>Passende Kategorien \((\d+)\)<\/summary>([\s\S]*?)<\/details>/.exec(res.text);
    expect(fold).not.toBeNull();
    expect(Number(fold![1])).toBe((fold![2]!.match(/<li>/g) ?? []).length);
    expect(Number(fold![1])).toBeGreaterThan(3);
    expect(res.text.indexOf('class="search-groups"')).toBeLessThan(res.text.indexOf('class="card"'));
  });

  test('an article card names its brand once: brand line, then the part type and its key facts, and all in the image text', async () => {
    const brakeDiscs = await titleOf(1523, 1);
    const res = await request(app).get(searchPath('de-DE', brakeDiscs));
    const cards = [...res.text.matchAll(/<span class="card-brand">([^<]+)<\/span><span class="card-title">([^<]+)<\/span>/g)];
    expect(cards.length).toBeGreaterThan(0);
    for (const [, brand, title] of cards) {
      // "Bremsscheiben Ø 288 mm belüftet": the part type, then the facts that set the article apart.
      expect(title).toMatch(new RegExp(`^${brakeDiscs} Ø\u00a0\\d+\u00a0mm \\S+$`));
      expect(title!.startsWith(brand!)).toBe(false);
    }
    const alts = [...res.text.matchAll(/<img class="card-img"[^>]* alt="([^"]+)"/g)].map((m) => m[1]!);
    expect(alts.length).toBeGreaterThan(0);
    for (const alt of alts) expect(alt).toMatch(new RegExp(`^\\S.* ${brakeDiscs} Ø\u00a0\\d+\u00a0mm \\S+$`));
    for (const alt of alts) expect(alt.split(' ')[0]).not.toBe(alt.split(' ')[1]);
  });

  test('an empty term shows the page with a prompt, not an error', async () => {
    const res = await request(app).get(searchPath('de-DE'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Suche</h1>');
    expect(res.text).toContain('class="prompt"');
    expect(res.text).not.toContain('class="card"');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  test('a term that finds nothing says so', async () => {
    const res = await request(app).get(searchPath('fr-FR', 'zzzqqqxxx'));
    expect(res.status).toBe(200);
    expect(res.text).toContain('Aucun résultat');
  });

  test('an XSS payload in q comes back escaped', async () => {
    const payload = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await request(app).get(searchPath('nl-NL', payload));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  test('paging and sort links keep the term', async () => {
    const res = await request(app).get(searchPath('de-DE', 'Bremsscheiben'));
    const paging = res.text.slice(res.text.indexOf('class="paging"'));
    expect(paging).toMatch(/href="\/Volltextsuche\?q=Bremsscheiben&amp;page=2"/);
    expect(res.text).toContain('<input type="hidden" name="q" value="Bremsscheiben"/>');
  });

  test('the header vehicle field narrows the search and stays in the form', async () => {
    const model = await db.kysely.selectFrom('fitment').select('model_id as id').orderBy('article_id').orderBy('model_id').limit(1).executeTakeFirstOrThrow();
    const res = await request(app).get(pathFor('FulltextSearch___de-DE', {}, { query: { q: 'Bremsscheiben', modelId: model.id } }));
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<input type="hidden" name="modelId" value="${model.id}"/>`);
  });
});

describe('part number search', () => {
  let article: { id: number; articleNumber: string; normNumber: string; brand: string };
  let oe: { id: number; oeNumber: string; normNumber: string };
  beforeAll(async () => {
    // The first article with an offer, and the first OE number.
    article = await db.kysely.selectFrom('articles as a').innerJoin('brands as b', 'b.id', 'a.brand_id')
      .select(['a.id', 'a.article_number as articleNumber', 'a.norm_number as normNumber', 'b.name as brand'])
      .where((eb) => eb.exists(eb.selectFrom('offers as o').select('o.id').whereRef('o.article_id', '=', 'a.id'))).orderBy('a.id').limit(1).executeTakeFirstOrThrow();
    oe = await db.kysely.selectFrom('oe_numbers').select(['article_id as id', 'oe_number as oeNumber', 'norm_number as normNumber'])
      .orderBy('id').limit(1).executeTakeFirstOrThrow();
  });
  const all = { categorySlug: 'alle-Kategorien', manufacturer: 'alle-Hersteller' };

  for (const locale of ['de-DE', 'fr-FR', 'nl-NL'] as const) {
    test(`${locale}: the norm number finds the article; noindex; hreflang in every edition`, async () => {
      // Follow the header search form: /search redirects to this edition's part number path.
      const redirect = await request(app).get(`${EDITIONS[locale].prefix}/search`).query({ q: article.articleNumber });
      expect(redirect.status).toBe(302);
      const path = redirect.headers.location as string;
      expect(path.startsWith(`${EDITIONS[locale].prefix}/${EDITIONS[locale].words.partSearch}/`)).toBe(true);
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<html lang="${locale}">`);
      expect(res.text).toContain(`<h1>`);
      expect(res.text).toContain(article.normNumber);
      expect(res.text).toContain(article.brand.replace(/&/g, '&amp;'));
      const head = headOf(res.text);
      expect(head).toContain('<meta name="robots" content="noindex"/>');
      expect(head).toMatch(/rel="canonical" href="http:\/\/[^"]+\/[^"]+"/);
      for (const other of LOCALES) expect(head).toContain(`hrefLang="${other}"`);
    });
  }

  test('an OE number finds the article it cross-references', async () => {
    const path = pathFor('PartNumberSearch___de-DE', { ...all, partNumber: oe.normNumber });
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    const { normNumber } = await db.kysely.selectFrom('articles').select('norm_number as normNumber').where('id', '=', oe.id).executeTakeFirstOrThrow();
    expect(res.text).toContain(encodeURIComponent(normNumber));
  });

  test('an unknown part number answers 200 with no results', async () => {
    const res = await request(app).get(pathFor('PartNumberSearch___de-DE', { ...all, partNumber: 'ZZ999999999' }));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('class="card"');
    expect(res.text).toContain('Zu Ihrer Suche wurde nichts gefunden.');
  });

  test('a manufacturer in the path narrows the matches', async () => {
    const other = await db.kysely.selectFrom('brands').select('name').where('name', '<>', article.brand).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const own = await request(app).get(pathFor('PartNumberSearch___de-DE', { ...all, manufacturer: article.brand, partNumber: article.normNumber }));
    expect(own.text).toContain(`/${encodeURIComponent(article.normNumber)}?articleId=`);
    const res = await request(app).get(pathFor('PartNumberSearch___de-DE', { ...all, manufacturer: other.name, partNumber: article.normNumber }));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(`/${encodeURIComponent(article.normNumber)}?articleId=`);
  });
});
