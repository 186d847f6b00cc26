/** A withdrawn part on the order page: when the withdrawal was received, the shop's steps after it, and the statement. */
import type { WithdrawalAnswer } from '../../contract/calls/orders';
import { formatDay, formatMoment } from '../../locales/moments';
import { formatPrice, useShop } from '../context';

export function WithdrawalSteps({ withdrawal }: { withdrawal: WithdrawalAnswer }) {
  const { t, locale } = useShop();
  return (
    <div className="withdrawal-steps">
      <h3>{t('withdrawal.steps.heading')}</h3>
      <ol>
        <li className="withdrawal-step-done">{t('withdrawal.steps.received', { moment: formatMoment(withdrawal.receivedAt, locale) })}</li>
        <li className={withdrawal.goodsReceivedAt ? 'withdrawal-step-done' : 'withdrawal-step-open'}>
          {withdrawal.goodsReceivedAt ? t('withdrawal.steps.goodsReceived', { date: formatDay(withdrawal.goodsReceivedAt, locale) }) : t('withdrawal.steps.goodsPending')}
        </li>
        <li className={withdrawal.refundedAt ? 'withdrawal-step-done' : 'withdrawal-step-open'} data-step="refund">
          {withdrawal.refundedAt ? t('withdrawal.steps.refunded', { amount: formatPrice(withdrawal.refundCents ?? 0, locale), date: formatDay(withdrawal.refundedAt, locale) }) : t('withdrawal.steps.refundPending')}
        </li>
      </ol>
      <details>
        <summary>{t('withdrawal.statementHeading')}</summary>
        <blockquote className="withdrawal-statement">{withdrawal.statement}</blockquote>
      </details>
    </div>
  );
}
