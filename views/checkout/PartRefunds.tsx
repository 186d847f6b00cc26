/**
 * What the marketplace pays back for a part and how far it got: requested (it goes out shortly, or
 * waits for the shopper's account), sent (on its way to the card or account), confirmed (arrived).
 */
import type { OrderAnswer } from './types';
import { formatDate, formatPrice, useShop } from '../context';

type Part = OrderAnswer['shops'][number];

export function PartRefunds({ part }: { part: Part }) {
  const { t, locale } = useShop();
  if (part.refunds.length === 0) return null;
  return (
    <div className="order-refunds">
      <h3>{t('refunds.heading')}</h3>
      <ul>
        {part.refunds.map((refund, i) => (
          <li key={i} className={`order-refund order-refund-${refund.state}`} data-refund-state={refund.state}>
            <span className="order-refund-amount">{formatPrice(refund.amountCents, locale)}</span>{' '}
            <span className="order-refund-state">{t(`refunds.state.${refund.state}`)}</span>{' '}
            <span className="order-refund-date">{t('refunds.since', { date: formatDate(refund.at, locale) })}</span>
            <br /><span className="order-refund-way">{t(`refunds.way.${refund.method}.${refund.state}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
