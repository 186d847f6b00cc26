/**
 * The desk's calls about what agents add to an item: priority and tags, internal notes on a contact
 * message, merging a contact message into an order's conversation, and the saved replies. Every
 * change is written to the audit log.
 */
import { CALLS } from '../../../contract/calls/index';
import { notFound, ok, created, endpoint, type Endpoint } from '../http/endpoint';
import { recordAudit, staffOnly } from '../staff';
import { addContactNote } from './contact-notes';
import { setMarks } from './marks';
import { mergeContactIntoOrder } from './merge';
import { orderIdOf } from './orders';
import { changeSavedReply, keepSavedReply, removeSavedReply, savedReplies } from './saved-replies';

const SERVICE = ['support', 'operator'] as const;
const conflict = (message: string) => ({ status: 409 as const, body: { error: 'conflict', message } });

export const deskItemEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /desk/contact-messages/:id/marks'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    if (!(await db.selectFrom('contact_messages').select('id').where('id', '=', ctx.params.id).executeTakeFirst())) return notFound('contact message');
    await setMarks(db, 'contact', ctx.params.id, ctx.body);
    await recordAudit(db, ctx.staff, 'item_marked', { detail: { messageId: ctx.params.id, priority: ctx.body.priority, tags: ctx.body.tags.join(' ') } });
    return ok({ marks: ctx.body });
  })),
  endpoint(CALLS['POST /desk/orders/:number/marks'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const orderId = await orderIdOf(db, ctx.params.number);
    if (orderId === undefined) return notFound('order');
    await setMarks(db, 'order', orderId, ctx.body);
    await recordAudit(db, ctx.staff, 'item_marked', { orderNumber: ctx.params.number, detail: { priority: ctx.body.priority, tags: ctx.body.tags.join(' ') } });
    return ok({ marks: ctx.body });
  })),
  endpoint(CALLS['POST /desk/contact-messages/:id/notes'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    if (!(await db.selectFrom('contact_messages').select('id').where('id', '=', ctx.params.id).where('anonymised_at', 'is', null).executeTakeFirst())) return notFound('contact message');
    const id = await addContactNote(db, ctx.params.id, ctx.staff, ctx.body.text);
    await recordAudit(db, ctx.staff, 'contact_note_added', { detail: { messageId: ctx.params.id, noteId: id } });
    return created({ id });
  })),
  endpoint(CALLS['POST /desk/contact-messages/:id/merge'], staffOnly(SERVICE, async (ctx) => {
    const db = ctx.db.kysely;
    const outcome = await mergeContactIntoOrder(db, ctx.params.id, ctx.body.orderNumber);
    if (!outcome.ok) {
      if (outcome.reason === 'merged') return conflict('the message is merged already');
      return notFound(outcome.reason === 'no_order' ? 'order' : 'contact message');
    }
    await recordAudit(db, ctx.staff, 'contact_merged', { orderNumber: outcome.orderNumber, detail: { messageId: ctx.params.id, moved: outcome.moved } });
    return ok({ orderNumber: outcome.orderNumber, moved: outcome.moved });
  })),
  endpoint(CALLS['GET /desk/saved-replies'], staffOnly(SERVICE, async (ctx) => ok({ replies: await savedReplies(ctx.db.kysely, ctx.query.locale) }))),
  endpoint(CALLS['POST /desk/saved-replies'], staffOnly(SERVICE, async (ctx) => {
    const id = await keepSavedReply(ctx.db.kysely, ctx.body, ctx.staff.name);
    await recordAudit(ctx.db.kysely, ctx.staff, 'saved_reply_created', { detail: { savedReplyId: id, locale: ctx.body.locale } });
    return created({ id });
  })),
  endpoint(CALLS['POST /desk/saved-replies/:id'], staffOnly(SERVICE, async (ctx) => {
    if (!(await changeSavedReply(ctx.db.kysely, ctx.params.id, ctx.body, ctx.staff.name))) return notFound('saved reply');
    await recordAudit(ctx.db.kysely, ctx.staff, 'saved_reply_changed', { detail: { savedReplyId: ctx.params.id, locale: ctx.body.locale } });
    return ok({ id: ctx.params.id });
  })),
  endpoint(CALLS['POST /desk/saved-replies/:id/removal'], staffOnly(SERVICE, async (ctx) => {
    if (!(await removeSavedReply(ctx.db.kysely, ctx.params.id))) return notFound('saved reply');
    await recordAudit(ctx.db.kysely, ctx.staff, 'saved_reply_removed', { detail: { savedReplyId: ctx.params.id } });
    return ok({ removed: true });
  })),
];
