/**
 * The approved buyers' reviews as search engines read them on a Product: the aggregate rating
 * (average, count, on a scale of 1 to 5) and the reviews shown on the page, each by its author.
 */
import type { ArticleReviewsAnswer } from '../../../../contract/calls/article-reviews';

export function reviewsJsonLd(reviews: ArticleReviewsAnswer | undefined): Record<string, unknown> {
  if (!reviews || reviews.count === 0 || reviews.average === null) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5, worstRating: 1 },
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: review.author },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text,
    })),
  };
}
