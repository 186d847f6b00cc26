/**
 * The mail to a staff account's own address when wrong codes locked its sign-in, through the
 * durable mail queue, in the member's language: someone who knows the password (or, when the codes
 * were fresh codes, someone at a signed-in session) is guessing the code, so the owner is told at
 * once, with how long the lock lasts.
 */
import { formatMoment } from '../../../locales/moments';
import type { Db } from '../db/connection';
import { enqueueMail, mailsQueued, escapeHtml, translator } from '../mail';
import type { StaffRow } from './repository';

/** Where the wrong codes were typed: the sign-in's second step, or a fresh code within a session. */
export type LockedAt = 'sign_in' | 'fresh_code';

export async function mailCodeLock(db: Db, staff: Pick<StaffRow, 'email' | 'name' | 'locale'>, failures: number, until: string, at: LockedAt = 'sign_in'): Promise<void> {
  const { t, locale } = translator(staff.locale);
  const lines = [
    t('desk.lockMail.greeting', { name: staff.name }),
    t(at === 'sign_in' ? 'desk.lockMail.body' : 'desk.lockMail.freshBody', { count: failures }),
    t('desk.lockMail.until', { until: formatMoment(until, locale) }),
    t(at === 'sign_in' ? 'desk.lockMail.notYou' : 'desk.lockMail.freshNotYou'),
  ];
  await enqueueMail(db, {
    kind: 'staff_locked', orderId: null, recipient: staff.email, subject: t('desk.lockMail.subject'),
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  });
  mailsQueued();
}
