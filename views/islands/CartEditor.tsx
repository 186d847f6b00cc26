/**
 * The CartEditor island: the cart page's body, hydrated on the first interaction with it (focus,
 * pointer, key); its forms post without JS until then, and the click that wakes it is held and
 * replayed in place (client/runtime.ts).
 */
import { flatTexts, type FlatTexts } from '../../client/cart/texts';
import { CartEditorView, SHOP_SLUG, type CartEditorLinks, type CartEditorProps } from './CartEditorView';
import { island } from './island';
import { islandTexts } from './texts';

type Extra = { locale: string; deliveryCountry: string; texts: FlatTexts; links: CartEditorLinks; busyLabel: string };

export type * from './CartEditorView';
export const CartEditor = island<CartEditorProps, Extra>(CartEditorView, {
  name: 'CartEditor',
  when: 'interaction',
  extra: (shop) => ({
    locale: shop?.locale ?? 'de-DE',
    deliveryCountry: shop?.deliveryCountry ?? 'DE',
    texts: shop ? flatTexts(shop.t, ['cart', 'layout.stars']) : {},
    links: shop
      ? { home: shop.link('Home', {}), cart: shop.link('Cart', {}), shop: shop.link('Shop', { shopName: SHOP_SLUG }) }
      : { home: '/', cart: '/', shop: '/' },
    busyLabel: islandTexts(shop, 'cartEditor').working ?? '',
  }),
});
