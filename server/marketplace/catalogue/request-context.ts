/** Reads the context headers the web tier passes: locale (-> catalogue language) and delivery country. */
import { DEFAULT_LOCALE, EDITIONS, deliveryCountryFor, isLocale, type Edition } from '../../../locales/editions';
import { CONTEXT_HEADERS, type MarketplaceRequest } from '../http/endpoint';

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
