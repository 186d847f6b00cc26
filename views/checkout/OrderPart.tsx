/**
 * One shop's part of a placed order: status and its progress line (with carrier and tracking when
 * shipped), lines, sums, how it is paid (the transfer is one for the whole order: OrderTransfer),
 * its invoices and credit notes as PDF links; before it is shipped its cancellation, after that its
 * withdrawal (the function while the period runs, why not after it, each step once withdrawn) and
 * how a return goes.
 */
import { trackingUrl } from '../../contract/carriers';
import { invoicePath } from '../../contract/calls/invoices';
import { PAYMENT_AWAITED_METHODS } from '../../contract/calls/orders';
import type { OrderAnswer } from './types';
import { formatDate, formatPrice, useShop } from '../context';
import { PeriodNote } from '../withdrawal/PeriodNote';
import { WithdrawalSteps } from '../withdrawal/WithdrawalSteps';
import { collectorOf } from '../../contract/collector';
import { PartSteps } from './PartSteps';
import { WithNumber } from './WithNumber';
import { partMoneyBack, partPaid, partShipped } from './owed';
import { ReviewForms } from './ReviewForms';
import { ProblemReport } from './ProblemReport';
import { PartMessages } from './PartMessages';
import type { PartMessagesProps } from './message-types';
import type { ProblemReportProps } from './problem-types';
import { ShopRatingForm } from './ShopRatingForm';
import type { RatingAttempt } from './types';
import { DeliveryBy } from '../delivery-day';
import { PartProgress } from './PartProgress';
import { PartCancel } from './PartCancel';
import { ReturnInfo } from './ReturnInfo';
import { PartRefunds } from './PartRefunds';

type Part = OrderAnswer['shops'][number];

/** The carrier and number, with the carrier's tracking page when it is one we know. */
function Tracking({ carrier, trackingNumber, to }: { carrier: string; trackingNumber: string; to: { country: string; zip: string } }) {
  const { t, locale } = useShop();
  const url = trackingUrl(carrier, trackingNumber, to, locale);
  return (
    <p className="order-tracking">
      {t('orders.tracking', { carrier, tracking: trackingNumber })}
      {url ? <> <a href={url} rel="noopener noreferrer">{t('notices.shipped.link', { carrier })}</a></> : null}
    </p>
  );
}

/** to: the delivery address, which one carrier's tracking page asks for. */
/** report: the problem report's state on this page; absent, the part has no such form. attempt: a rating not kept. */
export function OrderPart({ part, orderNumber, token, to, author = '', report, attempt, messages }: {
  part: Part; orderNumber: string; token: string; to: { country: string; zip: string }; author?: string; report?: ProblemReportProps & { email: string }; attempt?: RatingAttempt | null;
  /** The messages with the part's shop; absent, the part has no such form. */
  messages?: PartMessagesProps;
}) {
  const { t, locale, link } = useShop();
  return (
    <section className={`order-part order-status-${part.status}`} aria-labelledby={`part-${part.number}`}>
      <h2 id={`part-${part.number}`}><WithNumber text={t('orders.part', { number: part.number, shop: part.shop.name })} number={part.number} /></h2>
      {/* The stage, not the bare status: a part delivered is still "shipped" to the state machine. */}
      <p className="order-status"><strong>{t('orders.statusLabel')}</strong> <span data-status={part.status} data-stage={part.stage ?? part.status}>{t(`orders.status.${part.stage ?? part.status}`)}</span></p>
      {part.progress ? <PartProgress progress={part.progress} /> : null}
      {/* Once shipped, the next step's day (presumed from the shipping) stands in for the promise. */}
      {part.deliveryBy && ['new', 'accepted', 'awaiting_payment', 'shipped'].includes(part.status) && !part.steps.some((step) => step.step === 'delivered') && !part.progress?.next?.presumed
        ? <p className="order-delivery"><DeliveryBy day={part.deliveryBy} text={PAYMENT_AWAITED_METHODS.includes(part.paymentMethod) && !partPaid(part) ? 'promisedAfterPayment' : 'promised'} /></p> : null}
      {/* The steps name every parcel; an answer without them (an older marketplace) names the last. */}
      {part.steps.length > 0 ? <PartSteps steps={part.steps} to={to} />
        : part.status === 'shipped' && part.carrier && part.trackingNumber ? <Tracking carrier={part.carrier} trackingNumber={part.trackingNumber} to={to} /> : null}
      {part.status === 'refused' && part.refusalReason ? <p>{t('orders.refusalReason', { reason: part.refusalReason })}</p> : null}
      <ul className="checkout-lines">
        {part.lines.map((line, i) => (
          <li key={i}><span>{line.quantity} × {line.title} ({line.brand} {line.articleNumber})</span><span className="checkout-amount">{formatPrice(line.lineTotal, locale)}</span></li>
        ))}
      </ul>
      <dl className="cart-sums checkout-sums">
        <dt>{t('orders.sum.shipping')}</dt><dd>{formatPrice(part.shippingCents, locale)}</dd>
        <dt>{t('orders.sum.total')}</dt><dd>{formatPrice(part.totalCents, locale)}</dd>
        <dt>{t('orders.payment.label')}</dt><dd>{t(`orders.payment.${part.paymentMethod}`)}</dd>
      </dl>
      <ShopRatingForm part={part} orderNumber={orderNumber} token={token} attempt={attempt} />
      <ReviewForms part={part} orderNumber={orderNumber} token={token} author={author} attempt={attempt} />
      {part.invoices.length > 0 ? (
        <div className="order-invoices">
          <h3>{t('invoices.heading')}</h3>
          <ul>
            {part.invoices.map((doc) => (
              <li key={doc.number}>
                <a href={invoicePath(orderNumber, part.number, doc.number, token)} type="application/pdf">{t(doc.kind === 'credit_note' ? 'invoices.linkCredit' : 'invoices.link', { number: doc.number })}</a>
                {' · '}{formatDate(doc.issuedAt, locale)}{' · '}{formatPrice(doc.grossCents, locale)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <PartRefunds part={part} />
      {part.withdrawal ? <WithdrawalSteps withdrawal={part.withdrawal} shipped={partShipped(part)} moneyBack={partMoneyBack(part)} refundedBy={collectorOf(part.paymentMethod)} returnAddress={part.returnAddress} /> : null}
      {partShipped(part) && (part.withdrawalPeriod.state === 'open' || (part.withdrawal && !part.withdrawal.goodsReceivedAt)) ? <ReturnInfo part={part} /> : null}
      {/* Nothing of it went out yet: the shopper cancels; after that, the withdrawal applies. */}
      {part.cancellable ? <PartCancel part={part} orderNumber={orderNumber} token={token} /> : part.withdrawalPeriod.state === 'open' ? (
        <div className="withdrawal-offer">
          <a className="button button-secondary withdrawal-link" href={link('OrderWithdrawal', { orderNumber }, { query: { t: token, part: part.number } })}>{t('withdrawal.link')}</a>
          <PeriodNote part={part.number} period={part.withdrawalPeriod} />
        </div>
      ) : part.withdrawalPeriod.state === 'ended' || part.withdrawalPeriod.reason === 'business' ? <PeriodNote part={part.number} period={part.withdrawalPeriod} /> : null}
      {messages ? <PartMessages part={part} orderNumber={orderNumber} token={token} {...messages} /> : null}
      {report ? <ProblemReport part={part} orderNumber={orderNumber} token={token} {...report} /> : null}
    </section>
  );
}
