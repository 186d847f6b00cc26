import request from 'supertest';
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const titleOf = (id: number, langNo: number) =>
  (db.prepare('SELECT title FROM category_texts WHERE category_id = ? AND lang_no = ?').get(id, langNo) as { title: string }).title;
const searchPath = (locale: Locale, q?: string) => pathFor(`FulltextSearch___${locale}`, {}, { query: { q } });

describe('full-text search in several editions', () => {
  for (const locale of ['de-DE', 'fr-FR', 'nl-NL', 'es-ES'] as const) {
    const term = titleOf(1523, EDITIONS[locale].langNo);
    test(`${locale}: results for the brake-disc category name with groups, articles, noindex, canonical and hreflang`, async () => {
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

  test('an article card names its brand once: brand line, then the part type, and both in the image text', async () => {
    const res = await request(app).get(searchPath('de-DE', titleOf(1523, 1)));
    const cards = [...res.text.matchAll(/<span class="card-brand">([^<]+)<\/span><span class="card-title">([^<]+)<\/span>/g)];
    expect(cards.length).toBeGreaterThan(0);
    for (const [, brand, title] of cards) {
      expect(title).toBe(titleOf(1523, 1));
      expect(title!.startsWith(brand!)).toBe(false);
    }
    const alts = [...res.text.matchAll(/<img class="card-img"[^>]* alt="([^"]+)"/g)].map((m) => m[1]!);
    expect(alts.length).toBeGreaterThan(0);
    for (const alt of alts) expect(alt).toMatch(new RegExp(`^\\S.* ${titleOf(1523, 1)}$`));
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
    const model = db.prepare('SELECT model_id AS id FROM fitment LIMIT 1').get() as { id: number };
    const res = await request(app).get(pathFor('FulltextSearch___de-DE', {}, { query: { q: 'Bremsscheiben', modelId: model.id } }));
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<input type="hidden" name="modelId" value="${model.id}"/>`);
  });
});

describe('part number search', () => {
  const article = db.prepare(`SELECT a.id, a.article_number AS articleNumber, a.norm_number AS normNumber, b.name AS brand
    FROM articles a JOIN brands b ON b.id = a.brand_id WHERE EXISTS (SELECT 1 FROM offers o WHERE o.article_id = a.id) LIMIT 1`).get() as
    { id: number; articleNumber: string; normNumber: string; brand: string };
  const oe = db.prepare('SELECT article_id AS id, oe_number AS oeNumber, norm_number AS normNumber FROM oe_numbers LIMIT 1').get() as { id: number; oeNumber: string; normNumber: string };
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
    const normNumber = (db.prepare('SELECT norm_number AS n FROM articles WHERE id = ?').get(oe.id) as { n: string }).n;
    expect(res.text).toContain(encodeURIComponent(normNumber));
  });

  test('an unknown part number answers 200 with no results', async () => {
    const res = await request(app).get(pathFor('PartNumberSearch___de-DE', { ...all, partNumber: 'ZZ999999999' }));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('class="card"');
    expect(res.text).toContain('Zu Ihrer Suche wurde nichts gefunden.');
  });

  test('a manufacturer in the path narrows the matches', async () => {
    const other = db.prepare('SELECT name FROM brands WHERE name <> ? LIMIT 1').get(article.brand) as { name: string };
    const own = await request(app).get(pathFor('PartNumberSearch___de-DE', { ...all, manufacturer: article.brand, partNumber: article.normNumber }));
    expect(own.text).toContain(`/${encodeURIComponent(article.normNumber)}?articleId=`);
    const res = await request(app).get(pathFor('PartNumberSearch___de-DE', { ...all, manufacturer: other.name, partNumber: article.normNumber }));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(`/${encodeURIComponent(article.normNumber)}?articleId=`);
  });
});
