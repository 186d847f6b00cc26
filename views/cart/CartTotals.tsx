/** The cart's sums; the deposit refund note only when there is one. */
import type { CartView } from './cart-view';
import { formatPrice, useShop } from '../context';

export function CartTotals({ cart }: { cart: CartView }) {
  const { t, locale } = useShop();
  return (
    <section className="cart-totals" aria-labelledby="cart-totals">
      <h2 id="cart-totals">{t('cart.totals')}</h2>
      <dl className="cart-sums">
        <dt>{t('cart.priceSum', { count: cart.countArticles })}</dt>
        <dd>{formatPrice(cart.priceSum, locale)}</dd>
        <dt>{t('cart.shippingSum')}</dt>
        <dd>{formatPrice(cart.shippingSum, locale)}</dd>
        <dt className="cart-total">{t('cart.priceTotal')}</dt>
        <dd className="cart-total">{formatPrice(cart.priceTotal, locale)}</dd>
      </dl>
      {/* Deposits come back only after the old part is returned, so the total does not include them. */}
      {cart.refundSum > 0 ? <p className="cart-hint">{t('cart.refundSum', { amount: formatPrice(cart.refundSum, locale) })}</p> : null}
    </section>
  );
}
