/** Whether a part fits the chosen vehicle, the same badge on cards, the article page, the cart and the checkout. */
import type { FitmentNote } from './types';

export function FitmentBadge({ note, className = 'line-fitment' }: { note: FitmentNote; className?: string }) {
  return <span className={`${className} badge ${note.fits ? 'badge-success' : 'badge-warning'}`}>{note.text}</span>;
}
