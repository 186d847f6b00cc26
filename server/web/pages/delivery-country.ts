/**
 * Delivery country without JS: GET shows the country grid as one form with a
 * button per country; its action stores the cookie (SameSite strict, path /) when the code is
 * supported and answers 303 to a same-site relative returnTo.
 */
import { COOKIES, DELIVERY_COUNTRIES, isDeliveryCountry } from '../../../locales/editions';
import { DeliveryCountryPage } from '../../../views/pages/DeliveryCountryPage';
import type { PageLoader } from './types';
import { regionName, sortedRegions } from '../../../views/intl';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';
import { safeReturnTo } from '../visitor/return-to';

const COOKIE_DAYS = 365;

export const loadDeliveryCountry: PageLoader<'DeliveryCountry'> = async ({ t, link, query, deliveryCountry, locale }) => {
  const countries = sortedRegions(locale, DELIVERY_COUNTRIES).map((code) => ({ code, name: regionName(locale, code) }));
  return {
    kind: 'page',
    head: { title: t('deliveryCountry.title'), noindex: true },
    view: pageView(DeliveryCountryPage, {
      action: link('DeliveryCountry', {}),
      returnTo: safeReturnTo(query.returnTo, link('Home', {})),
      current: deliveryCountry,
      countries,
    }),
  };
};

export const deliveryCountryScreen = defineScreen({
  page: 'DeliveryCountry',
  load: loadDeliveryCountry,
  action: {
    form: { limit: '2kb', parameterLimit: 10 },
    async run({ body, request, response, link }) {
      if (body === null) throw Object.assign(new Error('delivery country form too large'), { status: 413 });
      const country = body.country;
      if (isDeliveryCountry(country)) {
        response.cookie(COOKIES.deliveryCountry, country.toUpperCase(), { path: '/', sameSite: 'strict', maxAge: COOKIE_DAYS * 86_400_000, secure: request.secure });
      }
      // An unsupported code changes nothing and still returns the shopper.
      return { kind: 'redirect', location: safeReturnTo(body.returnTo, link('Home', {}) || '/') };
    },
  },
});
