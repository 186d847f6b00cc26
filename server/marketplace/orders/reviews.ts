/**
 * The buyer rates an article of a delivered part, by the order's signed link: the order is found,
 * its link checked and the line asked whether it is a verified purchase here (reviewable.ts); the
 * review is kept by reviews/ (which knows nothing of orders).
 */
import { CALLS } from '../../../contract/calls/index';
import { created, notFound, endpoint, type Endpoint } from '../http/endpoint';
import { langNoOf } from '../session';
import { submitReview } from '../reviews';
import { orderByNumber } from './repository';
import { lineReviewable, type ReviewRefusal } from './reviewable';
import { verifyOrderToken } from './signing';

/** Why a rating is refused, as the web tier and the shop's developers read it (the order page says it in the shopper's language by the code). */
const REFUSALS: Record<Exclude<ReviewRefusal, 'not_found'>, { status: 403 | 409; message: string }> = {
  not_delivered: { status: 409, message: 'the shop has not reported this part delivered' },
  not_received: { status: 409, message: 'this article of this part was not received: the shop refused or cancelled it, or it was withdrawn from' },
  unpaid: { status: 409, message: 'this part is not paid' },
  own_shop: { status: 403, message: 'the buyer is one of the people of a shop selling this article: no verified purchase' },
};

export const orderReviewEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /orders/:number/reviews'], async (ctx) => {
    const db = ctx.db.kysely;
    const order = await orderByNumber(db, ctx.params.number);
    if (!order || !(await verifyOrderToken(db, order.number, ctx.body.token))) return notFound('order');
    const { part, articleId, rating, text, author } = ctx.body;
    const reviewable = await lineReviewable(db, order, part, articleId);
    if (!reviewable.ok) {
      if (reviewable.reason === 'not_found') return notFound('article of this part');
      const { status, message } = REFUSALS[reviewable.reason];
      return { status, body: { error: reviewable.reason, message } };
    }
    const outcome = await submitReview(db, { orderShopId: reviewable.orderShopId, articleId, rating, text, author, langNo: langNoOf(ctx) });
    if (outcome.ok) return created({ id: outcome.id });
    return { status: 409, body: { error: outcome.reason, message: 'this article of this part was rated already' } };
  }),
];
