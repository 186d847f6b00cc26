/**
 * The header cart count shared between islands (each its own React root): a window event carries
 * either a change (add: +quantity, rollback: -quantity) or a new absolute count (cart editor).
 */
export const CART_COUNT_EVENT = 'spareo:cart-count';

export type CartCountChange = { delta: number } | { count: number };

export function announceCartCount(change: CartCountChange): void {
  window.dispatchEvent(new CustomEvent<CartCountChange>(CART_COUNT_EVENT, { detail: change }));
}

export function onCartCount(listener: (change: CartCountChange) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CartCountChange>).detail);
  window.addEventListener(CART_COUNT_EVENT, handler);
  return () => window.removeEventListener(CART_COUNT_EVENT, handler);
}

export function applyCountChange(current: number, change: CartCountChange): number {
  return Math.max(0, 'count' in change ? change.count : current + change.delta);
}
