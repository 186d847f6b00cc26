/**
 * The desk's review calls: it lists the pending reviews and approves or rejects each (written to
 * the audit log); and a reader's "helpful" vote. The buyer's own call, by the order's signed link, is the order's (orders/reviews.ts).
 */
import { CALLS } from '../../../contract/calls/index';
import { notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { requireSession } from '../session';
import { staffOnly, recordAudit } from '../staff';
import { decidedReviews, moderateReview, pendingReviews } from './article-reviews';
import { undoDecision } from './decisions';
import { markHelpful } from './helpful';

const SERVICE = ['support', 'operator'] as const;

export const articleReviewEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /desk/reviews'], staffOnly(SERVICE, async (ctx) => {
    const [reviews, decided] = await Promise.all([pendingReviews(ctx.db.kysely), decidedReviews(ctx.db.kysely)]);
    return ok({ reviews, decided });
  })),
  endpoint(CALLS['POST /desk/reviews/:id'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const reason = ctx.body.reason ?? '';
    if (!(await moderateReview(db, ctx.params.id, ctx.body.decision, ctx.staff.id, new Date(), { staffName: ctx.staff.name, reason }))) return notFound('pending review');
    await recordAudit(db, ctx.staff, `review_${ctx.body.decision}`, { detail: { reviewId: ctx.params.id, ...(reason ? { reason } : {}) } });
    // An approved review changes the article page: stored pages and cached answers go, as when offers change.
    if (ctx.body.decision === 'approved') ctx.deps.offersChanged();
    return ok({ status: ctx.body.decision });
  })),
  endpoint(CALLS['POST /desk/reviews/:id/undo'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const reason = ctx.body.reason ?? '';
    const undone = await undoDecision(db, ctx.params.id, { id: ctx.staff.id, name: ctx.staff.name }, reason);
    if (!undone.ok) {
      if (undone.reason === 'not_found') return notFound('review');
      return { status: 409, body: { error: undone.reason, message: undone.reason === 'nothing' ? 'no decision left to undo' : 'the review changed since the decision' } };
    }
    await recordAudit(db, ctx.staff, 'review_undone', { detail: { reviewId: ctx.params.id, from: undone.was, to: undone.status, ...(reason ? { reason } : {}) } });
    // A published review taken back, or one shown again, changes the article page as an approval does.
    if (undone.was === 'approved' || undone.status === 'approved') ctx.deps.offersChanged();
    return ok({ status: undone.status });
  })),
  // A reader's vote: the page it shows on is stored for everyone, so the count there follows when it is next made.
  endpoint(CALLS['POST /article-reviews/:id/helpful'], async (ctx) => {
    const session = await requireSession(ctx);
    if (!session.ok) return session.response;
    const outcome = await markHelpful(ctx.db.kysely, ctx.params.id, session.sid);
    if (outcome.ok) return ok({ helpful: outcome.helpful, counted: outcome.counted });
    if (outcome.reason === 'not_found') return notFound('approved review');
    return { status: 429, body: { error: 'too_many', message: 'this visitor marked many reviews helpful today: try again tomorrow' } };
  }),
];
