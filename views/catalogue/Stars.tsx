/** Stars with a label of the caller's (article and shop pages), drawn as StarRating draws them. */
import { halfStars } from '../ui/StarRating';

export function Stars({ rating, label }: { rating: number; label: string }) {
  return <span className={`stars stars-${halfStars(rating)}`} role="img" aria-label={label} title={label} />;
}
