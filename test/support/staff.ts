/**
 * Staff accounts for tests, made as the desk makes them: an invitation, accepted with a password
 * and the first code of the second factor; and a signed-in session of that account.
 */
import { createHmac } from 'node:crypto';
import type { StaffRole } from '../../contract/calls/staff';
import { TEST_CHECK_SECRET } from './check-secret';
import { STAFF_COOKIE } from '../../server/web/staff/cookie';
import type { Db } from '../../server/marketplace/db/connection';
import { hashPassword } from '../../server/marketplace/users/password';
import { acceptInvitation, findStaffById, inviteStaff, startStaffSession } from '../../server/marketplace/staff/repository';
import { acceptedStep, currentCode } from '../../server/marketplace/staff/totp';

export const STAFF_PASSWORD = 'desk password of some length';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  /** The TOTP secret: `currentCode(secret)` is what the authenticator app shows. */
  secret: string;
  /** A signed-in session (both steps done), for the staff session header or cookie. */
  token: string;
}

/** An enrolled account of this role. The code step it enrolled with is one step back, so the current code still works once. */
export async function createStaff(db: Db, role: StaffRole, options: { email?: string; name?: string; locale?: string; shopId?: number } = {}): Promise<TestStaff> {
  const email = options.email ?? `${role}-${Math.random().toString(36).slice(2, 8)}@spareo.example`;
  const invited = await inviteStaff(db, { email, name: options.name ?? `Test ${role}`, locale: options.locale ?? 'de-DE', role, shopId: options.shopId ?? null }, null);
  if (!invited) throw new Error(`${email} exists`);
  const row = await findStaffById(db, invited.id);
  const earlier = Date.now() - 60_000;
  const step = acceptedStep(row!.totp_secret, currentCode(row!.totp_secret, earlier), null, earlier)!;
  await acceptInvitation(db, invited.token, invited.id, await hashPassword(STAFF_PASSWORD), step);
  return { id: invited.id, email, password: STAFF_PASSWORD, secret: row!.totp_secret, token: await startStaffSession(db, invited.id, 'signed_in') };
}

/** The web tier's staff cookie of a signed-in session (desk and portal), as the sign-in of an app signing with that secret sets it. */
export const staffCookie = (token: string, secret = TEST_CHECK_SECRET): string => `${STAFF_COOKIE}=${token}.${createHmac('sha256', secret).update(`staff-session.${token}`).digest('base64url')}`;

/** The cookie of a shop's owner, signed in with password and second factor. */
export async function ownerCookie(db: Db, shopId: number, locale = 'de-DE'): Promise<string> {
  return staffCookie((await createStaff(db, 'shop_owner', { shopId, locale })).token);
}

export { currentCode };
