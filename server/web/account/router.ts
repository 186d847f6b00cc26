/**
 * The accounts' no-JS write path, mounted after the edition middleware and before the page
 * handler: POSTs to the login page (sign in, register, sign out), to the saved-vehicles page
 * (remove) and to the save path (save). Success answers 303 (Post/Redirect/Get); a rejected form
 * goes on to the page loader, which shows it again with the message. CSRF: the same-origin check
 * in security/ runs before this router for every POST.
 */
import express, { type Request, type Response, type Router } from 'express';
import type { MarketplaceClient } from '../marketplace-client';
import { done, linkTo, routeOf } from '../form-routes';
import { localsOf, upstreamHeadersOf } from '../request-context';
import type { PageName, PageParams } from '../routes/table';
import { rememberOutcome, type AccountForm } from './form-outcome';
import { loginFormSchema, savedVehiclesFormSchema, type AccountNotice } from './forms';
import { requestPath } from './page-paths';
import { safeRedirectUrl } from './redirect-url';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { changeSavedVehicle, register, signIn, signOut, type CredentialsAnswer } from './user-calls';

const ACCOUNT_PAGES: ReadonlySet<PageName> = new Set(['Login', 'SavedVehicles', 'SaveVehicle']);

function withNotice(res: Response, notice: AccountNotice): string {
  return linkTo(res, 'SavedVehicles', {}, { notice });
}

const STATUS: Record<Exclude<CredentialsAnswer['kind'], 'ok'>, number> = {
  invalidField: 400,
  invalidCredentials: 401,
  emailTaken: 409,
  throttled: 429,
  busy: 429,
  unavailable: 503,
};

export function accountRouter(marketplace: MarketplaceClient): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 });

  router.use((req, res, next) => {
    if (req.method !== 'POST') return next();
    const route = routeOf(req, res);
    if (!route || !ACCOUNT_PAGES.has(route.page)) return next();
    form(req, res, async (error?: unknown) => {
      try {
        const { locale } = localsOf(res);
        const headers = upstreamHeadersOf(req, locale);
        const reject = (formName: AccountForm, field: string) => {
          rememberOutcome(req, { form: formName, error: 'invalidField', field, status: 400 });
          next();
        };

        if (route.page === 'SaveVehicle') {
          const modelId = (route.params as PageParams['SaveVehicle']).modelId;
          const result = await changeSavedVehicle(marketplace, headers, 'save', modelId);
          if (result === 'done') return done(res, withNotice(res, 'saved'));
          if (result === 'signedOut') return done(res, linkTo(res, 'Login', {}, { redirectUrl: requestPath(req.originalUrl) }));
          if (result === 'unknownModel') return next(); // the page answers 404
          return done(res, linkTo(res, 'SaveVehicle', { modelId }, { notice: 'notSaved' }));
        }

        if (route.page === 'SavedVehicles') {
          const parsed = error ? null : savedVehiclesFormSchema.safeParse(req.body ?? {});
          if (!parsed?.success) return reject('vehicles', 'modelId');
          const result = await changeSavedVehicle(marketplace, headers, 'remove', parsed.data.modelId);
          if (result === 'signedOut') return done(res, linkTo(res, 'Login', {}, { redirectUrl: linkTo(res, 'SavedVehicles', {}) }));
          return done(res, withNotice(res, result === 'done' ? 'removed' : 'notSaved'));
        }

        const parsed = error ? null : loginFormSchema.safeParse(req.body ?? {});
        if (!parsed?.success) return reject('signIn', String(parsed?.error.issues[0]?.path[0] ?? 'form'));
        const { action, email, password, redirectUrl } = parsed.data;
        if (action === 'signOut') {
          await signOut(marketplace, headers);
          clearSessionCookie(req, res);
          return done(res, linkTo(res, 'Login', {}, { notice: 'signedOut' }));
        }
        const answer = action === 'signIn'
          ? await signIn(marketplace, headers, req.ip ?? 'unknown', { email, password })
          : await register(marketplace, headers, req.ip ?? 'unknown', { email, password });
        if (answer.kind === 'ok') {
          setSessionCookie(req, res, answer.sid);
          const target = safeRedirectUrl(redirectUrl) ?? withNotice(res, action === 'signIn' ? 'signedIn' : 'registered');
          return done(res, target);
        }
        if (answer.kind === 'throttled' || answer.kind === 'busy') res.set('retry-after', String(answer.retryAfterSeconds));
        rememberOutcome(req, {
          form: action,
          // Turned away unchecked: the form says the sign-in is not possible just now.
          error: answer.kind === 'busy' ? 'unavailable' : answer.kind,
          field: answer.kind === 'invalidField' ? answer.field : undefined,
          email: email.slice(0, 254),
          retryAfterMinutes: answer.kind === 'throttled' ? Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)) : undefined,
          status: STATUS[answer.kind],
        });
        next();
      } catch (failure) {
        next(failure);
      }
    });
  });

  return router;
}
