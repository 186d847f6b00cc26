/** Builds what views and loaders know about one request, from the edition decision and cookies. */
import type { Request, Response } from 'express';
import { COOKIES, EDITIONS, deliveryCountryFor, type Locale } from '../../../locales/editions';
import { translatorFor } from '../../../locales/i18n';
import type { i18n as I18n } from 'i18next';
import type { ShopContextValue } from '../../../views/context';
import { environmentFromHost, type Config } from '../../config/config';
import { CONTEXT_HEADERS } from '../../../contract/headers';
import { pathFor, routeName, type PageName, type PageParams } from '../routes/table';

export interface EditionLocals {
  locale: Locale;
  /** False when the edition is served on its own host without a path prefix. */
  prefixed: boolean;
  routeName?: string;
}

export function localsOf(res: Response): EditionLocals {
  return res.locals as EditionLocals;
}

/** The chosen delivery country (cookie), else the edition's country. */
export function deliveryCountryOf(req: Request, locale: Locale): string {
  return deliveryCountryFor(req.cookies?.[COOKIES.deliveryCountry], locale);
}

export function upstreamHeadersOf(req: Request, locale: Locale): Record<string, string | undefined> {
  return {
    [CONTEXT_HEADERS.session]: req.cookies?.[COOKIES.session],
    [CONTEXT_HEADERS.deliveryCountry]: deliveryCountryOf(req, locale),
    [CONTEXT_HEADERS.locale]: locale,
  };
}

export function originOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function shopContextFor(req: Request, res: Response, config: Config, i18n: I18n): ShopContextValue {
  const { locale, prefixed } = localsOf(res);
  const link = <P extends PageName>(page: P, params: PageParams[P], options = {}) =>
    pathFor(routeName(page, locale) as `${P}___${Locale}`, params, { prefix: prefixed, ...options });
  const linkIn = <P extends PageName>(target: Locale, page: P, params: PageParams[P], options = {}) =>
    pathFor(routeName(page, target) as `${P}___${Locale}`, params, options);
  return {
    locale,
    edition: EDITIONS[locale],
    t: translatorFor(i18n, locale),
    link,
    linkIn,
    environment: config.SPAREO_ENV ?? environmentFromHost(req.get('host')),
    deliveryCountry: deliveryCountryOf(req, locale),
    origin: originOf(req),
  };
}
