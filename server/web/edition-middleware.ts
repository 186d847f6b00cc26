/** Thin wrapper around decideEdition(): detection by i18next-http-middleware, cookie on explicit choice. */
import type { RequestHandler } from 'express';
import type { i18n as I18n } from 'i18next';
import { LanguageDetector } from 'i18next-http-middleware';
import { COOKIES, DEFAULT_LOCALE, LOCALE_COOKIE_DAYS, isLocale, type Locale } from '../../locales/editions';
import type { Config } from '../config/config';
import { decideEdition } from './routes/edition-router';

export function createLocaleDetector(i18n: I18n) {
  const detector = new LanguageDetector(i18n.services, { order: ['cookie', 'header'], lookupCookie: COOKIES.locale, caches: false }, { fallbackLng: DEFAULT_LOCALE });
  /** Locale cookie, then Accept-Language, then de-DE. */
  return (req: Parameters<typeof detector.detect>[0]): Locale => {
    const found = detector.detect(req, {} as never, ['cookie', 'header']);
    const value = Array.isArray(found) ? found[0] : found;
    return isLocale(value) ? value : DEFAULT_LOCALE;
  };
}

export function editionMiddleware(config: Config, i18n: I18n): RequestHandler {
  const detect = createLocaleDetector(i18n);
  return (req, res, next) => {
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const decision = decideEdition({
      path: req.path,
      search,
      host: req.hostname,
      preferred: detect(req),
      hostEditions: config.EDITION_HOSTS,
      method: req.method,
    });
    if (decision.kind === 'redirect') {
      res.redirect(decision.status, decision.location);
      return;
    }
    res.locals.locale = decision.locale;
    res.locals.prefixed = decision.prefixed;
    res.locals.editionPath = decision.path;
    if (decision.remember && req.cookies?.[COOKIES.locale] !== decision.locale) {
      res.cookie(COOKIES.locale, decision.locale, { maxAge: LOCALE_COOKIE_DAYS * 86_400_000, path: '/', sameSite: 'lax', secure: req.secure });
    }
    next();
  };
}
