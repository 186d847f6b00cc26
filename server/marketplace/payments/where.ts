/** The payment rules' inputs for a request: the edition's country, the delivery country, the configured provider. */
import { DEFAULT_LOCALE, EDITIONS, deliveryCountryFor, isLocale } from '../../../locales/editions';
import { CONTEXT_HEADERS, type EndpointContext } from '../http/endpoint';
import type { MethodsWhere } from './methods';
import type { PaymentProvider } from './provider';

export function methodsWhere(headers: EndpointContext['headers'], provider: PaymentProvider | null): MethodsWhere {
  const locale = headers[CONTEXT_HEADERS.locale];
  const edition = EDITIONS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return {
    editionCountry: edition.country,
    deliveryCountry: deliveryCountryFor(headers[CONTEXT_HEADERS.deliveryCountry], edition.locale),
    provider: provider?.methods ?? [],
  };
}
