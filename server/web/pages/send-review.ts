/**
 * A buyer's rating from the order page's forms (an article's review, or the shop's stars), to the
 * marketplace: kept, or the form again with the true reason beside its field. The form's own
 * problems (no stars, no text, too long) are found here; whether it is a verified purchase, and
 * whether the desk has decided on the review already, the marketplace says.
 */
import { REVIEW_LIMITS } from '../../../contract/calls/article-reviews';
import type { RatingAttempt, RatingProblem } from '../../../views/checkout/types';
import type { MarketplaceClient } from '../marketplace-client';
import type { SentFiles } from './form-files';

/** Line breaks as one character, as the browser's maxlength counts them (a form sends CR LF). */
const typed = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '');
const stars = (value: unknown) => {
  const n = Number(typed(value).slice(0, 1));
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
};

/** The marketplace's refusals, by its error code. */
const REFUSED: Record<string, RatingProblem> = {
  not_delivered: 'notDelivered', not_received: 'notReceived', unpaid: 'unpaid', own_shop: 'ownShop', moderated: 'moderated', reviewed: 'moderated',
  photo_not_image: 'photoNotImage', photo_too_large: 'photoTooLarge',
};

function refusalOf(answer: { status: number; problem: { error: string; field?: unknown } }): RatingProblem {
  return REFUSED[answer.problem.error] ?? 'unavailable';
}

export type RatingSent = { ok: true } | { ok: false; attempt: RatingAttempt };

/** files: the photos chosen in the form (the marketplace checks each is a photo, and keeps it without its metadata). */
export async function sendReview(marketplace: MarketplaceClient, headers: Record<string, string | undefined>, orderNumber: string, token: string, body: Record<string, unknown>, files: SentFiles): Promise<RatingSent> {
  const part = typed(body.part).slice(0, 40);
  const articleId = Number(typed(body.articleId).slice(0, 12));
  const values = { rating: stars(body.rating), text: typed(body.text), author: typed(body.author) };
  const back = (problem: RatingProblem): RatingSent => ({
    ok: false, attempt: { part, articleId: Number.isSafeInteger(articleId) ? articleId : null, problem, values: { ...values, text: values.text.slice(0, REVIEW_LIMITS.text * 2), author: values.author.slice(0, REVIEW_LIMITS.author * 2) } },
  });
  if (values.rating === undefined) return back('stars');
  if (!values.text) return back('textMissing');
  if (values.text.length > REVIEW_LIMITS.text) return back('textTooLong');
  if (!values.author) return back('authorMissing');
  if (values.author.length > REVIEW_LIMITS.author) return back('authorTooLong');
  if (files.tooMany || files.files.length > REVIEW_LIMITS.photos) return back('photoTooMany');
  if (files.tooLarge || files.files.some((file) => file.length > REVIEW_LIMITS.photoBytes)) return back('photoTooLarge');
  const photos = files.files.map((file) => file.toString('base64'));
  const answer = await marketplace.attempt('POST /orders/:number/reviews', {
    params: { number: orderNumber },
    body: { token, part, articleId, rating: values.rating, text: values.text, author: values.author, ...(photos.length ? { photos } : {}) },
  }, headers);
  return answer.ok ? { ok: true } : back(refusalOf(answer));
}

export async function sendShopRating(marketplace: MarketplaceClient, headers: Record<string, string | undefined>, orderNumber: string, token: string, body: Record<string, unknown>): Promise<RatingSent> {
  const part = typed(body.part).slice(0, 40);
  const values = { delivery: stars(body.delivery), communication: stars(body.communication) };
  const back = (problem: RatingProblem): RatingSent => ({ ok: false, attempt: { part, articleId: null, problem, values } });
  if (values.delivery === undefined) return back('deliveryStars');
  if (values.communication === undefined) return back('communicationStars');
  const answer = await marketplace.attempt('POST /orders/:number/shop-rating', {
    params: { number: orderNumber }, body: { token, part, delivery: values.delivery, communication: values.communication },
  }, headers);
  return answer.ok ? { ok: true } : back(refusalOf(answer));
}
