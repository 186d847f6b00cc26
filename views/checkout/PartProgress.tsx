/**
 * A part's way as one line, as shoppers know it from the big shops: ordered, paid (methods that wait
 * for the money), shipped, out for delivery, delivered; the steps reached are ticked, the current one
 * marked, and below it the next step with the day it is expected. The marketplace reads the line
 * from the part's timeline (orders/steps.ts), the same as the list of steps under it.
 */
import type { OrderAnswer } from './types';
import { useShop } from '../context';
import { formatDeliveryDay } from '../../locales/delivery-day';

const SLOT = '\u0001';

type Progress = NonNullable<OrderAnswer['shops'][number]['progress']>;

export function PartProgress({ progress }: { progress: Progress }) {
  const { t, locale } = useShop();
  const current = progress.line.findIndex((step) => step.step === progress.current);
  const next = progress.next;
  // The day goes into the sentence as a time element, wherever the language puts it.
  const [before = '', after = ''] = t('orders.progress.expectedOn', { day: SLOT }).split(SLOT);
  return (
    <div className="order-progress">
      <ol className="order-progress-line" aria-label={t('orders.progress.label')}>
        {progress.line.map((step, i) => (
          <li key={step.step} data-progress={step.step} className={i < current ? 'order-progress-done' : i === current ? 'order-progress-current' : 'order-progress-todo'}
            aria-current={i === current ? 'step' : undefined}>
            <span className="order-progress-mark" aria-hidden="true">{i <= current ? '✓' : ''}</span>
            <span className="order-progress-name">{t(`orders.progress.step.${step.step}`)}</span>
            {i <= current ? <span className="visually-hidden"> ({t(i === current ? 'orders.progress.current' : 'orders.progress.done')})</span> : null}
          </li>
        ))}
      </ol>
      {next ? (
        <p className="order-next" data-next={next.step}>
          {t('orders.progress.next', { step: t(`orders.progress.step.${next.step}`) })}
          {next.presumed && next.day ? <> · {before}<time dateTime={next.day}>{formatDeliveryDay(next.day, locale)}</time>{after}</> : null}
        </p>
      ) : null}
    </div>
  );
}
