/** The layout around <main> is rendered once per what it shows and reused; pages come out whole. */
import { EDITIONS, type Locale } from '../../../locales/editions';
import { createI18n, translatorFor } from '../../../locales/i18n';
import { loadAssets } from './assets';
import { renderPage } from './render';
import { pathFor, routeName, type PageName, type PageParams } from '../routes/table';
import type { ShopContextValue } from '../../../views/context';
import * as SearchBoxIsland from '../../../views/islands/SearchBox';
import { island } from '../../../views/render/island';
import { DEFAULT_LAYOUT, type LayoutData } from '../../../views/layout/types';
import { pageView } from '../../../views/render/page-view';

const SearchBox = island(SearchBoxIsland);

const i18n = createI18n();
// The stylesheet from the sources and a manifest of this test's own: a unit test runs without a build.
const assets = { ...loadAssets(), manifest: { runtime: '/assets/runtime-UNIT.js', islands: { SearchBox: { file: '/assets/SearchBox-UNIT.js', imports: [] } } } };

function shopFor(locale: Locale, deliveryCountry = 'DE', texts = i18n): ShopContextValue {
  const link = <P extends PageName>(page: P, params: PageParams[P], options = {}) => pathFor(routeName(page, locale) as `${P}___${Locale}`, params, options);
  return {
    locale,
    edition: EDITIONS[locale],
    t: translatorFor(texts, locale),
    link,
    linkIn: (target, page, params, options = {}) => pathFor(routeName(page, target) as never, params as never, options),
    environment: 'live',
    deliveryCountry,
    origin: 'https://www.spareo.de',
  } as ShopContextValue;
}

function Body({ text, search }: { text: string; search?: boolean }) {
  return (
    <section>
      <h1>{text}</h1>
      {search ? <SearchBox action="/search" labels={{ label: 'Suche', placeholder: 'Teil', submit: 'Los' }} /> : null}
    </section>
  );
}

const page = (text: string, layout: LayoutData, shop = shopFor('de-DE'), search = false) =>
  renderPage({ shop, head: { title: text }, view: pageView(Body, { text, search }), layout }, assets);

const cartCount = (html: string) => /<spareo-behaviour data-name="CartCount">.*?"count":(\d+)/s.exec(html)?.[1];

describe('layout fragment', () => {
  test('the body sits inside <main>, between the header and the footer, once', () => {
    const html = page('Bremsscheiben', DEFAULT_LAYOUT);
    expect(html.startsWith('<!DOCTYPE html><html lang="de-DE">')).toBe(true);
    expect(html.match(/<main id="main">/g)).toHaveLength(1);
    expect(html).toMatch(/<\/header>.*<main id="main"><section><h1>Bremsscheiben<\/h1><\/section><\/main>.*<footer/s);
    expect(html).not.toContain('spareo-main-');
    expect(html).not.toContain('spareo-body-');
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
  });

  test('two pages with the same furniture share it; the body is their own', () => {
    const first = page('Bremsscheiben', DEFAULT_LAYOUT);
    const second = page('Zündkerzen', DEFAULT_LAYOUT);
    const furniture = (html: string) => html.replace(/<main id="main">.*<\/main>/s, '').replace(/<title>.*?<\/title>/, '');
    expect(furniture(second)).toBe(furniture(first));
    expect(second).toContain('<h1>Zündkerzen</h1>');
    expect(second).not.toContain('Bremsscheiben');
  });

  test('per-visitor bits in the header follow the visitor: cart count, edition, delivery country', () => {
    expect(cartCount(page('A', { ...DEFAULT_LAYOUT, cartCount: 3 }))).toBe('3');
    expect(cartCount(page('A', { ...DEFAULT_LAYOUT, cartCount: 7 }))).toBe('7');
    expect(cartCount(page('A', { ...DEFAULT_LAYOUT, cartCount: 3 }))).toBe('3');
    const french = page('A', DEFAULT_LAYOUT, shopFor('fr-FR', 'FR'));
    expect(french).toContain('<html lang="fr-FR">');
    expect(french).toContain('"current":"FR"');
    expect(page('A', DEFAULT_LAYOUT, shopFor('de-DE', 'AT'))).toContain('"current":"AT"');
  });

  test('another set of texts (another app in the same process) never gets these texts', () => {
    const other = createI18n();
    other.addResource('de-DE', 'translation', 'layout.header.contact', 'Rufen Sie uns an');
    expect(page('A', DEFAULT_LAYOUT, shopFor('de-DE', 'DE', other))).toContain('Rufen Sie uns an');
    expect(page('A', DEFAULT_LAYOUT, shopFor('de-DE', 'DE'))).not.toContain('Rufen Sie uns an');
  });

  test("the body's islands get ids of their own after the layout's, and the page links the runtime", () => {
    const html = page('Suche', DEFAULT_LAYOUT, shopFor('de-DE'), true);
    const ids = [...html.matchAll(/<spareo-island data-name="SearchBox"[^>]*data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    // Rendered again from the cached furniture: the same ids.
    const again = page('Suche', DEFAULT_LAYOUT, shopFor('de-DE'), true);
    expect([...again.matchAll(/<spareo-island data-name="SearchBox"[^>]*data-id="([^"]+)"/g)].map((m) => m[1])).toEqual(ids);
    expect(again).toMatch(/<script id="spareo-runtime" data-runtime="\/assets\/runtime-[^"]+\.js"/);
  });

  test('the current path and the search term are filled into the shared furniture as a plain rendering writes them', () => {
    const odd = `/Suche?q=${encodeURIComponent('Öl & "Filter" <5W-30>')}&x='1'\u2028%01</script>`;
    const layoutFor = (currentPath: string, query?: string): LayoutData => ({ ...DEFAULT_LAYOUT, currentPath, query });
    // The first page makes the furniture; the next ones are filled into it.
    page('A', layoutFor('/Bremsscheiben', 'Bremse'));
    page('A', layoutFor('/Bremsscheiben'));
    for (const [path, query] of [[odd, 'Öl & "Filter" <5W-30>\u2028</script>'], ['/Teilenummernsuche/Bosch/0986', undefined], [odd, undefined]] as const) {
      const filled = page('A', layoutFor(path, query));
      // Texts of their own make a furniture of their own: rendered plainly, the first time.
      const plain = page('A', layoutFor(path, query), shopFor('de-DE', 'DE', createI18n()));
      expect(filled).toBe(plain);
      expect(filled).not.toContain('\u0001');
    }
    const html = page('A', layoutFor(odd, 'Öl & Co'));
    expect(html).toContain(`redirectUrl=${new URLSearchParams({ v: odd }).toString().slice(2)}`.replace(/&/g, '&amp;'));
    expect(html).toContain('value="Öl &amp; Co"');
  });
});
