/** The pages the shop links to and the parameters each takes: what views name when they build a link. */

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

