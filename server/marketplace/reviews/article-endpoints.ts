/**
 * The desk's review calls: it lists the pending reviews and approves or rejects each (written to
 * the audit log). The buyer's own call, by the order's signed link, is the order's (orders/reviews.ts).
 */
import { CALLS } from '../../../contract/calls/index';
import { notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { staffOnly, recordAudit } from '../staff';
import { moderateReview, pendingReviews } from './article-reviews';

const SERVICE = ['support', 'operator'] as const;

export const articleReviewEndpoints: Endpoint[] = [
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
