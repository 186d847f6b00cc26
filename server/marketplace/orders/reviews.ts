/**
 * The buyer rates an article of a delivered part, and the part's shop, by the order's signed link:
 * the order is found, its link checked and the line or part asked whether it is a verified purchase
 * here (reviewable.ts); the review and the shop's stars are kept by reviews/ (which knows nothing of
 * orders), under the buyer's mailbox key, so a buyer's later review of an article replaces the earlier.
 */
import { CALLS } from '../../../contract/calls/index';
import { REVIEW_LIMITS } from '../../../contract/calls/article-reviews';
import { emailKey } from '../../shared/email-key';
import { created, notFound, endpoint, type Endpoint, type Refusal } from '../http/endpoint';
import { langNoOf } from '../session';
import { rateShop, receiveReviewPhotos, submitReview } from '../reviews';
import { orderByNumber } from './repository';
import { lineReviewable, partRateable, type LineReviewable, type ReviewRefusal } from './reviewable';
import { verifyOrderToken } from './signing';

/** Why a rating is refused, as the web tier and the shop's developers read it (the order page says it in the shopper's language by the code). */
const REFUSALS: Record<Exclude<ReviewRefusal, 'not_found'>, { status: 403 | 409; message: string }> = {
  not_delivered: { status: 409, message: 'the shop has not reported this part delivered' },
  not_received: { status: 409, message: 'this article of this part was not received: the shop refused or cancelled it, or it was withdrawn from' },
  unpaid: { status: 409, message: 'this part is not paid' },
  own_shop: { status: 403, message: 'the buyer is one of the people of a shop selling this article: no verified purchase' },
};

const PHOTO_REFUSALS = {
  photo_not_image: 'not a JPEG, PNG or WebP photo that can be shown',
  photo_too_large: `a photo is larger than ${REVIEW_LIMITS.photoBytes / 1024 / 1024} MB`,
} as const;

function refusalOf(reviewable: Extract<LineReviewable, { ok: false }>, what: string): Refusal {
  if (reviewable.reason === 'not_found') return notFound(what);
  const { status, message } = REFUSALS[reviewable.reason];
  return { status, body: { error: reviewable.reason, message } };
}

export const orderReviewEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /orders/:number/reviews'], async (ctx) => {
    const db = ctx.db.kysely;
    const order = await orderByNumber(db, ctx.params.number);
    if (!order || !(await verifyOrderToken(db, order.number, ctx.body.token))) return notFound('order');
    const { part, articleId, rating, text, author } = ctx.body;
    const reviewable = await lineReviewable(db, order, part, articleId);
    if (!reviewable.ok) return refusalOf(reviewable, 'article of this part');
    // Only a verified purchase's photos are decoded and kept: nobody else can fill the store.
    const photos = await receiveReviewPhotos(db, ctx.deps.mediaStore, ctx.body.photos ?? []);
    if (!photos.ok) return { status: 422, body: { error: photos.reason, field: `photos.${photos.index}`, message: PHOTO_REFUSALS[photos.reason] } };
    const outcome = await submitReview(db, { orderShopId: reviewable.orderShopId, articleId, rating, text, author, langNo: langNoOf(ctx), buyerKey: emailKey(order.email), photoIds: photos.photoIds });
    if (outcome.ok) return created({ id: outcome.id });
    return { status: 409, body: { error: outcome.reason, message: 'this article of this part was rated already and the desk has decided on it' } };
  }),
  endpoint(CALLS['POST /orders/:number/shop-rating'], async (ctx) => {
    const db = ctx.db.kysely;
    const order = await orderByNumber(db, ctx.params.number);
    if (!order || !(await verifyOrderToken(db, order.number, ctx.body.token))) return notFound('order');
    const rateable = await partRateable(db, order, ctx.body.part);
    if (!rateable.ok) return refusalOf(rateable, 'part');
    const shopId = order.shops.find((part) => part.id === rateable.orderShopId)!.shop.id;
    await rateShop(db, { shopId, orderShopId: rateable.orderShopId, buyerKey: emailKey(order.email), delivery: ctx.body.delivery, communication: ctx.body.communication });
    // The shop's stars show on article and shop pages and order its offers: stored pages go.
    ctx.deps.offersChanged();
    const shop = await db.selectFrom('shops').select(['rating', 'review_count']).where('id', '=', shopId).executeTakeFirstOrThrow();
    return created({ rating: shop.rating, reviewCount: shop.review_count });
  }),
];
