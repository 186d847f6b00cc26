/** Why a rating came back, beside the field it is about (the field names it with aria-describedby). */
import { RATING_PROBLEMS, type RatingAttempt, type RatingField } from './types';
import { useShop } from '../context';
import { REVIEW_LIMITS } from '../../contract/calls/article-reviews';

/** The photos' bounds, as the photo field's messages name them. */
export const PHOTO_BOUNDS = { max: REVIEW_LIMITS.photos, megabytes: REVIEW_LIMITS.photoBytes / 1024 / 1024 };

/** The problem of this field of this form, if the attempt was this form's and about this field. */
export function problemOf(attempt: RatingAttempt | null | undefined, part: string, articleId: number | null, field: RatingField): RatingAttempt['problem'] | undefined {
  if (!attempt || attempt.part !== part || attempt.articleId !== articleId) return undefined;
  return RATING_PROBLEMS[attempt.problem] === field ? attempt.problem : undefined;
}

export function RatingProblemText({ id, problem }: { id: string; problem: RatingAttempt['problem'] | undefined }) {
  const { t } = useShop();
  if (!problem) return null;
  return <p className="checkout-field-error" id={id} role="alert">{t(`articleReviews.problem.${problem}`, PHOTO_BOUNDS)}</p>;
}

export function describedBy(id: string, problem: unknown): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return problem ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}
