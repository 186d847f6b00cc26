/**
 * The portal's calls to the marketplace, with the member's sign-in from the portal cookie. The
 * answer keeps its status (a 401 sends the member to sign in, a 404 is another shop's or no import).
 */
import type { Request } from 'express';
import { COOKIES, type Locale } from '../../../locales/editions';
import { CONTEXT_HEADERS, PORTAL_HEADER, STAFF_SESSION_HEADER } from '../../../contract/headers';
import type { CallName, CallOf } from '../../../contract/calls/index';
import type { AnswerOf } from '../../../contract/call';
import type { CallInput, MarketplaceClient } from '../marketplace-client';
import { staffTokenOf } from '../staff/cookie';

export type PortalAnswer<N extends CallName> =
  | { ok: true; status: number; body: AnswerOf<CallOf<N>> }
  | { ok: false; status: number; field?: string; message?: string };

export function portalCaller(marketplace: MarketplaceClient) {
  return async function portalCall<N extends CallName>(req: Request, name: N, input: CallInput = {}, locale: Locale = 'de-DE'): Promise<PortalAnswer<N>> {
    const headers = { [PORTAL_HEADER]: req.cookies?.[COOKIES.portal] as string | undefined, [STAFF_SESSION_HEADER]: staffTokenOf(req), [CONTEXT_HEADERS.locale]: locale };
    const outcome = await marketplace.attempt(name, input, headers);
    if (outcome.ok) return { ok: true, status: outcome.status, body: outcome.answer };
    const { field, message } = outcome.problem as { field?: unknown; message?: unknown };
    return { ok: false, status: outcome.status, field: typeof field === 'string' ? field : undefined, message: typeof message === 'string' ? message : undefined };
  };
}
