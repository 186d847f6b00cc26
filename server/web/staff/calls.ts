/**
 * The headers of the desk's and the portal's calls to the marketplace (made with the client's
 * attempt, which keeps the status: a form tells 400 naming a field from 401, 403 or 404).
 */
import type { Request } from 'express';
import { CLIENT_ADDRESS_HEADER, CONTEXT_HEADERS, STAFF_SESSION_HEADER } from '../../../contract/headers';
import { staffTokenOf } from './cookie';

/** The headers of a staff member's call: the session, the locale of their pages, and their address (sign-in throttling). */
export function staffHeadersOf(req: Request, locale: string, token = staffTokenOf(req)): Record<string, string | undefined> {
  return { [STAFF_SESSION_HEADER]: token, [CONTEXT_HEADERS.locale]: locale, [CLIENT_ADDRESS_HEADER]: req.ip ?? 'unknown' };
}
