/**
 * One form per page: the path without a trailing slash answers and calls itself canonical; the
 * slashed form answers 301 to it, in every edition, on the shared host and on an edition's own host.
 * A slashed hostile path never redirects off the site.
 * @backends sqlite: the redirect of a slashed path is decided by the route table.
 */
import request from 'supertest';
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { createI18n, translatorFor } from '../../locales/i18n';

const db = createSeededDatabase();
const { app } = createTestApp({ db, env: { EDITION_HOSTS: 'www.spareo.fr=fr-FR,www.spareo.nl=nl-NL' } });
const i18n = createI18n();
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/** Home, an information page and the cart of one edition, as pathFor writes them. */
function pagesOf(locale: Locale, prefix = true): string[] {
  const t = translatorFor(i18n, locale);
  return [
    pathFor(`Home___${locale}`, {}, { prefix }) || '/',
    pathFor(`Info___${locale}`, { topic: t('info.imprint.slug') }, { prefix }),
    pathFor(`Cart___${locale}`, {}, { prefix }),
  ];
}

describe.each(LOCALES)('%s', (locale) => {
  test.each(pagesOf(locale))('%s answers; with a trailing slash it redirects there', async (path) => {
    const res = await request(app).get(path).set('host', 'shop.test').expect(200);
    if (!path.includes(EDITIONS[locale].words.cart)) expect(canonicalOf(res.text)).toBe(`http://shop.test${path}`);
    if (path === '/') return;
    const slashed = await request(app).get(`${path}/?a=1`).set('host', 'shop.test');
    expect({ status: slashed.status, location: slashed.headers.location }).toEqual({ status: 301, location: `${path}?a=1` });
  });
});

describe('an edition on its own host', () => {
  test.each([['www.spareo.fr', 'fr-FR'], ['www.spareo.nl', 'nl-NL']] as const)('%s', async (host, locale) => {
    for (const path of pagesOf(locale, false)) {
      const res = await request(app).get(path).set('host', host).expect(200);
      if (!path.includes(EDITIONS[locale].words.cart)) expect(canonicalOf(res.text)).toBe(`http://${host}${path}`);
      if (path === '/') continue;
      const slashed = await request(app).get(`${path}/`).set('host', host);
      expect({ status: slashed.status, location: slashed.headers.location }).toEqual({ status: 301, location: path });
    }
  });
});

describe('the redirect stays on this site', () => {
  test.each(['//evil.example/', '/\\evil.example/', '///evil.example//', '/fr-FR//evil.example/', '/de-DE//evil.example/', '/FR-fr/\\evil.example/'])('GET %s', async (path) => {
    const res = await request(app).get(path).set('host', 'shop.test');
    expect(res.status).toBeLessThan(500);
    if (res.headers.location !== undefined) expect(new URL(res.headers.location, 'http://shop.test/').host).toBe('shop.test');
  });

  test('a form post to a slashed path is not redirected (its body would be lost)', async () => {
    const res = await request(app).post('/fr-FR/panier/').set('host', 'shop.test').set('origin', 'http://shop.test').type('form').send({ action: 'nothing' });
    expect(res.status).not.toBe(301);
  });
});
