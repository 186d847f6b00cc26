/**
 * The header cart link with the number of units in the cart, as the server knows it. In the
 * browser client/behaviours/cart-count.ts keeps the number and the hidden sentence up to date.
 */
import { liteTranslator, type FlatTexts } from '../../client/cart/texts';

export interface CartCountProps {
  href: string;
  label: string;
  count: number;
  locale?: string;
  /** layout.header.cartCount_* */
  texts?: FlatTexts;
}

export function CartCountView({ href, label, count, locale = 'de-DE', texts = {} }: CartCountProps) {
  const t = liteTranslator(locale, texts);
  return (
    <a className="cart-link" href={href}>
      <span className="cart-link-label">{label}</span>
      <span className="cart-count" aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t('layout.header.cartCount', { count })}</span>
    </a>
  );
}
