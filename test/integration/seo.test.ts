/** sitemap.xml (index + per-edition files split at 50,000), robots.txt and the JSON-LD builders. */
import request from 'supertest';
import { LOCALES } from '../../locales/editions';
import { breadcrumbJsonLd, organizationJsonLd } from '../../server/web/seo/json-ld';
import { SITEMAP_MAX_URLS, chunkUrls, sitemapIndexXml, urlsetXml } from '../../server/web/seo/sitemap-xml';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const { app } = createTestApp({ db: createSeededDatabase() });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap files', () => {
  test('split at 50,000 URLs', () => {
    const urls = Array.from({ length: 2 * SITEMAP_MAX_URLS + 1 }, (_, i) => `https://x/${i}`);
    const chunks = chunkUrls(urls);
    expect(chunks.map((c) => c.length)).toEqual([50_000, 50_000, 1]);
    expect(chunkUrls([])).toEqual([[]]);
  });
  test('XML escapes URLs and declares the sitemap namespace', () => {
    const xml = urlsetXml(['https://x/a?b=1&c=<2>']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain('<loc>https://x/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(sitemapIndexXml(['https://x/s.xml'])).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://x/s.xml</loc></sitemap>');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  let index = '';
  beforeAll(async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    index = res.text;
  }, 60_000);

  test('the index names at least one sitemap per edition', () => {
    for (const locale of LOCALES) expect(index).toMatch(new RegExp(`<loc>http://[^<]+/sitemap-${locale}-1\\.xml</loc>`));
  });

  test('an edition sitemap holds its home, info pages, manufacturers and models, all answering', async () => {
    const res = await request(app).get('/sitemap-fr-FR-1.xml');
    expect(res.status).toBe(200);
    const urls = locs(res.text).map((url) => new URL(url).pathname);
    expect(urls).toContain('/fr-FR');
    expect(urls).toContain('/fr-FR/info/mentions-legales');
    expect(urls.some((path) => /^\/fr-FR\/pieces-auto\/[^/]+\/1-\d+-$/.test(path))).toBe(true);
    expect(urls.some((path) => /^\/fr-FR\/pieces-auto\/[^/]+\/3-\d+-$/.test(path))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    for (const path of ['/fr-FR', '/fr-FR/info/mentions-legales']) expect((await request(app).get(path)).status).toBe(200);
  });

  test('unknown sitemap files are 404', async () => {
    expect((await request(app).get('/sitemap-xx-XX-1.xml')).status).toBe(404);
    expect((await request(app).get('/sitemap-de-DE-99.xml')).status).toBe(404);
  });

  test('robots.txt points at the sitemap and keeps crawlers out of the API, search and carts', async () => {
    const res = await request(app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/^User-agent: \*/);
    expect(res.text).toMatch(/Sitemap: http:\/\/[^\n]+\/sitemap\.xml/);
    expect(res.text).toContain('Disallow: /api/\n');
    for (const path of ['/search', '/Warenkorb', '/fr-FR/panier', '/nl-NL/zoeken']) expect(res.text).toContain(`Disallow: ${path}?\n`);
  });
});

describe('JSON-LD builders', () => {
  test('Organization carries an AggregateRating', () => {
    const org = JSON.parse(JSON.stringify(organizationJsonLd({ name: 'Spareo', url: 'https://www.spareo.de/', rating: { value: 4.8234, reviewCount: 11542 } })));
    expect(org).toEqual({
      '@context': 'https://schema.org', '@type': 'Organization', name: 'Spareo', url: 'https://www.spareo.de/',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.82, reviewCount: 11542, bestRating: 5, worstRating: 1 },
    });
  });
  test('BreadcrumbList numbers positions from 1; the current page may have no URL', () => {
    const list = breadcrumbJsonLd([{ name: 'Spareo', url: 'https://x/' }, { name: 'Bremsscheiben' }]) as { itemListElement: object[] };
    expect(list).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Spareo', item: 'https://x/' },
      { '@type': 'ListItem', position: 2, name: 'Bremsscheiben' },
    ]);
  });
});
