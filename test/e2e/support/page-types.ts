/**
 * One real URL per page type of an edition, found through the shop's own links (the German pages
 * first, the other edition's through their hreflang alternates), for the checks that walk every
 * page type: home, model page, category, search results, article, brand, shop, information page,
 * cart (empty, then filled through a cart link), login (editions with accounts) and 404.
 */
import { articlePath } from './articles';

export type PageType = 'home' | 'model' | 'category' | 'search' | 'article' | 'brand' | 'shop' | 'info' | 'cartEmpty' | 'cartFilled' | 'login' | 'notFound';
export type Edition = 'de-DE' | 'fr-FR';

export interface PageOfType {
  type: PageType;
  path: string;
  /** Answer status the page must have. */
  status: number;
}

const get = async (url: string) => (await fetch(url)).text();
const first = (html: string, pattern: RegExp, what: string) => {
  const match = pattern.exec(html);
  if (!match) throw new Error(`no ${what} link found`);
  return match[1]!.replace(/&amp;/g, '&');
};
/** The edition's own path (and query) of the same page, from the hreflang alternates. */
const alternate = (html: string, locale: Edition) => {
  const url = new URL(first(html, new RegExp(`hrefLang="${locale}" href="([^"]+)"`), `${locale} alternate`));
  return url.pathname + url.search;
};

/** Page types in the order a shopper's session meets them: the empty cart before the filled one. */
export async function pagesOfEveryType(origin: string): Promise<Record<Edition, PageOfType[]>> {
  const home = await get(`${origin}/`);
  const manufacturer = first(home, /href="(\/Ersatzteile\/[^"]+\/1-\d+-)"/, 'manufacturer');
  const series = first(await get(`${origin}${manufacturer}`), /href="(\/Ersatzteile\/[^"]+\/2-\d+-)"/, 'series');
  const model = first(await get(`${origin}${series}`), /href="(\/Ersatzteile\/[^"]+\/3-\d+-)"/, 'model');
  const category = first(home, /href="(\/[^"]+\/Alle-Fahrzeuge\/--1523)"/, 'brake disc category');
  const info = first(home, /href="(\/Info\/[^"]+)"/, 'information page');
  const article = await articlePath(origin);
  const articleHtml = await get(`${origin}${article}`);
  const brand = first(articleHtml, /href="(\/[^"]+\/Alle-Fahrzeuge\/---\d+)"/, 'brand');
  const shop = first(articleHtml, /href="(\/Shop\/[^"/]+)"/, 'shop');
  const offer = first(articleHtml, /class="offer chosen" id="offer-(\d+)"/, 'chosen offer');
  const others = [...articleHtml.matchAll(/class="offer" id="offer-(\d+)"/g)].map((m) => m[1]!);
  // Two offers of one article: the cart shows lines with a choice of other shops.
  const cartQuery = [offer, ...others.slice(0, 1)].map((id) => `cartParam[${id}]=1`).concat('replace=true').join('&');
  const articleQuery = article.slice(article.indexOf('?'));

  const german: Record<PageType, string> = {
    home: '/', model, category, search: '/Volltextsuche?q=Bremsscheibe', article, brand, shop, info,
    cartEmpty: '/Warenkorb', cartFilled: `/Warenkorb/generieren?${cartQuery}`, login: '/Einloggen', notFound: '/gibt-es-nicht/gar/nicht',
  };
  const french: Partial<Record<PageType, string>> = {
    search: '/fr-FR/recherche?q=disque', cartEmpty: '/fr-FR/panier', cartFilled: `/fr-FR/panier/generer?${cartQuery}`, notFound: '/fr-FR/n-existe-pas/du/tout',
  };
  for (const type of ['home', 'model', 'category', 'article', 'brand', 'shop', 'info'] as const) {
    const html = await get(`${origin}${german[type]}`);
    french[type] = type === 'article' ? `${alternate(html, 'fr-FR').split('?')[0]}${articleQuery}` : alternate(html, 'fr-FR');
  }
  const order: PageType[] = ['home', 'model', 'category', 'search', 'article', 'brand', 'shop', 'info', 'cartEmpty', 'cartFilled', 'login', 'notFound'];
  const list = (paths: Partial<Record<PageType, string>>) =>
    order.filter((type) => paths[type]).map((type) => ({ type, path: paths[type]!, status: type === 'notFound' ? 404 : 200 }));
  return { 'de-DE': list(german), 'fr-FR': list(french) };
}

/**
 * The home page with a manufacturer and a series chosen (the steps without JavaScript): the model
 * dropdown then lists long model names, the widest content of any page.
 */
export async function vehicleChoicePaths(origin: string): Promise<Record<Edition, string>> {
  const home = await get(`${origin}/`);
  const manufacturer = /<option value="(\d+)">Mercedes-Benz<\/option>/.exec(home)?.[1]
    ?? first(home, /name="manufacturerId"[^>]*>[\s\S]*?<option value="(\d+)"/, 'manufacturer option');
  const series = first(await get(`${origin}/?manufacturerId=${manufacturer}`), /name="seriesId"[^>]*>[\s\S]*?<option value="(\d+)"/, 'series option');
  const models = await get(`${origin}/?manufacturerId=${manufacturer}&seriesId=${series}`);
  if (!/name="modelId"[^>]*>[\s\S]*?<option value="\d+"/.test(models)) throw new Error('the chosen series lists no models');
  const query = `?manufacturerId=${manufacturer}&seriesId=${series}`;
  return { 'de-DE': `/${query}`, 'fr-FR': `/fr-FR${query}` };
}
