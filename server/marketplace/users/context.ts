/** What an account call needs to know: is this a German-language edition, who is signed in, from where. */
import { EDITIONS, isLocale } from '../../../locales/editions';
import { CONTEXT_HEADERS, notFound, type EndpointContext, type Refusal, type RequestScope } from '../http/endpoint';
import { rawSessionId, sessionExists } from '../session';
import { userOfSession, type SessionUser } from './repository';

/**
 * The visitor's address, set by the web tier's account router only. The /api proxy never passes
 * it, so sign-in through the public proxy is refused (400) and cannot dodge the per-address limit.
 */
export { CLIENT_ADDRESS_HEADER } from '../../../contract/headers';

/** Accounts exist only where the edition has them ; elsewhere the calls do not exist. */
export function accountsUnavailable(ctx: Pick<EndpointContext, 'headers'>): Refusal | null {
  const locale = ctx.headers[CONTEXT_HEADERS.locale];
  return isLocale(locale) && EDITIONS[locale].accounts ? null : notFound('endpoint');
}

export const notSignedIn: Refusal = { status: 401, body: { error: 'not_signed_in', message: 'sign in first' } };

export async function signedInUser(ctx: RequestScope): Promise<SessionUser | undefined> {
  // An expired session signs nobody in, even before the purge has removed it.
  const sid = rawSessionId(ctx);
  return (await sessionExists(ctx.db.kysely, sid)) ? userOfSession(ctx.db.kysely, sid) : undefined;
}
