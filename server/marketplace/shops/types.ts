/** Answer bodies of the shop endpoints. Texts are in the request language. */
export interface ShopShipping { country: string; costCents: number; freeFromCents: number | null; deliveryDaysMin: number; deliveryDaysMax: number }
/** Who the seller is, as shoppers are told it: complete, or the shop has none (and lists no offers). */
export interface Seller {
  legalName: string; street: string; postcode: string; city: string; country: string; phone: string; email: string;
  tradeRegister: string | null; registerNumber: string | null; vatId: string | null;
  /** Sells as a business; a private seller's sales are not covered by consumer law in full. */
  isTrader: boolean;
}
export interface Shop {
  id: number; name: string; slug: string; rating: number; reviewCount: number; country: string; foundedYear: number | null;
  description: string; terms: string; cancellationPolicy: string; shipping: ShopShipping[]; offerCount: number;
  seller: Seller | null;
  /** Days until dispatch over the shop's offers (null: no offers). */
  dispatchDays: { min: number; max: number } | null;
}
export interface ShopListEntry { id: number; name: string; slug: string; rating: number; reviewCount: number }
