/**
 * /Einloggen (DE, AT): sign-in and registration forms, or who is signed in with the sign-out
 * button. redirectUrl is kept only when it is a same-site relative path. A form the POST router
 * rejected is shown again with its message and status (400, 401, 409, 429, 503).
 */
import { LoginPage, type LoginPageProps } from '../../../views/pages/LoginPage';
import { outcomeOf } from '../account/form-outcome';
import { readAccountNotice } from '../account/forms';
import { isSaveVehiclePath } from '../account/page-paths';
import { safeRedirectUrl } from '../account/redirect-url';
import { currentUser } from '../account/user-calls';
import type { PageLoader } from './types';
import { defineScreen } from './screen';

export const loadLogin: PageLoader<'Login'> = async ({ t, marketplace, upstreamHeaders, query, request, locale }) => {
  const outcome = outcomeOf(request);
  const posted = (request.body as { redirectUrl?: unknown } | undefined)?.redirectUrl;
  const redirectUrl = safeRedirectUrl(outcome ? posted : query.redirectUrl);
  const user = outcome ? null : await currentUser(marketplace, upstreamHeaders);
  const props: LoginPageProps = {
    user,
    redirectUrl,
    saveHint: redirectUrl !== null && isSaveVehiclePath(redirectUrl, locale),
    outcome: outcome && outcome.form !== 'vehicles' ? outcome : undefined,
    notice: readAccountNotice(query.notice),
  };
  return {
    kind: 'page',
    status: outcome?.status ?? 200,
    head: { title: t('account.login.title'), noindex: true },
    component: LoginPage,
    props,
    personal: true,
  };
};

export const loginScreen = defineScreen({ page: 'Login', route: { pattern: (w) => `/${w.login}`, only: (edition) => edition.accounts }, load: loadLogin });
