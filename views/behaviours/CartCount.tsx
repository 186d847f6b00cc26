/**
 * The CartCount behaviour: the header cart link. The server renders the right count; the runtime's
 * plain-DOM behaviour (client/behaviours/cart-count.ts) follows the cart islands at once and asks
 * again when the page comes back from the back/forward cache. No React on the page for it.
 */
import { flatTexts, liteTranslator, type FlatTexts } from '../../client/cart/texts';
import { behaviour } from '../render/behaviour';

/**
 * The header cart link with the number of units in the cart, as the server knows it. In the
 * browser client/behaviours/cart-count.ts keeps the number and the hidden sentence up to date.
 */
export interface CartCountProps {
  href: string;
  label: string;
  /** null: unknown (the cart could not be asked): no number rather than a wrong one. */
  count: number | null;
  locale?: string;
  /** layout.header.cartCount_* */
  texts?: FlatTexts;
}

export function CartCountView({ href, label, count, locale = 'de-DE', texts = {} }: CartCountProps) {
  const t = liteTranslator(locale, texts);
  return (
    <a className="cart-link" href={href}>
      <span className="cart-link-label">{label}</span>
      <span className="cart-count" aria-hidden="true">{count ?? ''}</span>
      <span className="visually-hidden">{count === null ? '' : t('layout.header.cartCount', { count })}</span>
    </a>
  );
}

export const CartCount = behaviour<CartCountProps, { locale: string; texts: FlatTexts }>(CartCountView, {
  name: 'CartCount',
  extra: (shop) => ({ locale: shop?.locale ?? 'de-DE', texts: shop ? flatTexts(shop.t, ['layout.header.cartCount_one', 'layout.header.cartCount_other']) : {} }),
});
