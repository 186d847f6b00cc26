/** Five stars with half stars (spec section 5): full = floor(rating + 0.25), half when the fraction lies in [0.25, 0.75). */
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
    <span className="stars" role="img" aria-label={label} title={label}>
      {starsFor(rating).map((kind, index) => (
        <span key={index} className={`star star-${kind}`} aria-hidden="true" />
      ))}
      {showValue ? <span className="stars-value" aria-hidden="true">{value}</span> : null}
    </span>
  );
}
