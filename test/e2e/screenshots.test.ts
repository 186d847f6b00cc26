/**
 * What a shopper sees: full-page PNGs of home, category, article and cart (with lines) at 360 px
 * (mobile) and 1280 px (desktop) for de-DE and fr-FR, written to artifacts/screenshots/ (git-ignored).
 * Each file must exist and carry a real picture; at 360 px nothing may scroll sideways.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../server/shared/paths';
import { untilAtRest } from '../../scripts/shots/at-rest';
import { articlePath } from './support/articles';
import { useShopInBrowser } from './support/session';

jest.setTimeout(180_000);

const OUT = path.join(projectRoot, 'artifacts', 'screenshots');
const VIEWPORTS = [
  { name: 'mobile', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;
const LOCALES = ['de-DE', 'fr-FR'] as const;
type Locale = (typeof LOCALES)[number];

const e2e = useShopInBrowser();
const paths: Record<Locale, Record<'home' | 'category' | 'article' | 'cart', string>> = {} as never;

const get = async (url: string) => (await fetch(url)).text();
/** The edition's own path of the same page, from the hreflang alternates. */
const alternate = (html: string, locale: Locale) =>
  new URL(new RegExp(`hrefLang="${locale}" href="([^"]+)"`).exec(html)![1]!.replace(/&amp;/g, '&')).pathname;

beforeAll(async () => {
  fs.mkdirSync(OUT, { recursive: true });
  const { origin } = e2e.shop;
  // Brake discs: category 1523 is one of the home page's banners.
  const home = await get(`${origin}/`);
  const categoryDe = /href="(\/[^"]+\/Alle-Fahrzeuge\/--1523)"/.exec(home)![1]!;
  const categoryHtml = await get(`${origin}${categoryDe}`);
  const articleDe = await articlePath(origin);
  const articleHtml = await get(`${origin}${articleDe}`);
  const query = articleDe.slice(articleDe.indexOf('?'));
  // Two shops' offers of the brake disc and one oil filter: a cart grouped by shop.
  const offers = [...articleHtml.matchAll(/id="offer-(\d+)"/g)].map((m) => m[1]!).slice(0, 2);
  const oilHtml = await get(`${origin}${await articlePath(origin, 'Ölfilter')}`);
  offers.push(/class="offer chosen" id="offer-(\d+)"/.exec(oilHtml)![1]!);
  const cartQuery = offers.map((id, i) => `cartParam[${id}]=${i === 0 ? 2 : 1}`).concat('replace=true').join('&');
  for (const locale of LOCALES) {
    const prefix = locale === 'de-DE' ? '' : `/${locale}`;
    paths[locale] = {
      home: prefix || '/',
      category: alternate(categoryHtml, locale),
      article: `${alternate(articleHtml, locale)}${query}`,
      cart: `${prefix}/${locale === 'de-DE' ? 'Warenkorb/generieren' : 'panier/generer'}?${cartQuery}`,
    };
  }
});

describe.each(LOCALES)('%s', (locale) => {
  test.each(VIEWPORTS)('$name: home, category, article and cart', async ({ name, width, height }) => {
    const { page, errors } = await e2e.chromium.open({ width });
    await page.setViewport({ width, height });
    for (const screen of ['home', 'category', 'article', 'cart'] as const) {
      let status: number | undefined;
      // Taken once what the page starts by itself has ended (its islands that wake at load included).
      await untilAtRest(page, async () => {
        status = (await page.goto(`${e2e.shop.origin}${paths[locale][screen]}`, { waitUntil: 'load' }))?.status();
      });
      expect(status).toBe(200);
      if (screen === 'cart') expect(await page.$$eval('li.cart-line', (els) => els.length)).toBeGreaterThanOrEqual(2);
      const file = path.join(OUT, `${locale}-${screen}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(bytes.length).toBeGreaterThan(15_000);
      if (width === 360) {
        const overflow = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          const wide = [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > limit + 1 && getComputedStyle(el).position !== 'fixed')
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().right)}px`);
          return { scrollWidth: document.documentElement.scrollWidth, wide };
        });
        if (overflow.scrollWidth > 360) {
          throw new Error(`${locale} ${screen} scrolls sideways at 360 px: scrollWidth ${overflow.scrollWidth}; too wide: ${overflow.wide.join(', ')}`);
        }
        expect(overflow.scrollWidth).toBeLessThanOrEqual(360);
      }
      // Every image reserves its box (no layout shift).
      const unsized = await page.$$eval('img', (imgs) => imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.src));
      expect({ screen, unsized }).toEqual({ screen, unsized: [] });
    }
    expect(errors).toEqual([]);
  });
});
