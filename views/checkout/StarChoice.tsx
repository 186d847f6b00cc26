/** One to five stars as five radio buttons in a fieldset a screen reader names; the reason it came back below it. */
import { useShop } from '../context';
import type { RatingAttempt } from './types';
import { RatingProblemText, describedBy } from './RatingProblem';

export function StarChoice({ name, legend, chosen, errorId, problem }: { name: string; legend: string; chosen?: number; errorId: string; problem?: RatingAttempt['problem'] }) {
  const { t } = useShop();
  return (
    <fieldset className="review-stars" {...describedBy(errorId, problem)}>
      <legend>{legend}</legend>
      {[5, 4, 3, 2, 1].map((stars) => (
        <label key={stars}>
          <input type="radio" name={name} value={stars} required defaultChecked={chosen === stars} />
          <span aria-hidden="true">{'★'.repeat(stars)}</span>
          <span className="visually-hidden">{t('articleReviews.stars', { count: stars })}</span>
        </label>
      ))}
      <RatingProblemText id={errorId} problem={problem} />
    </fieldset>
  );
}
