/** Answer bodies of the offer endpoints. */
export interface ShopSummary { id: number; name: string; slug: string; rating: number; reviewCount: number }
export interface Shipping { costCents: number; freeFromCents: number | null; deliveryDaysMin: number; deliveryDaysMax: number }
export interface Offer {
  offerId: number;
  sparePartId: number;
  shop: ShopSummary;
  /** Who sells (the full identity is on the shop's page); null only for a shop that has not said. */
  seller: { legalName: string; city: string; isTrader: boolean } | null;
  priceCents: number;
  /** Paid back later, e.g. the old-part deposit. */
  refundCents: number;
  stock: number;
  available: boolean;
  /** Days until the shop dispatches. */
  deliveryDays: number;
  shipping: Shipping;
  /** Price plus shipping for this one article (shipping free at or above freeFromCents). */
  totalCents: number;
}
/** Offers of one article from shops that ship to the delivery country, best-rated shop first. */
export interface OfferList { sparePartId: number; deliveryCountry: string; offers: Offer[] }
