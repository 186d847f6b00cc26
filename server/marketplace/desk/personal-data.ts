/**
 * The desk's part of a shopper's personal data: the contact messages and support's answers, and
 * the conversation about an order. The desk's messages greet the person by name and quote what
 * they wrote, so an anonymised message or order takes its conversation's texts with it.
 */
import type { Db } from '../db/connection';
import { GONE, goneEmail } from '../personal-data';

/** The contact messages sent from this e-mail address, oldest first. */
export async function contactMessagesOf(db: Db, email: string) {
  return db.selectFrom('contact_messages').select(['received_at', 'locale', 'name', 'email', 'order_number', 'message', 'status']).where('email', '=', email).orderBy('id').execute();
}

/** The conversation with the desk about each of these orders: what the shopper wrote, and what they were answered. */
export async function conversationsOfOrders(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db.selectFrom('desk_thread_messages as m').innerJoin('desk_threads as t', 't.id', 'm.thread_id')
    .select(['t.order_id', 'm.direction', 'm.at', 'm.sender', 'm.subject', 'm.text']).where('t.order_id', 'in', [...orderIds]).orderBy('m.id').execute();
}

/** Erases the contact messages sent from this address; answers how many. */
export async function eraseContactMessages(db: Db, email: string): Promise<number> {
  const result = await db.deleteFrom('contact_messages').where('email', '=', email).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Contact messages received before this time and not yet anonymised (at most `limit`). */
export async function contactMessagesBefore(db: Db, before: string, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('contact_messages').select('id').where('anonymised_at', 'is', null).where('received_at', '<', before).limit(limit).execute();
  return rows.map((row) => row.id);
}

/** Replaces the sender and text of these contact messages, and support's answers with them; answers how many messages. */
export async function anonymiseContactMessages(db: Db, ids: number[], now = new Date()): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.updateTable('contact_messages').set({ name: GONE, email: GONE, message: GONE, anonymised_at: now.toISOString() })
    .where('id', 'in', ids).where('anonymised_at', 'is', null).executeTakeFirst();
  await db.updateTable('contact_replies').set({ text: GONE }).where('message_id', 'in', ids).execute();
  await db.updateTable('desk_thread_messages').set({ text: GONE, sender: null })
    .where('thread_id', 'in', db.selectFrom('desk_threads').select('id').where('contact_message_id', 'in', ids)).execute();
  return Number(result.numUpdatedRows);
}

/** The conversation about an anonymised order: its texts and senders go, its photos are no longer shown. */
export async function anonymiseOrderConversation(tx: Db, orderId: number): Promise<void> {
  const thread = tx.selectFrom('desk_threads').select('id').where('order_id', '=', orderId);
  await tx.updateTable('desk_thread_messages').set({ text: GONE, sender: null }).where('thread_id', 'in', thread).execute();
  // The files, named by their hash, may be another message's too: only the links go.
  await tx.deleteFrom('desk_thread_photos').where('message_id', 'in', tx.selectFrom('desk_thread_messages').select('id').where('thread_id', 'in', thread)).execute();
  await tx.updateTable('desk_threads').set({ email: goneEmail(orderId) }).where('order_id', '=', orderId).execute();
}
