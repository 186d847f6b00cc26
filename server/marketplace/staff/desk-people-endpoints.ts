/**
 * The desk's people: the operator's alone. Support and operator accounts listed, invited (mailed
 * link) and removed, each confirmed with a fresh code of the operator's second factor and written
 * to the audit log. Shops' people are invited from the shop's page of the desk and the portal.
 */
import { CALLS } from '../../../contract/calls/index';
import type { StaffRole } from '../../../contract/calls/staff';
import { badRequest, created, endpoint, notFound, ok, type Endpoint } from '../http/endpoint';
import { freshCodeRefusal } from './fresh-code';
import { staffOnly } from './context';
import { invitePerson, peopleOf, removePerson } from './people';

const DESK_ROLES: readonly StaffRole[] = ['support', 'operator'];
const DESK = { desk: true } as const;
type CallNamed<N extends keyof typeof CALLS> = (typeof CALLS)[N];

export const deskPeopleEndpoints: Endpoint[] = [
  endpoint(CALLS['GET /desk/people'], staffOnly<CallNamed<'GET /desk/people'>>(['operator'], async (ctx) => ok({ people: await peopleOf(ctx.db.kysely, DESK, ctx.staff.id) }))),

  endpoint(CALLS['POST /desk/people'], staffOnly<CallNamed<'POST /desk/people'>>(['operator'], async (ctx) => {
    const role = ctx.body.role as StaffRole;
    if (!DESK_ROLES.includes(role)) return badRequest('role', 'support or operator');
    const outcome = await invitePerson(ctx.db.kysely, ctx.staff, DESK, role, ctx.body);
    if (!outcome.ok && 'refusedCode' in outcome) return freshCodeRefusal(outcome.refusedCode);
    if (!outcome.ok) return { status: outcome.status, body: { error: outcome.status === 409 ? 'conflict' : 'bad_request', field: outcome.field, message: outcome.message } };
    return created({ id: outcome.id, expiresAt: outcome.expiresAt });
  })),

  endpoint(CALLS['POST /desk/people/:staffId/removal'], staffOnly<CallNamed<'POST /desk/people/:staffId/removal'>>(['operator'], async (ctx) => {
    const outcome = await removePerson(ctx.db.kysely, ctx.staff, DESK, DESK_ROLES, ctx.params.staffId, ctx.body.code);
    if (!outcome.ok) return 'refusedCode' in outcome ? freshCodeRefusal(outcome.refusedCode) : notFound('staff member');
    return ok({ people: await peopleOf(ctx.db.kysely, DESK, ctx.staff.id) });
  })),
];
