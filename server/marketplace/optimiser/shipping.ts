/** One rule for a shop's shipping, shared by the cart sums and the optimiser so they never disagree. */
import type { OptimiserShop } from './types';

/** Shipping a shop charges for a subtotal (cents); nothing when the shop is not used at all. */
export function shippingFor(shop: Pick<OptimiserShop, 'shippingCents' | 'freeFromCents'>, subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  if (shop.freeFromCents !== null && subtotalCents >= shop.freeFromCents) return 0;
  return shop.shippingCents;
}
