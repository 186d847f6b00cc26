/**
 * Buyers' reviews on the article page: the average drawn with the star rule of the whole shop
 * (full stars floor(rating + 0.25), a half one for a fraction in [0.25, 0.75)), the count, how many
 * gave each number of stars, and the latest reviews, each marked as a verified purchase.
 */
import type { ArticleReviewsAnswer } from '../../contract/calls/article-reviews';
import { formatDate, useShop } from '../context';
import { Stars } from './Stars';

export function ArticleReviews({ reviews }: { reviews: ArticleReviewsAnswer }) {
  const { t, locale } = useShop();
  const value = (rating: number) => rating.toLocaleString(locale, { maximumFractionDigits: 1 });
  return (
    <section className="article-reviews" id="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('articleReviews.heading')}</h2>
      {reviews.count === 0 || reviews.average === null ? <p>{t('articleReviews.none')}</p> : (
        <>
          <p className="reviews-summary">
            <Stars rating={reviews.average} label={t('articleReviews.average', { value: value(reviews.average) })} />{' '}
            <strong>{t('articleReviews.average', { value: value(reviews.average) })}</strong>{' · '}
            <span>{t('articleReviews.count', { count: reviews.count })}</span>
          </p>
          <ul className="reviews-per-star">
            {[5, 4, 3, 2, 1].map((stars) => <li key={stars}>{t('articleReviews.perStar', { count: stars, n: reviews.counts[stars - 1] ?? 0 })}</li>)}
          </ul>
          <ul className="reviews-list">
            {reviews.reviews.map((review) => (
              <li key={review.id}>
                <Stars rating={review.rating} label={t('articleReviews.average', { value: value(review.rating) })} />{' '}
                <strong>{review.author}</strong>{' '}
                <span className="badge badge-success">{t('articleReviews.verified')}</span>{' '}
                <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
                <p>{review.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
