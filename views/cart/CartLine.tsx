/** One cart line: what it is, its price, the quantity and delete forms, and other shops' offers of the same article. */
import type { AlternativeOfferView, CartLineView } from './cart-view';
import { formatPrice, useShop } from '../context';
import { CartForm } from './CartForm';
import { ReplaceOffer } from './ReplaceOffer';
import type { FitmentNote } from '../catalogue/types';
import { FitmentBadge } from '../catalogue/FitmentBadge';

export function CartLine({ line, alternatives = [], fitment }: { line: CartLineView; alternatives?: AlternativeOfferView[]; fitment?: FitmentNote }) {
  const { t, locale } = useShop();
  const quantityId = `quantity-${line.lineId}`;
  return (
    <li className="cart-line">
      <div className="cart-line-what">
        <strong className="cart-line-title">{line.title}</strong>
        <span className="cart-line-meta">
          {line.brand} · {t('cart.articleNumber', { number: line.articleNumber })}
        </span>
        {fitment ? <FitmentBadge note={fitment} /> : null}
      </div>
      <div className="cart-line-price">
        <span className="cart-line-unit">{t('cart.unitPrice', { price: formatPrice(line.unitPriceCents, locale) })}</span>
        {line.previousUnitPriceCents !== undefined ? (
          <span className="cart-line-price-changed">
            {t('cart.priceChanged', { old: formatPrice(line.previousUnitPriceCents, locale), new: formatPrice(line.unitPriceCents, locale) })}
          </span>
        ) : null}
        <strong className="cart-line-total">{formatPrice(line.totalCents, locale)}</strong>
      </div>
      <div className="cart-line-actions">
        <CartForm action="change" fields={{ lineId: line.lineId }} className="cart-quantity">
          <label htmlFor={quantityId}>{t('cart.quantity')}</label>
          <input id={quantityId} type="number" name="quantity" min={0} max={99} step={1} required inputMode="numeric" defaultValue={line.quantity} />
          <button type="submit">{t('cart.update')}</button>
        </CartForm>
        <CartForm action="delete" fields={{ lineId: line.lineId }}>
          <button type="submit" className="cart-delete">{t('cart.delete')}</button>
        </CartForm>
      </div>
      {/* Keyed by the offer: after a switch in place the list and its choice start afresh. */}
      {alternatives.length ? <ReplaceOffer key={line.offerId} lineId={line.lineId} offers={alternatives} /> : null}
    </li>
  );
}
