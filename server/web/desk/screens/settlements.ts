/**
 * The operator's settlements in the desk: the months closed and one month's settlements, the
 * button that closes a month, each settlement's PDF and CSV, and the month's SEPA file. A month at
 * fault comes back beside its field in the operator's language with what was typed kept.
 */
import type { Request } from 'express';
import { SettlementsPage } from '../../../../views/desk/SettlementsPage';
import type { ScreenAnswer } from '../../back-office/screen';
import { DESK_PATHS } from '../../staff/paths';
import { deskPage, deskProblem, deskScreen, OPERATOR, type DeskKit, type DeskWho } from '../area';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const monthLink = (month: string) => `${DESK_PATHS.settlements}?month=${month}`;
const documentLink = (id: number, format: 'pdf' | 'csv') => `${DESK_PATHS.settlements}/${id}.${format}`;
const payoutLink = (month: string) => `${DESK_PATHS.settlements}/payouts-${month}.xml`;

/** What the page shows beside the month: a month refused as typed, or a notice. */
interface SettlementsExtra { status: number; monthValue?: string; problem?: string; notice?: string; month?: string }

export function deskSettlementScreens(kit: DeskKit) {
  const { marketplace } = kit;
  const notFound = (who: DeskWho) => deskProblem(who, 404, who.t('settlements.title'), who.t('desk.notFound'));

  const show = async (who: DeskWho, query: Request['query'], extra: SettlementsExtra): Promise<ScreenAnswer> => {
    const asked = extra.month ?? text(query.month);
    const answer = await marketplace.attempt('GET /desk/settlements', { query: MONTH.test(asked) ? { month: asked } : {} }, who.headers);
    if (!answer.ok) return deskProblem(who, 503, who.t('settlements.title'), who.t('desk.notFound'));
    // The shops the month's SEPA file cannot pay are named before anyone downloads it.
    const { months, month, settlements, lastEnded, notPayable } = answer.answer;
    return deskPage(SettlementsPage, {
      frame: who.frame(who.t('settlements.title')), months, month, settlements, closeAction: `${DESK_PATHS.settlements}/close`,
      monthValue: extra.monthValue ?? lastEnded, monthLink, documentLink, payoutLink, notPayable, problem: extra.problem, notice: extra.notice,
    }, extra.status);
  };

  const settlements = deskScreen({
    path: '/settlements',
    guard: OPERATOR,
    async load({ who, query }) {
      const notice = typeof query.closed === 'string' ? text(query.notice) : undefined;
      return show(who, query, { status: 200, notice: notice ? who.t(`settlements.${notice}`, { month: text(query.closed), count: Number(query.count ?? 0), later: text(query.later) }) : undefined });
    },
  });

  const close = deskScreen({
    path: '/settlements/close',
    guard: OPERATOR,
    action: {
      async run({ who, query, body }) {
        const typed = text(body.month).slice(0, 20);
        const answer = await marketplace.attempt('POST /desk/settlements/close', { body: { month: typed } }, who.headers);
        if (answer.ok) {
          const o = answer.answer.outcome;
          const closed = new URLSearchParams({ month: o.month, closed: o.month, notice: o.kind, count: o.kind === 'closed' ? String(o.settlements) : '0', later: o.kind === 'later' ? o.later : '' });
          return { kind: 'redirect', location: `${DESK_PATHS.settlements}?${closed.toString()}` };
        }
        if (answer.status === 400) return show(who, query, { status: 400, monthValue: typed, problem: who.t('settlements.problem.month') });
        return notFound(who);
      },
    },
  });

  const file = deskScreen({
    path: '/settlements/:file',
    guard: OPERATOR,
    async load({ who, params, query }) {
      const name = params.file!;
      const doc = /^(\d+)\.(pdf|csv)$/.exec(name);
      if (doc) {
        const answer = await marketplace.attempt('GET /desk/settlements/:id/document', { params: { id: doc[1]! }, query: { format: doc[2]! } }, who.headers);
        return answer.ok ? { kind: 'file', contentType: answer.answer.contentType, filename: answer.answer.filename, body: Buffer.from(answer.answer.base64, 'base64') } : notFound(who);
      }
      const payouts = /^payouts-(\d{4}-\d{2})\.xml$/.exec(name);
      if (payouts) {
        const answer = await marketplace.attempt('GET /desk/settlements/payouts', { query: { month: payouts[1]! } }, who.headers);
        if (!answer.ok) return notFound(who);
        // No shop to pay (or none payable): the page says so rather than handing out an empty file.
        if (!answer.answer.xml) return show(who, query, { status: 200, month: answer.answer.month, notice: who.t('settlements.notPayable') });
        return { kind: 'file', contentType: 'application/xml', filename: answer.answer.filename, body: answer.answer.xml };
      }
      return notFound(who);
    },
  });

  return [settlements, close, file];
}
