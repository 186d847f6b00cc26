/**
 * POST /orders/:number/problems: the shopper's problem report from the order page. The order is
 * the one the signed link (or the signed-in account) may see; the web tier's client address and
 * the order number spend the reports' budget (problem-budget.ts): beyond it, 429 and nothing kept or mailed.
 */
import { CALLS } from '../../../contract/calls/index';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import { badRequest, notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { visibleOrder } from '../orders';
import { spendProblemBudget } from './problem-budget';
import { reportProblem } from './problem-reports';

export const problemReportEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /orders/:number/problems'], async (ctx) => {
    const { token, part, kind, text } = ctx.body;
    const order = await visibleOrder(ctx, ctx.params.number, token);
    if (!order) return notFound('order');
    if (!order.shops.some((p) => p.number === part)) return badRequest('part', 'no such part of this order');
    // A call without the web tier's address (the marketplace's own callers) shares one budget.
    const wait = await spendProblemBudget(ctx.db.kysely, ctx.headers[CLIENT_ADDRESS_HEADER] ?? 'unnamed', order.number);
    if (wait > 0) return { status: 429, headers: { 'retry-after': String(wait) }, body: { error: 'too_many_reports', retryAfterSeconds: wait, message: 'too many problem reports; try again later' } };
    const reported = await reportProblem(ctx.db.kysely, ctx.deps, order, { part, kind, text });
    return reported ? ok(reported) : badRequest('part', 'no such part of this order');
  }),
];
