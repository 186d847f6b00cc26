/**
 * The operator's settlements in the desk: the months closed and one month's settlements, the
 * button that closes a month, each settlement's PDF and CSV, and the month's SEPA file. A month at
 * fault comes back beside its field in the operator's language with what was typed kept.
 */
import type { Request, RequestHandler, Response, Router } from 'express';
import type { i18n as I18n } from 'i18next';
import type { Translate } from '../../../locales/i18n';
import type { MarketplaceRequest } from '../../../contract/wire';
import type { SettlementDocument } from '../../../contract/calls/settlements';
import { SettlementsPage } from '../../../views/desk/SettlementsPage';
import { ProblemPage } from '../../../views/desk/pages';
import type { MarketplaceClient } from '../marketplace-client';
import { DESK_PATHS } from '../staff/paths';
import { frameFor, renderDesk } from './render';

export interface DeskSettlementDeps {
  marketplace: MarketplaceClient;
  i18n: I18n;
  guard: RequestHandler;
  form: RequestHandler;
  headers: (req: Request, res: Response) => MarketplaceRequest['headers'];
  words: (res: Response) => Translate;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const monthLink = (month: string) => `${DESK_PATHS.settlements}?month=${month}`;
const documentLink = (id: number, format: 'pdf' | 'csv') => `${DESK_PATHS.settlements}/${id}.${format}`;
const payoutLink = (month: string) => `${DESK_PATHS.settlements}/payouts-${month}.xml`;

/** A document the marketplace made, sent as the download it is. */
export function sendDocument(res: Response, doc: SettlementDocument): void {
  res.type(doc.contentType).set('content-disposition', `attachment; filename="${doc.filename}"`).send(Buffer.from(doc.base64, 'base64'));
}

export function deskSettlementRoutes(router: Router, deps: DeskSettlementDeps): void {
  const { marketplace, i18n, guard, form, headers, words } = deps;
  const notFound = (res: Response) => renderDesk(res, 404, ProblemPage, { frame: frameFor(i18n, res, words(res)('settlements.title')), text: words(res)('desk.notFound') });

  const show = async (req: Request, res: Response, status: number, extra: { monthValue?: string; problem?: string; notice?: string; month?: string } = {}) => {
    const asked = extra.month ?? text(req.query.month);
    const answer = await marketplace.attempt('GET /desk/settlements', { query: MONTH.test(asked) ? { month: asked } : {} }, headers(req, res));
    if (!answer.ok) return renderDesk(res, 503, ProblemPage, { frame: frameFor(i18n, res, words(res)('settlements.title')), text: words(res)('desk.notFound') });
    // The shops the month's SEPA file cannot pay are named before anyone downloads it.
    const { months, month, settlements, lastEnded, notPayable } = answer.answer;
    renderDesk(res, status, SettlementsPage, {
      frame: frameFor(i18n, res, words(res)('settlements.title')), months, month, settlements, closeAction: `${DESK_PATHS.settlements}/close`,
      monthValue: extra.monthValue ?? lastEnded, monthLink, documentLink, payoutLink, notPayable, problem: extra.problem, notice: extra.notice,
    });
  };

  router.get('/settlements', guard, (req, res, next) => {
    const notice = typeof req.query.closed === 'string' ? text(req.query.notice) : undefined;
    show(req, res, 200, { notice: notice ? words(res)(`settlements.${notice}`, { month: text(req.query.closed), count: Number(req.query.count ?? 0), later: text(req.query.later) }) : undefined }).catch(next);
  });

  router.post('/settlements/close', guard, form, async (req, res, next) => {
    try {
      const typed = text(req.body?.month).slice(0, 20);
      const answer = await marketplace.attempt('POST /desk/settlements/close', { body: { month: typed } }, headers(req, res));
      if (answer.ok) {
        const o = answer.answer.outcome;
        const query = new URLSearchParams({ month: o.month, closed: o.month, notice: o.kind, count: o.kind === 'closed' ? String(o.settlements) : '0', later: o.kind === 'later' ? o.later : '' });
        return res.redirect(303, `${DESK_PATHS.settlements}?${query.toString()}`);
      }
      if (answer.status === 400) return await show(req, res, 400, { monthValue: typed, problem: words(res)('settlements.problem.month') });
      notFound(res);
    } catch (error) {
      next(error);
    }
  });

  router.get('/settlements/:file', guard, async (req, res, next) => {
    try {
      const file = String(req.params.file);
      const doc = /^(\d+)\.(pdf|csv)$/.exec(file);
      if (doc) {
        const answer = await marketplace.attempt('GET /desk/settlements/:id/document', { params: { id: doc[1]! }, query: { format: doc[2]! } }, headers(req, res));
        return answer.ok ? sendDocument(res, answer.answer) : notFound(res);
      }
      const payouts = /^payouts-(\d{4}-\d{2})\.xml$/.exec(file);
      if (payouts) {
        const answer = await marketplace.attempt('GET /desk/settlements/payouts', { query: { month: payouts[1]! } }, headers(req, res));
        if (!answer.ok) return notFound(res);
        // No shop to pay (or none payable): the page says so rather than handing out an empty file.
        if (!answer.answer.xml) return show(req, res, 200, { month: answer.answer.month, notice: words(res)('settlements.notPayable') });
        return res.type('application/xml').set('content-disposition', `attachment; filename="${answer.answer.filename}"`).send(answer.answer.xml);
      }
      notFound(res);
    } catch (error) {
      next(error);
    }
  });
}
