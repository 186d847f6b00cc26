/**
 * The one check of every code of the second factor a member types: at sign-in, and the fresh code
 * asked again before a guarded action (the payout account, inviting and removing people). Each
 * goes through the account's count of wrong codes (code-lock.ts), whatever session or address it
 * comes from, so a stolen open session guesses no longer than a stolen password does: a wrong code
 * is written to the audit log, the lock it sets too and is mailed to the member, and while the
 * account is locked no code is looked at, not even the right one.
 */
import type { Db } from '../db/connection';
import { recordAudit } from './audit';
import { forgiveCodeFailures, lockedSeconds, reserveCodeAttempt } from './code-lock';
import { mailCodeLock } from './lock-mail';
import { useCodeStep, type StaffRow } from './repository';
import { acceptedStep } from './totp';

/** What the code is typed for: the sign-in's second step, or the action a fresh code guards. */
export type CodePurpose = 'sign_in' | 'bank_account' | 'invitation' | 'removal';

export type CodeCheck =
  | { ok: true }
  /** Wrong or used; `locked` when the account's code entry is locked (by this code or before it). */
  | { ok: false; locked: null }
  | { ok: false; locked: { seconds: number; locale: string; justNow: boolean } };

export async function checkCode(db: Db, staff: StaffRow, code: string, purpose: CodePurpose, now = new Date()): Promise<CodeCheck> {
  const attempt = await reserveCodeAttempt(db, staff.id, now);
  if (attempt.locked) return { ok: false, locked: { seconds: lockedSeconds(attempt.until, now), locale: staff.locale, justNow: false } };
  const step = acceptedStep(staff.totp_secret, code.replace(/\s+/g, ''), staff.totp_last_step, now.getTime());
  if (step !== null && (await useCodeStep(db, staff.id, step))) {
    await forgiveCodeFailures(db, staff.id);
    return { ok: true };
  }
  const inARow = attempt.failures;
  if (purpose === 'sign_in') await recordAudit(db, staff, 'sign_in_code_wrong', { shopId: staff.shop_id, detail: { inARow } });
  else await recordAudit(db, staff, 'fresh_code_wrong', { shopId: staff.shop_id, detail: { inARow, guarded: purpose } });
  if (attempt.locks === null) return { ok: false, locked: null };
  await recordAudit(db, staff, 'sign_in_locked', { shopId: staff.shop_id, detail: { inARow, until: attempt.locks } });
  await mailCodeLock(db, staff, attempt.failures, attempt.locks, purpose === 'sign_in' ? 'sign_in' : 'fresh_code');
  return { ok: false, locked: { seconds: lockedSeconds(attempt.locks, now), locale: staff.locale, justNow: true } };
}
