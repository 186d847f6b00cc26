/** Five stars by the rule of spec section 5: full = floor(rating + 0.25), half for a fraction in [0.25, 0.75). */
export function starsFor(rating: number): ('full' | 'half' | 'empty')[] {
  const full = Math.min(5, Math.floor(rating + 0.25));
  const fraction = rating - Math.floor(rating);
  const half = full < 5 && fraction >= 0.25 && fraction < 0.75;
  return Array.from({ length: 5 }, (_, i) => (i < full ? 'full' : i === full && half ? 'half' : 'empty'));
}

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label} title={label}>
      {starsFor(rating).map((kind, index) => <span key={index} className={`star star-${kind}`} aria-hidden="true">★</span>)}
    </span>
  );
}
