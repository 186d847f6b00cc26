/** What the cart page shows, in integer cents. Built from the marketplace's cartData (read-cart.ts). */

export interface CartLineView {
  lineId: string;
  offerId: string;
  title: string;
  brand: string;
  articleNumber: string;
  unitPriceCents: number;
  quantity: number;
  totalCents: number;
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
  lines: CartLineView[];
}

export interface CartView {
  shops: CartShopView[];
  countArticles: number;
  priceSum: number;
  refundSum: number;
  shippingSum: number;
  priceTotal: number;
}

/** The optimiser's proposal, grouped by target shop for the sentence 'move these 2 articles to shop B'. */
export interface OptimiseProposalView {
  savingCents: number;
  moves: { shopName: string; shopSlug: string; titles: string[] }[];
}

export const EMPTY_CART_VIEW: CartView = { shops: [], countArticles: 0, priceSum: 0, refundSum: 0, shippingSum: 0, priceTotal: 0 };
