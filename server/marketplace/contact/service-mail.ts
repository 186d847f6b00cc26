/**
 * Each new contact message is also mailed to customer service's mailbox, through the durable mail
 * queue: in customer service's language, and with the sender as Reply-To, so answering the mail
 * writes to the shopper (the desk keeps answers sent from there in the message's thread).
 */
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued, escapeHtml, translator } from '../mail';
import type { PersonalDataSettings } from '../personal-data';

export async function mailToService(db: Db, service: Pick<PersonalDataSettings, 'serviceAddress' | 'serviceLocale'>, message: { id: number; name: string; email: string; orderNumber: string | null; message: string }): Promise<void> {
  const { serviceAddress: to, serviceLocale } = service;
  if (!to) return;
  const { t } = translator(serviceLocale ?? 'de-DE');
  const words = { id: message.id, name: message.name, orderNumber: message.orderNumber ?? '', interpolation: { escapeValue: false } };
  const head = [
    t('desk.contactMail.message', words), `${t('desk.contactMail.from')}: ${message.name} <${message.email}>`,
    ...(message.orderNumber ? [`${t('desk.contactMail.order')}: ${message.orderNumber}`] : []),
  ];
  await enqueueMail(db, {
    kind: 'contact', orderId: null, recipient: to, replyTo: message.email,
    subject: t(message.orderNumber ? 'desk.contactMail.subjectOrder' : 'desk.contactMail.subject', words).slice(0, 200),
    text: `${head.join('\n')}\n\n${message.message}\n\n${t('desk.contactMail.answer', words)}\n`,
    html: `<p>${head.map(escapeHtml).join('<br>')}</p><p style="white-space:pre-wrap">${escapeHtml(message.message)}</p><p>${escapeHtml(t('desk.contactMail.answer', words))}</p>`,
  });
  mailsQueued();
}
