/**
 * The buyer rates an article of a delivered part, by the order's signed link: the order is found
 * and its link checked here, the review kept by reviews/ (which knows nothing of orders).
 */
import { CALLS } from '../../../contract/calls/index';
import { created, notFound, endpoint, type Endpoint } from '../http/endpoint';
import { langNoOf } from '../session';
import { submitReview } from '../reviews';
import { orderByNumber } from './repository';
import { verifyOrderToken } from './signing';

export const orderReviewEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /orders/:number/reviews'], async (ctx) => {
    const order = await orderByNumber(ctx.db.kysely, ctx.params.number);
    if (!order || !(await verifyOrderToken(ctx.db.kysely, order.number, ctx.body.token))) return notFound('order');
    const { part, articleId, rating, text, author } = ctx.body;
    const outcome = await submitReview(ctx.db.kysely, { orderId: order.id, partNumber: part, articleId, rating, text, author, langNo: langNoOf(ctx) });
    if (outcome.ok) return created({ id: outcome.id });
    if (outcome.reason === 'not_found') return notFound('article of this part');
    return { status: 409, body: { error: outcome.reason, message: outcome.reason === 'reviewed' ? 'this article of this part was rated already' : 'the shop has not reported this part delivered' } };
  }),
];
