/**
 * The desk's refund calls: the queue by state, the retry of a failed provider refund, and the
 * SEPA file of the refund transfers owed (support and operator alike: refunds are the shoppers'
 * money, which the service desk answers for). Retries and files are audited.
 */
import { CALLS } from '../../../contract/calls/index';
import type { Refusal } from '../http/endpoint';
import { endpoint, notFound, ok, type Endpoint } from '../http/endpoint';
import { recordAudit, staffOnly } from '../staff';
import { refundQueue } from './read';
import { retryRefund } from './send';
import { refundTransferFile, refundTransferFileById, type RefundTransferFile } from './transfer-file';

const SERVICE = ['support', 'operator'] as const;

const fileAnswer = (file: RefundTransferFile) => ({ ...file, filename: `refunds-${file.id}.xml` });

export const refundEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /desk/refunds'], staffOnly(SERVICE, async (ctx) => ok(await refundQueue(ctx.db.kysely, ctx.query.state ?? null)))),
  endpoint(CALLS['POST /desk/refunds/:id/retry'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const row = await db.selectFrom('refunds as r').innerJoin('orders as o', 'o.id', 'r.order_id').select(['r.state', 'r.method', 'o.number']).where('r.id', '=', ctx.params.id).executeTakeFirst();
    if (!row) return notFound('refund');
    if (row.state !== 'failed' || row.method !== 'provider') return { status: 409, body: { error: 'not_failed', message: `the refund is ${row.state}: only a failed provider refund is sent again` } } satisfies Refusal;
    const outcome = await retryRefund(db, ctx.deps.paymentProvider, ctx.params.id);
    await recordAudit(db, ctx.staff, 'refund_retried', { orderNumber: row.number, detail: { refundId: ctx.params.id, outcome } });
    if (outcome === 'skipped') return { status: 409, body: { error: 'not_failed', message: 'the refund is being sent already' } } satisfies Refusal;
    return ok({ outcome });
  })),
  endpoint(CALLS['POST /desk/refunds/transfer-file'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const file = await refundTransferFile(db, ctx.deps.collectionAccount, ctx.staff.email);
    if (!file) return notFound('refund transfer file');
    if (file.fresh) await recordAudit(db, ctx.staff, 'refund_transfer_file', { detail: { fileId: file.id, transfers: file.transfers, totalCents: file.totalCents } });
    return ok(fileAnswer(file));
  })),
  endpoint(CALLS['GET /desk/refunds/transfer-files/:id'], staffOnly(SERVICE, async (ctx) => {
    const file = await refundTransferFileById(ctx.db.kysely, ctx.params.id);
    return file ? ok(fileAnswer(file)) : notFound('refund transfer file');
  })),
];
