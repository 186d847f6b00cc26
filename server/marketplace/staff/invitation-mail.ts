/**
 * The invitation as a mail to the invited address, through the durable mail queue: the one-time
 * link (the page the web tier named, with the token), how long it works, in the invitee's language.
 */
import { invitationMailWords } from '../../../locales/invitation-mail';
import { isLocale } from '../../../locales/editions';
import { formatMoment } from '../../../locales/moments';
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued } from '../mail/queue';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function mailInvitation(db: Db, invitation: { email: string; name: string; locale: string; shopName: string | null; link: string; expiresAt: string }): Promise<void> {
  const locale = isLocale(invitation.locale) ? invitation.locale : 'de-DE';
  const words = invitationMailWords(locale);
  const lines = [words.greeting(invitation.name), words.body(invitation.shopName), words.link];
  const after = [words.expires(formatMoment(invitation.expiresAt, locale)), words.ignore];
  await enqueueMail(db, {
    kind: 'invitation', orderId: null, recipient: invitation.email, subject: words.subject,
    text: `${lines.join('\n\n')}\n${invitation.link}\n\n${after.join('\n')}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(invitation.link)}">${escapeHtml(invitation.link)}</a></p>${after.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
  });
  mailsQueued();
}
