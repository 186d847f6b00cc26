/** Each new contact message is also mailed to customer service's mailbox, through the durable mail queue. */
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued } from '../mail/queue';
import { escapeHtml } from '../mail/templates';
import { personalDataSettings } from '../personal-data/settings';

export async function mailToService(db: Db, message: { id: number; name: string; email: string; orderNumber: string | null; message: string }): Promise<void> {
  const to = personalDataSettings().serviceAddress;
  if (!to) return;
  const head = [`Contact message ${message.id}`, `From: ${message.name} <${message.email}>`, ...(message.orderNumber ? [`Order: ${message.orderNumber}`] : [])];
  await enqueueMail(db, {
    kind: 'contact', orderId: null, recipient: to,
    subject: `Contact #${message.id}${message.orderNumber ? ` (${message.orderNumber})` : ''}: ${message.name}`.slice(0, 200),
    text: `${head.join('\n')}\n\n${message.message}\n`,
    html: `<p>${head.map(escapeHtml).join('<br>')}</p><p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  });
  mailsQueued();
}
