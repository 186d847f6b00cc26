/**
 * The portal's calls to the marketplace, with the member's sign-in from the portal cookie. The
 * answer keeps its status (a 401 sends the member to sign in, a 404 is another shop's or no import).
 */
import type { Request } from 'express';
import { COOKIES, type Locale } from '../../../locales/editions';
import { CONTEXT_HEADERS, PORTAL_HEADER, STAFF_SESSION_HEADER } from '../../../contract/headers';
import { CALLS, type CallName, type CallOf } from '../../../contract/calls/index';
import { readAnswer, type AnswerOf } from '../../../contract/call';
import { pathOf, type CallInput, type MarketplaceClient } from '../marketplace-client';
import { staffTokenOf } from '../staff/cookie';

export type PortalAnswer<N extends CallName> =
  | { ok: true; status: number; body: AnswerOf<CallOf<N>> }
  | { ok: false; status: number; field?: string; message?: string };

export function portalCaller(marketplace: MarketplaceClient) {
  return async function portalCall<N extends CallName>(req: Request, name: N, input: CallInput = {}, locale: Locale = 'de-DE'): Promise<PortalAnswer<N>> {
    const call = CALLS[name];
    const headers = { [PORTAL_HEADER]: req.cookies?.[COOKIES.portal] as string | undefined, [STAFF_SESSION_HEADER]: staffTokenOf(req), [CONTEXT_HEADERS.locale]: locale };
    const answer = await marketplace.call({ method: call.method, path: pathOf(name, input.params), query: input.query ?? {}, body: input.body, headers });
    if (answer.status >= 200 && answer.status < 300) return { ok: true, status: answer.status, body: readAnswer(call, answer.body, (message) => req.log?.warn(message)) as AnswerOf<CallOf<N>> };
    const problem = (answer.body ?? {}) as { field?: unknown; message?: unknown };
    return { ok: false, status: answer.status, field: typeof problem.field === 'string' ? problem.field : undefined, message: typeof problem.message === 'string' ? problem.message : undefined };
  };
}
