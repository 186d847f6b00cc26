/** The CartCount island: the header cart link, hydrated when the page is idle (issue 8: no JS before interaction); adds come later, and the server renders the right count. */
import { flatTexts, type FlatTexts } from '../../client/cart/texts';
import { CartCountView, type CartCountProps } from './CartCountView';
import { island } from './island';

export type * from './CartCountView';
export const CartCount = island<CartCountProps, { locale: string; texts: FlatTexts }>(CartCountView, {
  name: 'CartCount',
  when: 'idle',
  extra: (shop) => ({ locale: shop?.locale ?? 'de-DE', texts: shop ? flatTexts(shop.t, ['layout.header.cartCount_one', 'layout.header.cartCount_other']) : {} }),
});
