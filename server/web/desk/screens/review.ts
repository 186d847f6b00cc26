/**
 * The desk's audit log (the operator's) and its review queue: the buyers' reviews waiting, each
 * approved or rejected (the marketplace checks the role and writes the audit).
 */
import { AuditPage } from '../../../../views/desk/pages';
import { ReviewsPage } from '../../../../views/desk/ReviewsPage';
import { DESK_PREFIX, orderPath } from '../../staff/paths';
import { deskPage, deskScreen, OPERATOR, SERVICE, type DeskKit } from '../area';

export const REVIEWS_PATH = `${DESK_PREFIX}/reviews`;

export function deskReviewScreens(kit: DeskKit) {
  const { marketplace } = kit;

  const audit = deskScreen({
    path: '/audit',
    guard: OPERATOR,
    async load({ who }) {
      const answer = await marketplace.attempt('GET /staff/audit', {}, who.headers);
      return deskPage(AuditPage, { frame: who.frame(who.t('desk.audit')), entries: answer.ok ? answer.answer.entries : [], orderLink: orderPath }, answer.ok ? 200 : 503);
    },
  });

  const reviews = deskScreen({
    path: '/reviews',
    guard: SERVICE,
    async load({ who, query }) {
      const answer = await marketplace.attempt('GET /desk/reviews', {}, who.headers);
      const notice = query.done === 'approved' || query.done === 'rejected' ? who.t(`desk.reviews.done.${query.done}`) : undefined;
      return deskPage(ReviewsPage, {
        frame: who.frame(who.t('desk.reviews.title')), reviews: answer.ok ? answer.answer.reviews : [],
        action: (id: number) => `${REVIEWS_PATH}/${id}`, orderLink: orderPath, notice,
      }, answer.ok ? 200 : 503);
    },
  });

  const decision = deskScreen({
    path: '/reviews/:id',
    guard: SERVICE,
    action: {
      async run({ who, params, body }) {
        const decided = body.decision === 'approved' ? 'approved' : 'rejected';
        const answer = await marketplace.attempt('POST /desk/reviews/:id', { params: { id: Number(params.id) }, body: { decision: decided } }, who.headers);
        return { kind: 'redirect', location: answer.ok ? `${REVIEWS_PATH}?done=${decided}` : REVIEWS_PATH };
      },
    },
  });

  return [audit, reviews, decision];
}
