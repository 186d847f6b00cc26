/**
 * The operator's settlements in the desk: the months closed and one month's settlements, the
 * button that closes a month, each settlement's PDF and CSV and its commission invoice (PDF, XML), and the payout runs: the button that
 * makes one, each run's SEPA file (the same file at every download) and the shops no run can pay
 * now. A month at fault comes back beside its field in the operator's language with what was typed kept.
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
const runLink = (id: number) => `${DESK_PATHS.settlements}/payout-run-${id}.xml`;
const invoiceLink = (id: number, format: 'pdf' | 'xml') => `${DESK_PATHS.settlements}/${id}-invoice.${format}`;

/** What the page shows beside the month: a month refused as typed, or a notice. */
interface SettlementsExtra { status: number; monthValue?: string; problem?: string; notice?: string; month?: string }

export function deskSettlementScreens(kit: DeskKit) {
  const { marketplace } = kit;
  const notFound = (who: DeskWho) => deskProblem(who, 404, who.t('settlements.title'), who.t('desk.notFound'));

  const show = async (who: DeskWho, query: Request['query'], extra: SettlementsExtra): Promise<ScreenAnswer> => {
    const asked = extra.month ?? text(query.month);
    const answer = await marketplace.attempt('GET /desk/settlements', { query: MONTH.test(asked) ? { month: asked } : {} }, who.headers);
    if (!answer.ok) return deskProblem(who, 503, who.t('settlements.title'), who.t('desk.notFound'));
    // The shops a run cannot pay now are named before anyone makes one.
    const { months, month, settlements, lastEnded, notPayable, runs } = answer.answer;
    return deskPage(SettlementsPage, {
      frame: who.frame(who.t('settlements.title')), months, month, settlements, closeAction: `${DESK_PATHS.settlements}/close`,
      monthValue: extra.monthValue ?? lastEnded, monthLink, documentLink, invoiceLink, runAction: `${DESK_PATHS.settlements}/runs`, runLink, runs, notPayable, problem: extra.problem, notice: extra.notice,
    }, extra.status);
  };

  const settlements = deskScreen({
    path: '/settlements',
    guard: OPERATOR,
    async load({ who, query }) {
      const notice = typeof query.closed === 'string' ? text(query.notice) : undefined;
      if (typeof query.run === 'string') {
        const run = text(query.run);
        return show(who, query, { status: 200, notice: run === 'nothing' ? who.t('payouts.run.nothing') : who.t('payouts.run.created', { count: Number(query.count ?? 0) }) });
      }
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

  const run = deskScreen({
    path: '/settlements/runs',
    guard: OPERATOR,
    action: {
      async run({ who }) {
        const answer = await marketplace.attempt('POST /desk/settlements/runs', {}, who.headers);
        if (!answer.ok) return deskProblem(who, 503, who.t('settlements.title'), who.t('desk.notFound'));
        const o = answer.answer.outcome;
        const made = new URLSearchParams(o.kind === 'created' ? { run: String(o.run.id), count: String(o.run.transfers) } : { run: 'nothing' });
        return { kind: 'redirect', location: `${DESK_PATHS.settlements}?${made.toString()}` };
      },
    },
  });

  const file = deskScreen({
    path: '/settlements/:file',
    guard: OPERATOR,
    async load({ who, params }) {
      const name = params.file!;
      const doc = /^(\d+)\.(pdf|csv)$/.exec(name);
      if (doc) {
        const answer = await marketplace.attempt('GET /desk/settlements/:id/document', { params: { id: doc[1]! }, query: { format: doc[2]! } }, who.headers);
        return answer.ok ? { kind: 'file', contentType: answer.answer.contentType, filename: answer.answer.filename, body: Buffer.from(answer.answer.base64, 'base64') } : notFound(who);
      }
      const invoice = /^(\d{1,12})-invoice\.(pdf|xml)$/.exec(name);
      if (invoice) {
        const answer = await marketplace.attempt('GET /desk/settlements/:id/commission-invoice', { params: { id: invoice[1]! }, query: { format: invoice[2]! } }, who.headers);
        return answer.ok ? { kind: 'file', contentType: answer.answer.contentType, filename: answer.answer.filename, body: Buffer.from(answer.answer.base64, 'base64') } : notFound(who);
      }
      const payouts = /^payout-run-(\d{1,12})\.xml$/.exec(name);
      if (payouts) {
        const answer = await marketplace.attempt('GET /desk/settlements/runs/:id', { params: { id: payouts[1]! } }, who.headers);
        return answer.ok ? { kind: 'file', contentType: 'application/xml', filename: answer.answer.filename, body: answer.answer.xml } : notFound(who);
      }
      return notFound(who);
    },
  });

  return [settlements, close, run, file];
}
