/**
 * The desk's review queue: the buyers' reviews waiting, each published or rejected with a reason,
 * and those decided lately with their history, whose latest decision can be undone (the
 * marketplace checks the role and writes the audit).
 */
import { ReviewsPage } from '../../../../views/desk/ReviewsPage';
import { DESK_PREFIX, orderPath } from '../../staff/paths';
import { deskPage, deskScreen, SERVICE, type DeskKit } from '../area';
import { deskAuditScreens } from './audit';

export const REVIEWS_PATH = `${DESK_PREFIX}/reviews`;

const DONE = ['approved', 'rejected', 'undone'];
const REFUSED = ['nothing', 'changed', 'gone'];
const reasonOf = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 500) : '');

export function deskReviewScreens(kit: DeskKit) {
  const { marketplace } = kit;

  const reviews = deskScreen({
    path: '/reviews',
    guard: SERVICE,
    async load({ who, query }) {
      const answer = await marketplace.attempt('GET /desk/reviews', {}, who.headers);
      const notice = typeof query.done === 'string' && DONE.includes(query.done) ? who.t(`desk.reviews.done.${query.done}`) : undefined;
      const refused = typeof query.refused === 'string' && REFUSED.includes(query.refused) ? who.t(`desk.reviews.refused.${query.refused}`) : undefined;
      return deskPage(ReviewsPage, {
        frame: who.frame(who.t('desk.reviews.title')), reviews: answer.ok ? answer.answer.reviews : [], decided: answer.ok ? answer.answer.decided : [],
        actions: { decide: (id: number) => `${REVIEWS_PATH}/${id}`, undo: (id: number) => `${REVIEWS_PATH}/${id}/undo` }, orderLink: orderPath, notice,
        error: answer.ok ? refused : who.t('desk.problem.unavailable'),
      }, answer.ok ? 200 : 503);
    },
  });

  const decision = deskScreen({
    path: '/reviews/:id',
    guard: SERVICE,
    action: {
      async run({ who, params, body }) {
        const decided = body.decision === 'approved' ? 'approved' : 'rejected';
        const reason = reasonOf(body.reason);
        const answer = await marketplace.attempt('POST /desk/reviews/:id', { params: { id: Number(params.id) }, body: { decision: decided, ...(reason ? { reason } : {}) } }, who.headers);
        return { kind: 'redirect', location: answer.ok ? `${REVIEWS_PATH}?done=${decided}#review-${params.id}` : `${REVIEWS_PATH}?refused=gone` };
      },
    },
  });

  const undo = deskScreen({
    path: '/reviews/:id/undo',
    guard: SERVICE,
    action: {
      async run({ who, params, body }) {
        const reason = reasonOf(body.reason);
        const answer = await marketplace.attempt('POST /desk/reviews/:id/undo', { params: { id: Number(params.id) }, body: reason ? { reason } : {} }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${REVIEWS_PATH}?done=undone#review-${params.id}` };
        const why = answer.status === 409 && (answer.problem.error === 'nothing' || answer.problem.error === 'changed') ? answer.problem.error : 'gone';
        return { kind: 'redirect', location: `${REVIEWS_PATH}?refused=${why}#review-${params.id}` };
      },
    },
  });

  return [...deskAuditScreens(kit), reviews, decision, undo];
}
