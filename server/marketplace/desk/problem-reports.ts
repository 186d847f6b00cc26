/**
 * A problem the shopper reports from the order page: in one transaction it becomes a message of the
 * order's conversation (marked with what is wrong and the part), the conversation waits for the desk
 * in its queue, the shopper's acknowledgement with the reference and the shop's notice are queued.
 * Both mails answer to the conversation's own address, so the shopper's and the shop's answers come
 * back to the same conversation.
 */
import { problemReference, type ProblemKind } from '../../../contract/calls/problem-reports';
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued, problemReportMail, problemReportShopMail, translator } from '../mail';
import type { StoredOrder } from '../orders';
import { replyMailboxOf, threadAddress, type ReplyMailboxes } from './reply-address';
import { orderThread } from './threads';

export interface ProblemReport { part: string; kind: ProblemKind; text: string }

/** The reference of the report; undefined when the order has no such part. */
export async function reportProblem(db: Db, mailboxes: ReplyMailboxes, order: StoredOrder, report: ProblemReport, now = new Date()): Promise<{ reference: string } | undefined> {
  const part = order.shops.find((p) => p.number === report.part);
  if (!part) return undefined;
  const outcome = await db.transaction().execute(async (tx) => {
    const at = now.toISOString();
    const thread = await orderThread(tx, order, now);
    const { t } = translator(order.locale);
    const subject = t('problemReports.threadSubject', { part: part.number, kind: t(`problemReports.kind.${report.kind}`), interpolation: { escapeValue: false } });
    const row = await tx.insertInto('desk_thread_messages').values({
      thread_id: thread.id, direction: 'reply', sender: order.email, from_other: 0, subject, text: report.text, problem: report.kind, part_number: part.number, at,
    }).returning('id').executeTakeFirstOrThrow();
    await tx.updateTable('desk_threads').set({ awaiting_since: at }).where('id', '=', thread.id).where('awaiting_since', 'is', null).execute();
    const reference = problemReference(row.id);
    const replyTo = threadAddress(replyMailboxOf(mailboxes), thread.token);
    const problem = { kind: report.kind, text: report.text, reference };
    await enqueueMail(tx, problemReportMail(order, part, problem, replyTo), now);
    const shop = await tx.selectFrom('shops').select(['email', 'country']).where('id', '=', part.shop.id).executeTakeFirst();
    const shopEmail = shop?.email?.trim();
    if (shop && shopEmail) await enqueueMail(tx, problemReportShopMail(order, part, problem, { email: shopEmail, country: shop.country }, replyTo), now);
    return { reference };
  });
  mailsQueued();
  return outcome;
}
