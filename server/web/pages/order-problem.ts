/**
 * The order page's problem report as posted (a plain form: works without JavaScript): sent to the
 * marketplace, then a 303 to the order page naming the reference; or the page again with what was
 * typed and the reason beside the field (400), past the budget with when to try again (429), or
 * saying the report could not be sent (503).
 */
import { PROBLEM_KINDS, PROBLEM_LIMITS, PROBLEM_REFERENCE_PATTERN } from '../../../contract/calls/problem-reports';
import { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';
import type { ProblemFormState, ProblemReportProps } from '../../../views/checkout/problem-types';
import type { ActionContext, ActionResult } from './screen';

export type ProblemOutcome = ProblemFormState & { status: number };

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

export async function sendProblemReport(context: ActionContext<'Order'>): Promise<ActionResult<ProblemOutcome>> {
  const { body, params, request, response, marketplace, upstreamHeaders, link } = context;
  const token = text(body?.token, 64);
  const part = text(body?.part, 40);
  const values = { kind: text(body?.kind, 20), text: text(body?.text, PROBLEM_LIMITS.text.max + 100) };
  const refuse = (problem: ProblemFormState['problem'], status: number): ActionResult<ProblemOutcome> => ({ kind: 'outcome', outcome: { part, values, problem, status } });
  // The form's own checks first, so a shopper's slip never spends the budget.
  if (!(PROBLEM_KINDS as readonly string[]).includes(values.kind)) return refuse({ kind: 'field', field: 'kind' }, 400);
  const trimmed = values.text.trim();
  if (trimmed.length < PROBLEM_LIMITS.text.min || trimmed.length > PROBLEM_LIMITS.text.max) return refuse({ kind: 'field', field: 'text' }, 400);
  const answer = await marketplace.attempt(
    'POST /orders/:number/problems',
    { params: { number: params.orderNumber }, body: { token, part, kind: values.kind as (typeof PROBLEM_KINDS)[number], text: trimmed } },
    { ...upstreamHeaders, [CLIENT_ADDRESS_HEADER]: request.ip ?? 'unknown' },
  );
  if (answer.ok && answer.answer.reference) {
    return { kind: 'redirect', location: `${link('Order', { orderNumber: params.orderNumber }, { t: token, part, reported: answer.answer.reference })}#problem-${part}` };
  }
  if (!answer.ok && answer.status === 429) {
    const seconds = typeof answer.problem.retryAfterSeconds === 'number' ? answer.problem.retryAfterSeconds : 3600;
    response.set('retry-after', String(seconds));
    return refuse({ kind: 'tooMany', retryMinutes: Math.max(1, Math.ceil(seconds / 60)) }, 429);
  }
  if (!answer.ok && answer.status === 400 && (answer.problem.field === 'kind' || answer.problem.field === 'text')) return refuse({ kind: 'field', field: answer.problem.field }, 400);
  if (answer.status !== 404) request.log?.warn({ status: answer.status }, 'problem report not sent');
  return refuse({ kind: 'unavailable' }, answer.status === 404 ? 404 : 503);
}

/** What the order page shows of a report: the refused form, or the one just sent (the redirect's part and reference). */
export function problemReportOf(outcome: ProblemOutcome | undefined, query: Record<string, unknown>, parts: readonly string[]): ProblemReportProps {
  const part = typeof query.part === 'string' ? query.part : '';
  const reference = typeof query.reported === 'string' ? query.reported : '';
  const sent = parts.includes(part) && PROBLEM_REFERENCE_PATTERN.test(reference) ? { part, reference } : null;
  return { form: outcome ? { part: outcome.part, values: outcome.values, problem: outcome.problem } : null, sent };
}
