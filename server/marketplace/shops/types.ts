/** Answer bodies of the shop endpoints. Texts are in the request language. */
export interface ShopShipping { country: string; costCents: number; freeFromCents: number | null; deliveryDaysMin: number; deliveryDaysMax: number }
export interface Shop {
  id: number; name: string; slug: string; rating: number; reviewCount: number; country: string; foundedYear: number | null;
  description: string; terms: string; cancellationPolicy: string; shipping: ShopShipping[]; offerCount: number;
}
export interface ShopListEntry { id: number; name: string; slug: string; rating: number; reviewCount: number }
