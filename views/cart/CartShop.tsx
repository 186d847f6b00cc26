/** The articles of one shop with its rating, subtotal, shipping and free-shipping hint. */
import type { CartAlternatives, CartShopView } from './cart-view';
import { alternativesFor } from './alternatives';
import { formatPrice, useShop } from '../context';
import { StarRating } from '../ui/StarRating';
import { CartLine } from './CartLine';
import type { FitmentNote } from '../catalogue/types';
import { DeliveryBy } from '../delivery-day';

export function CartShop({ shop, countryName, alternatives, fitment }: { shop: CartShopView; countryName: string; alternatives?: CartAlternatives; fitment?: Record<string, FitmentNote> }) {
  const { t, locale, link } = useShop();
  return (
    <section className="cart-shop" aria-labelledby={`cart-shop-${shop.id}`}>
      <header className="cart-shop-head">
        <h2 id={`cart-shop-${shop.id}`}>
          <a href={link('Shop', { shopName: shop.slug })}>{shop.name}</a>
        </h2>
        <StarRating rating={shop.rating} showValue />
      </header>
      <ul className="cart-lines">
        {shop.lines.map((line) => <CartLine key={line.lineId} line={line} alternatives={alternativesFor(alternatives, line.articleId, line.offerId)} fitment={fitment?.[line.articleId]} />)}
      </ul>
      {shop.deliverable ? null : <p className="cart-hint cart-alert">{t('cart.notDeliverable', { country: countryName })}</p>}
      <dl className="cart-sums">
        <dt>{t('cart.subtotal')}</dt>
        <dd>{formatPrice(shop.subtotalCents, locale)}</dd>
        <dt>{t('cart.shippingTo', { country: countryName })}</dt>
        <dd>{!shop.deliverable ? '–' : shop.shippingCents === 0 ? t('cart.shippingFree') : formatPrice(shop.shippingCents, locale)}</dd>
      </dl>
      {shop.deliverable && shop.deliveryBy ? <p className="cart-hint cart-delivery"><DeliveryBy day={shop.deliveryBy} text={shop.awaitsPayment ? 'byAfterPayment' : 'by'} /></p> : null}
      {shop.deliverable && shop.missingForFreeShippingCents > 0 ? (
        <p className="cart-hint">{t('cart.freeShippingHint', { amount: formatPrice(shop.missingForFreeShippingCents, locale) })}</p>
      ) : null}
    </section>
  );
}
