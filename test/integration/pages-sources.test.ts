/**
 * The data-sources information page: with imported reference data it gives the
 * attribution each licence requires and the footer links it; without, neither exists.
 * The taxonomy sample is really imported (602 rows, fast); KBA and ADEME are marked through the
 * import repository, as a full import of those samples takes long and changes nothing here.
 * @backends sqlite: web tier, the data-sources page, its footer link and sitemap entry. The
 * taxonomy imported over the catalogue runs on both backends in taxonomy-over-catalogue.test.ts.
 */
import path from 'node:path';
import request from 'supertest';
import { LOCALES, type Locale } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { importTaxonomyFile } from '../../server/marketplace/import/import-taxonomy';
import { importRepository } from '../../server/marketplace/import/repository';
import type { ImportSummary } from '../../server/marketplace/import/summary';
import { DATA_FILES, REFERENCE_DATA_DIR } from '../../server/marketplace/import/seed-from-dir';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const i18n = createI18n();
const t = (locale: Locale) => translatorFor(i18n, locale);
const sourcesPath = (locale: Locale) => pathFor(`Info___${locale}`, { topic: t(locale)('info.sources.slug') });
const home = (locale: Locale) => pathFor(`Home___${locale}`, {}) || '/';
const decode = (html: string) => html.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

describe('a catalogue with nothing imported', () => {
  const { app } = createTestApp();

  test('GET /api/sources is empty, the page is a 404 and the footer has no link', async () => {
    expect((await request(app).get('/api/sources').expect(200)).body).toEqual({ sources: [] });
    await request(app).get(sourcesPath('de-DE')).expect(404);
    const html = (await request(app).get('/').expect(200)).text;
    expect(html).not.toContain(`href="${sourcesPath('de-DE')}"`);
  });
});

describe('the demo catalogue, whose vehicles come from the reference data', () => {
  const { app } = createTestApp({ db: createSeededDatabase() });

  test('credits the vehicle base, ADEME and the KBA as their licences ask: listed, on the page, linked from the footer and the sitemap', async () => {
    const { sources } = (await request(app).get('/api/sources').expect(200)).body as { sources: { source: string; rowsImported: number }[] };
    // ADEME's rows of the families the vehicle base holds are left out, and its plug-in rows under a petrol
    // type's name (named as such by the import).
    expect(sources.map((s) => [s.source, s.rowsImported]).sort()).toEqual([['ademe', 4189], ['kba', 37251], ['types', 1094]]);
    const page = decode((await request(app).get(sourcesPath('de-DE')).expect(200)).text);
    expect(page).toContain('Kraftfahrt-Bundesamt');
    expect(page).toContain('ADEME');
    const html = (await request(app).get('/').expect(200)).text;
    expect(html).toContain(`href="${sourcesPath('de-DE')}"`);
    const sitemap = (await request(app).get('/sitemap-de-DE-1.xml').expect(200)).text;
    expect(sitemap).toContain(sourcesPath('de-DE'));
  });
});

describe('a catalogue with imported reference data', () => {
  const db = createSeededDatabase();
  const imports = importRepository(db.kysely);
  const { app } = createTestApp({ db });
  let summary: ImportSummary;
  beforeAll(async () => {
    summary = await importTaxonomyFile(db, path.join(REFERENCE_DATA_DIR, DATA_FILES.taxonomy));
    await imports.saveSource('kba', 'kba_fz6_hsn_tsn.csv', 62_000);
    await imports.saveSource('ademe', 'ADEME-CarLabelling.csv', 7679);
  }, 120_000);

  test('the taxonomy import marks its source', async () => {
    expect(summary.imported).toBeGreaterThan(0);
    expect((await imports.sources()).map((s) => s.source)).toEqual(['ademe', 'kba', 'taxonomy', 'types']);
  });

  test('GET /api/sources names each data set with its licence', async () => {
    const { sources } = (await request(app).get('/api/sources').expect(200)).body as { sources: { source: string; licence: string }[] };
    expect(sources.map((s) => [s.source, s.licence])).toEqual([
      ['kba', 'Datenlizenz Deutschland – Namensnennung – Version 2.0'],
      ['ademe', 'Licence Ouverte / Open Licence v2.0 (Etalab)'],
      ['types', 'CC0 1.0 Universal'],
      ['taxonomy', 'MIT'],
    ]);
  });

  test.each(LOCALES)('%s: the footer links the page, which gives every attribution the licences require', async (locale) => {
    const homeHtml = (await request(app).get(home(locale)).expect(200)).text;
    expect(homeHtml).toContain(`href="${sourcesPath(locale)}">${t(locale)('info.sources.link')}</a>`);

    const res = await request(app).get(sourcesPath(locale)).expect(200);
    const html = decode(res.text);
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toContain(`<h1>${t(locale)('info.sources.title')}</h1>`);
    // KBA: Datenlizenz Deutschland – Namensnennung 2.0, with the source and the note that the data was changed.
    expect(html).toContain('© Kraftfahrt-Bundesamt, Flensburg');
    expect(html).toContain('Datenlizenz Deutschland – Namensnennung – Version 2.0');
    expect(html).toContain('href="https://www.govdata.de/dl-de/by-2-0"');
    expect(html).toContain('Die Daten wurden verändert');
    // ADEME: Licence Ouverte 2.0.
    expect(html).toContain('Source : ADEME – Car Labelling');
    expect(html).toContain('Licence Ouverte / Open Licence v2.0 (Etalab)');
    expect(html).toContain('href="https://www.etalab.gouv.fr/licence-ouverte-open-licence/"');
    // The taxonomy: the full MIT notice (copyright line and permission notice).
    expect(html).toContain('Copyright (c) Shopify');
    expect(html).toContain('The above copyright notice and this permission notice shall be\nincluded in all copies or substantial portions of the Software.');
    expect(html).toContain('THE SOFTWARE IS PROVIDED "AS IS"');
    // hreflang for every edition's own slug.
    const alternates = Object.fromEntries([...res.text.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)].map(([tag]) => [
      /hreflang="([^"]+)"/i.exec(tag)?.[1], new URL(/href="([^"]+)"/.exec(tag)![1]!).pathname,
    ]));
    for (const other of LOCALES) expect(alternates[other]).toBe(sourcesPath(other));
    expect(alternates['x-default']).toBe(sourcesPath('de-DE'));
  });

  test('the sitemap lists the page; another slug is still a 404', async () => {
    const sitemap = (await request(app).get('/sitemap-fr-FR-1.xml').expect(200)).text;
    expect(sitemap).toContain(`${sourcesPath('fr-FR')}</loc>`);
    await request(app).get(pathFor('Info___de-DE', { topic: 'datenquelle' })).expect(404);
  });
});
