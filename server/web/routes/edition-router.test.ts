import { decideEdition } from './edition-router';
import { createLocaleDetector } from '../edition-middleware';
import { createI18n } from '../../../locales/i18n';

describe('decideEdition', () => {
  test('default edition has no prefix', () => {
    expect(decideEdition({ path: '/Warenkorb', preferred: 'fr-FR' })).toEqual({ kind: 'continue', locale: 'de-DE', path: '/Warenkorb', prefixed: false, remember: true });
    expect(decideEdition({ path: '/de-DE/Warenkorb', search: '?a=1', preferred: 'de-DE' })).toEqual({ kind: 'redirect', location: '/Warenkorb?a=1', status: 301 });
  });
  test('prefixed editions', () => {
    expect(decideEdition({ path: '/fr-FR/panier', preferred: 'de-DE' })).toMatchObject({ kind: 'continue', locale: 'fr-FR', path: '/panier', prefixed: true });
    expect(decideEdition({ path: '/fr-FR', preferred: 'de-DE' })).toMatchObject({ kind: 'continue', locale: 'fr-FR', path: '/' });
    expect(decideEdition({ path: '/fr-fr/panier', preferred: 'de-DE' })).toEqual({ kind: 'redirect', location: '/fr-FR/panier', status: 301 });
  });
  test('a first visit to / goes to the preferred edition', () => {
    expect(decideEdition({ path: '/', preferred: 'nl-NL' })).toEqual({ kind: 'redirect', location: '/nl-NL', status: 302 });
    expect(decideEdition({ path: '/', preferred: 'de-DE' })).toMatchObject({ kind: 'continue', locale: 'de-DE', remember: false });
  });
  test('an edition host serves without prefix', () => {
    expect(decideEdition({ path: '/panier', host: 'www.spareo.fr', preferred: 'de-DE', hostEditions: { 'www.spareo.fr': 'fr-FR' } }))
      .toEqual({ kind: 'continue', locale: 'fr-FR', path: '/panier', prefixed: false, remember: true });
  });
});

describe('locale detection order', () => {
  const detect = createLocaleDetector(createI18n());
  const req = (cookie?: string, accept?: string) => ({ headers: { ...(cookie ? { cookie: `spareo_locale=${cookie}` } : {}), ...(accept ? { 'accept-language': accept } : {}) }, cookies: cookie ? { spareo_locale: cookie } : {} });
  test('cookie wins over the browser language', () => {
    expect(detect(req('it-IT', 'fr-FR,fr;q=0.9') as never)).toBe('it-IT');
  });
  test('browser language next, matched to an edition', () => {
    expect(detect(req(undefined, 'fr-FR,fr;q=0.9') as never)).toBe('fr-FR');
    expect(detect(req(undefined, 'nl;q=0.9,en;q=0.5') as never)).toBe('nl-NL');
    expect(detect(req(undefined, 'de-AT') as never)).toBe('de-AT');
  });
  test('then de-DE', () => {
    expect(detect(req(undefined, 'ja-JP') as never)).toBe('de-DE');
    expect(detect(req() as never)).toBe('de-DE');
    expect(detect(req('xx-XX') as never)).toBe('de-DE');
  });
});

describe('one form per path: no trailing slash', () => {
  test('reads of a slashed path redirect 301 to the path without it, keeping the query', () => {
    expect(decideEdition({ path: '/fr-FR/', search: '?a=1', preferred: 'de-DE' })).toEqual({ kind: 'redirect', location: '/fr-FR?a=1', status: 301 });
    expect(decideEdition({ path: '/fr-FR/panier/', preferred: 'de-DE' })).toEqual({ kind: 'redirect', location: '/fr-FR/panier', status: 301 });
    expect(decideEdition({ path: '/Warenkorb/', preferred: 'de-DE' })).toEqual({ kind: 'redirect', location: '/Warenkorb', status: 301 });
    expect(decideEdition({ path: '/de-DE/Warenkorb/', preferred: 'de-DE' })).toEqual({ kind: 'redirect', location: '/Warenkorb', status: 301 });
    expect(decideEdition({ path: '/FR-fr/', preferred: 'de-DE' })).toEqual({ kind: 'redirect', location: '/fr-FR', status: 301 });
    expect(decideEdition({ path: '/panier/', host: 'www.spareo.fr', preferred: 'de-DE', hostEditions: { 'www.spareo.fr': 'fr-FR' } }))
      .toEqual({ kind: 'redirect', location: '/panier', status: 301 });
  });
  test('the redirect never names another host', () => {
    expect(decideEdition({ path: '//evil.example/', preferred: 'de-DE' })).toEqual({ kind: 'redirect', location: '/evil.example', status: 301 });
    expect(decideEdition({ path: '/\\evil.example/', preferred: 'de-DE' })).toEqual({ kind: 'redirect', location: '/evil.example', status: 301 });
  });
  test('writes are not redirected', () => {
    expect(decideEdition({ path: '/fr-FR/panier/', preferred: 'de-DE', method: 'POST' })).toMatchObject({ kind: 'continue', locale: 'fr-FR' });
  });
});
