/**
 * The operator's bank statements in the desk: the form whose file goes to the upload door beside
 * the web tier (a refused file comes back here, named beside the field in the operator's language),
 * the lines waiting for a decision, an import's result, and the decision on a line.
 */
import { BANK_STATEMENT_PATHS, STATEMENT_UPLOAD_PROBLEMS, type StatementUploadProblem } from '../../../../contract/calls/bank-statements';
import { BankStatementsPage, StatementImportPage, type StatementLinks } from '../../../../views/desk/BankStatementsPage';
import type { ScreenAnswer } from '../../back-office/screen';
import { orderPath } from '../../staff/paths';
import { deskPage, deskProblem, deskScreen, OPERATOR, type DeskKit, type DeskWho } from '../area';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const LINKS: StatementLinks = { form: BANK_STATEMENT_PATHS.form, upload: BANK_STATEMENT_PATHS.upload, result: BANK_STATEMENT_PATHS.result, decision: BANK_STATEMENT_PATHS.decision, order: orderPath };

interface FormExtra { status: number; problem?: string; notice?: string; decisionProblem?: { lineId: number; text: string; typed: string } }

export function deskBankStatementScreens(kit: DeskKit) {
  const { marketplace } = kit;
  const unavailable = (who: DeskWho) => deskProblem(who, 503, who.t('bankStatements.title'), who.t('desk.notFound'));

  const show = async (who: DeskWho, extra: FormExtra): Promise<ScreenAnswer> => {
    const answer = await marketplace.attempt('GET /desk/bank-statements', {}, who.headers);
    if (!answer.ok) return unavailable(who);
    return deskPage(BankStatementsPage, { frame: who.frame(who.t('bankStatements.title')), links: LINKS, ...answer.answer, problem: extra.problem, notice: extra.notice, decisionProblem: extra.decisionProblem }, extra.status);
  };

  const form = deskScreen({
    path: '/bank-statements',
    guard: OPERATOR,
    async load({ who, query }) {
      const problem = text(query.problem);
      const refused = (STATEMENT_UPLOAD_PROBLEMS as readonly string[]).includes(problem) ? who.t(`bankStatements.problem.${problem as StatementUploadProblem}`) : undefined;
      const notice = query.notice === 'booked' ? who.t('bankStatements.notice.booked') : query.notice === 'returned' ? who.t('bankStatements.notice.returned') : undefined;
      return show(who, { status: refused ? 400 : 200, problem: refused, notice });
    },
  });

  const result = deskScreen({
    path: '/bank-statements/:id',
    guard: OPERATOR,
    async load({ who, params }) {
      if (!/^\d{1,12}$/.test(params.id!)) return deskProblem(who, 404, who.t('bankStatements.title'), who.t('desk.notFound'));
      const answer = await marketplace.attempt('GET /desk/bank-statements/:id', { params: { id: params.id! } }, who.headers);
      if (!answer.ok) return answer.status === 404 ? deskProblem(who, 404, who.t('bankStatements.title'), who.t('desk.notFound')) : unavailable(who);
      return deskPage(StatementImportPage, { frame: who.frame(who.t('bankStatements.result')), links: LINKS, statementImport: answer.answer.import, lines: answer.answer.lines });
    },
  });

  const decision = deskScreen({
    path: '/bank-statements/lines/:id/decision',
    guard: OPERATOR,
    action: {
      async run({ who, params, body }) {
        const lineId = Number(params.id);
        const typed = text(body.orderNumber).slice(0, 40);
        const chosen = body.decision === 'returned' ? 'returned' : 'book';
        const answer = await marketplace.attempt('POST /desk/bank-statements/lines/:id/decision', { params: { id: params.id! }, body: { decision: chosen, ...(typed.trim() ? { orderNumber: typed } : {}) } }, who.headers);
        if (answer.ok) return { kind: 'redirect', location: `${BANK_STATEMENT_PATHS.form}?notice=${answer.answer.state}` };
        if (answer.status === 400) return show(who, { status: 400, decisionProblem: { lineId, text: who.t('bankStatements.problem.order'), typed } });
        if (answer.status === 409) return show(who, { status: 409, notice: who.t('bankStatements.problem.decided') });
        return deskProblem(who, 404, who.t('bankStatements.title'), who.t('desk.notFound'));
      },
    },
  });

  return [form, result, decision];
}
