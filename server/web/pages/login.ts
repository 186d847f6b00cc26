/**
 * /Einloggen (DE, AT): sign-in and registration forms, or who is signed in with the sign-out
 * button. redirectUrl is kept only when it is a same-site relative path. Its action signs in,
 * registers or signs out and answers 303; a refused form is shown again with its message and
 * status (400, 401, 409, 429, 503) and the e-mail typed (never the password).
 */
import { LoginPage, type LoginPageProps } from '../../../views/pages/LoginPage';
import type { AccountFormOutcome } from '../../../views/account/types';
import { loginFormSchema, readAccountNotice } from '../account/forms';
import { isSaveVehiclePath } from '../account/page-paths';
import { safeRedirectUrl } from '../account/redirect-url';
import { clearSessionCookie, setSessionCookie } from '../account/session-cookie';
import { currentUser, register, signIn, signOut, type CredentialsAnswer } from '../account/user-calls';
import type { PageLoader } from './types';
import { defineScreen } from './screen';
import { pageView } from '../../../views/render/page-view';

/** A refused form and the redirectUrl it carried. */
type LoginOutcome = AccountFormOutcome & { redirectUrl: string };

export const loadLogin: PageLoader<'Login', LoginOutcome> = async ({ t, marketplace, upstreamHeaders, query, locale, outcome }) => {
  const redirectUrl = safeRedirectUrl(outcome ? outcome.redirectUrl : query.redirectUrl);
  const user = outcome ? null : await currentUser(marketplace, upstreamHeaders);
  const props: LoginPageProps = {
    user,
    redirectUrl,
    saveHint: redirectUrl !== null && isSaveVehiclePath(redirectUrl, locale),
    outcome,
    notice: readAccountNotice(query.notice),
  };
  return {
    kind: 'page',
    status: outcome?.status ?? 200,
    head: { title: t('account.login.title'), noindex: true },
    view: pageView(LoginPage, props),
    personal: true,
  };
};

const STATUS: Record<Exclude<CredentialsAnswer['kind'], 'ok'>, number> = {
  invalidField: 400,
  invalidCredentials: 401,
  emailTaken: 409,
  throttled: 429,
  busy: 429,
  unavailable: 503,
};

export const loginScreen = defineScreen({
  page: 'Login',
  load: loadLogin,
  action: {
    form: { limit: '4kb', parameterLimit: 10 },
    async run({ body, request, response, marketplace, upstreamHeaders: headers, link }) {
      const posted = typeof body?.redirectUrl === 'string' ? body.redirectUrl : '';
      const refuse = (outcome: AccountFormOutcome) => ({ kind: 'outcome' as const, outcome: { ...outcome, redirectUrl: posted } });
      const parsed = body === null ? null : loginFormSchema.safeParse(body);
      if (!parsed?.success) return refuse({ form: 'signIn', error: 'invalidField', field: String(parsed?.error.issues[0]?.path[0] ?? 'form'), status: 400 });
      const { action, email, password, redirectUrl } = parsed.data;
      if (action === 'signOut') {
        await signOut(marketplace, headers);
        clearSessionCookie(request, response);
        return { kind: 'redirect', location: link('Login', {}, { notice: 'signedOut' }) };
      }
      const address = request.ip ?? 'unknown';
      const answer = action === 'signIn' ? await signIn(marketplace, headers, address, { email, password }) : await register(marketplace, headers, address, { email, password });
      if (answer.kind === 'ok') {
        setSessionCookie(request, response, answer.sid);
        return { kind: 'redirect', location: safeRedirectUrl(redirectUrl) ?? link('SavedVehicles', {}, { notice: action === 'signIn' ? 'signedIn' : 'registered' }) };
      }
      if (answer.kind === 'throttled' || answer.kind === 'busy') response.set('retry-after', String(answer.retryAfterSeconds));
      return refuse({
        form: action,
        // Turned away unchecked: the form says the sign-in is not possible just now.
        error: answer.kind === 'busy' ? 'unavailable' : answer.kind,
        field: answer.kind === 'invalidField' ? answer.field : undefined,
        email: email.slice(0, 254),
        retryAfterMinutes: answer.kind === 'throttled' ? Math.max(1, Math.ceil(answer.retryAfterSeconds / 60)) : undefined,
        status: STATUS[answer.kind],
      });
    },
  },
});
