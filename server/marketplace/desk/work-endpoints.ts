/**
 * The desk's work calls: the queue, an order as the desk works it, answering the shopper, resending
 * a mail given up on (customer service and the operator); deciding a held feed (the operator).
 * Every change is written to the audit log.
 */
import { CALLS } from '../../../contract/calls/index';
import { notFound, ok, created, endpoint, type Endpoint } from '../http/endpoint';
import { confirmImport, rejectImport, getImport } from '../feeds';
import { mailsQueued, resendFailedMail } from '../mail';
import { recordAudit, staffOnly } from '../staff';
import { recordPrepaymentReceived } from '../orders';
import { taxHoldReason } from '../shops';
import { orderWork } from './order-work';
import { orderIdOf } from './orders';
import { claimsOf } from './claims';
import { marksOf } from './marks';
import { normaliseTag } from '../../../contract/calls/desk-items';
import { answerShopper } from './threads';
import { workQueue } from './work-queue';

const SERVICE = ['support', 'operator'] as const;
const OPERATOR = ['operator'] as const;

export const deskWorkEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /desk/queue'], staffOnly(SERVICE, async (ctx) => ok({
    ...(await workQueue(ctx.db.kysely, ctx.query.kind, { owner: ctx.query.owner, staffId: ctx.staff.id, priority: ctx.query.priority, tag: ctx.query.tag ? normaliseTag(ctx.query.tag) : undefined })),
    now: new Date().toISOString(),
  }))),
  endpoint(CALLS['GET /desk/orders/:number/work'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const work = await orderWork(db, ctx.params.number);
    const orderId = work && await orderIdOf(db, ctx.params.number);
    return work && orderId ? ok({ ...work, claims: await claimsOf(db, 'order', orderId, ctx.staff), marks: await marksOf(db, 'order', orderId) }) : notFound('order');
  })),
  endpoint(CALLS['POST /desk/orders/:number/answers'], staffOnly(SERVICE, async (ctx) => {
    const sent = await answerShopper(ctx.db.kysely, ctx.deps, ctx.params.number, ctx.body.text, { id: ctx.staff.id, name: ctx.staff.name });
    if (!sent) return notFound('order');
    await recordAudit(ctx.db.kysely, ctx.staff, 'shopper_answered', { orderNumber: ctx.params.number, detail: { messageId: sent.id } });
    return created(sent);
  })),
  endpoint(CALLS['POST /desk/orders/:number/parts/:part/payment'], staffOnly(OPERATOR, async (ctx) => {
    const outcome = await recordPrepaymentReceived(ctx.db.kysely, ctx.params.number, ctx.params.part, `staff:${ctx.staff.id}`);
    if (outcome === 'not_found') return notFound('order');
    if (outcome === 'not_prepayment') return { status: 409, body: { error: 'conflict', message: 'the part is not paid by prepayment' } };
    if (outcome === 'recorded') await recordAudit(ctx.db.kysely, ctx.staff, 'prepayment_received', { orderNumber: ctx.params.number, detail: { part: ctx.params.part } });
    return ok({ recorded: outcome === 'recorded' });
  })),
  endpoint(CALLS['POST /desk/mails/:id/resend'], staffOnly(SERVICE, async (ctx) => {
    const mailId = await resendFailedMail(ctx.db.kysely, ctx.params.id);
    if (mailId === undefined) return notFound('mail');
    mailsQueued();
    await recordAudit(ctx.db.kysely, ctx.staff, 'mail_resent', { detail: { mailId: ctx.params.id, newMailId: mailId } });
    return created({ mailId });
  })),
  endpoint(CALLS['POST /desk/imports/:id/decision'], staffOnly(OPERATOR, async (ctx) => {
    const db = ctx.db.kysely;
    const found = await getImport(db, ctx.params.id);
    if (!found) return notFound('import');
    if (found.status !== 'held') return { status: 409, body: { error: 'conflict', message: `the import is ${found.status}, not held` } };
    if (ctx.body.decision === 'confirm' && await taxHoldReason(db, found.shopId)) return { status: 409, body: { error: 'conflict', message: 'the shop\'s tax set-up is incomplete' } };
    const decided = ctx.body.decision === 'confirm' ? await confirmImport(db, found.id, () => ctx.deps.offersChanged()) : await rejectImport(db, found.id);
    await recordAudit(db, ctx.staff, ctx.body.decision === 'confirm' ? 'import_confirmed' : 'import_rejected', { shopId: found.shopId, detail: { importId: found.id } });
    return ok({ status: decided?.status ?? found.status });
  })),
];
