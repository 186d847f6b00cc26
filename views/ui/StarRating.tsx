/**
 * Five stars with half stars: full = floor(rating + 0.25), half when the fraction
 * lies in [0.25, 0.75). One element per rating, not one per star (fewer nodes to render
 * and lay out); the stars are its ::before, filled by its class.
 */
import { useShop } from '../context';
import { numberFormat } from '../intl';

export type StarKind = 'full' | 'half' | 'empty';

export function starsFor(rating: number): StarKind[] {
  const value = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const full = Math.min(5, Math.floor(value + 0.25));
  const fraction = value - Math.floor(value);
  const half = full < 5 && fraction >= 0.25 && fraction < 0.75;
  return Array.from({ length: 5 }, (_, index) => (index < full ? 'full' : index === full && half ? 'half' : 'empty'));
}

/** Filled half stars, 0-10: the stars render as one element whose class fills that share (10-base.css). */
export function halfStars(rating: number): number {
  return starsFor(rating).reduce((sum, kind) => sum + (kind === 'full' ? 2 : kind === 'half' ? 1 : 0), 0);
}

const TWO_DIGITS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

export interface StarRatingProps {
  rating: number;
  /** Shown beside the stars, e.g. "4,82"; hidden when absent. */
  showValue?: boolean;
}

export function StarRating({ rating, showValue = false }: StarRatingProps) {
  const { t, locale } = useShop();
  const value = numberFormat(locale, TWO_DIGITS).format(rating);
  const label = t('layout.stars', { value });
  return (
    <span className={`stars stars-${halfStars(rating)}`} role="img" aria-label={label} title={label}>
      {showValue ? <span className="stars-value" aria-hidden="true">{value}</span> : null}
    </span>
  );
}
