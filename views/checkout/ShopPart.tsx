/** One shop's part of the checkout: its lines, shipping, delivery time, VAT, payment choice and its terms to accept. */
import type { QuoteAnswer } from './types';
import { formatPrice, useShop } from '../context';
import { DeliveryBy } from '../delivery-day';
import { onlyAwaitedMethods, PAYMENT_AWAITED_METHODS } from '../../contract/calls/orders';
import type { FitmentNote } from '../catalogue/types';
import { FitmentBadge } from '../catalogue/FitmentBadge';

type QuoteShop = QuoteAnswer['shops'][number];

function percent(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100);
}

export function ShopPart({ part, methods, payment, accepted, fitment }: {
  part: QuoteShop; methods: string[]; payment: string; accepted: boolean; fitment?: Record<string, FitmentNote>;
}) {
  const { t, locale, link } = useShop();
  const id = part.shop.id;
  const chosen = methods.includes(payment) ? payment : methods[0];
  // A method that waits for the money (prepayment) starts the delivery time only at the payment's booking.
  const awaited = (method: string) => (PAYMENT_AWAITED_METHODS as readonly string[]).includes(method);
  const onlyAwaited = onlyAwaitedMethods(methods);
  return (
    <section className="checkout-shop" aria-labelledby={`shop-${id}`}>
      <h3 id={`shop-${id}`}>{part.shop.name}</h3>
      <p className="checkout-sold-by">{t('checkout.shop.soldBy', { shop: part.shop.name })} · {part.deliveryBy ? <DeliveryBy day={part.deliveryBy} text={onlyAwaited ? 'byAfterPayment' : 'by'} /> : t('checkout.shop.deliveryTime', { min: part.deliveryDays.min, max: part.deliveryDays.max })}</p>
      <ul className="checkout-lines">
        {part.lines.map((line) => (
          <li key={line.offerId} data-offer={line.offerId}>
            <span>
              {t('checkout.shop.quantity', { quantity: line.quantity })} {line.title} ({line.brand} {line.articleNumber})
              {fitment?.[String(line.articleId)] ? <FitmentBadge note={fitment[String(line.articleId)]!} /> : null}
            </span>
            <span className="checkout-amount">{formatPrice(line.lineTotal, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-sums checkout-sums">
        <dt>{t('checkout.shop.shipping')}</dt><dd>{formatPrice(part.shippingCents, locale)}</dd>
        <dt>{t('checkout.shop.subtotal')}</dt><dd>{formatPrice(part.totalCents, locale)}</dd>
      </dl>
      <p className="checkout-vat">{part.vatNote
        ? t(`tax.note.${part.vatNote.kind}`, { basis: part.vatNote.kind === 'smallBusiness' ? part.vatNote.basis : '' })
        : t('checkout.shop.vat', { rate: percent(part.vatRateBp, locale), amount: formatPrice(part.vatCents, locale) })}</p>
      <fieldset className="checkout-payment">
        <legend>{t('checkout.shop.payment')}</legend>
        {methods.map((method) => (
          <label key={method}>
            <input type="radio" name={`payment-${id}`} value={method} defaultChecked={method === chosen} required /> {t(`orders.payment.${method}`)}
            {awaited(method) && !onlyAwaited && part.deliveryBy ? <small className="checkout-payment-delivery"> ({t('deliveryDate.afterPaymentHint')})</small> : null}
          </label>
        ))}
      </fieldset>
      <details className="checkout-terms">
        <summary>{t('checkout.shop.terms', { shop: part.shop.name })}</summary>
        {part.terms.split('\n').filter(Boolean).map((line, i) => <p key={i} className="checkout-legal">{line}</p>)}
      </details>
      <details className="checkout-terms">
        <summary>{t('checkout.shop.cancellation', { shop: part.shop.name })}</summary>
        {part.cancellationPolicy.split('\n').filter(Boolean).map((line, i) => <p key={i} className="checkout-legal">{line}</p>)}
      </details>
      <p className="checkout-terms-links">
        <a href={link('ShopTerms', { shopName: part.shop.slug })}>{t('checkout.shop.terms', { shop: part.shop.name })}</a>
        {' · '}
        <a href={link('ShopCancellation', { shopName: part.shop.slug })}>{t('checkout.shop.cancellation', { shop: part.shop.name })}</a>
      </p>
      <label className="checkout-accept">
        <input type="checkbox" name={`accept-${id}`} value="1" defaultChecked={accepted} required /> {t('checkout.shop.accept', { shop: part.shop.name })}
      </label>
    </section>
  );
}
