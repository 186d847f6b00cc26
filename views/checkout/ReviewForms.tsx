/**
 * After delivery the buyer rates each article of the part: stars (five radio buttons, a fieldset
 * a screen reader names) and a text, posted to the order page; a review shows on the article page
 * once the desk approved it.
 */
import { REVIEW_LIMITS } from '../../contract/calls/article-reviews';
import type { OrderAnswer } from './types';
import { useShop } from '../context';

type Part = OrderAnswer['shops'][number];

export function ReviewForms({ part, orderNumber, token, author }: { part: Part; orderNumber: string; token: string; author: string }) {
  const { t, link } = useShop();
  if (part.toReview.length === 0) return null;
  return (
    <div className="review-invite" id={`reviews-${part.number}`}>
      <h3>{t('articleReviews.invite')}</h3>
      {part.toReview.map((article) => {
        const id = `review-${part.number}-${article.articleId}`;
        return (
          <form key={article.articleId} className="review-form" method="post" action={link('Order', { orderNumber })}>
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="part" value={part.number} />
            <input type="hidden" name="articleId" value={article.articleId} />
            <fieldset className="review-stars">
              <legend>{t('articleReviews.rate', { title: article.title })}</legend>
              {[5, 4, 3, 2, 1].map((stars) => (
                <label key={stars}>
                  <input type="radio" name="rating" value={stars} required />
                  <span aria-hidden="true">{'★'.repeat(stars)}</span>
                  <span className="visually-hidden">{t('articleReviews.stars', { count: stars })}</span>
                </label>
              ))}
            </fieldset>
            <label htmlFor={`${id}-text`}>{t('articleReviews.text')}</label>
            <textarea id={`${id}-text`} name="text" required maxLength={REVIEW_LIMITS.text} rows={3} />
            <label htmlFor={`${id}-author`}>{t('articleReviews.author')}</label>
            <input id={`${id}-author`} name="author" required maxLength={REVIEW_LIMITS.author} defaultValue={author} autoComplete="given-name" />
            <button type="submit" className="button button-secondary">{t('articleReviews.send')}</button>
          </form>
        );
      })}
    </div>
  );
}
