/**
 * What a portal member did, in the one audit log the desk reads: the staff account that did it, or
 * the shop's API key when the member signed in with it; always with the member's shop.
 */
import { SHOP_KEY_ACTOR } from '../../../contract/calls/portal-account';
import type { PortalMember } from '../../../contract/calls/portal';
import type { Db } from '../db/connection';
import { recordAudit, type AuditFacts } from '../staff';

export async function recordMemberAction(db: Db, member: PortalMember, action: string, facts: Omit<AuditFacts, 'shopId'> = {}): Promise<void> {
  const staff = member.staffId === null ? undefined : await db.selectFrom('staff').select('email').where('id', '=', member.staffId).executeTakeFirst();
  await recordAudit(db, { id: staff ? member.staffId : null, email: staff?.email ?? SHOP_KEY_ACTOR }, action, { ...facts, shopId: member.shopId });
}
