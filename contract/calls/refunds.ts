/**
 * Refunds as the desk works them: the queue by state (requested, sent, confirmed, failed), the
 * retry of a failed provider refund (the same idempotency key again), and the SEPA file of the
 * refund transfers owed (pain.001.001.09; each refund in one file only, the last file again when
 * nothing new is owed). The shopper's side: the account a prepayment refund goes to.
 */
import * as z from 'zod';
import { defineCall } from '../call';
import { ORDER_NUMBER_PATTERN } from './orders';

export const REFUND_STATES = ['requested', 'sent', 'confirmed', 'failed'] as const;
export type RefundStateName = (typeof REFUND_STATES)[number];
export const REFUND_METHODS = ['provider', 'transfer'] as const;
export const REFUND_CAUSES = ['cancelled', 'refused', 'withdrawal'] as const;
export const REFUND_ACCOUNT_LIMITS = { holder: 70, iban: 42 } as const;

const queuedRefund = z.object({
  id: z.number(), orderNumber: z.string(), partNumber: z.string(), shopName: z.string(), amountCents: z.number(),
  cause: z.enum(REFUND_CAUSES), method: z.enum(REFUND_METHODS), state: z.enum(REFUND_STATES), attempts: z.number(), failure: z.string().nullable(),
  /** A transfer's account is known (the shopper gave one). */
  hasAccount: z.boolean(),
  requestedAt: z.string(), sentAt: z.string().nullable(), confirmedAt: z.string().nullable(), failedAt: z.string().nullable(), transferFileId: z.number().nullable(),
});
export type QueuedRefundView = z.infer<typeof queuedRefund>;
const transferFileSummary = z.object({ id: z.number(), transfers: z.number(), totalCents: z.number(), createdAt: z.string() });
export type RefundTransferFileSummary = z.infer<typeof transferFileSummary>;
const transferFile = transferFileSummary.extend({ filename: z.string(), xml: z.string(), fresh: z.boolean() });

const idParam = z.object({ id: z.coerce.number().int().positive('expected an id') });

export const refundCalls = {
  /** The refunds in a state (all when none is named), newest first; how many each state holds; the transfers owed with an account; the last files. */
  'GET /desk/refunds': defineCall({
    method: 'GET', path: '/desk/refunds',
    query: z.object({ state: z.enum(REFUND_STATES, { error: 'expected requested, sent, confirmed or failed' }).optional() }),
    answer: z.object({ refunds: z.array(queuedRefund), counts: z.record(z.enum(REFUND_STATES), z.number()), owedTransfers: z.number(), files: z.array(transferFileSummary) }),
    fallback: () => ({ refunds: [], counts: { requested: 0, sent: 0, confirmed: 0, failed: 0 }, owedTransfers: 0, files: [] }),
  }),
  /** Sends a failed provider refund again with its own key; 409 when it is not failed (any more). Audited. */
  'POST /desk/refunds/:id/retry': defineCall({
    method: 'POST', path: '/desk/refunds/:id/retry', params: idParam,
    answer: z.object({ outcome: z.enum(['sent', 'failed']) }),
    fallback: () => ({ outcome: 'failed' as const }),
  }),
  /** The SEPA file of the refund transfers owed, those marked sent; nothing new owed: the last file again (404: none ever). Audited. */
  'POST /desk/refunds/transfer-file': defineCall({
    method: 'POST', path: '/desk/refunds/transfer-file',
    answer: transferFile,
    fallback: () => ({ id: 0, transfers: 0, totalCents: 0, createdAt: '', filename: '', xml: '', fresh: false }),
  }),
  'GET /desk/refunds/transfer-files/:id': defineCall({
    method: 'GET', path: '/desk/refunds/transfer-files/:id', params: idParam,
    answer: transferFile,
    fallback: () => ({ id: 0, transfers: 0, totalCents: 0, createdAt: '', filename: '', xml: '', fresh: false }),
  }),
  /** The account a prepayment order's refunds go to; 400 names the field at fault (holder or iban). */
  'POST /orders/:number/refund-account': defineCall({
    method: 'POST', path: '/orders/:number/refund-account', params: z.object({ number: z.string().regex(ORDER_NUMBER_PATTERN, 'expected an order number like SP-261122-ABCDEF') }),
    body: z.object({ token: z.string().max(64).optional(), holder: z.string().max(200), iban: z.string().max(100) }),
    answer: z.object({ saved: z.boolean() }),
    fallback: () => ({ saved: false }),
  }),
};
