/**
 * After delivery the buyer rates each article of the part: stars (five radio buttons, a fieldset
 * a screen reader names), a text and up to a few photos, posted to the order page (multipart, so
 * it works without script); a review shows on the article page
 * once the desk approved it. A form that came back says why beside the field, with what was typed.
 */
import { REVIEW_LIMITS } from '../../contract/calls/article-reviews';
import type { OrderAnswer, RatingAttempt } from './types';
import { useShop } from '../context';
import { PHOTO_BOUNDS, RatingProblemText, describedBy, problemOf } from './RatingProblem';
import { StarChoice } from './StarChoice';

type Part = OrderAnswer['shops'][number];

/** What the photo field offers: the formats phones and cameras write (the marketplace checks each file's content). */
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

export function ReviewForms({ part, orderNumber, token, author, attempt }: { part: Part; orderNumber: string; token: string; author: string; attempt?: RatingAttempt | null }) {
  const { t, link } = useShop();
  if (part.toReview.length === 0) return null;
  return (
    <div className="review-invite" id={`reviews-${part.number}`}>
      <h3>{t('articleReviews.invite')}</h3>
      {part.toReview.map((article) => {
        const id = `review-${part.number}-${article.articleId}`;
        const problem = (field: 'rating' | 'text' | 'author' | 'photos' | 'form') => problemOf(attempt, part.number, article.articleId, field);
        const typed = attempt?.part === part.number && attempt.articleId === article.articleId ? attempt.values : {};
        return (
          <form key={article.articleId} className="review-form" id={id} method="post" encType="multipart/form-data" action={`${link('Order', { orderNumber }, { query: { t: token } })}#${id}`}>
            <RatingProblemText id={`${id}-form-error`} problem={problem('form')} />
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="part" value={part.number} />
            <input type="hidden" name="articleId" value={article.articleId} />
            <StarChoice name="rating" legend={t('articleReviews.rate', { title: article.title })} chosen={typed.rating} errorId={`${id}-rating-error`} problem={problem('rating')} />
            <label htmlFor={`${id}-text`}>{t('articleReviews.text')}</label>
            <textarea id={`${id}-text`} name="text" required maxLength={REVIEW_LIMITS.text} rows={3} defaultValue={typed.text} {...describedBy(`${id}-text-error`, problem('text'))} />
            <RatingProblemText id={`${id}-text-error`} problem={problem('text')} />
            <label htmlFor={`${id}-author`}>{t('articleReviews.author')}</label>
            <input id={`${id}-author`} name="author" required maxLength={REVIEW_LIMITS.author} defaultValue={typed.author ?? author} autoComplete="given-name" {...describedBy(`${id}-author-error`, problem('author'))} />
            <RatingProblemText id={`${id}-author-error`} problem={problem('author')} />
            <label htmlFor={`${id}-photos`}>{t('articleReviews.photos')}</label>
            <p className="checkout-hint" id={`${id}-photos-hint`}>{t('articleReviews.photosHint', PHOTO_BOUNDS)}</p>
            <input id={`${id}-photos`} className="review-photo-input" type="file" name="photos" multiple accept={PHOTO_TYPES}
              {...describedBy(`${id}-photos-error`, problem('photos'))} aria-describedby={problem('photos') ? `${id}-photos-hint ${id}-photos-error` : `${id}-photos-hint`} />
            <RatingProblemText id={`${id}-photos-error`} problem={problem('photos')} />
            <button type="submit" className="button button-secondary">{t('articleReviews.send')}</button>
          </form>
        );
      })}
    </div>
  );
}
