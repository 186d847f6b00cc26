/** Sign-in and registration side by side, or, when signed in, who is signed in and where to go. */
import type { AccountFormOutcome } from '../account/types';
import type { AccountNotice } from '../account/types';
import { AccountMessages } from '../account/AccountMessages';
import { CredentialsForm } from '../account/CredentialsForm';
import { SignOutForm } from '../account/SignOutForm';
import { useShop } from '../context';

export interface LoginPageProps {
  user: { email: string } | null;
  redirectUrl: string | null;
  /** The visitor came from the save path: say why signing in is needed. */
  saveHint: boolean;
  outcome?: AccountFormOutcome;
  notice?: AccountNotice;
}

export function LoginPage({ user, redirectUrl, saveHint, outcome, notice }: LoginPageProps) {
  const { t, link } = useShop();
  const action = link('Login', {});
  if (user) {
    return (
      <section className="account">
        <h1>{t('account.login.signedInHeading')}</h1>
        <p>{t('account.login.signedInAs', { email: user.email })}</p>
        <p><a className="button" href={redirectUrl ?? link('SavedVehicles', {})}>{redirectUrl ? t('account.login.continue') : t('account.vehicles.heading')}</a></p>
        <p><a href={link('Orders', {})}>{t('account.orders.link')}</a></p>
        <SignOutForm />
      </section>
    );
  }
  return (
    <section className="account">
      <h1>{t('account.login.heading')}</h1>
      <AccountMessages alerts={saveHint ? [t('account.save.loginHint')] : []} statuses={notice === 'signedOut' ? [t('account.notice.signedOut')] : []} />
      <div className="account-forms">
        <CredentialsForm kind="signIn" action={action} redirectUrl={redirectUrl} outcome={outcome?.form === 'signIn' ? outcome : undefined} />
        <CredentialsForm kind="register" action={action} redirectUrl={redirectUrl} outcome={outcome?.form === 'register' ? outcome : undefined} />
      </div>
    </section>
  );
}
