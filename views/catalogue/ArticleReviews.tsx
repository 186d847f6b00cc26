/**
 * Buyers' reviews on the article page: the average drawn with the star rule of the whole shop
 * (full stars floor(rating + 0.25), a half one for a fraction in [0.25, 0.75)), the count, how many
 * gave each number of stars, and the reviews, each marked as a verified purchase, with the photos
 * its buyer sent. Plain links order them (newest or most stars first) and a plain form per review
 * marks it helpful: both work without JavaScript.
 */
import type { ArticleReviewsAnswer, ReviewOrder } from '../../contract/calls/article-reviews';
import { formatDate, useShop } from '../context';
import { Stars } from './Stars';

/** The links to each order of the reviews, the form's address for a "helpful" vote, and what became of one. */
export interface ReviewControls {
  order: ReviewOrder;
  links: Record<ReviewOrder, string>;
  helpfulAction: string;
  voted?: { reviewId: number; outcome: 'thanks' | 'tooMany' };
}

export function ArticleReviews({ reviews, controls }: { reviews: ArticleReviewsAnswer; controls?: ReviewControls }) {
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
          {controls && reviews.reviews.length > 1 ? (
            <nav className="review-order" aria-label={t('articleReviews.sortBy')}>
              <span>{t('articleReviews.sortBy')}</span>{' '}
              <a href={controls.links.newest} aria-current={controls.order === 'newest' ? 'true' : undefined}>{t('articleReviews.sortNewest')}</a>{' '}
              <a href={controls.links.stars} aria-current={controls.order === 'stars' ? 'true' : undefined}>{t('articleReviews.sortStars')}</a>
            </nav>
          ) : null}
          <ul className="reviews-list">
            {reviews.reviews.map((review) => (
              <li key={review.id} id={`review-${review.id}`}>
                <Stars rating={review.rating} label={t('articleReviews.average', { value: value(review.rating) })} />{' '}
                <strong>{review.author}</strong>{' '}
                <span className="badge badge-success">{t('articleReviews.verified')}</span>{' '}
                <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
                <p>{review.text}</p>
                {review.photos.length ? (
                  <div className="review-photos">
                    {review.photos.map((photo, index) => (
                      <picture key={photo.src}>
                        <source type="image/avif" srcSet={photo.avif} sizes="96px" />
                        <source type="image/webp" srcSet={photo.webp} sizes="96px" />
                        <img src={photo.src} width={photo.width} height={photo.height} loading="lazy" decoding="async" alt={t('articleReviews.photo', { n: index + 1, author: review.author })} />
                      </picture>
                    ))}
                  </div>
                ) : null}
                {controls ? (
                  <form className="review-helpful" method="post" action={`${controls.helpfulAction}#review-${review.id}`}>
                    <input type="hidden" name="intent" value="helpful" />
                    <input type="hidden" name="review" value={review.id} />
                    {review.helpful > 0 ? <span>{t('articleReviews.helpful', { count: review.helpful })}</span> : null}{' '}
                    <button type="submit" className="button button-secondary">{t('articleReviews.helpfulButton')}</button>
                    {controls.voted?.reviewId === review.id ? (
                      <span className="review-helpful-note" role="status">{t(controls.voted.outcome === 'thanks' ? 'articleReviews.helpfulThanks' : 'articleReviews.helpfulTooMany')}</span>
                    ) : null}
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
