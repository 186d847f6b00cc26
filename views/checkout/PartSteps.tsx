/**
 * Where a shop's part is: each step it took with its moment, a shipment with its carrier and the
 * carrier's tracking page (contract/carriers.ts, in the shopper's language where it has one) where the carrier is one we know.
 */
import { trackingUrl } from '../../contract/carriers';
import type { OrderAnswer } from './types';
import { useShop } from '../context';
import { formatLocalMoment } from '../../locales/moments';

type Step = OrderAnswer['shops'][number]['steps'][number];

export function PartSteps({ steps, to }: { steps: readonly Step[]; to: { country: string; zip: string } }) {
  const { t, locale } = useShop();
  if (steps.length === 0) return null;
  return (
    <ol className="order-steps" aria-label={t('orderTrack.label')}>
      {steps.map((step, i) => {
        const url = step.carrier && step.trackingNumber ? trackingUrl(step.carrier, step.trackingNumber, to, locale) : null;
        return (
          <li key={i} data-step={step.step} aria-current={i === steps.length - 1 ? 'step' : undefined}>
            <span className="order-step-name">{t(`orderTrack.${step.step}`)}</span>{' '}
            <time dateTime={step.at}>{formatLocalMoment(step.at, locale, 'short')}</time>
            {step.carrier && step.trackingNumber ? (
              <span className="order-step-tracking">
                {t('orderTrack.parcel', { carrier: step.carrier, tracking: step.trackingNumber })}
                {url ? <> <a href={url} rel="noopener noreferrer">{t('notices.shipped.link', { carrier: step.carrier })}</a></> : null}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
