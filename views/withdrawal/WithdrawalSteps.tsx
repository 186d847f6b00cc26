/**
 * A withdrawn part on the order page: when the withdrawal was received, the reason given, where the
 * goods go back (the shop's return address) and whether they are back, and the refund. A part the
 * shop never sent is cancelled (nothing to send back); one never paid has nothing to refund (and no
 * amount a shop reports changes that); one on the shop's invoice owes nothing for the withdrawn goods.
 */
import type { Collector } from '../../contract/collector';
import type { MoneyBack } from '../../contract/money-back';
import type { WithdrawalAnswer } from '../../contract/calls/orders';
import { formatDay, formatLocalMoment } from '../../locales/moments';
import { formatPrice, useShop } from '../context';

export function WithdrawalSteps({ withdrawal, shipped = true, moneyBack = 'paid', refundedBy = 'shop', returnAddress = null }: {
  withdrawal: WithdrawalAnswer;
  /** Something of the part went out: there are goods to send back. */
  shipped?: boolean;
  /** Whether the shopper paid for the part: money to refund, none, or the shop's invoice to cancel. */
  moneyBack?: MoneyBack;
  /** Who sends the money back: the marketplace only starts a refund here (its state is listed beside); a shop reports one made. */
  refundedBy?: Collector;
  returnAddress?: string[] | null;
}) {
  const { t, locale } = useShop();
  const refunded = Boolean(withdrawal.refundedAt);
  // A return the shop agreed and recorded: no withdrawal statement, and said as a return.
  const agreed = withdrawal.kind === 'return';
  return (
    <div className="withdrawal-steps">
      <h3>{t(agreed ? 'returns.agreed.heading' : 'withdrawal.steps.heading')}</h3>
      <ol>
        <li className="withdrawal-step-done">{t(agreed ? 'returns.agreed.received' : 'withdrawal.steps.received', { moment: formatLocalMoment(withdrawal.receivedAt, locale) })}</li>
        {withdrawal.reason ? <li className="withdrawal-step-done withdrawal-reason">{t('returns.reasonShown', { reason: t(`returns.reason.${withdrawal.reason}`) })}</li> : null}
        {!shipped ? (
          <li className="withdrawal-step-done" data-step="cancelled">{t('returns.cancelled')}</li>
        ) : (
          <li className={withdrawal.goodsReceivedAt ? 'withdrawal-step-done' : 'withdrawal-step-open'} data-step="goods">
            {withdrawal.goodsReceivedAt ? t('withdrawal.steps.goodsReceived', { date: formatDay(withdrawal.goodsReceivedAt, locale) }) : (
              <>
                {t('withdrawal.steps.goodsPending')}
                {returnAddress?.length ? (
                  <span className="return-address">
                    <span className="return-address-intro">{t('returns.sendTo')}</span>
                    <span className="return-address-lines">{returnAddress.map((line, i) => <span key={i}>{line}<br /></span>)}</span>
                  </span>
                ) : null}
              </>
            )}
          </li>
        )}
        {moneyBack === 'unpaid' ? (
          <li className="withdrawal-step-done" data-step="refund">{t(withdrawal.wholePart ? 'returns.unpaid.whole' : 'returns.unpaid.partly')}</li>
        ) : moneyBack === 'onAccount' && !refunded ? (
          <li className="withdrawal-step-done" data-step="refund">{t('returns.onAccount')}</li>
        ) : (
          <li className={refunded ? 'withdrawal-step-done' : 'withdrawal-step-open'} data-step="refund">
            {refunded ? t(refundedBy === 'marketplace' ? 'withdrawal.steps.refundStarted' : 'withdrawal.steps.refunded', { amount: formatPrice(withdrawal.refundCents ?? 0, locale), date: formatDay(withdrawal.refundedAt!, locale) }) : t('withdrawal.steps.refundPending')}
          </li>
        )}
      </ol>
      {agreed ? null : (
        <details>
          <summary>{t('withdrawal.statementHeading')}</summary>
          <blockquote className="withdrawal-statement">{withdrawal.statement}</blockquote>
        </details>
      )}
    </div>
  );
}
