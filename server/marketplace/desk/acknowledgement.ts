/**
 * The shopper's receipt for a contact message: in the shopper's language, with the message's
 * reference and when an answer can be expected, and with the message's own reply address as
 * Reply-To, so an answer to the receipt lands in the message's thread at the desk.
 */
import { contactReference } from '../../../contract/calls/desk-items';
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued, escapeHtml, translator } from '../mail';
import { replyMailboxOf, threadAddress, type ReplyMailboxes } from './reply-address';
import { contactThread } from './threads';

/** What the receipt promises: an answer within this many hours on working days. */
export const ANSWER_HOURS = 24;

export async function acknowledgeContact(db: Db, mailboxes: ReplyMailboxes, message: { id: number; name: string; email: string; locale: string; receivedAt: string; message: string }): Promise<void> {
  const { t } = translator(message.locale);
  const plain = { interpolation: { escapeValue: false } };
  const reference = contactReference(message.id, message.receivedAt);
  const thread = await contactThread(db, message, new Date(message.receivedAt));
  const address = threadAddress(replyMailboxOf(mailboxes), thread.token);
  const paragraphs = [
    t('deskItems.receipt.greeting', { name: message.name, ...plain }),
    t('deskItems.receipt.received', { reference, ...plain }),
    t('deskItems.receipt.answerTime', { hours: ANSWER_HOURS }),
    t(address ? 'deskItems.receipt.replyHere' : 'deskItems.receipt.quote', { reference, ...plain }),
    t('deskItems.receipt.yourMessage'),
  ];
  const closing = t('desk.reply.closing');
  await enqueueMail(db, {
    kind: 'contact_receipt', orderId: null, recipient: message.email, replyTo: address ?? mailboxes.personalData.serviceAddress,
    subject: t('deskItems.receipt.subject', { reference, ...plain }).slice(0, 200),
    text: `${paragraphs.join('\n\n')}\n\n${message.message}\n\n${closing}\n`,
    html: `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<blockquote style="white-space:pre-wrap">${escapeHtml(message.message)}</blockquote><p style="white-space:pre-wrap">${escapeHtml(closing)}</p>`,
  });
  mailsQueued();
}
