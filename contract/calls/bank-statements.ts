/**
 * The bank's statements in the desk (the operator): the statement file (camt.053) is sent to its
 * upload door beside the web tier, which answers with the import's page; the page lists what became
 * of each line (booked, waiting for a decision, unmatched, outgoing). Lines waiting are decided by
 * the agent: booked against an order (its transfer's parts), or returned to the sender.
 */
import * as z from 'zod';
import { defineCall } from '../call';

export const STATEMENT_LINE_STATES = ['booked', 'needs_decision', 'unmatched', 'outgoing', 'confirmed', 'returned'] as const;
export type StatementLineStateView = (typeof STATEMENT_LINE_STATES)[number];
export const DECISION_REASONS = ['partial', 'over', 'nothing_due', 'currency', 'several_orders'] as const;
/** Why the door sent the form back: named beside the file field in the agent's language. */
export const STATEMENT_UPLOAD_PROBLEMS = ['no_file', 'too_large', 'not_xml', 'not_camt053', 'no_account', 'cross_site', 'sign_in'] as const;
export type StatementUploadProblem = (typeof STATEMENT_UPLOAD_PROBLEMS)[number];

/** The desk's pages of the statements and the upload door's path (beside the web tier). */
export const BANK_STATEMENT_PATHS = {
  form: '/desk/bank-statements',
  upload: '/desk/bank-statement-uploads',
  result: (id: number) => `/desk/bank-statements/${id}`,
  decision: (lineId: number) => `/desk/bank-statements/lines/${lineId}/decision`,
} as const;

export const statementLineView = z.object({
  id: z.number(), importId: z.number(), bookedOn: z.string(), direction: z.enum(['credit', 'debit']), amountCents: z.number(), currency: z.string(),
  remittance: z.string(), endToEndId: z.string().nullable(), counterpartyName: z.string().nullable(), counterpartyIban: z.string().nullable(),
  state: z.enum(STATEMENT_LINE_STATES), reason: z.enum(DECISION_REASONS).nullable(), orderNumber: z.string().nullable(), dueCents: z.number().nullable(),
  decidedBy: z.string().nullable(), decidedAt: z.string().nullable(),
});
export type StatementLineView = z.infer<typeof statementLineView>;

export const statementImportView = z.object({
  id: z.number(), fileName: z.string(), accountIban: z.string(), linesRead: z.number(), linesNew: z.number(), importedBy: z.string(), importedAt: z.string(),
});
export type StatementImportView = z.infer<typeof statementImportView>;

const idParam = z.object({ id: z.coerce.number().int().positive('expected an id') });

export const bankStatementCalls = {
  /** The lines waiting for the desk (a decision, or unmatched), oldest first, and the latest imports. */
  'GET /desk/bank-statements': defineCall({
    method: 'GET', path: '/desk/bank-statements',
    answer: z.object({ open: z.array(statementLineView), imports: z.array(statementImportView) }),
    fallback: () => ({ open: [], imports: [] }),
  }),
  /** One import: the lines it brought in, as they stand now. */
  'GET /desk/bank-statements/:id': defineCall({
    method: 'GET', path: '/desk/bank-statements/:id', params: idParam,
    answer: z.object({ import: statementImportView, lines: z.array(statementLineView) }),
    fallback: () => ({ import: { id: 0, fileName: '', accountIban: '', linesRead: 0, linesNew: 0, importedBy: '', importedAt: new Date(0).toISOString() }, lines: [] }),
  }),
  /**
   * The agent's decision on a waiting or unmatched credit: book it against the order named (its
   * transfer's parts are booked as received), or returned to the sender. 400 names orderNumber when
   * the order is unknown or has nothing to pay by transfer; 409 when the line is decided already.
   */
  'POST /desk/bank-statements/lines/:id/decision': defineCall({
    method: 'POST', path: '/desk/bank-statements/lines/:id/decision', params: idParam,
    body: z.object({ decision: z.enum(['book', 'returned']), orderNumber: z.string().trim().toUpperCase().max(40).optional() }),
    answer: z.object({ state: z.enum(STATEMENT_LINE_STATES), booked: z.array(z.string()) }),
    fallback: () => ({ state: 'needs_decision' as const, booked: [] }),
  }),
};
