/** What every view may know about the request: edition, texts, links and per-visitor bits. */
import { createContext, useContext } from 'react';
import type { Edition, Locale } from '../locales/editions';
import type { Translate } from '../locales/i18n';
import type { PageName, PageParams, PathOptions } from './page-params';
import { dateFormat, numberFormat } from './intl';

export type LinkTo = <P extends PageName>(page: P, params: PageParams[P], options?: PathOptions) => string;

export interface ShopContextValue {
  locale: Locale;
  edition: Edition;
  t: Translate;
  /** Builds a link in the current edition (pathFor bound to the locale and host). */
  link: LinkTo;
  /** Links to the same page in another edition (hreflang, edition switch). */
  linkIn: <P extends PageName>(locale: Locale, page: P, params: PageParams[P], options?: PathOptions) => string;
  environment: 'live' | 'local' | 'remote' | 'staging';
  deliveryCountry: string;
  /** Absolute origin for canonical URLs, e.g. https://www.spareo.de */
  origin: string;
}

export const ShopContext = createContext<ShopContextValue | null>(null);

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop outside ShopContext');
  return value;
}

const PRICE: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };
// The year in full in every edition (the short style writes 26.11.26 in German but 26/11/2026 in French).
const SHORT_DATE: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/**
 * Prices repeat (shipping costs, the same offers on many pages) and Intl formatting is slow next
 * to a Map lookup, so the strings are kept per locale; cleared when a locale's map gets large.
 */
const formattedPrices = new Map<string, Map<number, string>>();
const MAX_PRICES_PER_LOCALE = 20_000;

/** Formats cents as EUR in the edition's locale. */
export function formatPrice(amount: number, locale: Locale): string {
  // -0 (a zero negated) reads as 0: "-0,00 €" is no amount anyone owes.
  const cents = amount || 0;
  let prices = formattedPrices.get(locale);
  if (!prices) formattedPrices.set(locale, (prices = new Map()));
  let text = prices.get(cents);
  if (text === undefined) {
    if (prices.size >= MAX_PRICES_PER_LOCALE) prices.clear();
    prices.set(cents, (text = numberFormat(locale, PRICE).format(cents / 100)));
  }
  return text;
}

/** Short numeric date. */
export function formatDate(date: Date | string, locale: Locale): string {
  return dateFormat(locale, SHORT_DATE).format(typeof date === 'string' ? new Date(date) : date);
}
