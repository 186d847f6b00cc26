/**
 * The shop's people in the portal: the owner's alone (staff and a key are refused with 403). The
 * owner sees the shop's accounts, invites staff of the shop and removes them, each confirmed with a
 * fresh code of the owner's second factor and written to the audit log. Owners are the operator's
 * to add or remove: the portal invites and removes staff only.
 */
import { CALLS } from '../../../contract/calls/index';
import { created, endpoint, notFound, ok, type Endpoint } from '../http/endpoint';
import { peopleOf, invitePerson, removePerson, findStaffById, freshCodeRefusal } from '../staff';
import { asOwner } from './guard';

export const portalPeopleEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /portal/people'], async ({ db, headers }) => asOwner(db.kysely, headers, async (member, kysely) => ok({
    people: await peopleOf(kysely, { shopId: member.shopId }, member.staffId),
  }))),

  endpoint(CALLS['POST /portal/people'], async ({ db, headers, body }) => asOwner(db.kysely, headers, async (member, kysely) => {
    const owner = (await findStaffById(kysely, member.staffId!))!;
    const outcome = await invitePerson(kysely, owner, { shopId: member.shopId }, 'shop_staff', body);
    if (!outcome.ok && 'refusedCode' in outcome) return freshCodeRefusal(outcome.refusedCode);
    if (!outcome.ok) return { status: outcome.status, body: { error: outcome.status === 409 ? 'conflict' : 'bad_request', field: outcome.field, message: outcome.message } };
    return created({ id: outcome.id, expiresAt: outcome.expiresAt });
  })),

  endpoint(CALLS['POST /portal/people/:staffId/removal'], async ({ db, headers, params, body }) => asOwner(db.kysely, headers, async (member, kysely) => {
    const owner = (await findStaffById(kysely, member.staffId!))!;
    const outcome = await removePerson(kysely, owner, { shopId: member.shopId }, ['shop_staff'], params.staffId, body.code);
    if (!outcome.ok) return 'refusedCode' in outcome ? freshCodeRefusal(outcome.refusedCode) : notFound('staff member');
    return ok({ people: await peopleOf(kysely, { shopId: member.shopId }, member.staffId) });
  })),
];
