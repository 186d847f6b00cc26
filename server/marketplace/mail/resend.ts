/** A mail sent again: a copy queued as a new row, the original kept as it was. */
import type { Db } from '../db/connection';

const COPIED = ['kind', 'order_id', 'recipient', 'subject', 'text_body', 'html_body', 'reply_to'] as const;

interface StoredMail { kind: string; order_id: number | null; recipient: string; subject: string; text_body: string; html_body: string; reply_to: string | null }

async function queueCopy(db: Db, mail: StoredMail | undefined, now: Date): Promise<number | undefined> {
  if (!mail) return undefined;
  const row = await db.insertInto('mail_queue').values({
    kind: mail.kind, order_id: mail.order_id, recipient: mail.recipient, subject: mail.subject, text_body: mail.text_body, html_body: mail.html_body, reply_to: mail.reply_to,
    next_attempt_at: now.toISOString(), created_at: now.toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Queues a copy of one of the order's mails; undefined when the order has no such mail. */
export async function resendOrderMail(db: Db, orderId: number, mailId: number, now = new Date()): Promise<number | undefined> {
  return queueCopy(db, await db.selectFrom('mail_queue').select(COPIED).where('id', '=', mailId).where('order_id', '=', orderId).executeTakeFirst(), now);
}

/** Queues a copy of a mail the worker gave up on; undefined when there is no such failed mail. */
export async function resendFailedMail(db: Db, mailId: number, now = new Date()): Promise<number | undefined> {
  return queueCopy(db, await db.selectFrom('mail_queue').select(COPIED).where('id', '=', mailId).where('failed_at', 'is not', null).executeTakeFirst(), now);
}
