/**
 * @backends sqlite: web tier, the article page's HTML in several editions.
 */
import request from 'supertest';
import { COOKIES, EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app, client, invalidation } = createTestApp({ db });

interface Row { id: number; articleNumber: string; normNumber: string; brand: string; seoName: string; offerId: number }
const articles = () =>
  db.kysely
    .selectFrom('articles as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select((eb) => [
      'a.id',
      'a.article_number as articleNumber',
      'a.norm_number as normNumber',
      'b.name as brand',
      'b.seo_name as seoName',
      eb.selectFrom('offers as o').select((o) => o.fn.min<number>('o.id').as('m')).whereRef('o.article_id', '=', 'a.id').as('offerId'),
    ])
    .orderBy('a.id')
    .limit(1);
const articleRow = async (id: number) => (await articles().where('a.id', '=', id).executeTakeFirstOrThrow()) as Row;
/** An article offered by shops with different ratings, three of them shipping to every edition's country tested below. */
let article: Row;
beforeAll(async () => {
  const countries = ['DE', 'FR', 'NL', 'IT'];
  article = (await articles()
    .where(
      (eb) => eb.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id').select((o) => o.fn.count('s.rating').distinct().as('n')).whereRef('o.article_id', '=', 'a.id')
        .where((w) => w(w.selectFrom('shop_shipping as sh').select((c) => c.fn.countAll().as('c')).whereRef('sh.shop_id', '=', 's.id').where('sh.country', 'in', countries), '=', countries.length)),
      '>=',
      3,
    )
    .executeTakeFirstOrThrow()) as Row;
});
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const pathOf = (row: Row, locale: Locale = 'de-DE') => pathFor(`Article___${locale}`, { brandName: row.seoName, normNumber: row.normNumber });
/** The offers one can buy (in stock) first, then the best-rated shop first. */
const shopRating = async (offerId: number) => {
  const row = await db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id').select(['s.rating', 'o.stock']).where('o.id', '=', offerId).executeTakeFirstOrThrow();
  return (row.stock > 0 ? 10 : 0) + row.rating;
};

describe('article page in several editions', () => {
  for (const locale of ['de-DE', 'fr-FR', 'nl-NL', 'it-IT'] as const) {
    test(`${locale}: 200 with heading, numbers, offers by rating, cart forms, JSON-LD, canonical without query, hreflang`, async () => {
      const path = pathOf(article, locale);
      const res = await request(app).get(path).query({ articleId: article.offerId });
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<html lang="${locale}">`);
      expect(res.text).toMatch(new RegExp(`<h1>[^<]*${article.articleNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
      expect(res.text).toContain(`<dd>${article.normNumber}</dd>`);
      // The main photo: AVIF and WebP files of our own origin, its box reserved, never lazy; where it
      // stands beside the offers (the first screen) its file is preloaded at high priority.
      expect(res.text).toMatch(/<div class="gallery"><picture><source type="image\/avif" srcSet="\/media\/photos\/[0-9a-f]{20}-200\.avif 200w, [^"]+" sizes="[^"]+"\/><img src="\/media\/photos\/[0-9a-f]{20}-400\.webp" width="800" height="800" alt="[^"]+" fetchPriority="low"/);
      expect(res.text).toMatch(/<link rel="preload" as="image" type="image\/avif" imageSrcSet="\/media\/photos\/[0-9a-f]{20}-200\.avif 200w, [^"]+" imageSizes="400px" media="\(min-width: 780px\)" fetchPriority="high"\/>/);
      // The manufacturer's logo, one of the shop's small drawings, is inlined in the first screen (or linked).
      expect(res.text).toMatch(/<img src="(?:\/img\/brands\/[^"]+|data:image\/svg\+xml,[^"]+)" width="120" height="40"/);

      const offerIds = [...res.text.matchAll(/id="offer-(\d+)"/g)].map((m) => Number(m[1]));
      expect(offerIds.length).toBeGreaterThanOrEqual(3);
      const ratings = await Promise.all(offerIds.map(shopRating));
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      expect(res.text).toContain(`class="offer chosen" id="offer-${article.offerId}"`);

      const head = headOf(res.text);
      expect(head).toMatch(new RegExp(`rel="canonical" href="http://[^"]+${path}"`));
      for (const other of LOCALES) expect(head).toContain(`hrefLang="${other}" href="http://127.0.0.1:${res.request.url.split(':')[2]!.split('/')[0]}${pathOf(article, other)}"`);
      expect(head).toContain('hrefLang="x-default"');

      const product = jsonLd(res.text).find((d) => d['@type'] === 'Product');
      expect(product.name).toContain(article.articleNumber);
      expect(product.sku).toBe(article.articleNumber);
      expect(product.mpn).toBe(article.normNumber);
      expect(product.brand.name).toBe(article.brand);
      expect(product.offers['@type']).toBe('AggregateOffer');
      expect(product.offers.priceCurrency).toBe('EUR');
      expect(product.offers.offerCount).toBe(offerIds.length);
      expect(product.offers.offers).toHaveLength(offerIds.length);
      expect(Number(product.offers.lowPrice)).toBeLessThanOrEqual(Number(product.offers.highPrice));
      expect(product.offers.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
      expect(product.offers.offers[0].price).toMatch(/^\d+\.\d\d$/);
    });
  }

  test('each offer has the add-to-cart form: POST to the cart with action, offerId, modelId and quantity', async () => {
    const model = await db.kysely.selectFrom('fitment').select('model_id as id').where('article_id', '=', article.id).orderBy('model_id').limit(1).executeTakeFirst();
    const modelId = String(model?.id ?? 1);
    const res = await request(app).get(pathOf(article, 'fr-FR')).query({ modelId });
    expect(res.status).toBe(200);
    // Attribute order is React's business: read the opening tag's attributes one by one.
    const forms = [...res.text.matchAll(/<form ([^>]*class="add-to-cart"[^>]*)>(.*?)<\/form>/g)];
    expect(forms.length).toBeGreaterThan(0);
    for (const [, attributes, body] of forms) {
      expect(attributes).toContain(`action="${pathFor('Cart___fr-FR', {})}"`);
      expect(attributes).toContain('method="post"');
      expect(body).toContain('<input type="hidden" name="action" value="add"/>');
      expect(body).toMatch(/<input type="hidden" name="offerId" value="\d+"\/>/);
      expect(body).toContain(`<input type="hidden" name="modelId" value="${modelId}"/>`);
      expect(body).toMatch(/<input type="number"[^>]* name="quantity" value="1"/);
    }
  });

  test('prices, shipping and delivery time are shown for the delivery country', async () => {
    const res = await request(app).get(pathOf(article, 'nl-NL')).set('Cookie', `${COOKIES.deliveryCountry}=AT`);
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/€\s?\d+,\d\d/);
    expect(res.text).toContain('Oostenrijk');
    // The latest delivery day, not a span of working days (docs/decisions/0220-after-the-order.md).
    expect(res.text).toMatch(/Bezorging uiterlijk <time dateTime="\d{4}-\d\d-\d\d">[a-z]{2} \d\d-\d\d<\/time>/);
  });

  test('documents are de-duplicated by number (and language-neutral ones by type)', async () => {
    const doc = await db.kysely
      .selectFrom('documents')
      .select(['article_id as id', 'doc_no as docNo'])
      .where('lang_no', 'in', [1, 255])
      .groupBy(['article_id', 'doc_no'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .orderBy('article_id')
      .orderBy('doc_no')
      .limit(1)
      .executeTakeFirstOrThrow();
    const row = await articleRow(doc.id);
    const res = await request(app).get(pathOf(row, 'de-DE'));
    expect(res.status).toBe(200);
    const links = [...res.text.matchAll(new RegExp(`href="/media/docs/${doc.docNo}-\\d+\\.pdf"`, 'g'))];
    expect(links).toHaveLength(1);
    // The German document wins over the language-neutral one.
    expect(links[0]![0]).toContain(`${doc.docNo}-1.pdf`);
  });

  test('the article\'s EAN is shown beside its numbers, once per OE number', async () => {
    const { id, ean } = await db.kysely.selectFrom('articles').select(['id', 'ean']).where('ean', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const res = await request(app).get(pathOf(await articleRow(id), 'fr-FR')).expect(200);
    expect(res.text).toContain(`<dt>EAN</dt><dd>${ean}</dd>`);
    const repeated = await db.kysely.selectFrom('oe_numbers').select('article_id').groupBy(['article_id', 'norm_number']).having((eb) => eb.fn.countAll(), '>', 1).execute();
    expect(repeated).toEqual([]);
  });

  test('OE numbers and fitting vehicles are listed', async () => {
    const oe = await db.kysely
      .selectFrom('oe_numbers')
      .select(['article_id as id', 'oe_number as oeNumber'])
      .where('article_id', 'in', (eb) => eb.selectFrom('fitment').select('article_id'))
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const row = await articleRow(oe.id);
    const res = await request(app).get(pathOf(row, 'de-DE'));
    expect(res.text).toContain(oe.oeNumber);
    expect(res.text).toContain('id="vehicles"');
    expect(res.text).toMatch(/href="\/[^"]+\/3-\d+-"/);
  });

  test('unknown articles answer 404', async () => {
    expect((await request(app).get(pathFor('Article___de-DE', { brandName: 'Nobrand', normNumber: 'ZZ0000000' }))).status).toBe(404);
    expect((await request(app).get(pathFor('Article___fr-FR', { brandName: 'Nobrand', normNumber: article.normNumber }))).status).toBe(404);
    expect((await request(app).get(pathFor('Article___nl-NL', { brandName: 'Nobrand', normNumber: 'ZZ0000000' }, { query: { articleId: 99999999 } }))).status).toBe(404);
  });

  test('a differently spelled brand answers 301 to the canonical path, keeping the query', async () => {
    const res = await request(app).get(pathFor('Article___de-DE', { brandName: article.seoName.toUpperCase(), normNumber: article.normNumber }, { query: { articleId: article.offerId } }));
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(pathFor('Article___de-DE', { brandName: article.seoName, normNumber: article.normNumber }, { query: { articleId: article.offerId } }));
  });

  test('a number spelled with dashes and in lower case answers 301 to the canonical path', async () => {
    const spelled = `${article.normNumber.slice(0, 2)}-${article.normNumber.slice(2)}`.toLowerCase();
    const res = await request(app).get(pathFor('Article___de-DE', { brandName: article.seoName, normNumber: spelled }));
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(pathOf(article));
  });

  test("an offer id names its own article, whatever the path's brand and number: 301 to that article", async () => {
    const other = (await articles().where('a.id', '<>', article.id).where('a.norm_number', '<>', article.normNumber)
      .where((eb) => eb.exists(eb.selectFrom('offers as o').select('o.id').whereRef('o.article_id', '=', 'a.id'))).executeTakeFirstOrThrow()) as Row;
    const res = await request(app).get(pathFor('Article___de-DE', { brandName: article.seoName, normNumber: article.normNumber }, { query: { articleId: other.offerId } }));
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(pathFor('Article___de-DE', { brandName: other.seoName, normNumber: other.normNumber }, { query: { articleId: other.offerId } }));
  });

  test('an uncached article page gathers its article, offers, vehicles and OE numbers in one marketplace call', async () => {
    const paths: string[] = [];
    client.observe?.((event) => paths.push(event.path));
    client.clearCache?.();
    invalidation.invalidate();
    const res = await request(app).get(pathOf(article)).query({ articleId: article.offerId });
    expect(res.status).toBe(200);
    expect(paths.filter((path) => /^\/(Artikel|Angebote|search\/part-number|article-page)/.test(path))).toEqual(['/article-page']);
  });

  test('texts are in the edition language', async () => {
    const res = await request(app).get(pathOf(article, 'fr-FR'));
    expect(res.text).toContain('Ajouter au panier');
    expect(res.text).not.toContain('In den Warenkorb');
  });
});

test('every offer says who sells it: the shop\'s legal name, city and that it is a trader', async () => {
  const res = await request(app).get(pathOf(article));
  expect(res.status).toBe(200);
  const offers = [...res.text.matchAll(/<li class="offer[^"]*" id="offer-(\d+)">([\s\S]*?)<\/li>/g)];
  expect(offers.length).toBeGreaterThanOrEqual(3);
  for (const [, offerId, html] of offers) {
    const shop = await db.kysely.selectFrom('offers as o').innerJoin('shops as s', 's.id', 'o.shop_id').select(['s.legal_name as legalName', 's.city']).where('o.id', '=', Number(offerId)).executeTakeFirstOrThrow();
    expect(html).toContain(`<small class="sold-by">Verkauf durch ${shop.legalName}, ${shop.city} (gewerblicher Händler)</small>`);
  }
});

describe('the attribute table of every part type', () => {
  /** Part types whose facts a shopper compares, with a label each edition's table must show. */
  const SAMPLES: [categoryTitle: string, label: Record<'de' | 'fr' | 'es' | 'it' | 'nl', string>][] = [
    ['Zündkerzen', { de: 'Schlüsselweite', fr: 'Taille de clé', es: 'Ancho de llave', it: 'Apertura chiave', nl: 'Sleutelwijdte' }],
    ['Starterbatterie', { de: 'Polanordnung', fr: 'Disposition des bornes', es: 'Disposición de los polos', it: 'Disposizione poli', nl: 'Poolindeling' }],
    ['Scheibenwischer', { de: 'Wischblattart', fr: 'Type de balai', es: 'Tipo de escobilla', it: 'Tipo di spazzola', nl: 'Type wisserblad' }],
    ['Bremsbeläge', { de: 'Verschleißwarnkontakt', fr: 'Témoin d’usure', es: 'Testigo de desgaste', it: 'Segnalatore d’usura', nl: 'Slijtagecontact' }],
    ['Außenspiegel', { de: 'Einbauseite', fr: 'Côté', es: 'Lado', it: 'Lato', nl: 'Zijde' }],
  ];
  const FALLBACK = { de: 'Eigenschaft', fr: 'Caractéristique', es: 'Característica', it: 'Caratteristica', nl: 'Eigenschap' };
  const rowsOf = (html: string) => [...html.matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m): [string, string] => [m[1]!, m[2]!]);

  for (const locale of LOCALES) {
    test(`${locale}: each sample part type's table names its facts in the edition's language, none as a bare property or key`, async () => {
      const language = EDITIONS[locale].language as keyof typeof FALLBACK;
      for (const [title, label] of SAMPLES) {
        const row = await articles().innerJoin('category_texts as t', (join) => join.onRef('t.category_id', '=', 'a.category_id').on('t.lang_no', '=', 1))
          .where('t.title', '=', title).executeTakeFirstOrThrow() as Row;
        const res = await request(app).get(pathOf(row, locale)).expect(200);
        const rows = rowsOf(res.text.replaceAll('&#x27;', "'"));
        expect([title, rows.map(([dt]) => dt)]).toEqual([title, expect.arrayContaining([label[language]])]);
        expect([title, rows.filter(([dt, dd]) => dt === FALLBACK[language] || /^[a-z]+_[a-z_]+$/.test(dd))]).toEqual([title, []]);
      }
    });
  }
});
