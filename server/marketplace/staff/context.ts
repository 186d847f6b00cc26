/**
 * Who calls: the staff session the web tier passes in its header, and the roles a call allows.
 * Every staff call but the sign-in's first step and the invitation's goes through `staffOnly`.
 */
import type { Call } from '../../../contract/call';
import { STAFF_SESSION_HEADER } from '../../../contract/headers';
import type { StaffRole } from '../../../contract/calls/staff';
import type { Answered, EndpointContext, Refusal, RequestScope } from '../http/endpoint';
import { staffSession, type StaffRow, type StaffSession } from './repository';

export const staffNotSignedIn: Refusal = { status: 401, body: { error: 'not_signed_in', message: 'sign in to the desk first' } };
export const staffForbidden: Refusal = { status: 403, body: { error: 'forbidden', message: 'not allowed for this role' } };

/** The session of the call's staff header, at any stage. */
export async function callingSession(ctx: RequestScope): Promise<StaffSession | undefined> {
  return staffSession(ctx.db.kysely, ctx.headers[STAFF_SESSION_HEADER]);
}

type Handler<C extends Call> = (ctx: EndpointContext<C> & { staff: StaffRow }) => Answered<C> | Promise<Answered<C>>;

/** Runs the handler for a signed-in (both steps) staff member in one of the roles; else 401 or 403. */
export function staffOnly<C extends Call>(roles: readonly StaffRole[], handler: Handler<C>): (ctx: EndpointContext<C>) => Promise<Answered<C>> {
  return async (ctx) => {
    const session = await callingSession(ctx);
    if (!session || session.stage !== 'signed_in') return staffNotSignedIn;
    if (!roles.includes(session.staff.role as StaffRole)) return staffForbidden;
    return handler({ ...ctx, staff: session.staff });
  };
}
