/**
 * Delivery country without JS: GET shows the country grid as one form with a
 * button per country; POST to the same path stores the cookie (SameSite strict, path /) when the
 * code is supported and redirects to a same-site relative returnTo.
 */
import express, { type RequestHandler } from 'express';
import { COOKIES, DELIVERY_COUNTRIES, isDeliveryCountry, type Locale } from '../../../locales/editions';
import { DeliveryCountryPage } from '../../../views/pages/DeliveryCountryPage';
import { matchRoute, pathFor } from '../routes/table';
import type { PageLoader } from './types';
import { regionName, sortedRegions } from '../../../views/intl';
import { defineScreen } from './screen';

const COOKIE_DAYS = 365;

/** Only a path on this site: starts with one slash, no scheme-relative "//" or backslash tricks. */
export function safeReturnTo(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
}

export const loadDeliveryCountry: PageLoader<'DeliveryCountry'> = async ({ t, link, query, deliveryCountry, locale }) => {
  const countries = sortedRegions(locale, DELIVERY_COUNTRIES).map((code) => ({ code, name: regionName(locale, code) }));
  return {
    kind: 'page',
    head: { title: t('deliveryCountry.title'), noindex: true },
    component: DeliveryCountryPage,
    props: {
      action: link('DeliveryCountry', {}),
      returnTo: safeReturnTo(query.returnTo, link('Home', {})),
      current: deliveryCountry,
      countries,
    },
  };
};

/** POST handler, mounted before the page handler; other methods and paths pass through. */
export function deliveryCountryPost(): RequestHandler {
  const body = express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 });
  return (req, res, next) => {
    if (req.method !== 'POST') return next();
    const locale = res.locals.locale as Locale | undefined;
    const path = (res.locals.editionPath as string | undefined) ?? req.path;
    if (!locale || matchRoute(path, locale)?.page !== 'DeliveryCountry') return next();
    body(req, res, (error?: unknown) => {
      if (error) return next(error);
      const form = (req.body ?? {}) as Record<string, unknown>;
      const home = pathFor(`Home___${locale}`, {}, { prefix: res.locals.prefixed !== false }) || '/';
      const country = form.country;
      if (isDeliveryCountry(country)) {
        res.cookie(COOKIES.deliveryCountry, country.toUpperCase(), {
          path: '/',
          sameSite: 'strict',
          maxAge: COOKIE_DAYS * 86_400_000,
          secure: req.secure,
        });
      }
      // An unsupported code changes nothing and still returns the shopper.
      res.redirect(303, safeReturnTo(form.returnTo, home));
    });
  };
}

export const deliveryCountryScreen = defineScreen({ page: 'DeliveryCountry', route: { pattern: (w) => `/${w.deliveryCountry}` }, load: loadDeliveryCountry });
