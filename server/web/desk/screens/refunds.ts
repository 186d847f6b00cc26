/**
 * The refund queue in the desk (support and operator): refunds by state, the retry of a failed
 * provider refund, and the SEPA file of the refund transfers owed (made by a button, since making
 * it marks them sent; an earlier file is loaded again by its link).
 */
import { REFUND_STATES, type RefundStateName } from '../../../../contract/calls/refunds';
import { RefundsPage } from '../../../../views/desk/RefundsPage';
import type { ScreenAnswer } from '../../back-office/screen';
import { DESK_PATHS, orderPath } from '../../staff/paths';
import { deskPage, deskProblem, deskScreen, SERVICE, type DeskKit, type DeskWho } from '../area';

const stateOf = (value: unknown): RefundStateName | null => (REFUND_STATES as readonly unknown[]).includes(value) ? value as RefundStateName : null;
const stateLink = (state: RefundStateName | null) => (state ? `${DESK_PATHS.refunds}?state=${state}` : DESK_PATHS.refunds);
const retryAction = (id: number) => `${DESK_PATHS.refunds}/${id}/retry`;
const fileLink = (id: number) => `${DESK_PATHS.refunds}/refunds-${id}.xml`;
const RETRIED = ['sent', 'failed', 'conflict'] as const;

export function deskRefundScreens(kit: DeskKit) {
  const { marketplace } = kit;
  const notFound = (who: DeskWho) => deskProblem(who, 404, who.t('refunds.desk.title'), who.t('desk.notFound'));

  const show = async (who: DeskWho, state: RefundStateName | null, notice?: string): Promise<ScreenAnswer> => {
    const answer = await marketplace.attempt('GET /desk/refunds', { query: state ? { state } : {} }, who.headers);
    if (!answer.ok) return deskProblem(who, 503, who.t('refunds.desk.title'), who.t('desk.notFound'));
    return deskPage(RefundsPage, {
      frame: who.frame(who.t('refunds.desk.title')), state, ...answer.answer, stateLink, orderLink: orderPath, retryAction,
      fileAction: `${DESK_PATHS.refunds}/transfer-file`, fileLink, notice,
    });
  };

  const queue = deskScreen({
    path: '/refunds',
    guard: SERVICE,
    async load({ who, query }) {
      const retried = RETRIED.find((r) => r === query.retried);
      return show(who, stateOf(query.state), retried ? who.t(`refunds.desk.retried.${retried}`) : undefined);
    },
  });

  const retry = deskScreen({
    path: '/refunds/:id/retry',
    guard: SERVICE,
    action: {
      async run({ who, params }) {
        if (!/^\d{1,12}$/.test(params.id!)) return notFound(who);
        const answer = await marketplace.attempt('POST /desk/refunds/:id/retry', { params: { id: params.id! } }, who.headers);
        if (answer.status === 404) return notFound(who);
        const retried = answer.ok ? answer.answer.outcome : answer.status === 409 ? 'conflict' : 'failed';
        return { kind: 'redirect', location: `${DESK_PATHS.refunds}?state=${retried === 'sent' ? 'sent' : 'failed'}&retried=${retried}` };
      },
    },
  });

  const makeFile = deskScreen({
    path: '/refunds/transfer-file',
    guard: SERVICE,
    action: {
      async run({ who }) {
        const answer = await marketplace.attempt('POST /desk/refunds/transfer-file', {}, who.headers);
        if (!answer.ok) return answer.status === 404 ? show(who, null, who.t('refunds.desk.noFile')) : deskProblem(who, 503, who.t('refunds.desk.title'), who.t('desk.notFound'));
        return { kind: 'file', contentType: 'application/xml', filename: answer.answer.filename, body: answer.answer.xml };
      },
    },
  });

  const file = deskScreen({
    path: '/refunds/:file',
    guard: SERVICE,
    async load({ who, params }) {
      const id = /^refunds-(\d{1,12})\.xml$/.exec(params.file!)?.[1];
      if (!id) return notFound(who);
      const answer = await marketplace.attempt('GET /desk/refunds/transfer-files/:id', { params: { id } }, who.headers);
      return answer.ok ? { kind: 'file', contentType: 'application/xml', filename: answer.answer.filename, body: answer.answer.xml } : notFound(who);
    },
  });

  return [queue, retry, makeFile, file];
}
