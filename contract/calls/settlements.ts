/**
 * Commission and payouts: the operator sets each shop's commission and closes months into
 * settlements (the desk); a shop reads its own commission and settlements (the portal). Documents
 * (PDF, CSV, the SEPA file) travel as base64 with their name and type; the web tier sends the bytes.
 */
import * as z from 'zod';
import { defineCall } from '../call';

const idParam = z.object({ id: z.coerce.number().int().positive('expected an id') });
const monthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected a month as YYYY-MM');

export const COMMISSION_FIELDS = ['percent', 'fixed'] as const;
export type CommissionField = (typeof COMMISSION_FIELDS)[number];

export const commissionView = z.object({ bp: z.number(), fixedCents: z.number() });
export type CommissionView = z.infer<typeof commissionView>;

export const settlementSummary = z.object({
  id: z.number(), month: z.string(), shopId: z.number(), shopName: z.string(), commissionBp: z.number(), commissionFixedCents: z.number(), parts: z.number(),
  goodsCents: z.number(), shippingCents: z.number(), collectedCents: z.number(), refundsCents: z.number(), commissionCents: z.number(),
  carriedInCents: z.number(), payoutCents: z.number(), carriedOutCents: z.number(),
  /** The VAT contained in commissionCents (the gross the shop bears); the net is the difference. */
  commissionVatCents: z.number(),
  /** The number of the operator's commission invoice, null while none is issued. */
  commissionInvoice: z.string().nullable(),
});
export type SettlementSummaryView = z.infer<typeof settlementSummary>;

const document = z.object({ filename: z.string(), contentType: z.string(), base64: z.string() });
export type SettlementDocument = z.infer<typeof document>;
export const DOCUMENT_FORMATS = ['pdf', 'csv'] as const;
/** The commission invoice: its Factur-X PDF, or its CII XML alone. */
export const INVOICE_FORMATS = ['pdf', 'xml'] as const;
const invoiceFormatQuery = z.object({ format: z.enum(INVOICE_FORMATS, { error: 'expected pdf or xml' }) });
const formatQuery = z.object({ format: z.enum(DOCUMENT_FORMATS, { error: 'expected pdf or csv' }) });

/** A shop the payout file leaves out: no account, an invalid one, or a new one still held (until when). */
const unpaid = z.object({ settlementId: z.number(), month: z.string(), shopId: z.number(), shopName: z.string(), payoutCents: z.number(), reason: z.enum(['no_account', 'invalid_account', 'account_held']), heldUntil: z.string().optional() });
export type NotPayableView = z.infer<typeof unpaid>;

const closeOutcome = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('closed'), month: z.string(), settlements: z.number(), payoutCents: z.number() }),
  z.object({ kind: z.literal('already'), month: z.string() }),
  z.object({ kind: z.literal('later'), month: z.string(), later: z.string() }),
]);
export type CloseOutcomeView = z.infer<typeof closeOutcome>;

/** A payout run: its file's message id, what it pays, and how many payouts the bank has confirmed. */
const payoutRun = z.object({ id: z.number(), messageId: z.string(), createdAt: z.string(), createdBy: z.string(), transfers: z.number(), totalCents: z.number(), sent: z.number(), confirmed: z.number() });
export type PayoutRunView = z.infer<typeof payoutRun>;
const runOutcome = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('created'), run: payoutRun }),
  z.object({ kind: z.literal('nothing') }),
]);
export type PayoutRunOutcomeView = z.infer<typeof runOutcome>;

/** A payout to the shop: the settlement's month, the amount, when sent (and confirmed), the account masked. */
const shopPayout = z.object({ settlementId: z.number(), month: z.string(), amountCents: z.number(), sentAt: z.string(), confirmedAt: z.string().nullable(), state: z.enum(['sent', 'confirmed']), account: z.string() });
export type ShopPayoutView = z.infer<typeof shopPayout>;
const balance = z.object({ balanceCents: z.number(), owedCents: z.number(), carriedCents: z.number(), pendingCents: z.number(), pendingParts: z.number(), paid: z.array(shopPayout), nextPayoutDay: z.string() });
export type ShopBalanceView = z.infer<typeof balance>;


export const settlementCalls = {
  /** The shop's commission (operator only). */
  'GET /desk/shops/:id/commission': defineCall({
    method: 'GET', path: '/desk/shops/:id/commission', params: idParam,
    answer: z.object({ commission: commissionView }),
    fallback: () => ({ commission: { bp: 0, fixedCents: 0 } }),
  }),
  /** Sets it from what the operator typed ("12,5", "4,95"); 400 names the field at fault: percent or fixed. Audited. */
  'POST /desk/shops/:id/commission': defineCall({
    method: 'POST', path: '/desk/shops/:id/commission', params: idParam,
    body: z.object({ percent: z.string().max(40), fixed: z.string().max(40) }),
    answer: z.object({ commission: commissionView }),
    fallback: () => ({ commission: { bp: 0, fixedCents: 0 } }),
  }),
  /** The months closed and the settlements of one (the latest closed unless named), the payout runs made, and the shops owed money that a run cannot pay now. */
  'GET /desk/settlements': defineCall({
    method: 'GET', path: '/desk/settlements', query: z.object({ month: monthText.optional() }),
    answer: z.object({ months: z.array(z.object({ month: z.string(), closedAt: z.string(), closedBy: z.string() })), month: z.string().nullable(), settlements: z.array(settlementSummary), lastEnded: z.string(), notPayable: z.array(unpaid), runs: z.array(payoutRun) }),
    fallback: () => ({ months: [], month: null, settlements: [], lastEnded: '', notPayable: [], runs: [] }),
  }),
  /** Closes a month that has ended (Europe/Berlin): once; a month already closed is answered as such. Audited. */
  'POST /desk/settlements/close': defineCall({
    method: 'POST', path: '/desk/settlements/close', body: z.object({ month: z.string().max(20) }),
    answer: z.object({ outcome: closeOutcome }),
    fallback: () => ({ outcome: { kind: 'already' as const, month: '' } }),
  }),
  'GET /desk/settlements/:id/document': defineCall({
    method: 'GET', path: '/desk/settlements/:id/document', params: idParam, query: formatQuery,
    answer: document, fallback: () => ({ filename: '', contentType: '', base64: '' }),
  }),
  /**
   * The operator's invoice for the settlement's commission (Factur-X PDF or CII XML), issued when the
   * month was closed or, for a settlement closed before, at the first request; the same bytes every time.
   * 404 also for a settlement that moved no commission.
   */
  'GET /desk/settlements/:id/commission-invoice': defineCall({
    method: 'GET', path: '/desk/settlements/:id/commission-invoice', params: idParam, query: invoiceFormatQuery,
    answer: document, fallback: () => ({ filename: '', contentType: '', base64: '' }),
  }),
  /** Makes a payout run of every settlement owed and payable now (none to pay: no run). Audited. */
  'POST /desk/settlements/runs': defineCall({
    method: 'POST', path: '/desk/settlements/runs',
    answer: z.object({ outcome: runOutcome }),
    fallback: () => ({ outcome: { kind: 'nothing' as const } }),
  }),
  /** A run's SEPA credit transfer file (pain.001.001.09), the same bytes every time. */
  'GET /desk/settlements/runs/:id': defineCall({
    method: 'GET', path: '/desk/settlements/runs/:id', params: idParam,
    answer: z.object({ messageId: z.string(), filename: z.string(), xml: z.string() }),
    fallback: () => ({ messageId: '', filename: '', xml: '' }),
  }),
  /** The shop's commission and its settlements (the owner's, as the bank account is; 403 for staff and a key). */
  'GET /portal/settlements': defineCall({
    method: 'GET', path: '/portal/settlements',
    answer: z.object({ commission: commissionView, settlements: z.array(settlementSummary) }),
    fallback: () => ({ commission: { bp: 0, fixedCents: 0 }, settlements: [] }),
  }),
  /** The shop's balance, what is pending, its payouts and the next payout day (the owner's, as the settlements are). */
  'GET /portal/balance': defineCall({
    method: 'GET', path: '/portal/balance',
    answer: balance,
    fallback: () => ({ balanceCents: 0, owedCents: 0, carriedCents: 0, pendingCents: 0, pendingParts: 0, paid: [], nextPayoutDay: '' }),
  }),
  /** One of the shop's own settlements as PDF or CSV; another shop's is not found. */
  'GET /portal/settlements/:id/document': defineCall({
    method: 'GET', path: '/portal/settlements/:id/document', params: idParam, query: formatQuery,
    answer: document, fallback: () => ({ filename: '', contentType: '', base64: '' }),
  }),
  /** The shop's commission invoice of one of its own settlements; another shop's is not found. */
  'GET /portal/settlements/:id/commission-invoice': defineCall({
    method: 'GET', path: '/portal/settlements/:id/commission-invoice', params: idParam, query: invoiceFormatQuery,
    answer: document, fallback: () => ({ filename: '', contentType: '', base64: '' }),
  }),
} as const;
