/**
 * A fresh code of a staff account's second factor, asked again within a signed-in session before
 * an action that must not be done by whoever sits at an open screen (the shop's bank account, who
 * may sign in). A code counts once, as at sign-in: using it keeps its step.
 */
import type { Db } from '../db/connection';
import { findStaffById, useCodeStep } from './repository';
import { acceptedStep } from './totp';

export async function freshCode(db: Db, staffId: number, code: string): Promise<boolean> {
  const staff = await findStaffById(db, staffId);
  const digits = code.replace(/\s+/g, '');
  if (!staff || !/^\d{6}$/.test(digits)) return false;
  const step = acceptedStep(staff.totp_secret, digits, staff.totp_last_step);
  return step !== null && useCodeStep(db, staffId, step);
}
