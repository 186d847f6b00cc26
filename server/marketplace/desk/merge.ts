/**
 * A contact message merged into an order's conversation, when a shopper raised the same problem
 * twice: the message, the desk's answers to it and the shopper's mails back move into the order's
 * conversation (the order's timeline shows them in time order), its internal notes become the
 * order's notes, its tags and priority join the order's, and the message is closed with a link to
 * the order. Later mails to the message's reply address land in the order's conversation
 * (threads.ts). There is no undo: the moved messages are not told apart afterwards.
 */
import { contactReference, PRIORITIES } from '../../../contract/calls/desk-items';
import type { Db } from '../db/connection';
import { marksOf, writeMarks, priorityRank } from './marks';
import { orderThread } from './threads';

export type MergeOutcome =
  | { ok: true; orderNumber: string; moved: number }
  | { ok: false; reason: 'no_message' | 'no_order' | 'merged' };

export async function mergeContactIntoOrder(db: Db, messageId: number, orderNumber: string, now = new Date()): Promise<MergeOutcome> {
  return db.transaction().execute(async (tx): Promise<MergeOutcome> => {
    const message = await tx.selectFrom('contact_messages').select(['id', 'received_at', 'email', 'name', 'message', 'status', 'anonymised_at', 'merged_into_order_id'])
      .where('id', '=', messageId).executeTakeFirst();
    if (!message || message.anonymised_at !== null) return { ok: false, reason: 'no_message' };
    if (message.merged_into_order_id !== null) return { ok: false, reason: 'merged' };
    const order = await tx.selectFrom('orders').select(['id', 'number', 'email', 'locale', 'anonymised_at']).where('number', '=', orderNumber).executeTakeFirst();
    if (!order || order.anonymised_at !== null) return { ok: false, reason: 'no_order' };
    const at = now.toISOString();
    const thread = await orderThread(tx, order, now);
    const fromOther = message.email.toLowerCase() === order.email.toLowerCase() ? 0 : 1;
    const reference = contactReference(message.id, message.received_at);

    await tx.insertInto('desk_thread_messages').values({
      thread_id: thread.id, direction: 'reply', sender: message.email, from_other: fromOther, subject: reference, text: message.message, at: message.received_at,
    }).execute();
    const answers = await tx.selectFrom('contact_replies').select(['staff_id', 'staff_name', 'text', 'sent_at']).where('message_id', '=', message.id).orderBy('id').execute();
    for (const answer of answers) {
      await tx.insertInto('desk_thread_messages').values({
        thread_id: thread.id, direction: 'answer', staff_id: answer.staff_id, staff_name: answer.staff_name, subject: reference, text: answer.text, at: answer.sent_at,
      }).execute();
    }
    const contactThread = await tx.selectFrom('desk_threads').select(['id', 'awaiting_since']).where('contact_message_id', '=', message.id).executeTakeFirst();
    let movedBack = 0;
    if (contactThread) {
      const moved = await tx.updateTable('desk_thread_messages').set({ thread_id: thread.id }).where('thread_id', '=', contactThread.id).executeTakeFirst();
      movedBack = Number(moved.numUpdatedRows);
      await tx.updateTable('desk_threads').set({ awaiting_since: null }).where('id', '=', contactThread.id).execute();
    }
    // Still waiting for the desk: the order's conversation waits, since the earlier of the two.
    if (message.status === 'new') {
      // Never answered: it waits since it arrived; else since the shopper's mail back.
      const waiting = answers.length === 0 ? message.received_at : contactThread?.awaiting_since ?? message.received_at;
      const since = thread.awaitingSince && thread.awaitingSince < waiting ? thread.awaitingSince : waiting;
      await tx.updateTable('desk_threads').set({ awaiting_since: since }).where('id', '=', thread.id).execute();
    }

    const notes = await tx.selectFrom('desk_notes').select(['staff_id', 'staff_name', 'text', 'created_at']).where('item_kind', '=', 'contact').where('item_id', '=', message.id).orderBy('id').execute();
    if (notes.length) await tx.insertInto('order_notes').values(notes.map((note) => ({ order_id: order.id, ...note }))).execute();

    const [mine, theirs] = [await marksOf(tx, 'contact', message.id), await marksOf(tx, 'order', order.id)];
    const priority = PRIORITIES[Math.min(priorityRank(mine.priority), priorityRank(theirs.priority))]!;
    await writeMarks(tx, 'order', order.id, { priority, tags: [...new Set([...theirs.tags, ...mine.tags])].sort() }, now);

    // The agent who had the message keeps the problem, unless a colleague has the order already.
    const assignee = await tx.selectFrom('desk_assignments').selectAll().where('item_kind', '=', 'contact').where('item_id', '=', message.id).executeTakeFirst();
    if (assignee) {
      await tx.insertInto('desk_assignments').values({ ...assignee, item_kind: 'order', item_id: order.id })
        .onConflict((conflict) => conflict.columns(['item_kind', 'item_id']).doNothing()).execute();
      await tx.deleteFrom('desk_assignments').where('item_kind', '=', 'contact').where('item_id', '=', message.id).execute();
    }
    await tx.updateTable('contact_messages').set({ status: 'closed', status_changed_at: at, merged_into_order_id: order.id }).where('id', '=', message.id).execute();
    return { ok: true, orderNumber: order.number, moved: 1 + answers.length + movedBack };
  });
}
