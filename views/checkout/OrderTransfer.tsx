/**
 * The one transfer a prepayment order asks for: to the marketplace's account (it collects for
 * every shop), the amount of the prepayment parts still to be paid, the order number as the
 * reference, and the same as a QR code a banking app reads (EPC "GiroCode").
 */
import type { OrderAnswer } from './types';
import { formatPrice, useShop } from '../context';

export function OrderTransfer({ transfer }: { transfer: NonNullable<OrderAnswer['transfer']> }) {
  const { t, locale } = useShop();
  return (
    <section className="order-transfer" aria-labelledby="order-transfer">
      <h2 id="order-transfer">{t('orders.payment.transfer')}</h2>
      <p>{t('orders.payment.central')}</p>
      <div className="order-transfer-facts">
        <dl className="cart-sums checkout-sums">
          <dt>{t('orders.payment.holder')}</dt><dd className="order-holder">{transfer.holder}</dd>
          <dt>{t('orders.payment.iban')}</dt><dd className="order-iban">{transfer.iban}</dd>
          <dt>{t('orders.payment.bic')}</dt><dd className="order-bic">{transfer.bic}</dd>
          <dt>{t('orders.payment.amount')}</dt><dd className="order-amount">{formatPrice(transfer.amountCents, locale)}</dd>
          <dt>{t('orders.payment.reference')}</dt><dd className="order-reference">{transfer.reference}</dd>
        </dl>
        {/* The SVG is drawn by the qrcode library from our own payload: no text of anyone else's. */}
        <figure className="order-qr">
          <div role="img" aria-label={t('orders.payment.qr')} dangerouslySetInnerHTML={{ __html: transfer.qrSvg }} />
          <figcaption>{t('orders.payment.qr')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
