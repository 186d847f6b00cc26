/**
 * The desk's conversation with a shopper about an order: customer service's answers go out through
 * the mail queue with the conversation's own reply address, and the shopper's mails to that address
 * come back into it (mail/inbound.ts). One conversation per order, opened with the first answer;
 * a shopper's mail waits in the desk's queue until the desk answers again.
 */
import type { ThreadMessage } from '../../../contract/calls/desk-work';
import { PROBLEM_KINDS, problemReference, type ProblemKind } from '../../../contract/calls/problem-reports';
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued, escapeHtml, translator } from '../mail';
import { MESSAGE_LIMITS } from '../../../contract/calls/order-messages';
import type { MediaStore } from '../media';
import { attachPhotos, makeMessagePhoto, MessagePhotoRefused, photosOfMessages, storeMessagePhotos } from './message-photos';
import { newThreadToken, replyMailboxOf, threadAddress, tokenOf, type ReplyMailboxes } from './reply-address';

export interface Thread { id: number; orderId: number | null; token: string; email: string; locale: string; awaitingSince: string | null }

const DIRECTIONS = ['answer', 'reply', 'buyer', 'shop'] as const;

const threadColumns = ['id', 'order_id as orderId', 'token', 'email', 'locale', 'awaiting_since as awaitingSince'] as const;

export async function threadOfOrder(db: Db, orderId: number): Promise<Thread | undefined> {
  return db.selectFrom('desk_threads').select(threadColumns).where('order_id', '=', orderId).executeTakeFirst();
}

export async function threadMessages(db: Db, threadId: number): Promise<ThreadMessage[]> {
  const rows = await db.selectFrom('desk_thread_messages as m').leftJoin('shops as s', 's.id', 'm.shop_id')
    .select(['m.id', 'm.direction', 'm.at', 'm.staff_name', 'm.sender', 'm.from_other', 'm.subject', 'm.text', 'm.problem', 'm.part_number', 's.name as shopName'])
    // In time order: a merged contact message's mails join the conversation after its own.
    .where('m.thread_id', '=', threadId).orderBy('m.at').orderBy('m.id').execute();
  const photos = await photosOfMessages(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id, direction: DIRECTIONS.find((direction) => direction === row.direction) ?? 'answer', at: row.at, staffName: row.staff_name, sender: row.sender,
    fromOther: row.from_other === 1, subject: row.subject, text: row.text,
    problem: (PROBLEM_KINDS as readonly string[]).includes(row.problem ?? '') ? { kind: row.problem as ProblemKind, part: row.part_number ?? '', reference: problemReference(row.id) } : null,
    shop: (row.direction === 'buyer' || row.direction === 'shop') && row.part_number ? { name: row.shopName ?? '', part: row.part_number } : null,
    photos: photos.get(row.id) ?? [],
  }));
}

/** The order's conversation, opened when it has none yet. */
export async function orderThread(db: Db, order: { id: number; email: string; locale: string }, now = new Date()): Promise<Thread> {
  const found = await threadOfOrder(db, order.id);
  if (found) return found;
  const token = newThreadToken();
  const row = await db.insertInto('desk_threads').values({ order_id: order.id, token, email: order.email, locale: order.locale, created_at: now.toISOString() })
    .returning('id').executeTakeFirstOrThrow();
  return { id: row.id, orderId: order.id, token, email: order.email, locale: order.locale, awaitingSince: null };
}

/** The conversation answering a contact message, opened with support's first answer. */
export async function contactThread(db: Db, message: { id: number; email: string; locale: string }, now = new Date()): Promise<{ id: number; token: string }> {
  const found = await db.selectFrom('desk_threads').select(['id', 'token']).where('contact_message_id', '=', message.id).executeTakeFirst();
  if (found) return found;
  const token = newThreadToken();
  const row = await db.insertInto('desk_threads').values({ contact_message_id: message.id, token, email: message.email, locale: message.locale, created_at: now.toISOString() })
    .returning('id').executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** The shopper's mails back on a contact message's conversation, oldest first. */
export async function contactThreadReplies(db: Db, messageId: number): Promise<ThreadMessage[]> {
  const thread = await db.selectFrom('desk_threads').select('id').where('contact_message_id', '=', messageId).executeTakeFirst();
  return thread ? (await threadMessages(db, thread.id)).filter((message) => message.direction === 'reply') : [];
}

/** Mails the answer to the order's shopper; undefined when there is no such order or it is anonymised. */
export async function answerShopper(db: Db, mailboxes: ReplyMailboxes, orderNumber: string, text: string, staff: { id: number; name: string }, now = new Date()): Promise<{ id: number } | undefined> {
  const outcome = await db.transaction().execute(async (tx) => {
    const order = await tx.selectFrom('orders').select(['id', 'number', 'email', 'locale', 'anonymised_at']).where('number', '=', orderNumber).executeTakeFirst();
    if (!order || order.anonymised_at !== null) return undefined;
    const at = now.toISOString();
    const thread = await orderThread(tx, order, now);
    const { t } = translator(order.locale);
    const subject = t('deskWork.mail.subject', { number: order.number, interpolation: { escapeValue: false } });
    const mailId = await enqueueMail(tx, {
      kind: 'desk_answer', orderId: order.id, recipient: order.email, replyTo: threadAddress(replyMailboxOf(mailboxes), thread.token), subject,
      text: `${text}\n`, html: `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`,
    }, now);
    const row = await tx.insertInto('desk_thread_messages').values({
      thread_id: thread.id, direction: 'answer', staff_id: staff.id, staff_name: staff.name, subject, text, mail_id: mailId, at,
    }).returning('id').executeTakeFirstOrThrow();
    // Answered: nothing of the shopper's waits any longer.
    await tx.updateTable('desk_threads').set({ awaiting_since: null }).where('id', '=', thread.id).execute();
    return { id: row.id };
  });
  if (outcome) mailsQueued();
  return outcome;
}

/** photos: the mail's attached files that may be photos (each checked as the order page's are; what is none is left out). */
export interface IncomingReply { token: string; sender: string; subject: string; text: string; messageId: string | null; at: Date; photos?: readonly Uint8Array[] }

/** The attachments that are photos, written again without metadata; the rest (a PDF, a signature's broken image) left out. */
async function photosOfReply(store: MediaStore | undefined, sent: readonly Uint8Array[]) {
  if (!store) return [];
  const kept = [];
  for (const bytes of sent.slice(0, MESSAGE_LIMITS.photos * 2)) {
    try {
      kept.push(await makeMessagePhoto(bytes));
    } catch (error) {
      if (!(error instanceof MessagePhotoRefused)) throw error;
    }
    if (kept.length === MESSAGE_LIMITS.photos) break;
  }
  await storeMessagePhotos(store, kept);
  return kept;
}

/**
 * Keeps a shopper's mail to a conversation's address. `unknown`: no conversation has the token
 * (the receiver refuses such a recipient before the mail is sent); `duplicate`: the same
 * Message-ID was kept already (a mail server delivering twice).
 */
export async function keepShopperReply(db: Db, reply: IncomingReply, store?: MediaStore): Promise<'kept' | 'duplicate' | 'unknown'> {
  const photos = reply.photos?.length ? await photosOfReply(store, reply.photos) : [];
  return db.transaction().execute(async (tx) => {
    const addressed = await tx.selectFrom('desk_threads as t').leftJoin('contact_messages as c', 'c.id', 't.contact_message_id')
      .select(['t.id', 't.email', 't.contact_message_id', 'c.merged_into_order_id']).where('t.token', '=', reply.token).executeTakeFirst();
    if (!addressed) return 'unknown';
    // A contact message merged into an order: its mails back join the order's conversation.
    const merged = addressed.merged_into_order_id === null || addressed.merged_into_order_id === undefined ? undefined
      : await tx.selectFrom('desk_threads').select(['id', 'email']).where('order_id', '=', addressed.merged_into_order_id).executeTakeFirst();
    const thread = merged ? { ...merged, contact_message_id: null } : addressed;
    if (reply.messageId) {
      const seen = await tx.selectFrom('desk_thread_messages').select('id').where('thread_id', '=', thread.id).where('message_id', '=', reply.messageId).executeTakeFirst();
      if (seen) return 'duplicate';
    }
    const at = reply.at.toISOString();
    const row = await tx.insertInto('desk_thread_messages').values({
      thread_id: thread.id, direction: 'reply', sender: reply.sender, from_other: reply.sender.toLowerCase() === thread.email.toLowerCase() ? 0 : 1,
      subject: reply.subject.slice(0, 500), text: reply.text, message_id: reply.messageId, at,
    }).returning('id').executeTakeFirstOrThrow();
    await attachPhotos(tx, row.id, photos);
    await tx.updateTable('desk_threads').set({ awaiting_since: at }).where('id', '=', thread.id).where('awaiting_since', 'is', null).execute();
    // An answer to a contact message: the message waits for support again.
    if (thread.contact_message_id !== null) {
      await tx.updateTable('contact_messages').set({ status: 'new', status_changed_at: at }).where('id', '=', thread.contact_message_id).where('anonymised_at', 'is', null).execute();
    }
    return 'kept';
  });
}

/** Whether a conversation has this token (the receiver asks before it takes a mail). */
export async function threadTokenKnown(db: Db, token: string): Promise<boolean> {
  return (await db.selectFrom('desk_threads').select('id').where('token', '=', token).executeTakeFirst()) !== undefined;
}

/** The desk's conversations as the inbound mail receiver is handed them (mail/inbound.ts), for the reply mailbox of `mailboxes`. */
export function replyConversations(db: Db, mailboxes: ReplyMailboxes & { mediaStore?: MediaStore }): { tokenOf(address: string): string | undefined; known(token: string): Promise<boolean>; keep(reply: IncomingReply): Promise<string> } {
  const mailbox = replyMailboxOf(mailboxes);
  return { tokenOf: (address) => tokenOf(mailbox, address), known: (token) => threadTokenKnown(db, token), keep: (reply) => keepShopperReply(db, reply, mailboxes.mediaStore) };
}
