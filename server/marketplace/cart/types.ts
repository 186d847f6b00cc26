/**
 * Cart answer shapes, shared with the web tier.
 * ALL MONEY IS INTEGER CENTS (EUR). Sums are integer additions; the views format with Intl.
 */

export interface CartShop {
  id: number;
  name: string;
  slug: string;
  /** 0..5 */
  rating: number;
}

export interface CartArticle {
  /** Cart line id (use it for Aendern, Loeschen and Ersetzen). */
  id: number;
  offerId: number;
  articleId: number;
  quantity: number;
  model: { id: number } | null;
  /** Unit price in cents. */
  price: number;
  /** Unit old-part deposit paid back, in cents (0 for most parts). */
  refund: number;
  /** quantity x price, cents */
  lineTotal: number;
  title: string;
  brand: string;
  articleNumber: string;
  normNumber: string;
  categoryId: number;
  shop: CartShop;
  /** False when the shop does not ship to the delivery country; such lines are left out of the sums. */
  deliverable: boolean;
  /** Dispatch days at the shop plus shipping days, when deliverable. */
  deliveryDays: { min: number; max: number } | null;
  /** Unit price in cents before the shop's feed changed it, when it changed since the line was added. */
  previousPrice?: number;
}

/** A line whose offer the shop withdrew (its feed no longer lists it): kept, shown as unavailable. */
export interface UnavailableCartLine {
  id: number;
  offerId: number;
  articleId: number;
  quantity: number;
  title: string;
  brand: string;
  articleNumber: string;
  shopName: string;
  /** The cheapest other offer of the same article that ships to the delivery country, for a one-click switch. */
  replacement: { offerId: number; price: number; shopName: string } | null;
}

export interface CartShopGroup {
  shop: CartShop;
  articles: CartArticle[];
  deliverable: boolean;
  /** Shipping charged for this shop's subtotal, cents (0 when free). */
  shipping: number;
  /** Base shipping cost to the delivery country, cents. */
  shippingCost: number | null;
  /** Subtotal from which shipping is free, cents; null when never free. */
  freeShippingFrom: number | null;
  /** Cents still missing for free shipping; 0 when reached or never free. */
  missingForFreeShipping: number;
  subtotal: number;
}

export interface CartData {
  /** Lines whose offer was withdrawn; absent in older answers. */
  unavailable?: UnavailableCartLine[];
  cartArticles: CartArticle[];
  cartShops: CartShopGroup[];
  deliveryCountry: string;
  /** Lowest rating among the shops in the cart; 0 when empty. */
  minShopFeedbackAvg: number;
  /** Units in the cart (sum of quantities). */
  countArticles: number;
  priceSum: number;
  /** Deposits paid back after returning the old part; informative, not deducted from priceTotal. */
  refundSum: number;
  shippingSum: number;
  /** priceSum + shippingSum */
  priceTotal: number;
}

export interface CartMove {
  lineId: number;
  articleId: number;
  title: string;
  quantity: number;
  fromOfferId: number;
  toOfferId: number;
  fromShop: CartShop;
  toShop: CartShop;
  /** Change of this line's item cost (negative = cheaper), cents. */
  priceChange: number;
}

export interface CartOptimisation {
  currentTotal: number;
  optimisedTotal: number;
  /** currentTotal - optimisedTotal, cents (0 when the cart is already best). */
  saving: number;
  provenOptimal: boolean;
  /** Moves grouped by the shop they go to: "move these 2 articles to shop B". */
  groups: { toShop: CartShop; moves: CartMove[] }[];
  /** Lines no shop can deliver to the country; they stay as they are. */
  undeliverableLineIds: number[];
  elapsedMs: number;
}
