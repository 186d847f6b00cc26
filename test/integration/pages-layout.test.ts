/** The frame every page shares, in every edition: header, footer, edition-only links, env banner. */
import request from 'supertest';
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';

const db = createSeededDatabase();
const { app } = createTestApp({ db });
const i18n = createI18n();
const home = (locale: Locale) => pathFor(`Home___${locale}`, {}) || '/';
const infoPath = (locale: Locale, topic: string) => pathFor(`Info___${locale}`, { topic: translatorFor(i18n, locale)(`info.${topic}.slug`) });
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe.each(LOCALES)('%s header and footer', (locale) => {
  let html = '';
  beforeAll(async () => {
    const res = await request(app).get(home(locale)).set('cookie', `spareo_locale=${locale}`);
    expect(res.status).toBe(200);
    html = res.text;
  });

  test('rating with five stars, search form to /search, cart link with count, delivery country link', () => {
    expect(html).toMatch(/class="stars stars-(\d|10)" role="img" aria-label="[^"]+"/);
    expect(html).toContain(`action="${pathFor(`Search___${locale}`, {})}"`);
    expect(html).toContain(`href="${pathFor(`Cart___${locale}`, {})}"`);
    expect(html).toMatch(/class="cart-count"[^>]*>0</);
    expect(hrefs(html)).toContain(pathFor(`DeliveryCountry___${locale}`, {}, { query: { returnTo: home(locale) } }));
    expect(hrefs(html)).toContain(infoPath(locale, 'support'));
  });

  test('account link only in DE and AT, with the redirectUrl', () => {
    const login = EDITIONS[locale].accounts ? pathFor(`Login___${locale}`, {}, { query: { redirectUrl: home(locale) } }) : null;
    if (login) expect(hrefs(html)).toContain(login);
    else expect(html).not.toContain('class="account-link');
  });

  test('footer info pages; merchants and jobs only in DE', () => {
    for (const topic of ['about', 'press', 'terms', 'imprint', 'support', 'oilDisposal', 'guide', 'allBrands', 'blog', 'newsletter', 'revocation']) {
      expect(hrefs(html)).toContain(infoPath(locale, topic));
    }
    const merchants = infoPath(locale, 'merchants');
    const jobs = infoPath(locale, 'jobs');
    if (locale === 'de-DE') {
      expect(hrefs(html)).toEqual(expect.arrayContaining([merchants, jobs]));
    } else {
      expect(html).not.toContain(translatorFor(i18n, 'de-DE')('info.merchants.link'));
      expect(hrefs(html)).not.toContain(jobs);
    }
  });

  test('navigation: two category levels and the all-vehicles link (the island loads the rest), trust badge, no banner on live', () => {
    const navigation = /<details class="navigation">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(navigation).toContain(`href="${pathFor(`AllVehicles___${locale}`, {})}"`);
    // Top level with its second level nested once, no third level in the markup.
    expect(navigation).toMatch(/<nav[^>]*><ul><li><a href="[^"]+">[^<]+<\/a><ul><li><a /);
    expect(navigation).not.toMatch(/<ul><li><a [^>]*>[^<]*<\/a><ul><li><a [^>]*>[^<]*<\/a><ul>/);
    expect(navigation).not.toContain('/1-');
    expect(html).toContain('class="trust-badge"');
    expect(html).not.toContain('class="env-banner');
  });

  test('every footer info page answers 200 in its language', async () => {
    const res = await request(app).get(infoPath(locale, 'imprint'));
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<html lang="${locale}">`);
    expect(res.text).toContain(`<h1>${translatorFor(i18n, locale)('info.imprint.title')}</h1>`);
  });
});

describe('environment banner', () => {
  test.each(['staging', 'local', 'remote'] as const)('shown on %s', async (env) => {
    const { app: other } = createTestApp({ db, env: { SPAREO_ENV: env } });
    const res = await request(other).get('/es-ES');
    expect(res.text).toMatch(new RegExp(`class="env-banner env-${env}" role="status">${translatorFor(i18n, 'es-ES')(`env.${env}`)}<`));
  });
  test('never on live', async () => {
    const res = await request(app).get('/');
    expect(res.text).not.toContain('class="env-banner');
  });
});

describe('layout data fallbacks', () => {
  test('a failing marketplace still renders the frame with the spec default rating 4.82 / 11542', async () => {
    const { app: down } = createTestApp({ db, transport: () => async () => ({ status: 503, body: null }) });
    const res = await request(down).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('aria-label="4,82 von 5 Sternen"');
    expect(res.text).toContain('11.542 Bewertungen');
    expect(res.text).toMatch(/class="cart-count"[^>]*>0</);
  });
  test('reviews: only non-empty comments, at most four', async () => {
    // Shaped as the contract describes a review: an answer of another shape is the call's empty fallback.
    const review = (id: number, comment: string) => ({ id, comment, mark: 5, author: null, langNo: 1, createdAt: '2026-11-01T10:00:00Z' });
    const reviews = { shop: { reviews: ['Schnell geliefert', ' ', 'Top', 'Gut', 'Prima', 'Fünfte'].map((comment, i) => review(i + 1, comment)) } };
    const { app: withReviews } = createTestApp({
      db,
      transport: (inner) => async (req, signal) => (req.path === '/TrustedShops/Reviews' ? { status: 200, body: reviews } : inner(req, signal)),
    });
    const res = await request(withReviews).get('/');
    expect(res.text.match(/<q>/g)).toHaveLength(4);
    expect(res.text).toContain('<q>Schnell geliefert</q>');
    expect(res.text).not.toContain('<q>Fünfte</q>');
  });
});
