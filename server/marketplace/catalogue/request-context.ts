/** Reads the context headers the web tier passes: locale (-> catalogue language) and delivery country. */
import { DEFAULT_DELIVERY_COUNTRY, DEFAULT_LOCALE, EDITIONS, isDeliveryCountry, isLocale, type Edition } from '../../../locales/editions';
import { CONTEXT_HEADERS, type MarketplaceRequest } from '../http/endpoint';

export interface RequestContext {
  edition: Edition;
  langNo: number;
  deliveryCountry: string;
}

/** Unknown locales and countries fall back to the defaults (spec 5: unsupported country is ignored). */
export function requestContext(headers: MarketplaceRequest['headers']): RequestContext {
  const locale = headers[CONTEXT_HEADERS.locale];
  const edition = EDITIONS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const country = headers[CONTEXT_HEADERS.deliveryCountry];
  return { edition, langNo: edition.langNo, deliveryCountry: country && isDeliveryCountry(country) ? country.toUpperCase() : DEFAULT_DELIVERY_COUNTRY };
}
