/**
 * A team's staff accounts: the people of one shop, or the desk's (support and operators); an
 * invitation into the team, mailed with its one-time link; and a removal, which ends the person's
 * sessions and open invitation at once and keeps the account (disabled) for what the audit log says
 * it did. A removed address may be invited again: it starts over with a new password and second factor.
 */
import * as z from 'zod';
import type { Person, InviteField } from '../../../contract/calls/people';
import type { StaffRole } from '../../../contract/calls/staff';
import { DEFAULT_LOCALE, isLocale } from '../../../locales/editions';
import type { Db } from '../db/connection';
import { recordAudit, type Actor } from './audit';
import { freshCode, type RefusedCode } from './fresh-code';
import { mailInvitation } from './invitation-mail';
import { findStaffByEmail, inviteStaff } from './repository';

/** One shop's people, or the desk's. */
export type Team = { shopId: number } | { desk: true };

const DESK_ROLES: readonly StaffRole[] = ['support', 'operator'];
const inTeam = (team: Team, row: { role: string; shop_id: number | null }): boolean => ('desk' in team
  ? DESK_ROLES.includes(row.role as StaffRole) && row.shop_id === null
  : row.shop_id === team.shopId && (row.role === 'shop_owner' || row.role === 'shop_staff'));

/** The team's accounts in use or invited (removed ones are gone from the list), owners and operators first. */
export async function peopleOf(db: Db, team: Team, you: number | null, now = new Date()): Promise<Person[]> {
  let query = db.selectFrom('staff as s')
    .leftJoin('staff_invitations as i', (join) => join.onRef('i.staff_id', '=', 's.id').on('i.used_at', 'is', null))
    .select(['s.id', 's.name', 's.email', 's.role', 's.locale', 's.shop_id', 's.password_hash', 'i.expires_at'])
    .where('s.disabled_at', 'is', null);
  query = 'desk' in team ? query.where('s.role', 'in', [...DESK_ROLES]).where('s.shop_id', 'is', null) : query.where('s.shop_id', '=', team.shopId);
  const rows = await query.orderBy('s.id').execute();
  const rank = (role: string) => (role === 'shop_owner' || role === 'operator' ? 0 : 1);
  return rows.filter((row) => inTeam(team, row)).sort((a, b) => rank(a.role) - rank(b.role) || a.id - b.id).map((row) => ({
    id: row.id, name: row.name, email: row.email, role: row.role as StaffRole, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    accepted: row.password_hash !== null,
    invitationExpiresAt: row.password_hash === null ? (row.expires_at ?? now.toISOString()) : null,
    you: row.id === you,
  }));
}

const invitationFields = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});

export type InvitationOutcome =
  | { ok: true; id: number; expiresAt: string }
  | { ok: false; status: 400 | 409; field: InviteField; message: string }
  /** The fresh code was refused: wrong, used, or the account's code entry locked (freshCodeRefusal answers it). */
  | { ok: false; refusedCode: RefusedCode };

/**
 * Invites a person into the team in the role given, by an actor of the team who confirms with a
 * fresh code (checked last, so a typing error above does not use up the code). An address in use
 * elsewhere (or still invited by another team) is refused: an invitation never moves someone.
 */
export async function invitePerson(db: Db, actor: Actor & { id: number }, team: Team, role: StaffRole, input: { name: string; email: string; locale: string; code: string; invitationPage: string }): Promise<InvitationOutcome> {
  const checked = invitationFields.safeParse(input);
  if (!checked.success) {
    const field = checked.error.issues[0]?.path[0] === 'name' ? 'name' : 'email';
    return { ok: false, status: 400, field, message: field === 'name' ? 'a name of 1 to 100 characters' : 'an e-mail address' };
  }
  if (!isLocale(input.locale)) return { ok: false, status: 400, field: 'locale', message: 'one of the six editions' };
  const { name, email } = checked.data;
  const existing = await findStaffByEmail(db, email);
  if (existing && existing.disabled_at === null && (existing.password_hash !== null || !inTeam(team, existing))) {
    return { ok: false, status: 409, field: 'email', message: 'an account with this e-mail exists' };
  }
  const code = await freshCode(db, actor.id, input.code, 'invitation');
  if (!code.ok) return { ok: false, refusedCode: code };
  const shopId = 'desk' in team ? null : team.shopId;
  const invited = await inviteStaff(db, { email, name, locale: input.locale, role, shopId }, actor.id);
  if (!invited) return { ok: false, status: 409, field: 'email', message: 'an account with this e-mail exists' };
  await recordAudit(db, actor, 'staff_invited', { shopId, detail: { account: invited.id, role } });
  const shop = shopId === null ? undefined : await db.selectFrom('shops').select('name').where('id', '=', shopId).executeTakeFirst();
  await mailInvitation(db, { email, name, locale: input.locale, shopName: shop?.name ?? null, link: `${input.invitationPage}${encodeURIComponent(invited.token)}`, expiresAt: invited.expiresAt });
  return { ok: true, id: invited.id, expiresAt: invited.expiresAt };
}

export type RemovalOutcome = { ok: true } | { ok: false; status: 404 } | { ok: false; refusedCode: RefusedCode };

/**
 * Removes a person of the team whose role the actor may remove (never the actor): their sessions
 * end now, an open invitation stops working, and they cannot sign in again.
 */
export async function removePerson(db: Db, actor: Actor & { id: number }, team: Team, removable: readonly StaffRole[], staffId: number, code: string, now = new Date()): Promise<RemovalOutcome> {
  const target = await db.selectFrom('staff').select(['id', 'role', 'shop_id', 'disabled_at']).where('id', '=', staffId).executeTakeFirst();
  if (!target || target.id === actor.id || target.disabled_at !== null || !inTeam(team, target) || !removable.includes(target.role as StaffRole)) return { ok: false, status: 404 };
  const checked = await freshCode(db, actor.id, code, 'removal');
  if (!checked.ok) return { ok: false, refusedCode: checked };
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('staff').set({ disabled_at: now.toISOString() }).where('id', '=', staffId).execute();
    await tx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
    await tx.deleteFrom('staff_invitations').where('staff_id', '=', staffId).where('used_at', 'is', null).execute();
  });
  await recordAudit(db, actor, 'staff_removed', { shopId: 'desk' in team ? null : team.shopId, detail: { account: staffId, role: target.role } });
  return { ok: true };
}

/**
 * The e-mail addresses of everyone who is or was in these shops' teams, with their shop (removed
 * people too: the address stays the shop's). Other domains ask it to tell a shop's own people from
 * its customers.
 */
export async function shopPeopleAddresses(db: Db, shopIds: readonly number[]): Promise<{ shopId: number; email: string }[]> {
  if (shopIds.length === 0) return [];
  const rows = await db.selectFrom('staff').select(['shop_id', 'email']).where('shop_id', 'in', [...new Set(shopIds)]).where('role', 'in', ['shop_owner', 'shop_staff']).execute();
  return rows.flatMap((row) => (row.shop_id === null ? [] : [{ shopId: row.shop_id, email: row.email }]));
}
