/**
 * When the shop hands over the day's orders and where withdrawn parts go back to, as the owner sets
 * them in the portal: the web tier checks the form with this schema (a problem beside its field),
 * the marketplace checks the call again with the same one.
 */
import * as z from 'zod';

export const DISPATCH_FIELDS = ['cutoff', 'returnAddress'] as const;
export type DispatchField = (typeof DISPATCH_FIELDS)[number];
/** What is wrong with a field: the key of its message under portal.dispatch.problem. */
export type DispatchProblem = 'time' | 'tooLong' | 'lines';

export const RETURN_ADDRESS_MAX = 400;
export const RETURN_ADDRESS_LINES = 8;

/** "9:30" or "14:00" (a day's clock in the shop's own zone), stored as "09:30". */
const cutoff = z.string().trim().regex(/^([01]?\d|2[0-3])[:.][0-5]\d$/, 'time')
  .transform((time) => time.replace('.', ':').padStart(5, '0'));

/** Several lines; empty: the seller's own address. Lines are trimmed and blank ones dropped. */
const returnAddress = z.string().max(RETURN_ADDRESS_MAX, 'tooLong')
  .transform((text) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean).join('\n'))
  .refine((text) => text.split('\n').length <= RETURN_ADDRESS_LINES, 'lines');

export const dispatchInput = z.object({ cutoff, returnAddress });
export type DispatchValues = z.input<typeof dispatchInput>;

export function dispatchProblems(error: z.ZodError): Partial<Record<DispatchField, DispatchProblem>> {
  const problems: Partial<Record<DispatchField, DispatchProblem>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as DispatchField;
    if (!(DISPATCH_FIELDS as readonly string[]).includes(field)) continue;
    problems[field] ??= (['time', 'tooLong', 'lines'].includes(issue.message) ? issue.message : field === 'cutoff' ? 'time' : 'tooLong') as DispatchProblem;
  }
  return problems;
}
