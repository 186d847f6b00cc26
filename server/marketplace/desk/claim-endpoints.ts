/**
 * The desk's calls about who works what: taking or releasing a contact message or an order's
 * conversation, and taking the next free item of the queue. Every change is written to the audit log.
 */
import { CALLS } from '../../../contract/calls/index';
import { notFound, ok, endpoint, type Endpoint } from '../http/endpoint';
import { recordAudit, staffOnly } from '../staff';
import { releaseItem, takeItem } from './assignments';
import { orderIdOf } from './orders';
import { takeNextItem } from './work-queue';

const SERVICE = ['support', 'operator'] as const;

export const deskClaimEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /desk/contact-messages/:id/assignment'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const id = ctx.params.id;
    if (!(await db.selectFrom('contact_messages').select('id').where('id', '=', id).executeTakeFirst())) return notFound('contact message');
    if (ctx.body.action === 'release') {
      if (await releaseItem(db, 'contact', id)) await recordAudit(db, ctx.staff, 'item_released', { detail: { messageId: id } });
      return ok({ taken: false, assignee: null });
    }
    const assignee = await takeItem(db, 'contact', id, ctx.staff);
    const taken = assignee.id === ctx.staff.id;
    if (taken) await recordAudit(db, ctx.staff, 'item_taken', { detail: { messageId: id } });
    return ok({ taken, assignee });
  })),
  endpoint(CALLS['POST /desk/orders/:number/assignment'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const orderId = await orderIdOf(db, ctx.params.number);
    if (orderId === undefined) return notFound('order');
    if (ctx.body.action === 'release') {
      if (await releaseItem(db, 'order', orderId)) await recordAudit(db, ctx.staff, 'item_released', { orderNumber: ctx.params.number });
      return ok({ taken: false, assignee: null });
    }
    const assignee = await takeItem(db, 'order', orderId, ctx.staff);
    const taken = assignee.id === ctx.staff.id;
    if (taken) await recordAudit(db, ctx.staff, 'item_taken', { orderNumber: ctx.params.number });
    return ok({ taken, assignee });
  })),
  endpoint(CALLS['POST /desk/queue/next'], staffOnly(SERVICE, async (ctx) => {
    const item = await takeNextItem(ctx.db.kysely, ctx.staff);
    if (item) await recordAudit(ctx.db.kysely, ctx.staff, 'item_taken', item.kind === 'contact' ? { detail: { messageId: item.id } } : { orderNumber: item.orderNumber });
    return ok({ item: item ?? null });
  })),
];
