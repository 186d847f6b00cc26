/**
 * The guard of every staff page (desk, shops' portal): who is signed in, by the signed staff
 * cookie and the marketplace's answer, and whether their role may use the page. Nobody signed in:
 * a page asked for is answered with the way to the sign-in (303), anything else 401; a role that
 * may not: 403. The marketplace checks the role again on every call.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { StaffMember, StaffRole } from '../../../contract/calls/staff';
import type { MarketplaceClient } from '../marketplace-client';
import { staffHeadersOf } from './calls';
import { clearStaffCookie, staffTokenOf } from './cookie';

export interface StaffLocals {
  staff: StaffMember;
  /** The signed-in session's token, for the calls the page makes. */
  staffToken: string;
}

export function staffOf(res: Response): StaffLocals {
  return res.locals as unknown as StaffLocals;
}

export interface GuardOptions {
  /** Where someone not signed in is sent (with ?next= the page asked for). */
  signInPath: string;
  /** How a refusal is answered (a page in the staff member's language); plain text by default. */
  refuse?: (req: Request, res: Response, status: 401 | 403) => void;
}

function plainRefusal(_req: Request, res: Response, status: 401 | 403): void {
  res.status(status).type('text/plain').send(status === 401 ? 'Sign in first.' : 'Not allowed for your role.');
}

/**
 * The staff member of the request when their role may use the page; undefined when the way to the
 * sign-in or the refusal was answered instead.
 */
export async function staffFor(marketplace: MarketplaceClient, roles: readonly StaffRole[], options: GuardOptions, req: Request, res: Response): Promise<StaffLocals | undefined> {
  const refuse = options.refuse ?? plainRefusal;
  const token = staffTokenOf(req);
  const me = token ? await marketplace.attempt('GET /staff/me', {}, staffHeadersOf(req, 'de-DE', token)) : undefined;
  if (!token || !me?.ok) {
    if (me && me.status === 401) clearStaffCookie(req, res);
    if (me && me.status >= 500) throw new Error(`staff sign-in check failed with ${me.status}`);
    if (req.method === 'GET' || req.method === 'HEAD') {
      res.set('cache-control', 'no-store').redirect(303, `${options.signInPath}?next=${encodeURIComponent(req.originalUrl)}`);
      return undefined;
    }
    refuse(req, res, 401);
    return undefined;
  }
  if (!roles.includes(me.answer.staff.role)) {
    refuse(req, res, 403);
    return undefined;
  }
  const locals: StaffLocals = { staff: me.answer.staff, staffToken: token };
  Object.assign(res.locals, locals);
  return locals;
}

/**
 * Every staff page: never stored by a browser or proxy, never indexed, its address never sent to
 * another site (same-origin: its own forms still carry their Origin, which plain http needs).
 */
export const staffPageHeaders: RequestHandler = (_req, res, next) => {
  res.set({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'same-origin' });
  next();
};
