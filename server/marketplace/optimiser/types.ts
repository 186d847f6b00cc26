/** Input and output of the cart optimiser. All money is integer cents. */

export interface OptimiserShop {
  id: number;
  /** Shipping to the delivery country when the shop's subtotal stays below freeFromCents. */
  shippingCents: number;
  /** Subtotal from which shipping is free; null when the shop never ships free. */
  freeFromCents: number | null;
}

export interface OptimiserOffer {
  offerId: number;
  shopId: number;
  /** Unit price. */
  priceCents: number;
}

export interface OptimiserArticle {
  /** The caller's handle for this article, e.g. the cart line id. */
  key: number;
  quantity: number;
  /** Every offer of the article deliverable to the delivery country (at least one). */
  offers: OptimiserOffer[];
}

export interface OptimiserInput {
  articles: OptimiserArticle[];
  shops: OptimiserShop[];
  /** Search budget; past it the best assignment found so far is returned. */
  timeLimitMs?: number;
}

export interface OptimiserResult {
  /** Chosen offer per article, in input order. */
  offerIds: number[];
  itemsCents: number;
  shippingCents: number;
  totalCents: number;
  /** False when the time bound cut the search short. */
  provenOptimal: boolean;
  /** Search nodes visited, for measurements. */
  nodes: number;
  elapsedMs: number;
}
