/**
 * Cart lines that cannot be ordered (the shop withdrew the offer or has none in stock): named, marked unavailable, with one button that moves
 * the line to the cheapest other shop's offer of the same article (Ersetzen), or a delete button.
 */
import type { UnavailableLineView } from './cart-view';
import { formatPrice, useShop } from '../context';
import { CartForm } from './CartForm';

export function UnavailableLines({ lines }: { lines: UnavailableLineView[] }) {
  const { t, locale } = useShop();
  return (
    <section className="cart-shop cart-unavailable" aria-labelledby="cart-unavailable-title">
      <h2 id="cart-unavailable-title">{t('cart.withdrawn.title')}</h2>
      <ul className="cart-lines">
        {lines.map((line) => (
          <li key={line.lineId} className="cart-line cart-line-unavailable">
            <div className="cart-line-what">
              <strong className="cart-line-title">{line.title}</strong>
              <span className="cart-line-meta">
                {line.brand} · {t('cart.articleNumber', { number: line.articleNumber })}
              </span>
              <span className="cart-line-status">{t(line.reason === 'stock' ? 'cart.withdrawn.stock' : 'cart.withdrawn.text', { shop: line.shopName })}</span>
            </div>
            <div className="cart-line-actions">
              {line.replacement ? (
                <CartForm action="replace" fields={{ from: line.lineId, to: line.replacement.offerId }}>
                  <button type="submit">{t('cart.withdrawn.switch', { shop: line.replacement.shopName, price: formatPrice(line.replacement.priceCents, locale) })}</button>
                </CartForm>
              ) : (
                <span>{t('cart.withdrawn.none')}</span>
              )}
              <CartForm action="delete" fields={{ lineId: line.lineId }}>
                <button type="submit" className="cart-delete">{t('cart.delete')}</button>
              </CartForm>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
