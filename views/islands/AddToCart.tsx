/** The AddToCart island: an offer's cart form, hydrated when it comes into view. */
import { AddToCartView, type AddToCartProps } from './AddToCartView';
import { island } from './island';
import { islandTexts, type Texts } from './texts';

export type * from './AddToCartView';
export const AddToCart = island<AddToCartProps, { locale: string; texts: Texts }>(AddToCartView, {
  name: 'AddToCart',
  when: 'visible',
  extra: (shop) => ({ locale: shop?.locale ?? 'de-DE', texts: islandTexts(shop, 'addToCart') }),
});
