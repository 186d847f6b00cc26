/**
 * Staff accounts, invitations and sessions in the database. Invitation links and session tokens
 * are random (32 bytes), so only their SHA-256 is stored: a copy of the database opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { StaffMember, StaffRole } from '../../../contract/calls/staff';
import { isLocale, DEFAULT_LOCALE } from '../../../locales/editions';
import type { Db } from '../db/connection';
import { newTotpSecret } from './totp';

/** An invitation link works this long. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
/** Between the password and the code. */
export const CODE_STAGE_TTL_MS = 5 * 60_000;
/** A signed-in staff session ends after this, whatever happens in it. */
export const STAFF_SESSION_TTL_MS = 12 * 3_600_000;

export const hashOfToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
const newToken = (prefix: string): string => prefix + randomBytes(32).toString('base64url');

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  locale: string;
  role: string;
  shop_id: number | null;
  password_hash: string | null;
  totp_secret: string;
  totp_enabled_at: string | null;
  totp_last_step: number | null;
  disabled_at: string | null;
  locked_until: string | null;
}

const STAFF_COLUMNS = ['s.id', 's.email', 's.name', 's.locale', 's.role', 's.shop_id', 's.password_hash', 's.totp_secret', 's.totp_enabled_at', 's.totp_last_step', 's.disabled_at', 's.locked_until'] as const;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff as s').select(STAFF_COLUMNS).where('s.email', '=', email.toLowerCase()).executeTakeFirst();
}

export async function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff as s').select(STAFF_COLUMNS).where('s.id', '=', id).executeTakeFirst();
}

/** The account as the other tiers see it. */
export async function memberView(db: Db, row: StaffRow): Promise<StaffMember> {
  const shop = row.shop_id === null ? undefined : await db.selectFrom('shops').select('name').where('id', '=', row.shop_id).executeTakeFirst();
  return {
    id: row.id, email: row.email, name: row.name, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    role: row.role as StaffRole, shopId: row.shop_id, shopName: shop?.name ?? null,
  };
}

export interface NewStaff {
  email: string;
  name: string;
  locale: string;
  role: StaffRole;
  shopId: number | null;
}

/**
 * Creates the account (no password yet) with its invitation, or renews the invitation of an
 * account that never accepted one or was removed. Null when the e-mail belongs to an account in use.
 */
export async function inviteStaff(db: Db, staff: NewStaff, invitedBy: number | null, now = new Date()): Promise<{ id: number; token: string; expiresAt: string } | null> {
  return db.transaction().execute(async (tx) => {
    const existing = await findStaffByEmail(tx, staff.email);
    // A removed account starts over: no password, no second factor, until its new invitation is accepted.
    if (existing && existing.password_hash !== null && existing.disabled_at === null) return null;
    const id = existing
      ? (await tx.updateTable('staff').set({ name: staff.name, locale: staff.locale, role: staff.role, shop_id: staff.shopId, totp_secret: newTotpSecret(), totp_enabled_at: null, totp_last_step: null, password_hash: null, disabled_at: null, code_failures: 0, locked_until: null })
        .where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
      : (await tx.insertInto('staff').values({ email: staff.email.toLowerCase(), name: staff.name, locale: staff.locale, role: staff.role, shop_id: staff.shopId, totp_secret: newTotpSecret(), created_at: now.toISOString() })
        .returning('id').executeTakeFirstOrThrow()).id;
    // One open invitation per account: a new one replaces the old link.
    await tx.deleteFrom('staff_invitations').where('staff_id', '=', id).execute();
    const token = newToken('inv_');
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS).toISOString();
    await tx.insertInto('staff_invitations').values({ token_hash: hashOfToken(token), staff_id: id, invited_by: invitedBy, expires_at: expiresAt, used_at: null, created_at: now.toISOString() }).execute();
    return { id, token, expiresAt };
  });
}

/** The account an open (unused, unexpired) invitation names. */
export async function openInvitation(db: Db, token: string, now = new Date()): Promise<StaffRow | undefined> {
  const invitation = await db.selectFrom('staff_invitations').select(['staff_id', 'expires_at', 'used_at']).where('token_hash', '=', hashOfToken(token)).executeTakeFirst();
  if (!invitation || invitation.used_at !== null || invitation.expires_at <= now.toISOString()) return undefined;
  const row = await findStaffById(db, invitation.staff_id);
  return row && row.disabled_at === null ? row : undefined;
}

/** Accepts it once: the password and the enrolled second factor. False when someone was quicker. */
export async function acceptInvitation(db: Db, token: string, staffId: number, passwordHash: string, step: number, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const used = await tx.updateTable('staff_invitations').set({ used_at: now.toISOString() })
      .where('token_hash', '=', hashOfToken(token)).where('used_at', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await tx.updateTable('staff').set({ password_hash: passwordHash, totp_enabled_at: now.toISOString(), totp_last_step: step }).where('id', '=', staffId).execute();
    return true;
  });
}

/** Keeps the step of an accepted code, unless another request used it (or a later one) first. */
export async function useCodeStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const result = await db.updateTable('staff').set({ totp_last_step: step }).where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)])).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type StaffStage = 'code' | 'signed_in';

export async function startStaffSession(db: Db, staffId: number, stage: StaffStage, now = new Date()): Promise<string> {
  const token = newToken('stf_');
  const ttl = stage === 'code' ? CODE_STAGE_TTL_MS : STAFF_SESSION_TTL_MS;
  await db.insertInto('staff_sessions').values({ token_hash: hashOfToken(token), staff_id: staffId, stage, created_at: now.toISOString(), expires_at: new Date(now.getTime() + ttl).toISOString() }).execute();
  return token;
}

export interface StaffSession {
  tokenHash: string;
  stage: StaffStage;
  staff: StaffRow;
}

/** The live session of a token, with its account (a disabled account has none). */
export async function staffSession(db: Db, token: string | undefined, now = new Date()): Promise<StaffSession | undefined> {
  if (!token || token.length > 200) return undefined;
  const tokenHash = hashOfToken(token);
  const session = await db.selectFrom('staff_sessions').select(['staff_id', 'stage', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!session || session.expires_at <= now.toISOString()) return undefined;
  const staff = await findStaffById(db, session.staff_id);
  if (!staff || staff.disabled_at !== null) return undefined;
  return { tokenHash, stage: session.stage as StaffStage, staff };
}

export async function endStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
}

/** Sessions past their end, removed now and then. */
export async function removeExpiredStaffSessions(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', now.toISOString()).execute();
}
