/**
 * Who may call a portal endpoint: any member of a shop (401 without a sign-in); a member whose
 * sign-in carries a scope (a staff account does, a shop's API key only those it was issued with);
 * or the owner, signed in as a staff account with password and second factor (403 for anyone else,
 * a key above all: a key kept in the shop's order software must not speak for the shop as a whole).
 * The owner alone holds what speaks for the shop as a whole: its API keys, who the trader is, its
 * legal texts and shipping, where its offers are fetched from, and its audit log.
 * Staff and keys run the daily work: feeds uploaded and held imports decided, orders.
 */
import { speaksForShop, type PortalMember } from '../../../contract/calls/portal';
import type { Db } from '../db/connection';
import type { MarketplaceRequest, Refusal } from '../http/endpoint';
import type { ShopKeyScope } from '../shops';
import { portalMemberOf, type PortalCaller } from './member';

export const unauthorized: Refusal = { status: 401, body: { error: 'unauthorized', message: 'sign in to the portal as a member of a shop' } };
export const ownersOnly: Refusal = { status: 403, body: { error: 'forbidden', message: 'only the shop\'s owner, signed in with password and second factor, may do this' } };
const staffAccountsOnly: Refusal = { status: 403, body: { error: 'forbidden', message: 'only the shop\'s staff accounts may read this, not its API key' } };
const outOfScope = (scope: ShopKeyScope): Refusal => ({ status: 403, body: { error: 'forbidden', message: `the sign-in's key does not carry the scope ${scope}` } });

export type Guarded<T> = (member: PortalMember, db: Db) => Promise<T>;
export type AsMember = <T>(db: Db, headers: MarketplaceRequest['headers'], handle: Guarded<T>) => Promise<T | Refusal>;

/** The shop's owner as a staff account (both sign-in steps done): never a key's holder. */
export const isOwner = (member: PortalMember): boolean => speaksForShop(member);

const guarded = (allows: (member: PortalCaller) => Refusal | null): AsMember => async (db, headers, handle) => {
  const member = await portalMemberOf(db, headers);
  if (!member) return unauthorized;
  return allows(member) ?? handle(member, db);
};

/** Runs `handle` for the member the call comes from, or refuses with 401. */
export const asMember: AsMember = guarded(() => null);

/** Runs `handle` for a member whose sign-in carries the scope; 403 for a key without it. */
export const withScope = (scope: ShopKeyScope): AsMember => guarded((member) => (member.scopes.includes(scope) ? null : outOfScope(scope)));

/** Runs `handle` for a staff account of the shop; 403 for a key's holder. */
export const asAccount: AsMember = guarded((member) => (member.staffId !== null ? null : staffAccountsOnly));

/** Runs `handle` for the shop's owner; 401 without a member, 403 for staff and for a key. */
export const asOwner: AsMember = guarded((member) => (isOwner(member) ? null : ownersOnly));
