/**
 * The invitation as a mail to the invited address, through the durable mail queue: the one-time
 * link (the page the web tier named, with the token), how long it works, in the invitee's language.
 */
import { formatMoment } from '../../../locales/moments';
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued, escapeHtml, translator } from '../mail';

export async function mailInvitation(db: Db, invitation: { email: string; name: string; locale: string; shopName: string | null; link: string; expiresAt: string }): Promise<void> {
  const { t, locale } = translator(invitation.locale);
  const body = invitation.shopName ? t('desk.invitationMail.bodyShop', { shop: invitation.shopName }) : t('desk.invitationMail.bodyDesk');
  const lines = [t('desk.invitationMail.greeting', { name: invitation.name }), body, t('desk.invitationMail.link')];
  const after = [t('desk.invitationMail.expires', { until: formatMoment(invitation.expiresAt, locale) }), t('desk.invitationMail.ignore')];
  await enqueueMail(db, {
    kind: 'invitation', orderId: null, recipient: invitation.email, subject: t('desk.invitationMail.subject'),
    text: `${lines.join('\n\n')}\n${invitation.link}\n\n${after.join('\n')}\n`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(invitation.link)}">${escapeHtml(invitation.link)}</a></p>${after.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
  });
  mailsQueued();
}
