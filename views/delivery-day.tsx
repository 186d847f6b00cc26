/** "Lieferung bis Fr. 28.11.": the latest delivery day in a sentence, the day in a time element. */
import { formatDeliveryDay } from '../locales/delivery-day';
import { useShop } from './context';

const SLOT = '\u0001';

/**
 * `text`: deliveryDate.by (an offer, the cart) or deliveryDate.promised (a placed order); their
 * AfterPayment forms where the shop ships only once the payment is booked (prepayment).
 */
export function DeliveryBy({ day, text = 'by', className = 'delivery-by' }: { day: string; text?: 'by' | 'promised' | 'byAfterPayment' | 'promisedAfterPayment'; className?: string }) {
  const { t, locale } = useShop();
  const [before = '', after = ''] = t(`deliveryDate.${text}`, { date: SLOT }).split(SLOT);
  return <span className={className}>{before}<time dateTime={day}>{formatDeliveryDay(day, locale)}</time>{after}</span>;
}
