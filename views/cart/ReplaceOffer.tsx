/**
 * Under a cart line: the same article from other shops, cheapest first, and one button that moves
 * the line there (Ersetzen; quantity and vehicle stay). A plain POST form without JavaScript; the
 * CartEditor island sends it to /api/Warenkorb/Ersetzen in place.
 */
import type { AlternativeOfferView } from './cart-view';
import { formatPrice, useShop } from '../context';
import { numberFormat } from '../intl';
import { CartForm } from './CartForm';

const RATING: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

export function ReplaceOffer({ lineId, offers }: { lineId: string; offers: AlternativeOfferView[] }) {
  const { t, locale } = useShop();
  const selectId = `replace-${lineId}`;
  return (
    <CartForm action="replace" fields={{ from: lineId }} className="cart-replace">
      <label htmlFor={selectId}>{t('cart.replace.label', { count: offers.length })}</label>
      <select id={selectId} name="to">
        {offers.map((offer) => {
          const vars = {
            shop: offer.shopName,
            price: formatPrice(offer.priceCents, locale),
            shipping: formatPrice(offer.shippingCents, locale),
            min: offer.deliveryDays.min,
            max: offer.deliveryDays.max,
            rating: numberFormat(locale, RATING).format(offer.rating),
          };
          return (
            <option key={offer.offerId} value={offer.offerId}>
              {t(offer.shippingCents === 0 ? 'cart.replace.optionFreeShipping' : 'cart.replace.option', vars)}
            </option>
          );
        })}
      </select>
      <button type="submit">{t('cart.replace.switch')}</button>
    </CartForm>
  );
}
