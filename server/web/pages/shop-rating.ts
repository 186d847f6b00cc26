/** The shop's rating and reviews as the header, footer and the organisation's structured data show them. */
import type { AnswerOf, CallOf } from '../../../contract/index';
import { DEFAULT_RATING, type LayoutData, type Review } from '../../../views/layout/types';

export function ratingOf({ shop }: AnswerOf<CallOf<'GET /TrustedShops/Rating'>>): LayoutData['rating'] {
  if (!shop) return DEFAULT_RATING;
  const { overallMark, totalReviewCount } = shop.qualityIndicators.reviewIndicator;
  if (overallMark < 0 || overallMark > 5 || totalReviewCount < 0) return DEFAULT_RATING;
  return { value: overallMark, reviewCount: Math.round(totalReviewCount), name: shop.name.trim() || DEFAULT_RATING.name };
}

/**
 * Read once per answer (the shared request hands every page the same one until it expires), so the
 * layout fragment's key can name the list by identity. Shared: callers must not change it.
 */
const shownReviews = new WeakMap<object, Review[]>();

/** Only reviews with a comment, at most four. */
export function reviewsOf(answer: AnswerOf<CallOf<'GET /TrustedShops/Reviews'>>): Review[] {
  let reviews = shownReviews.get(answer);
  if (!reviews) {
    reviews = answer.shop.reviews
      .filter((review) => review.comment.trim())
      .slice(0, 4)
      .map((review) => ({ comment: review.comment.trim(), rating: review.mark, date: review.createdAt, author: review.author ?? undefined }));
    shownReviews.set(answer, reviews);
  }
  return reviews;
}
