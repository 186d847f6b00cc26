/** The page links of a listing: "…" where pages are left out, named for screen readers, none where they follow on. */
import { renderToStaticMarkup } from 'react-dom/server';
import { EDITIONS } from '../../locales/editions';
import { createI18n, translatorFor } from '../../locales/i18n';
import { buildPaging } from '../../server/web/pages/catalogue/paging';
import { Paging } from './Paging';
import { ShopContext, type ShopContextValue } from '../context';

const shop = { locale: 'de-DE', edition: EDITIONS['de-DE'], t: translatorFor(createI18n(), 'de-DE') } as ShopContextValue;
const render = (page: number, pages: number) =>
  renderToStaticMarkup(<ShopContext.Provider value={shop}><Paging paging={buildPaging(page, pages, (p) => `/x?page=${p}`)} /></ShopContext.Provider>);
/** What a sighted shopper reads, link by link. */
const seen = (html: string) => html.replace(/<span class="visually-hidden">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).join(' ');

test('first of 51 pages: 1 2 3 … 51, the gap named for screen readers', () => {
  const html = render(1, 51);
  expect(seen(html)).toBe('1 2 3 … 51 Weiter');
  expect(html).toContain('<span aria-hidden="true">…</span><span class="visually-hidden">weitere Seiten ausgelassen</span>');
});

test('a page in the middle has a gap on both sides; pages that follow on have none', () => {
  expect(seen(render(20, 51))).toBe('Zurück 1 … 18 19 20 21 22 … 51 Weiter');
  expect(seen(render(3, 5))).toBe('Zurück 1 2 3 4 5 Weiter');
});
