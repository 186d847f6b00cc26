/**
 * A fresh code of a staff account's second factor, asked again within a signed-in session before
 * an action that must not be done by whoever sits at an open screen (the shop's bank account, who
 * may sign in). It is checked as at sign-in (code-check.ts): it counts once, wrong ones count
 * toward the account's lock, and a locked account's code is refused whatever it is.
 */
import type { Db } from '../db/connection';
import type { Refusal } from '../http/endpoint';
import { checkCode, type CodeCheck, type CodePurpose } from './code-check';
import { findStaffById } from './repository';

export type { CodeCheck } from './code-check';
/** A fresh code that did not go through: wrong or used, or the account's code entry locked. */
export type RefusedCode = Exclude<CodeCheck, { ok: true }>;

export async function freshCode(db: Db, staffId: number, code: string, purpose: Exclude<CodePurpose, 'sign_in'>): Promise<CodeCheck> {
  const staff = await findStaffById(db, staffId);
  if (!staff || staff.disabled_at !== null) return { ok: false, locked: null };
  return checkCode(db, staff, code, purpose);
}

/**
 * A refused fresh code as the caller answers it, beside the code field: wrong or used (400), or the
 * account's code entry locked (429, with how long and the member's language, as the sign-in says it).
 */
export function freshCodeRefusal(check: RefusedCode): Refusal {
  if (check.locked === null) return { status: 400, body: { error: 'bad_request', field: 'code', message: 'the current code of the authenticator app, not one used before' } };
  return { status: 429, body: { error: 'locked', field: 'code', retryAfterSeconds: check.locked.seconds, locale: check.locked.locale, message: 'code entry locked after wrong codes' } };
}
