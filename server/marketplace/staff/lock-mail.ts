/**
 * The mail to a staff account's own address when wrong codes locked its sign-in, through the
 * durable mail queue, in the member's language: someone who knows the password is guessing the
 * code, so the owner is told at once, with how long the lock lasts.
 */
import { formatMoment } from '../../../locales/moments';
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued, escapeHtml, translator } from '../mail';
import type { StaffRow } from './repository';

export async function mailCodeLock(db: Db, staff: Pick<StaffRow, 'email' | 'name' | 'locale'>, failures: number, until: string): Promise<void> {
  const { t, locale } = translator(staff.locale);
  const lines = [
    t('desk.lockMail.greeting', { name: staff.name }),
    t('desk.lockMail.body', { count: failures }),
    t('desk.lockMail.until', { until: formatMoment(until, locale) }),
    t('desk.lockMail.notYou'),
  ];
  await enqueueMail(db, {
    kind: 'staff_locked', orderId: null, recipient: staff.email, subject: t('desk.lockMail.subject'),
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  });
  mailsQueued();
}
