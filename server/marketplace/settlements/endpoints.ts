/**
 * The calls of commission and payouts: the operator sets a shop's commission (closing a month is a
 * flow: server/marketplace/flows/endpoints.ts), downloads settlements, makes payout runs and downloads their SEPA files (the desk); a shop's owner
 * reads its own commission, settlements and balance (the portal, like the bank account they are paid into: staff and a key get 403,
 * another shop's settlement 404).
 */
import { CALLS } from '../../../contract/calls/index';
import type { SettlementDocument } from '../../../contract/calls/settlements';
import { badRequest, endpoint, notFound, ok, type Endpoint } from '../http/endpoint';
import { recordAudit, staffOnly } from '../staff';
import { asOwner } from '../portal';
import { commissionInput, commissionOf, setCommission } from './commission';
import { settlementCsv, settlementCsvFor } from './csv';
import { monthBefore, monthOf } from './month';
import { settlementPdf } from './pdf';
import { shopBalance } from './balance';
import { closedMonths, settlementDetail, settlementsOf, type SettlementDetail } from './read';
import { createPayoutRun, payoutRunFile, payoutRuns } from './runs';
import { payeesOf } from './sepa';
import { issueCommissionInvoice } from './commission-invoice';
import { commissionInvoiceFiles } from './commission-invoice-files';
import type { OperatorIdentity } from '../dependencies';
import type { Db } from '../db/connection';

const OPERATOR = ['operator'] as const;

/** reader: the shop's owner gets the CSV in their language; the operator the machine-readable one. */
async function documentOf(detail: SettlementDetail, format: 'pdf' | 'csv', locale: string, reader: 'owner' | 'operator' = 'operator'): Promise<SettlementDocument> {
  const name = `settlement-${detail.month}-${detail.shopId}-${detail.id}`;
  if (format === 'csv') return { filename: `${name}.csv`, contentType: 'text/csv; charset=utf-8', base64: Buffer.from(reader === 'owner' ? settlementCsvFor(detail, locale) : settlementCsv(detail)).toString('base64') };
  return { filename: `${name}.pdf`, contentType: 'application/pdf', base64: Buffer.from(await settlementPdf(detail, locale)).toString('base64') };
}

/**
 * The settlement's commission invoice as a file: issued at the close, or now for a settlement closed
 * before invoices were; undefined when there is no such settlement or it moved no commission.
 */
async function commissionInvoiceDocument(db: Db, settlementId: number, format: 'pdf' | 'xml', operator: OperatorIdentity): Promise<SettlementDocument | undefined> {
  const invoice = await issueCommissionInvoice(db, settlementId, operator);
  if (!invoice) return undefined;
  const files = await commissionInvoiceFiles(db, invoice);
  return format === 'pdf'
    ? { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', base64: Buffer.from(files.pdf).toString('base64') }
    : { filename: `${invoice.number}.xml`, contentType: 'application/xml', base64: Buffer.from(files.xml).toString('base64') };
}

export const settlementEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /desk/shops/:id/commission'], staffOnly(OPERATOR, async (ctx) => {
    const commission = await commissionOf(ctx.db.kysely, ctx.params.id);
    return commission ? ok({ commission }) : notFound('shop');
  })),
  endpoint(CALLS['POST /desk/shops/:id/commission'], staffOnly(OPERATOR, async (ctx) => {
    const db = ctx.db.kysely;
    const before = await commissionOf(db, ctx.params.id);
    if (!before) return notFound('shop');
    const input = commissionInput(ctx.body.percent, ctx.body.fixed);
    if (!input.ok) return badRequest(input.field, input.field === 'percent' ? 'a percentage from 0 to 100 with at most two decimals, such as 12,5' : 'an amount from 0 to 1000 euros, such as 4,95');
    await setCommission(db, ctx.params.id, input.commission);
    await recordAudit(db, ctx.staff, 'commission_set', { shopId: ctx.params.id, detail: { bp: input.commission.bp, fixedCents: input.commission.fixedCents, bpBefore: before.bp, fixedCentsBefore: before.fixedCents } });
    return ok({ commission: input.commission });
  })),
  endpoint(CALLS['GET /desk/settlements'], staffOnly(OPERATOR, async (ctx) => {
    const db = ctx.db.kysely;
    const months = await closedMonths(db);
    const month = ctx.query.month ?? months[0]?.month ?? null;
    return ok({
      months, month, settlements: month ? await settlementsOf(db, { month }) : [], lastEnded: monthBefore(monthOf(new Date())),
      notPayable: (await payeesOf(db, new Date(), ctx.deps.payoutAccount.holdHours)).notPayable, runs: await payoutRuns(db),
    });
  })),
  endpoint(CALLS['GET /desk/settlements/:id/document'], staffOnly(OPERATOR, async (ctx) => {
    const detail = await settlementDetail(ctx.db.kysely, ctx.params.id);
    return detail ? ok(await documentOf(detail, ctx.query.format, ctx.staff.locale)) : notFound('settlement');
  })),
  endpoint(CALLS['GET /desk/settlements/:id/commission-invoice'], staffOnly(OPERATOR, async (ctx) => {
    const file = await commissionInvoiceDocument(ctx.db.kysely, ctx.params.id, ctx.query.format, ctx.deps.operator);
    return file ? ok(file) : notFound('commission invoice');
  })),
  endpoint(CALLS['POST /desk/settlements/runs'], staffOnly(OPERATOR, async (ctx) => {
    const db = ctx.db.kysely;
    const outcome = await createPayoutRun(db, ctx.deps.collectionAccount, { createdBy: ctx.staff.email, holdHours: ctx.deps.payoutAccount.holdHours });
    await recordAudit(db, ctx.staff, 'payout_file', { detail: outcome.kind === 'created'
      ? { runId: outcome.run.id, messageId: outcome.run.messageId, transfers: outcome.run.transfers, totalCents: outcome.run.totalCents, notPayable: outcome.notPayable.length }
      : { transfers: 0, notPayable: outcome.notPayable.length } });
    return ok({ outcome: outcome.kind === 'created' ? { kind: 'created' as const, run: outcome.run } : { kind: 'nothing' as const } });
  })),
  endpoint(CALLS['GET /desk/settlements/runs/:id'], staffOnly(OPERATOR, async (ctx) => {
    const file = await payoutRunFile(ctx.db.kysely, ctx.params.id);
    return file ? ok(file) : notFound('payout run');
  })),
  endpoint(CALLS['GET /portal/settlements'], async ({ db, headers }) => asOwner(db.kysely, headers, async (member, kysely) => ok({
    commission: (await commissionOf(kysely, member.shopId)) ?? { bp: 0, fixedCents: 0 },
    settlements: await settlementsOf(kysely, { shopId: member.shopId }),
  }))),
  endpoint(CALLS['GET /portal/balance'], async ({ db, headers, deps }) => asOwner(db.kysely, headers, async (member, kysely) => ok(await shopBalance(kysely, member.shopId, deps.payoutAccount.runDay)))),
  endpoint(CALLS['GET /portal/settlements/:id/document'], async ({ db, headers, params, query }) => asOwner(db.kysely, headers, async (member, kysely) => {
    const detail = await settlementDetail(kysely, params.id, member.shopId);
    return detail ? ok(await documentOf(detail, query.format, member.locale, 'owner')) : notFound('settlement');
  })),
  endpoint(CALLS['GET /portal/settlements/:id/commission-invoice'], async ({ db, headers, params, query, deps }) => asOwner(db.kysely, headers, async (member, kysely) => {
    // Only the shop's own settlement: another shop's is not found.
    const detail = await settlementDetail(kysely, params.id, member.shopId);
    const file = detail ? await commissionInvoiceDocument(kysely, detail.id, query.format, deps.operator) : undefined;
    return file ? ok(file) : notFound('commission invoice');
  })),
];
