/**
 * The marketplace's calls as the desk and the shops' portal make them: by the call's name, with the
 * staff session header, and with the status kept (a form needs to tell 400 naming a field from
 * 401, 403 or 404). A 2xx answer is read with the call's schema (the client's attempt).
 */
import type { Request } from 'express';
import type { AnswerOf } from '../../../contract/call';
import type { CallName, CallOf } from '../../../contract/calls/index';
import { CLIENT_ADDRESS_HEADER, CONTEXT_HEADERS, STAFF_SESSION_HEADER } from '../../../contract/headers';
import type { Problem } from '../../../contract/wire';
import type { MarketplaceClient, CallInput } from '../marketplace-client';
import { staffTokenOf } from './cookie';

export type StaffAnswer<N extends CallName> =
  | { ok: true; status: number; answer: AnswerOf<CallOf<N>> }
  | { ok: false; status: number; problem: Problem };

/** The headers of a staff member's call: the session, the locale of their pages, and their address (sign-in throttling). */
export function staffHeadersOf(req: Request, locale: string, token = staffTokenOf(req)): Record<string, string | undefined> {
  return { [STAFF_SESSION_HEADER]: token, [CONTEXT_HEADERS.locale]: locale, [CLIENT_ADDRESS_HEADER]: req.ip ?? 'unknown' };
}

export async function staffCall<N extends CallName>(marketplace: MarketplaceClient, name: N, input: CallInput, headers: Record<string, string | undefined>): Promise<StaffAnswer<N>> {
  return marketplace.attempt(name, input, headers);
}
