/**
 * The review calls: the buyer rates an article of a delivered part (by the order's signed link),
 * the desk lists the pending reviews and approves or rejects each (written to the audit log).
 */
import { CALLS } from '../../../contract/calls/index';
import { created, notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { langNoOf } from '../session/context';
import { staffOnly } from '../staff/context';
import { recordAudit } from '../staff/audit';
import { orderByNumber } from '../orders/repository';
import { verifyOrderToken } from '../orders/signing';
import { moderateReview, pendingReviews, submitReview } from './article-reviews';

const SERVICE = ['support', 'operator'] as const;

export const articleReviewEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /orders/:number/reviews'], async (ctx) => {
    const order = await orderByNumber(ctx.db.kysely, ctx.params.number);
    if (!order || !(await verifyOrderToken(ctx.db.kysely, order.number, ctx.body.token))) return notFound('order');
    const { part, articleId, rating, text, author } = ctx.body;
    const outcome = await submitReview(ctx.db.kysely, { orderId: order.id, partNumber: part, articleId, rating, text, author, langNo: langNoOf(ctx) });
    if (outcome.ok) return created({ id: outcome.id });
    if (outcome.reason === 'not_found') return notFound('article of this part');
    return { status: 409, body: { error: outcome.reason, message: outcome.reason === 'reviewed' ? 'this article of this part was rated already' : 'the shop has not reported this part delivered' } };
  }),
  endpoint(CALLS['GET /desk/reviews'], staffOnly(SERVICE, async (ctx) => ok({ reviews: await pendingReviews(ctx.db.kysely) }))),
  endpoint(CALLS['POST /desk/reviews/:id'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    if (!(await moderateReview(db, ctx.params.id, ctx.body.decision, ctx.staff.id))) return notFound('pending review');
    await recordAudit(db, ctx.staff, `review_${ctx.body.decision}`, { detail: { reviewId: ctx.params.id } });
    // An approved review changes the article page: stored pages and cached answers go, as when offers change.
    if (ctx.body.decision === 'approved') ctx.deps.offersChanged();
    return ok({ status: ctx.body.decision });
  })),
];
