/**
 * The CartCount behaviour: the header cart link. The server renders the right count; the runtime's
 * plain-DOM behaviour (client/behaviours/cart-count.ts) follows the cart islands at once and asks
 * again when the page comes back from the back/forward cache. No React on the page for it.
 */
import { flatTexts, type FlatTexts } from '../../client/cart/texts';
import { behaviour } from './behaviour';
import { CartCountView, type CartCountProps } from './CartCountView';

export type * from './CartCountView';
export const CartCount = behaviour<CartCountProps, { locale: string; texts: FlatTexts }>(CartCountView, {
  name: 'CartCount',
  extra: (shop) => ({ locale: shop?.locale ?? 'de-DE', texts: shop ? flatTexts(shop.t, ['layout.header.cartCount_one', 'layout.header.cartCount_other']) : {} }),
});
