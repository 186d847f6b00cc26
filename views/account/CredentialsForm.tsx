/** Sign-in or registration: e-mail and password, posted to the login page (works without JS). */
import type { AccountFormOutcome } from './types';
import { useShop } from '../context';

export interface CredentialsFormProps {
  kind: 'signIn' | 'register';
  action: string;
  redirectUrl: string | null;
  /** The rejected attempt of this form, if any. */
  outcome?: AccountFormOutcome;
}

function errorText(t: ReturnType<typeof useShop>['t'], outcome: AccountFormOutcome): string {
  if (outcome.error === 'invalidField') return t(outcome.field === 'password' ? `account.error.password.${outcome.form}` : outcome.field === 'email' ? 'account.error.email' : 'account.error.form');
  if (outcome.error === 'throttled') return t('account.error.throttled', { count: outcome.retryAfterMinutes ?? 15 });
  return t(`account.error.${outcome.error}`);
}

export function CredentialsForm({ kind, action, redirectUrl, outcome }: CredentialsFormProps) {
  const { t } = useShop();
  const id = (name: string) => `${kind}-${name}`;
  const error = outcome ? errorText(t, outcome) : undefined;
  const invalid = (field: string) => (outcome && (outcome.field === field || outcome.error !== 'invalidField') ? true : undefined);
  return (
    <form className={`account-form account-${kind}`} method="post" action={action} aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{t(`account.${kind}.heading`)}</h2>
      {kind === 'register' ? <p className="account-lead">{t('account.register.lead')}</p> : null}
      {error ? <p className="account-message account-alert" role="alert" id={id('error')}>{error}</p> : null}
      <input type="hidden" name="action" value={kind} />
      {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
      <label htmlFor={id('email')}>{t('account.field.email')}</label>
      <input id={id('email')} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={outcome?.email ?? ''}
        aria-invalid={invalid('email')} aria-describedby={error ? id('error') : undefined} />
      <label htmlFor={id('password')}>{t('account.field.password')}</label>
      <input id={id('password')} name="password" type="password" required maxLength={200}
        autoComplete={kind === 'signIn' ? 'current-password' : 'new-password'} minLength={kind === 'register' ? 10 : undefined}
        aria-invalid={invalid('password')} aria-describedby={kind === 'register' ? id('rule') : undefined} />
      {kind === 'register' ? <p className="account-rule" id={id('rule')}>{t('account.register.passwordRule')}</p> : null}
      <button type="submit" className="button">{t(`account.${kind}.submit`)}</button>
    </form>
  );
}
