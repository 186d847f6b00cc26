/**
 * Who may call a portal endpoint: any member of a shop (401 without a sign-in), or its owner only
 * (403 for staff). The owner alone holds what speaks for the shop as a whole: its API tokens, its
 * public shop page (legal texts, shipping), where its offers are fetched from, and its audit log.
 * Staff run the daily work: feeds uploaded and held imports decided, orders.
 */
import type { PortalMember } from '../../../contract/calls/portal';
import type { Db } from '../db/connection';
import type { MarketplaceRequest, Refusal } from '../http/endpoint';
import { portalMemberOf } from './member';

export const unauthorized: Refusal = { status: 401, body: { error: 'unauthorized', message: 'sign in to the portal as a member of a shop' } };
export const ownersOnly: Refusal = { status: 403, body: { error: 'forbidden', message: 'only the shop\'s owner may do this' } };

export type Guarded<T> = (member: PortalMember, db: Db) => Promise<T>;
export type AsMember = <T>(db: Db, headers: MarketplaceRequest['headers'], handle: Guarded<T>) => Promise<T | Refusal>;

/** Runs `handle` for the member the call comes from, or refuses with 401. */
export const asMember: AsMember = async (db, headers, handle) => {
  const member = await portalMemberOf(db, headers);
  return member ? handle(member, db) : unauthorized;
};

/** Runs `handle` for the shop's owner; 401 without a member, 403 for staff. */
export const asOwner: AsMember = (db, headers, handle) =>
  asMember(db, headers, async (member, kysely) => (member.role === 'shop_owner' ? handle(member, kysely) : ownersOnly));
