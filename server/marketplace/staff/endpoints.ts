/**
 * The staff calls: sign-in in two steps, sign-out, who is signed in, invitations and the audit
 * log. The password rules, the hashing and the throttling of failed sign-ins are those of the
 * shoppers' accounts (users/); a staff account's key in the throttle is its own. Wrong codes of
 * the second factor are counted per account and lock its sign-in (code-check.ts).
 */
import { SHOP_ROLES, type StaffRole } from '../../../contract/calls/staff';
import { CALLS } from '../../../contract/calls/index';
import { badRequest, created, notFound, ok, endpoint, type Answered, type Endpoint, type EndpointContext, type Refusal } from '../http/endpoint';
import { CLIENT_ADDRESS_HEADER, isCommonPassword, passwordHashing, dummyHash, hashPassword, verifyPassword, recordSuccessfulSignIn, releaseSignIn, reserveSignIn } from '../users';
import { auditPage, recordAudit } from './audit';
import { checkCode } from './code-check';
import { lockedSeconds } from './code-lock';
import { callingSession, staffNotSignedIn, staffForbidden, staffOnly } from './context';
import { mailInvitation } from './invitation-mail';
import {
  acceptInvitation, endStaffSession, findStaffByEmail, inviteStaff, memberView, openInvitation, startStaffSession, type StaffRow,
} from './repository';
import { acceptedStep, otpauthUri } from './totp';

type CallNamed<N extends keyof typeof CALLS> = (typeof CALLS)[N];

const busy: Refusal = { status: 429, body: { error: 'busy', retryAfterSeconds: 5, message: 'too many sign-ins at once' } };
const invalidCredentials: Refusal = { status: 401, body: { error: 'invalid_credentials', message: 'e-mail or password wrong' } };
const wrongCode: Refusal = { status: 400, body: { error: 'bad_request', field: 'code', message: 'wrong or used code' } };
/**
 * Said only to whoever gave the account's password (or a code session of it): the member's language,
 * so the desk shows the lock in it.
 */
const locked = (staff: StaffRow, seconds: number): Refusal => ({
  status: 429, body: { error: 'locked', retryAfterSeconds: seconds, locale: staff.locale, message: 'sign-in locked after wrong codes' },
});
/** The throttle counts staff accounts apart from shoppers' accounts of the same address. */
const throttleKey = (email: string) => `staff:${email}`;

async function signIn(ctx: EndpointContext<CallNamed<'POST /staff/sign-in'>>): Promise<Answered<CallNamed<'POST /staff/sign-in'>>> {
  const address = ctx.headers[CLIENT_ADDRESS_HEADER];
  if (!address) return badRequest(CLIENT_ADDRESS_HEADER, 'sign in through the desk');
  const { email, password } = ctx.body;
  const db = ctx.db.kysely;
  const slot = passwordHashing.enter();
  if (!slot) return busy;
  let staff: Awaited<ReturnType<typeof findStaffByEmail>>;
  let matches: boolean;
  let reservedAt: number;
  try {
    const reservation = await reserveSignIn(db, throttleKey(email), address, Date.now());
    if (reservation.wait > 0) return { status: 429, body: { error: 'too_many_attempts', retryAfterSeconds: reservation.wait, message: 'too many failed sign-ins' } };
    reservedAt = reservation.reservedAt;
    try {
      staff = await findStaffByEmail(db, email);
      await slot.ready;
      // Checked even for an unknown or not yet accepted account, so all cost the same time.
      matches = await verifyPassword(password, staff?.password_hash ?? (await dummyHash()));
    } catch (error) {
      await releaseSignIn(db, throttleKey(email), address, reservedAt);
      throw error;
    }
  } finally {
    slot.release();
  }
  if (!staff || !matches || staff.disabled_at !== null || staff.totp_enabled_at === null) return invalidCredentials;
  await recordSuccessfulSignIn(db, throttleKey(email), address, reservedAt);
  const lockSeconds = lockedSeconds(staff.locked_until, new Date());
  if (lockSeconds > 0) return locked(staff, lockSeconds);
  return ok({ token: await startStaffSession(db, staff.id, 'code') });
}

async function signInCode(ctx: EndpointContext<CallNamed<'POST /staff/sign-in/code'>>): Promise<Answered<CallNamed<'POST /staff/sign-in/code'>>> {
  const db = ctx.db.kysely;
  const session = await callingSession(ctx);
  if (!session || session.stage !== 'code') return staffNotSignedIn;
  const { staff } = session;
  const checked = await checkCode(db, staff, ctx.body.code, 'sign_in');
  if (!checked.ok) {
    if (checked.locked === null) return wrongCode;
    // A code session ends with the lock (one opened before it too): after it the password is asked again.
    await endStaffSession(db, session.tokenHash);
    return locked(staff, checked.locked.seconds);
  }
  // A new token for the signed-in session: the first step's token is spent.
  await endStaffSession(db, session.tokenHash);
  const token = await startStaffSession(db, session.staff.id, 'signed_in');
  await recordAudit(db, session.staff, 'signed_in', { shopId: session.staff.shop_id });
  return ok({ token });
}

async function signOut(ctx: EndpointContext<CallNamed<'POST /staff/sign-out'>>): Promise<Answered<CallNamed<'POST /staff/sign-out'>>> {
  const session = await callingSession(ctx);
  if (session) {
    await endStaffSession(ctx.db.kysely, session.tokenHash);
    if (session.stage === 'signed_in') await recordAudit(ctx.db.kysely, session.staff, 'signed_out', { shopId: session.staff.shop_id });
  }
  return ok({ success: true });
}

async function invitation(ctx: EndpointContext<CallNamed<'GET /staff/invitations/:token'>>): Promise<Answered<CallNamed<'GET /staff/invitations/:token'>>> {
  const staff = await openInvitation(ctx.db.kysely, ctx.params.token);
  if (!staff) return notFound('invitation');
  const member = await memberView(ctx.db.kysely, staff);
  return ok({ email: staff.email, name: staff.name, locale: member.locale, role: member.role, shopName: member.shopName, otpauthUri: otpauthUri(staff.totp_secret, staff.email), secret: staff.totp_secret });
}

async function accept(ctx: EndpointContext<CallNamed<'POST /staff/invitations/:token'>>): Promise<Answered<CallNamed<'POST /staff/invitations/:token'>>> {
  const db = ctx.db.kysely;
  const staff = await openInvitation(db, ctx.params.token);
  if (!staff) return notFound('invitation');
  if (isCommonPassword(ctx.body.password)) return badRequest('password', 'a commonly used password');
  const step = acceptedStep(staff.totp_secret, ctx.body.code, null);
  if (step === null) return wrongCode;
  const slot = passwordHashing.enter();
  if (!slot) return busy;
  let hash: string;
  try {
    await slot.ready;
    hash = await hashPassword(ctx.body.password);
  } finally {
    slot.release();
  }
  if (!(await acceptInvitation(db, ctx.params.token, staff.id, hash, step))) return notFound('invitation');
  await recordAudit(db, staff, 'invitation_accepted', { shopId: staff.shop_id });
  return created({ token: await startStaffSession(db, staff.id, 'signed_in') });
}

/** Who may invite whom: the operator anyone; a shop's owner the staff of that shop. */
function mayInvite(inviter: { role: string; shop_id: number | null }, role: StaffRole, shopId: number | undefined): boolean {
  if (inviter.role === 'operator') return true;
  return inviter.role === 'shop_owner' && role === 'shop_staff' && shopId === inviter.shop_id;
}

const invite = staffOnly<CallNamed<'POST /staff/members'>>(['operator', 'shop_owner'], async (ctx) => {
  const db = ctx.db.kysely;
  const { email, name, locale, role } = ctx.body;
  const shopId = SHOP_ROLES.includes(role) ? (ctx.body.shopId ?? (ctx.staff.role === 'shop_owner' ? (ctx.staff.shop_id ?? undefined) : undefined)) : undefined;
  if (SHOP_ROLES.includes(role) && shopId === undefined) return badRequest('shopId', 'a shop member needs a shop');
  if (!mayInvite(ctx.staff, role, shopId)) return staffForbidden;
  if (shopId !== undefined && !(await db.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst())) return badRequest('shopId', 'no such shop');
  const invited = await inviteStaff(db, { email, name, locale, role, shopId: shopId ?? null }, ctx.staff.id);
  if (!invited) return { status: 409, body: { error: 'conflict', field: 'email', message: 'an account with this e-mail exists' } };
  await recordAudit(db, ctx.staff, 'staff_invited', { shopId: shopId ?? null, detail: { staffId: invited.id, role } });
  if (ctx.body.invitationPage) {
    const shop = shopId === undefined ? undefined : await db.selectFrom('shops').select('name').where('id', '=', shopId).executeTakeFirst();
    await mailInvitation(db, { email, name, locale, shopName: shop?.name ?? null, link: `${ctx.body.invitationPage}${encodeURIComponent(invited.token)}`, expiresAt: invited.expiresAt });
  }
  return created({ id: invited.id, invitationToken: invited.token, expiresAt: invited.expiresAt });
});

const me = staffOnly<CallNamed<'GET /staff/me'>>(['support', 'operator', 'shop_owner', 'shop_staff'], async (ctx) => ok({ staff: await memberView(ctx.db.kysely, ctx.staff) }));

const audit = staffOnly<CallNamed<'GET /staff/audit'>>(['support', 'operator'], async (ctx) => {
  // Customer service reads the log of the order it works on; the whole log is the operator's.
  if (ctx.staff.role !== 'operator' && !ctx.query.orderNumber) return staffForbidden;
  const { page, ...filter } = ctx.query;
  return ok(await auditPage(ctx.db.kysely, filter, page ?? 1));
});

export const staffEndpoints: Endpoint[] = [
  endpoint(CALLS['POST /staff/sign-in'], signIn),
  endpoint(CALLS['POST /staff/sign-in/code'], signInCode),
  endpoint(CALLS['POST /staff/sign-out'], signOut),
  endpoint(CALLS['GET /staff/me'], me),
  endpoint(CALLS['GET /staff/invitations/:token'], invitation),
  endpoint(CALLS['POST /staff/invitations/:token'], accept),
  endpoint(CALLS['POST /staff/members'], invite),
  endpoint(CALLS['GET /staff/audit'], audit),
];


