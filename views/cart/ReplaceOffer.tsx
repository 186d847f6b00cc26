/**
 * Under a cart line: the same article from other shops, cheapest first, and one button that moves
 * the line there (Ersetzen; quantity and vehicle stay). A plain POST form without JavaScript; the
 * CartEditor island sends it to /api/Warenkorb/Ersetzen in place.
 */
import type { AlternativeOfferView } from './cart-view';
import { formatPrice, useShop } from '../context';
import { numberFormat } from '../intl';
import { CartForm } from './CartForm';
import { formatDeliveryDay } from '../../locales/delivery-day';

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
            // The day, as the cart's shops say theirs: never a span of working days beside a date.
            delivery: t(offer.awaitsPayment ? 'cart.replace.deliveryByAfterPayment' : 'cart.replace.deliveryBy', { date: formatDeliveryDay(offer.deliveryBy, locale) }),
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
