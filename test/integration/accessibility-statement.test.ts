/**
 * The accessibility statement (BFSG / European Accessibility Act) exists in every edition, in its
 * language, is linked from every page's footer and the sitemap, names the tested level and tools,
 * and says how to report a barrier.
 */
import request from 'supertest';
import { EDITIONS, LOCALES, type Locale } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { pathFor } from '../../server/web/routes/table';
import { createTestApp } from '../support/app';
import { createSeededDatabase } from '../support/seeded-db';
import { textOf } from './accounts-helpers';

const { app } = createTestApp({ db: createSeededDatabase() });
const i18n = createI18n();
const t = (locale: Locale) => translatorFor(i18n, locale);
const statement = (locale: Locale) => pathFor(`Accessibility___${locale}`, {});

describe.each(LOCALES)('%s', (locale) => {
  test('the statement answers in the edition language with the tested level, the tools and how to report a barrier', async () => {
    const res = await request(app).get(statement(locale)).set('host', 'shop.test').expect(200);
    expect(res.text).toContain(`<html lang="${locale}">`);
    expect(res.text).toContain(`<h1>${t(locale)('accessibility.title').replace(/'/g, '&#x27;')}</h1>`);
    const text = textOf(res.text);
    for (const fact of ['WCAG', '2.1', 'AA', 'EN 301 549', 'axe', 'html-validate', 'Chromium']) expect(text).toContain(fact);
    expect(res.text).toContain(`href="${pathFor(`Info___${locale}`, { topic: t(locale)('info.support.slug') })}"`);
    expect(res.text).toContain(`href="mailto:${t(locale)('contact.email')}"`);
    expect(res.text).toContain(`<link rel="canonical" href="http://shop.test${statement(locale)}"`);
    for (const other of LOCALES) expect(res.text).toContain(`hrefLang="${other}" href="http://shop.test${statement(other)}"`);
    expect(res.text).not.toContain('name="robots" content="noindex"');
  });

  test('every page footer links to it, and the sitemap lists it', async () => {
    const home = await request(app).get(EDITIONS[locale].prefix || '/').expect(200);
    const footer = home.text.slice(home.text.indexOf('<footer'));
    expect(footer).toContain(`<a href="${statement(locale)}">${t(locale)('accessibility.link')}</a>`);
    const sitemap = await request(app).get(`/sitemap-${locale}-1.xml`).set('host', 'shop.test').expect(200);
    expect(sitemap.text).toContain(`<loc>http://shop.test${statement(locale)}</loc>`);
  });
});

test('each language has its own text, not the German one', () => {
  const german = t('de-DE')('accessibility.conformance');
  for (const locale of ['es-ES', 'fr-FR', 'it-IT', 'nl-NL'] as const) {
    expect(t(locale)('accessibility.conformance')).not.toBe(german);
    expect(t(locale)('accessibility.title')).not.toBe(t('de-DE')('accessibility.title'));
  }
  expect(t('de-AT')('accessibility.enforcement')).not.toBe(t('de-DE')('accessibility.enforcement'));
});
