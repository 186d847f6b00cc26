/**
 * Customer service answers a contact message from the desk: the answer is mailed to the sender
 * through the mail queue (in the sender's language, with the message's own reply address, customer
 * service's mailbox plus-addressed, as Reply-To so the shopper's answer comes back to the message),
 * kept in the message's thread, and the message is answered.
 */
import type { DeskContactReply } from '../../../contract/calls/desk';
import { contactReference } from '../../../contract/calls/desk-items';
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued, escapeHtml, translator } from '../mail';
import { replyMailboxOf, threadAddress, type ReplyMailboxes } from './reply-address';
import { contactThread } from './threads';

export async function repliesTo(db: Db, messageId: number): Promise<DeskContactReply[]> {
  return db.selectFrom('contact_replies').select(['id', 'staff_name as staffName', 'text', 'sent_at as sentAt']).where('message_id', '=', messageId).orderBy('id').execute();
}

/** Sends the answer; undefined when there is no such message or its sender is anonymised. */
export async function replyToContact(db: Db, mailboxes: ReplyMailboxes, messageId: number, text: string, staff: { id: number; name: string }, now = new Date()): Promise<{ id: number } | undefined> {
  const outcome = await db.transaction().execute(async (tx) => {
    const message = await tx.selectFrom('contact_messages').select(['id', 'email', 'locale', 'anonymised_at', 'received_at']).where('id', '=', messageId).executeTakeFirst();
    if (!message || message.anonymised_at !== null) return undefined;
    const at = now.toISOString();
    const { t } = translator(message.locale);
    // The shopper's answer comes back to this message (mail/inbound.ts) when the desk receives mail; else to the mailbox.
    const thread = await contactThread(tx, message, now);
    await tx.updateTable('desk_threads').set({ awaiting_since: null }).where('id', '=', thread.id).execute();
    await enqueueMail(tx, {
      kind: 'contact_reply', orderId: null, recipient: message.email, replyTo: threadAddress(replyMailboxOf(mailboxes), thread.token) ?? mailboxes.personalData.serviceAddress,
      // The answer names the reference the shopper's receipt gave, so both read as one case.
      subject: t('desk.reply.subject', { reference: contactReference(message.id, message.received_at), interpolation: { escapeValue: false } }),
      text: `${text}\n`, html: `<p style="white-space:pre-wrap">${escapeHtml(text)}</p>`,
    }, now);
    const row = await tx.insertInto('contact_replies').values({ message_id: message.id, staff_id: staff.id, staff_name: staff.name, text, sent_at: at }).returning('id').executeTakeFirstOrThrow();
    await tx.updateTable('contact_messages').set({ status: 'answered', status_changed_at: at }).where('id', '=', message.id).execute();
    return { id: row.id };
  });
  if (outcome) mailsQueued();
  return outcome;
}
