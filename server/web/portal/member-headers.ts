/**
 * The headers of the portal's calls to the marketplace: the member's sign-in from the portal cookie
 * (or a staff member's), and the language its refusals are worded in. The portal calls the client's
 * `attempt`, whose outcome keeps the status: a 401 sends the member to sign in, a 404 is another
 * shop's or no import.
 */
import type { Request } from 'express';
import { COOKIES, type Locale } from '../../../locales/editions';
import { CONTEXT_HEADERS, PORTAL_HEADER, STAFF_SESSION_HEADER } from '../../../contract/headers';
import type { CallName } from '../../../contract/calls/index';
import type { CallInput, Outcome } from '../marketplace-client';
import { staffTokenOf } from '../staff/cookie';

/** A portal call of one request: the client's `attempt` with the member's headers. */
export type PortalCall = <N extends CallName>(name: N, input?: CallInput, locale?: Locale) => Promise<Outcome<N>>;

export function memberHeaders(req: Request, locale: Locale = 'de-DE'): Record<string, string | undefined> {
  return { [PORTAL_HEADER]: req.cookies?.[COOKIES.portal] as string | undefined, [STAFF_SESSION_HEADER]: staffTokenOf(req), [CONTEXT_HEADERS.locale]: locale };
}
