/**
 * Reviews of articles by verified buyers: a buyer rates an article of a line of their order that
 * was delivered and paid (stars and text); the desk approves or rejects each before it shows; the
 * article page shows the approved ones with their average and counts.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { ORDER_NUMBER_PATTERN } from './orders';

/** photos: how many a review may carry, and the bytes of each as sent (before it is re-encoded). */
export const REVIEW_LIMITS = { text: 2000, author: 60, photos: 3, photoBytes: 5 * 1024 * 1024 } as const;
/** The latest approved reviews the article page lists. */
export const REVIEWS_SHOWN = 10;
/** How the article page lists its reviews: the latest first, or the most stars first. */
export const REVIEW_ORDERS = ['newest', 'stars'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];

export const reviewPhoto = z.object({ src: z.string(), width: z.number(), height: z.number(), avif: z.string(), webp: z.string() });
export type ReviewPhotoAnswer = z.infer<typeof reviewPhoto>;

/** helpful: how many readers marked it so; photos: those the desk saw with it. */
export const articleReview = z.object({
  id: z.number(), rating: z.number(), text: z.string(), author: z.string(), createdAt: z.string(),
  helpful: z.number().default(0), photos: z.array(reviewPhoto).default([]),
});
export type ArticleReviewAnswer = z.infer<typeof articleReview>;

/** average: null without reviews; counts: how many gave 1, 2, 3, 4 and 5 stars. */
export const articleReviews = z.object({
  average: z.number().nullable(), count: z.number(), counts: z.array(z.number()), reviews: z.array(articleReview),
});
export type ArticleReviewsAnswer = z.infer<typeof articleReviews>;
export const NO_REVIEWS: ArticleReviewsAnswer = { average: null, count: 0, counts: [0, 0, 0, 0, 0], reviews: [] };

export const reviewBody = z.object({
  token: z.string().max(64).optional(),
  part: z.string({ error: 'choose the shop\'s part' }).regex(/^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/, 'choose the shop\'s part'),
  articleId: z.number({ error: 'expected an article id' }).int().positive('expected an article id'),
  rating: z.number({ error: 'give 1 to 5 stars' }).int().min(1, 'give 1 to 5 stars').max(5, 'give 1 to 5 stars'),
  text: z.string({ error: 'required' }).trim().min(1, 'required').max(REVIEW_LIMITS.text, 'too long'),
  author: z.string({ error: 'required' }).trim().min(1, 'required').max(REVIEW_LIMITS.author, 'too long'),
  /** Photos as base64 (JPEG, PNG, WebP, AVIF...): checked by their content, re-encoded without their metadata. */
  photos: z.array(z.string().max(Math.ceil(REVIEW_LIMITS.photoBytes / 3) * 4, 'photo too large'), { error: 'expected a list of photos' })
    .max(REVIEW_LIMITS.photos, 'too many photos').optional(),
}, { error: 'expected a JSON object' });
export type ReviewBody = z.input<typeof reviewBody>;

const stars = z.number({ error: 'give 1 to 5 stars' }).int().min(1, 'give 1 to 5 stars').max(5, 'give 1 to 5 stars');
/** A buyer's stars for the shop of a delivered part: how the delivery went, and how the shop answered. */
export const shopRatingBody = z.object({
  token: z.string().max(64).optional(),
  part: z.string({ error: 'choose the shop\'s part' }).regex(/^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/, 'choose the shop\'s part'),
  delivery: stars, communication: stars,
}, { error: 'expected a JSON object' });

/** One row of a review's history at the desk: a decision, or the undoing of one (undo). */
export const reviewDecision = z.object({ id: z.number(), at: z.string(), staffName: z.string(), from: z.string(), to: z.string(), reason: z.string(), undo: z.boolean() });
export type ReviewDecisionAnswer = z.infer<typeof reviewDecision>;

/** Why a decision was made or undone: optional, short. */
const decisionReason = z.string({ error: 'expected a text' }).trim().max(500, 'too long').optional();

export const pendingReview = articleReview.extend({
  articleId: z.number(), article: z.string(), orderNumber: z.string(), langNo: z.number(), status: z.string(), history: z.array(reviewDecision),
});
export type PendingReviewAnswer = z.infer<typeof pendingReview>;

export const reviewCalls = {
  /**
   * 201 created; 409 {error: 'not_delivered' | 'not_received' | 'unpaid' | 'moderated'}, 403 {error: 'own_shop'},
   * 422 {error: 'photo_not_image' | 'photo_too_large'}: only a verified purchase (a line delivered and paid, bought by
   * someone outside the shops selling it). Rated again while pending, the text is replaced; once the desk decided, refused.
   */
  'POST /orders/:number/reviews': defineCall({
    method: 'POST', path: '/orders/:number/reviews',
    params: z.object({ number: z.string().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') }),
    body: reviewBody,
    // The photos as base64, and the time to decode and write each again.
    bodyBytes: 64 * 1024 + REVIEW_LIMITS.photos * Math.ceil(REVIEW_LIMITS.photoBytes / 3) * 4,
    timeoutMs: 30_000,
    answer: z.object({ id: z.number() }),
    fallback: () => ({ id: 0 }),
  }),
  /** The reviews waiting for the desk, oldest first; and those decided lately, latest first, each with its history. */
  'GET /desk/reviews': defineCall({
    method: 'GET', path: '/desk/reviews',
    answer: z.object({ reviews: z.array(pendingReview), decided: z.array(pendingReview) }),
    fallback: () => ({ reviews: [], decided: [] }),
  }),
  'POST /desk/reviews/:id': defineCall({
    method: 'POST', path: '/desk/reviews/:id',
    params: z.object({ id: z.coerce.number().int().positive('expected a review id') }),
    body: z.object({ decision: z.enum(['approved', 'rejected'], { error: 'decision must be approved or rejected' }), reason: decisionReason }, { error: 'expected a JSON object' }),
    answer: z.object({ status: z.enum(['approved', 'rejected']) }),
    fallback: () => ({ status: 'rejected' as const }),
  }),
  /** Undoes the review's latest decision: it returns to the state before (audited). 409 {error: 'nothing' | 'changed'}. */
  'POST /desk/reviews/:id/undo': defineCall({
    method: 'POST', path: '/desk/reviews/:id/undo',
    params: z.object({ id: z.coerce.number().int().positive('expected a review id') }),
    body: z.object({ reason: decisionReason }, { error: 'expected a JSON object' }),
    answer: z.object({ status: z.string() }),
    fallback: () => ({ status: 'pending' }),
  }),
  /** 201; refusals as for an article's review: the buyer of a delivered, paid part rates its shop (a second rating of the part replaces the first). */
  'POST /orders/:number/shop-rating': defineCall({
    method: 'POST', path: '/orders/:number/shop-rating',
    params: z.object({ number: z.string().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') }),
    body: shopRatingBody,
    answer: z.object({ rating: z.number(), reviewCount: z.number() }),
    fallback: () => ({ rating: 0, reviewCount: 0 }),
  }),
  /** A reader marks a review helpful: once per visitor (session); 429 {error: 'too_many'} past the visitor's daily votes. */
  'POST /article-reviews/:id/helpful': defineCall({
    method: 'POST', path: '/article-reviews/:id/helpful',
    params: z.object({ id: z.coerce.number().int().positive('expected a review id') }),
    answer: z.object({ helpful: z.number(), counted: z.boolean() }),
    fallback: () => ({ helpful: 0, counted: false }),
  }),
};
