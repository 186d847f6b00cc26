/** How long a part can be withdrawn from, or why it cannot (any more), with the way to the contact form. */
import type { WithdrawalPeriodAnswer } from '../../contract/calls/orders';
import { closedPeriodText, openPeriodText } from '../../locales/withdrawal-period';
import { useShop } from '../context';

export function PeriodNote({ part, period }: { part: string; period: WithdrawalPeriodAnswer }) {
  const { t, locale, link } = useShop();
  if (period.state === 'withdrawn') return null;
  if (period.state === 'open') {
    return <p className="withdrawal-period" data-last-day={period.lastDay ?? undefined} data-presumed={period.presumed ? 'true' : undefined}>{openPeriodText(t, period, locale)}</p>;
  }
  return (
    <p className="withdrawal-period withdrawal-closed" data-period={period.state}>
      {closedPeriodText(t, period, locale, part)} <a href={link('Info', { topic: t('info.support.slug') })}>{t('withdrawal.period.contact')}</a>
    </p>
  );
}
