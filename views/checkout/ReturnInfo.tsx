/**
 * How a return of a shipped part goes, by its shop's terms: who pays for sending it back, by when it
 * must be sent (the days after the withdrawal, or the day once withdrawn), and what to do with a part
 * too bulky for a parcel.
 */
import { RETURN_SEND_DAYS } from '../../contract/calls/orders';
import type { OrderAnswer } from './types';
import { formatDeliveryDay } from '../../locales/delivery-day';
import { useShop } from '../context';

type Part = OrderAnswer['shops'][number];

const SLOT = '\u0001';

export function ReturnInfo({ part }: { part: Part }) {
  const { t, locale } = useShop();
  const costs = part.returns?.costs ?? null;
  const sendBackBy = part.withdrawal ? part.returns?.sendBackBy ?? null : null;
  const [before = '', after = ''] = t('returns.info.sendBy', { day: SLOT }).split(SLOT);
  return (
    <div className="order-returns">
      <h3>{t('returns.info.heading')}</h3>
      <ul>
        {costs ? <li data-return="costs">{t(costs === 'shop' ? 'returns.info.costsShop' : 'returns.info.costsShopper', { shop: part.shop.name })}</li> : null}
        <li data-return="deadline">
          {sendBackBy ? <>{before}<time dateTime={sendBackBy}>{formatDeliveryDay(sendBackBy, locale)}</time>{after}</> : t('returns.info.sendWithin', { days: RETURN_SEND_DAYS })}
        </li>
        <li data-return="bulky">{t('returns.info.bulky', { shop: part.shop.name })}</li>
      </ul>
    </div>
  );
}
