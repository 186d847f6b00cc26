/** How long a part can be withdrawn from, or why it cannot (any more), with the way to the contact form. */
import type { WithdrawalPeriodAnswer } from '../../contract/calls/orders';
import { formatDay } from '../../locales/moments';
import { useShop } from '../context';

export function PeriodNote({ part, period }: { part: string; period: WithdrawalPeriodAnswer }) {
  const { t, locale, link } = useShop();
  if (period.state === 'withdrawn') return null;
  if (period.state === 'open') {
    return <p className="withdrawal-period">{period.endsAt ? t('withdrawal.period.open', { date: formatDay(period.endsAt, locale) }) : t('withdrawal.period.openUntilShipped', { days: period.days })}</p>;
  }
  const why = period.state === 'ended' && period.endsAt && period.shippedAt
    ? t('withdrawal.period.ended', { part, date: formatDay(period.endsAt, locale), days: period.days, shipped: formatDay(period.shippedAt, locale) })
    : t(`withdrawal.period.${period.reason ?? 'refused'}`, { part });
  return (
    <p className="withdrawal-period withdrawal-closed" data-period={period.state}>
      {why} <a href={link('Info', { topic: t('info.support.slug') })}>{t('withdrawal.period.contact')}</a>
    </p>
  );
}
