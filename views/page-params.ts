/**
 * The pages of the shop: the parameters each takes (what views name when they build a link) and
 * where each lives in every edition (its route). The route table is made from these alone, so a
 * screen that builds links imports the table without the table reading the screens.
 */
import { ACCESSIBILITY_WORDS, orderWords, type Edition, type Locale, type RouteWords } from '../locales/editions';

export type Query = Record<string, string | number | undefined | null>;

export interface PageParams {
  Home: Record<string, never>;
  Bot: Record<string, never>;
  Search: Record<string, never>;
  Cart: Record<string, never>;
  CartGenerate: Record<string, never>;
  DeliveryCountry: Record<string, never>;
  FulltextSearch: Record<string, never>;
  PartNumberSearch: { categorySlug: string; manufacturer: string; partNumber: string };
  Article: { brandName: string; normNumber: string };
  Shop: { shopName: string };
  ShopTerms: { shopName: string };
  ShopCancellation: { shopName: string };
  Info: { topic: string };
  /** The accessibility statement (BFSG / European Accessibility Act). */
  Accessibility: Record<string, never>;
  Login: Record<string, never>;
  SavedVehicles: Record<string, never>;
  SaveVehicle: { modelId: string };
  AllVehicles: Record<string, never>;
  Manufacturer: { manufacturerSlug: string; manufacturerId: number };
  Series: { seriesSlug: string; seriesPageId: number };
  Model: { seriesSlug: string; modelId: string };
  Category: { categorySlug: string; categoryId: number };
  UniversalCategory: { categorySlug: string; categoryId: number };
  ManufacturerCategory: { categorySlug: string; manufacturerSlug: string; manufacturerId: number; categoryId: number; brandId?: number };
  SeriesCategory: { categorySlug: string; seriesSlug: string; seriesPageId: number; categoryId: number; brandId?: number };
  ModelCategory: { categorySlug: string; seriesSlug: string; modelId: string; categoryId: number; brandId?: number };
  Brand: { brandSlug: string; brandId: number };
  /** firstSlug is `${brandSlug}-${categorySlug}`: the two cannot be told apart when reading. */
  BrandCategory: { brandCategorySlug: string; categoryId: number; brandId: number };
  // The checkout and the shopper's orders.
  Checkout: Record<string, never>;
  Orders: Record<string, never>;
  Order: { orderNumber: string };
  /** The withdrawal function every page links to: a guest names the order here. */
  Withdraw: Record<string, never>;
  /** Withdrawing from a part of one order: the form, then its confirm button. */
  OrderWithdrawal: { orderNumber: string };
  /** The catch-all: any other path renders the catalogue page (which answers 404 when it knows nothing of it). */
  Catalogue: { path: string };
}
export type PageName = keyof PageParams;
export interface PathOptions {
  query?: Query;
  /** False when the edition is served on its own host (see config EDITION_HOSTS). */
  prefix?: boolean;
}


/** A fixed pattern (path-to-regexp; its parameters are the page's), from the edition's localized words. */
export interface PatternRoute {
  pattern: (words: RouteWords, locale: Locale) => string;
  /** Editions where the page exists; all when absent. */
  only?: (edition: Edition) => boolean;
}

/** Catalogue pages are read from the path by the catalogue grammar (server/web/routes/table.ts), not by a pattern. */
export type PageRoute = PatternRoute | 'catalogue';

const withAccounts = (edition: Edition): boolean => edition.accounts;

/**
 * Every page's route, in the order paths are matched: a fixed word comes before a parameter that
 * could read it (the shop's terms before the shop, the accessibility statement before the
 * information topics, the withdrawal function before an order number). The catalogue grammar reads
 * what no pattern matched.
 */
export const PAGE_ROUTES: { readonly [P in PageName]: PageRoute } = {
  Home: { pattern: () => '/' },
  Bot: { pattern: () => '/bot' },
  Search: { pattern: () => '/search' },
  Cart: { pattern: (w) => `/${w.cart}` },
  CartGenerate: { pattern: (w) => `/${w.cartGenerate}` },
  DeliveryCountry: { pattern: (w) => `/${w.deliveryCountry}` },
  FulltextSearch: { pattern: (w) => `/${w.fulltextSearch}` },
  PartNumberSearch: { pattern: (w) => `/${w.partSearch}/:categorySlug/:manufacturer/:partNumber` },
  Article: { pattern: (w) => `/${w.partSearch}/:brandName/:normNumber` },
  ShopTerms: { pattern: (w) => `/${w.shop}/:shopName/${w.shopTerms}` },
  ShopCancellation: { pattern: (w) => `/${w.shop}/:shopName/${w.shopCancellation}` },
  Shop: { pattern: (w) => `/${w.shop}/:shopName` },
  Accessibility: { pattern: (w, locale) => `/${w.info}/${ACCESSIBILITY_WORDS[locale]}` },
  Info: { pattern: (w) => `/${w.info}/:topic` },
  Login: { pattern: (w) => `/${w.login}`, only: withAccounts },
  SavedVehicles: { pattern: (w) => `/${w.account}/Fahrzeuge`, only: withAccounts },
  SaveVehicle: { pattern: (w) => `/${w.account}/Fahrzeuge/speichern/:modelId`, only: withAccounts },
  Checkout: { pattern: (w) => `/${orderWords(w).checkout}` },
  Orders: { pattern: (w) => `/${orderWords(w).orders}` },
  Withdraw: { pattern: (w) => `/${orderWords(w).orders}/${orderWords(w).withdraw}` },
  Order: { pattern: (w) => `/${orderWords(w).orders}/:orderNumber` },
  OrderWithdrawal: { pattern: (w) => `/${orderWords(w).orders}/:orderNumber/${orderWords(w).withdraw}` },
  AllVehicles: 'catalogue',
  Manufacturer: 'catalogue',
  Series: 'catalogue',
  Model: 'catalogue',
  Category: 'catalogue',
  UniversalCategory: 'catalogue',
  ManufacturerCategory: 'catalogue',
  SeriesCategory: 'catalogue',
  ModelCategory: 'catalogue',
  Brand: 'catalogue',
  BrandCategory: 'catalogue',
  Catalogue: 'catalogue',
};
