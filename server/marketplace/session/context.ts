/** What a call knows about its visitor: session, edition, delivery country and catalogue language (the web tier's context headers). */
import { DEFAULT_LOCALE, EDITIONS, deliveryCountryFor, isLocale, type Edition } from '../../../locales/editions';
import { CONTEXT_HEADERS, type EndpointContext, type MarketplaceRequest, type Refusal, type RequestScope } from '../http/endpoint';
import { sessionKnown } from './repository';

export interface RequestContext {
  edition: Edition;
  langNo: number;
  deliveryCountry: string;
}

/** An unknown locale falls back to the default edition; an unsupported country to the edition's own. */
export function requestContext(headers: MarketplaceRequest['headers']): RequestContext {
  const locale = headers[CONTEXT_HEADERS.locale];
  const edition = EDITIONS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return { edition, langNo: edition.langNo, deliveryCountry: deliveryCountryFor(headers[CONTEXT_HEADERS.deliveryCountry], edition.locale) };
}

export const unauthorized: Refusal = {
  status: 401,
  body: { error: 'no_session', message: 'a valid session is needed; call GET /api/session first' },
};

/** Delivery country from the web tier's header; without a supported one, the edition's country. */
export function deliveryCountryOf(ctx: Pick<EndpointContext, 'headers'>): string {
  const locale = ctx.headers[CONTEXT_HEADERS.locale];
  return deliveryCountryFor(ctx.headers[CONTEXT_HEADERS.deliveryCountry], isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/** Catalogue language number of the visitor's edition (titles of articles). */
export function langNoOf(ctx: Pick<EndpointContext, 'headers'>): number {
  const raw = ctx.headers[CONTEXT_HEADERS.locale];
  return isLocale(raw) ? EDITIONS[raw].langNo : 1;
}

export function rawSessionId(ctx: Pick<EndpointContext, 'headers'>): string | undefined {
  return ctx.headers[CONTEXT_HEADERS.session];
}

/** The session id when it is one the marketplace issued; otherwise the 401 to answer. */
export async function requireSession(ctx: RequestScope): Promise<{ ok: true; sid: string } | { ok: false; response: Refusal }> {
  const sid = rawSessionId(ctx);
  return sid !== undefined && (await sessionKnown(ctx.db.kysely, sid)) ? { ok: true, sid } : { ok: false, response: unauthorized };
}
