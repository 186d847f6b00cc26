/** The desk's calls on the bank statements (the operator): the lines waiting, one import, a decision. Decisions are audited. */
import { CALLS } from '../../../contract/calls/index';
import { badRequest, endpoint, notFound, ok, type Endpoint } from '../http/endpoint';
import { recordAudit, staffOnly } from '../staff';
import { decideStatementLine, openStatementLines, statementImport } from './lines';

const OPERATOR = ['operator'] as const;

export const bankStatementEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /desk/bank-statements'], staffOnly(OPERATOR, async (ctx) => ok(await openStatementLines(ctx.db.kysely)))),
  endpoint(CALLS['GET /desk/bank-statements/:id'], staffOnly(OPERATOR, async (ctx) => {
    const found = await statementImport(ctx.db.kysely, ctx.params.id);
    return found ? ok(found) : notFound('statement import');
  })),
  endpoint(CALLS['POST /desk/bank-statements/lines/:id/decision'], staffOnly(OPERATOR, async (ctx) => {
    const db = ctx.db.kysely;
    const decision = ctx.body.decision === 'book' ? { decision: 'book' as const, orderNumber: ctx.body.orderNumber || undefined } : { decision: 'returned' as const };
    const outcome = await decideStatementLine(db, ctx.params.id, decision, ctx.staff.id);
    if (outcome.kind === 'not_found') return notFound('statement line');
    if (outcome.kind === 'decided_already') return { status: 409, body: { error: 'conflict', message: 'the line is decided already' } };
    if (outcome.kind === 'no_order') return badRequest('orderNumber', 'no order with a transfer still to be paid');
    for (const part of outcome.booked) await recordAudit(db, ctx.staff, 'prepayment_received', { orderNumber: outcome.orderNumber ?? undefined, detail: { part, statementLine: ctx.params.id } });
    if (outcome.state === 'returned') await recordAudit(db, ctx.staff, 'statement_line_returned', { orderNumber: outcome.orderNumber ?? undefined, detail: { statementLine: ctx.params.id } });
    return ok({ state: outcome.state, booked: outcome.booked });
  })),
];
