/** One order: thanks (just placed), the transfer a prepayment asks for, each shop's part with its status, the addresses and the totals. */
import { OrderPart } from '../checkout/OrderPart';
import { OrderTransfer } from '../checkout/OrderTransfer';
import { WithNumber } from '../checkout/WithNumber';
import { owedCents, partPaid } from '../checkout/owed';
import { RATING_PROBLEMS, type OrderPageProps, type RatingAttempt } from '../checkout/types';
import { formatDate, formatPrice, useShop } from '../context';
import { RefundAccountForm } from '../checkout/RefundAccountForm';
import { regionName } from '../intl';
import { formatLocalMoment } from '../../locales/moments';

function formShown(order: NonNullable<OrderPageProps['order']>, attempt: RatingAttempt): boolean {
  const part = order.shops.find((candidate) => candidate.number === attempt.part);
  if (!part) return false;
  return attempt.articleId === null ? part.toRateShop : part.toReview.some((article) => article.articleId === attempt.articleId);
}

export function OrderPage({ order, placed, payment, token, unavailable, withdrawn, reviewed, ratingAttempt, cancelled = null, problemReport, refundAccount, messages }: OrderPageProps) {
  const { t, locale, link } = useShop();
  if (!order || unavailable) {
    return (
      <section className="order">
        <p className="checkout-message" role="alert">{t('orders.unavailable')}</p>
      </section>
    );
  }
  const justWithdrawn = withdrawn ? order.shops.find((part) => part.number === withdrawn) : undefined;
  const owed = owedCents(order);
  const unpaidTotal = order.shops.reduce((sum, part) => sum + (partPaid(part) ? 0 : part.totalCents), 0);
  const address = (a: { name: string; street: string; zip: string; city: string; country: string }) => (
    <p className="order-address">{a.name}<br />{a.street}<br />{a.zip} {a.city}<br />{regionName(locale, a.country)}</p>
  );
  return (
    <section className="order">
      <h1><WithNumber text={t('orders.title', { number: order.number })} number={order.number} /></h1>
      {placed ? (
        <div className="order-thanks" role="status">
          <p>{t('orders.thanks')} {t('orders.mailSent', { email: order.email })}</p>
          <p className="order-track-later">{t('orderTrack.later')} <a href={link('Orders', {})}>{t('orderTrack.link')}</a></p>
        </div>
      ) : null}
      {payment === 'paid' ? <p role="status">{t('orders.payment.paid')}</p> : payment === 'pending' || payment === 'failed' ? <p role="status">{t('orders.payment.pending')}</p> : null}
      <p>{t('orders.placedAt', { date: formatDate(order.createdAt, locale) })}</p>
      {order.shops.some((part) => part.status === 'awaiting_payment') ? (
        <form method="post" action={link('Order', { orderNumber: order.number })} className="order-pay">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">{t('orders.payment.payNow')}</button>
        </form>
      ) : null}
      {justWithdrawn?.withdrawal ? (
        <div className="order-thanks withdrawal-received" role="status">
          <p>{t('withdrawal.received', { moment: formatLocalMoment(justWithdrawn.withdrawal.receivedAt, locale) })}</p>
          <p>{t('withdrawal.mailMayFollow', { email: justWithdrawn.withdrawal.email })}</p>
        </div>
      ) : null}
      {cancelled ? (
        <p className={cancelled.outcome === 'cancelled' ? 'order-thanks order-cancelled' : 'checkout-message'} role="status">
          {t(`orders.cancel.${cancelled.outcome === 'cancelled' ? 'done' : cancelled.outcome === 'refused' ? 'tooLate' : 'failed'}`, { number: cancelled.part })}
        </p>
      ) : null}
      {/* A refusal whose form is no longer offered (rated already, or a line not received) says so at the top. */}
      {ratingAttempt && RATING_PROBLEMS[ratingAttempt.problem] === 'form' && !formShown(order, ratingAttempt) ? (
        <p className="checkout-message" role="alert">{t(`articleReviews.problem.${ratingAttempt.problem}`)}</p>
      ) : null}
      {reviewed ? <p className={reviewed === 'thanks' ? 'order-thanks' : 'checkout-message'} role="status">{t(`articleReviews.${reviewed}`)}</p> : null}
      {refundAccount?.saved ? <p className="order-thanks" role="status">{t('refunds.account.saved')}</p> : null}
      {order.refundAccountWanted || refundAccount?.attempt ? <RefundAccountForm orderNumber={order.number} token={token} attempt={refundAccount?.attempt ?? null} /> : null}
      {order.transfer ? <OrderTransfer transfer={order.transfer} /> : null}
      {order.shops.map((part) => <OrderPart key={part.number} part={part} orderNumber={order.number} token={token} to={order.deliveryAddress} author={order.deliveryAddress.name.split(' ')[0] ?? ''}
        report={{ form: problemReport?.form ?? null, sent: problemReport?.sent ?? null, email: order.email }} attempt={ratingAttempt} messages={messages} />)}
      <section className="checkout-totals">
        <dl className="cart-sums checkout-sums">
          <dt>{t('orders.sum.items')}</dt><dd>{formatPrice(order.itemsCents, locale)}</dd>
          <dt>{t('orders.sum.shipping')}</dt><dd>{formatPrice(order.shippingCents, locale)}</dd>
          <dt className="checkout-total">{t('orders.sum.total')}</dt><dd className="checkout-total">{formatPrice(order.totalCents, locale)}</dd>
          {/* Once a part is withdrawn, refused or cancelled before it was paid, the total is no longer what is owed. */}
          {owed !== unpaidTotal ? <><dt className="order-owed">{t('returns.owed')}</dt><dd className="order-owed">{formatPrice(owed, locale)}</dd></> : null}
        </dl>
        <p className="checkout-vat">{t('orders.sum.vat', { amount: formatPrice(order.vatCents, locale) })}</p>
      </section>
      <div className="order-addresses">
        <div><h2>{t('orders.address.delivery')}</h2>{address(order.deliveryAddress)}</div>
        {order.billingAddress ? <div><h2>{t('orders.address.billing')}</h2>{address(order.billingAddress)}</div> : null}
      </div>
    </section>
  );
}
