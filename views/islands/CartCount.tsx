/** The CartCount island: the header cart link, hydrated on load so an add shows at once. */
import { flatTexts, type FlatTexts } from '../../client/cart/texts';
import { CartCountView, type CartCountProps } from './CartCountView';
import { island } from './island';

export type * from './CartCountView';
export const CartCount = island<CartCountProps, { locale: string; texts: FlatTexts }>(CartCountView, {
  name: 'CartCount',
  when: 'load',
  extra: (shop) => ({ locale: shop?.locale ?? 'de-DE', texts: shop ? flatTexts(shop.t, ['layout.header.cartCount_one', 'layout.header.cartCount_other']) : {} }),
});
