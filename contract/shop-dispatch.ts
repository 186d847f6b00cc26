/**
 * When the shop hands over the day's orders, where withdrawn parts go back to and who pays for
 * sending them, as the owner sets them in the portal: the web tier checks the form with this schema (a problem beside its field),
 * the marketplace checks the call again with the same one.
 */
import * as z from 'zod';
import { RETURN_COSTS } from './calls/orders';

export const DISPATCH_FIELDS = ['cutoff', 'returnAddress', 'returnCosts'] as const;
export type DispatchField = (typeof DISPATCH_FIELDS)[number];
/** What is wrong with a field: the key of its message under portal.dispatch.problem. */
export type DispatchProblem = 'time' | 'tooLong' | 'lines' | 'choice';

export const RETURN_ADDRESS_MAX = 400;
export const RETURN_ADDRESS_LINES = 8;

/** "9:30" or "14:00" (a day's clock in the shop's own zone), stored as "09:30". */
const cutoff = z.string().trim().regex(/^([01]?\d|2[0-3])[:.][0-5]\d$/, 'time')
  .transform((time) => time.replace('.', ':').padStart(5, '0'));

/** Several lines; empty: the seller's own address. Lines are trimmed and blank ones dropped. */
const returnAddress = z.string().max(RETURN_ADDRESS_MAX, 'tooLong')
  .transform((text) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean).join('\n'))
  .refine((text) => text.split('\n').length <= RETURN_ADDRESS_LINES, 'lines');

/** The shopper, as the law has it unless the shop's terms take the costs on; a form that sends none keeps that. */
const returnCosts = z.enum(RETURN_COSTS, 'choice').default('shopper');

export const dispatchInput = z.object({ cutoff, returnAddress, returnCosts });
export type DispatchValues = z.input<typeof dispatchInput>;

export function dispatchProblems(error: z.ZodError): Partial<Record<DispatchField, DispatchProblem>> {
  const problems: Partial<Record<DispatchField, DispatchProblem>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as DispatchField;
    if (!(DISPATCH_FIELDS as readonly string[]).includes(field)) continue;
    problems[field] ??= (['time', 'tooLong', 'lines', 'choice'].includes(issue.message) ? issue.message : field === 'cutoff' ? 'time' : field === 'returnCosts' ? 'choice' : 'tooLong') as DispatchProblem;
  }
  return problems;
}
