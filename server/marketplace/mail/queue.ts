/**
 * The durable mail queue: a mail is a row first (written in the same transaction as the order),
 * then the worker sends it. Listeners hear of new rows so the worker tries at once, not at its
 * next poll.
 */
import type { Database } from '../db/connection';

export type MailKind = 'confirmation' | 'refused' | 'shipped';

export interface OutgoingMail {
  kind: MailKind;
  orderId: number | null;
  recipient: string;
  subject: string;
  text: string;
  html: string;
}

const listeners = new Set<() => void>();

/** The worker subscribes here; returns the unsubscribe function. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function enqueueMail(db: Database, mail: OutgoingMail, now = new Date()): number {
  const row = db.prepare(`INSERT INTO mail_queue (kind, order_id, recipient, subject, text_body, html_body, next_attempt_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`).get(mail.kind, mail.orderId, mail.recipient, mail.subject, mail.text, mail.html, now.toISOString(), now.toISOString()) as { id: number };
  return row.id;
}

/** Called after the transaction that queued mails committed. */
export function mailsQueued(): void {
  for (const listener of listeners) listener();
}

export interface QueuedMail { id: number; kind: MailKind; recipient: string; subject: string; text_body: string; html_body: string; attempts: number }

/** Claims due mails for a while, so a second worker (another instance) does not send them too. */
export function claimDueMails(db: Database, now: Date, lockMs: number, limit = 10): QueuedMail[] {
  const at = now.toISOString();
  return db.prepare(`UPDATE mail_queue SET locked_until = ?
     WHERE id IN (SELECT id FROM mail_queue WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
                    AND (locked_until IS NULL OR locked_until <= ?) ORDER BY next_attempt_at, id LIMIT ?)
     RETURNING id, kind, recipient, subject, text_body, html_body, attempts`)
    .all(new Date(now.getTime() + lockMs).toISOString(), at, at, limit) as unknown as QueuedMail[];
}

export function markSent(db: Database, id: number, now = new Date()): void {
  db.prepare('UPDATE mail_queue SET sent_at = ?, locked_until = NULL, attempts = attempts + 1, last_error = NULL WHERE id = ?').run(now.toISOString(), id);
}

/** A failed attempt: retried after the backoff, or given up after the last attempt. */
export function markFailed(db: Database, id: number, error: string, retryAt: Date | null, now = new Date()): void {
  db.prepare(`UPDATE mail_queue SET attempts = attempts + 1, last_error = ?, locked_until = NULL,
      next_attempt_at = coalesce(?, next_attempt_at), failed_at = CASE WHEN ? IS NULL THEN ? ELSE NULL END WHERE id = ?`)
    .run(error.slice(0, 500), retryAt?.toISOString() ?? null, retryAt?.toISOString() ?? null, now.toISOString(), id);
}

export function pendingMailCount(db: Database): number {
  return (db.prepare('SELECT count(*) AS n FROM mail_queue WHERE sent_at IS NULL AND failed_at IS NULL').get() as { n: number }).n;
}
