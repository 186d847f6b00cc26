/** What the cart page shows, in integer cents. Built from the marketplace's cartData (read-cart.ts). */

export interface CartLineView {
  lineId: string;
  offerId: string;
  /** The article (spare part) the offer is for; keys the line's alternatives. */
  articleId: string;
  title: string;
  brand: string;
  articleNumber: string;
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
  /** The unit price before the shop's feed changed it, when it changed since the line was added. */
  previousUnitPriceCents?: number;
}

/** A line whose offer the shop withdrew, with the cheapest other shop's offer to switch to. */
export interface UnavailableLineView {
  lineId: string;
  title: string;
  brand: string;
  articleNumber: string;
  shopName: string;
  quantity: number;
  /** withdrawn: the shop no longer offers it; stock: the shop has none in stock. */
  reason: 'withdrawn' | 'stock';
  replacement: { offerId: string; priceCents: number; shopName: string } | null;
}

export interface CartShopView {
  id: number;
  name: string;
  slug: string;
  rating: number;
  /** False when the shop does not ship to the delivery country (its lines are left out of the sums). */
  deliverable: boolean;
  shippingCents: number;
  /** Cents still missing for free shipping; 0 when reached or never free. */
  missingForFreeShippingCents: number;
  subtotalCents: number;
  /** The latest day the shop's parcel arrives when ordered now (YYYY-MM-DD). */
  deliveryBy?: string | null;
  /** The shopper can pay this shop only by a method that waits for the money: the day counts from the payment. */
  awaitsPayment?: boolean;
  lines: CartLineView[];
}

export interface CartView {
  shops: CartShopView[];
  countArticles: number;
  priceSum: number;
  refundSum: number;
  shippingSum: number;
  priceTotal: number;
  unavailable: UnavailableLineView[];
}

/** The optimiser's proposal, grouped by target shop for the sentence 'move these 2 articles to shop B'. */
export interface OptimiseProposalView {
  savingCents: number;
  moves: { shopName: string; shopSlug: string; titles: string[] }[];
}

/** Another shop's offer of a cart line's article, for the line's "other shops" switch. */
export interface AlternativeOfferView {
  offerId: string;
  shopName: string;
  /** 0..5 */
  rating: number;
  /** Unit price, cents. */
  priceCents: number;
  /** The shop's shipping to the delivery country for this offer alone, cents (0 = free). */
  shippingCents: number;
  /** The latest day it arrives when ordered now (YYYY-MM-DD): said as a date, as the cart's own parts are. */
  deliveryBy: string;
  /** The shopper can pay that shop only by a method that waits for the money: the day counts from the payment. */
  awaitsPayment: boolean;
}

/**
 * Every deliverable, in-stock offer (the lines' own included, so a replaced line finds its old
 * offer among the alternatives) by article id, cheapest first; only articles with something to switch to.
 */
export type CartAlternatives = Record<string, AlternativeOfferView[]>;

export const EMPTY_CART_VIEW: CartView = { shops: [], countArticles: 0, priceSum: 0, refundSum: 0, shippingSum: 0, priceTotal: 0, unavailable: [] };
