/**
 * Consent settings without JavaScript: the footer's settings are a form that
 * posts here; both consent cookies are rewritten for one year, as the island writes them, and the
 * shopper goes back to the page they came from (a same-site path only). With JavaScript the
 * island saves in place and never posts.
 */
import express, { type RequestHandler } from 'express';
import { COOKIES } from '../../../locales/editions';
import { CONSENT_COOKIE_MAX_AGE_S, CONSENT_PATH, consentCookieValues, consentFromForm } from '../../../client/consent/policy';
import { safeReturnTo } from './return-to';

export { CONSENT_PATH };

export function consentPost(): RequestHandler {
  const body = express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 20 });
  return (req, res, next) => {
    body(req, res, (error?: unknown) => {
      if (error) return next(error);
      const form = (req.body ?? {}) as Record<string, unknown>;
      const { statuses, domains } = consentCookieValues(consentFromForm(form));
      const options = { path: '/', sameSite: 'lax' as const, maxAge: CONSENT_COOKIE_MAX_AGE_S * 1000, secure: req.secure };
      res.cookie(COOKIES.consent, statuses, options).cookie(COOKIES.consentDomains, domains, options);
      res.set('cache-control', 'no-store').redirect(303, safeReturnTo(form.returnTo, '/'));
    });
  };
}
