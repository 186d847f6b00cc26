/**
 * The durable mail queue: a mail is a row first (written in the same transaction as the order),
 * then the worker sends it. Listeners hear of new rows so the worker tries at once, not at its
 * next poll.
 */
import type { Db } from '../db/connection';
import { GONE, goneEmail } from '../personal-data';

export type MailKind = 'confirmation' | 'new_order_shop' | 'accepted' | 'refused' | 'shipped' | 'refunded' | 'withdrawal' | 'withdrawal_shop' | 'contact' | 'invitation' | 'staff_locked' | 'payout_account_changed'
  | 'contact_reply' | 'desk_answer' | 'review_invitation' | 'order_list' | 'problem_report' | 'problem_report_shop'
  | 'cancelled_by_shopper' | 'cancelled_by_shopper_shop' | 'contact_receipt' | 'order_message' | 'order_message_shop';

export interface OutgoingMail {
  kind: MailKind;
  orderId: number | null;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes: the shop's contact address for a mail about its part; unset: the support address. */
  replyTo?: string | null;
}

const listeners = new Set<() => void>();

/** The worker subscribes here; returns the unsubscribe function. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function enqueueMail(db: Db, mail: OutgoingMail, now = new Date()): Promise<number> {
  const row = await db.insertInto('mail_queue').values({
    kind: mail.kind, order_id: mail.orderId, recipient: mail.recipient, subject: mail.subject, text_body: mail.text, html_body: mail.html, reply_to: mail.replyTo ?? null,
    next_attempt_at: now.toISOString(), created_at: now.toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Called after the transaction that queued mails committed. */
export function mailsQueued(): void {
  for (const listener of listeners) listener();
}

export interface QueuedMail { id: number; kind: MailKind; recipient: string; subject: string; text_body: string; html_body: string; reply_to: string | null; attempts: number }

/**
 * Claims due mails for a while, so a second worker (another replica) does not send them too. One
 * UPDATE … RETURNING: the outer WHERE repeats the due conditions, so when two replicas pick the same
 * rows, PostgreSQL re-checks each row after the first claim committed and the second finds it
 * locked; SQLite runs one writer at a time anyway.
 */
export async function claimDueMails(db: Db, now: Date, lockMs: number, limit = 10): Promise<QueuedMail[]> {
  const at = now.toISOString();
  const rows = await db.updateTable('mail_queue')
    .set({ locked_until: new Date(now.getTime() + lockMs).toISOString() })
    .where((eb) => eb.and([
      eb('id', 'in', eb.selectFrom('mail_queue as due').select('due.id')
        .where('due.sent_at', 'is', null).where('due.failed_at', 'is', null).where('due.next_attempt_at', '<=', at)
        .where((inner) => inner.or([inner('due.locked_until', 'is', null), inner('due.locked_until', '<=', at)]))
        .orderBy('due.next_attempt_at').orderBy('due.id').limit(limit)),
      eb('sent_at', 'is', null),
      eb('failed_at', 'is', null),
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]),
    ]))
    .returning(['id', 'kind', 'recipient', 'subject', 'text_body', 'html_body', 'reply_to', 'attempts'])
    .execute();
  // RETURNING promises no order: oldest first, as they were picked.
  return (rows as QueuedMail[]).sort((a, b) => a.id - b.id);
}

export async function markSent(db: Db, id: number, now = new Date()): Promise<void> {
  await db.updateTable('mail_queue').set((eb) => ({ sent_at: now.toISOString(), locked_until: null, attempts: eb('attempts', '+', 1), last_error: null }))
    .where('id', '=', id).execute();
}

/** A failed attempt: retried after the backoff, or given up after the last attempt. */
export async function markFailed(db: Db, id: number, error: string, retryAt: Date | null, now = new Date()): Promise<void> {
  await db.updateTable('mail_queue').set((eb) => ({
    attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), locked_until: null,
    ...(retryAt ? { next_attempt_at: retryAt.toISOString(), failed_at: null } : { failed_at: now.toISOString() }),
  })).where('id', '=', id).execute();
}

export async function pendingMailCount(db: Db): Promise<number> {
  const row = await db.selectFrom('mail_queue').select((eb) => eb.fn.countAll<number>().as('n')).where('sent_at', 'is', null).where('failed_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An anonymised order's mails keep their kind and subject; their recipient and texts go. */
export async function anonymiseOrderMails(tx: Db, orderId: number): Promise<void> {
  await tx.updateTable('mail_queue').set({ recipient: goneEmail(orderId), text_body: GONE, html_body: GONE }).where('order_id', '=', orderId).execute();
}
