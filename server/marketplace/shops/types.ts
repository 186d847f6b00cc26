/** Answer bodies of the shop endpoints. Texts are in the request language. */
export interface ShopShipping { country: string; costCents: number; freeFromCents: number | null; deliveryDaysMin: number; deliveryDaysMax: number }
export interface Shop {
  id: number; name: string; slug: string; rating: number; reviewCount: number; country: string; foundedYear: number | null;
  description: string; terms: string; cancellationPolicy: string; shipping: ShopShipping[]; offerCount: number;
  /** Days until dispatch over the shop's offers (null: no offers). */
  dispatchDays: { min: number; max: number } | null;
}
export interface ShopListEntry { id: number; name: string; slug: string; rating: number; reviewCount: number }
