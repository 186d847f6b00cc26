/**
 * The shopper reports a problem with one shop's part from the order page (damaged, wrong part, a
 * parcel missing, something else, in a few words): it opens the order's conversation at the desk,
 * the shopper is mailed an acknowledgement with the report's reference and the shop is told.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { ORDER_NUMBER_PATTERN } from './orders';

export const PROBLEM_KINDS = ['damaged', 'wrong', 'missing', 'other'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export const PROBLEM_LIMITS = { text: { min: 5, max: 2000 } } as const;

/** The reference the shopper is given and the desk shows: the report's message, numbered. */
export const problemReference = (messageId: number) => `PR-${String(messageId).padStart(6, '0')}`;
export const PROBLEM_REFERENCE_PATTERN = /^PR-\d{6,12}$/;

/** The first field at fault answers 400 naming it: part, kind or text. */
export const problemReportBody = z.object({
  token: z.string().max(64).optional(),
  part: z.string({ error: 'choose the shop\'s part' }).regex(/^SP-\d{6}-[2-9A-HJKMNP-Z]{6}-\d{1,3}$/, 'choose the shop\'s part'),
  kind: z.enum(PROBLEM_KINDS, { error: 'kind must be one of damaged, wrong, missing, other' }),
  text: z.string({ error: 'expected text' }).trim()
    .min(PROBLEM_LIMITS.text.min, `at least ${PROBLEM_LIMITS.text.min} characters`).max(PROBLEM_LIMITS.text.max, `at most ${PROBLEM_LIMITS.text.max} characters`),
}, { error: 'expected a JSON object' });

export const problemReportCalls = {
  /**
   * Reports a problem with a part of the order the signed link (or the signed-in account) may see;
   * 404 for any other order, 400 naming the field, 429 with retryAfterSeconds past the budget
   * (per client address and per order).
   */
  'POST /orders/:number/problems': defineCall({
    method: 'POST', path: '/orders/:number/problems',
    params: z.object({ number: z.string().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') }),
    body: problemReportBody,
    answer: z.object({ reference: z.string() }),
    fallback: () => ({ reference: '' }),
  }),
} as const;
