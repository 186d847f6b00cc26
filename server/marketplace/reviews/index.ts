/**
 * Reviews: shop and article reviews, and the desk's moderation of them.
 * The face: what other domains may use; they import it, never the files behind it.
 */
export { articleReviewEndpoints } from './article-endpoints';
export { approvedReviews, reviewedArticles, submitReview } from './article-reviews';
export { reviewEndpoints } from './endpoints';
export { anonymiseBuyerReviews, reviewsOfParts } from './personal-data';
export { receiveReviewPhotos } from './review-photos';
export { ratedParts, rateShop, refreshShopRating } from './shop-ratings';
