/**
 * The portal's sign-in: a member with a staff account signs in on the staff sign-in (password and
 * second factor; linked first), a shop without accounts yet with its number and API key.
 */
import type { Translate } from '../../locales/i18n';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { PortalShell } from './PortalShell';

export function SignInPage({ t, lang, failed, shopId, memberSignIn }: { t: Translate; lang: string; failed: boolean; shopId: string; memberSignIn: string }) {
  return (
    <PortalShell t={t} lang={lang} title={t('portal.signIn.heading')}>
      <h1>{t('portal.signIn.heading')}</h1>
      <p>{t('portal.signIn.lead')}</p>
      <p><a className="member-sign-in" href={memberSignIn}>{t('portal.signIn.asMember')}</a></p>
      <h2>{t('portal.signIn.withKey')}</h2>
      {failed ? <p className="problem" role="alert">{t('portal.signIn.failed')}</p> : null}
      <form method="post" action={PORTAL_PATHS.signIn} className="stack">
        <label>{t('portal.signIn.shopId')}<input name="shopId" inputMode="numeric" autoComplete="username" required defaultValue={shopId} /></label>
        <label>{t('portal.signIn.token')}<input name="token" type="password" autoComplete="current-password" required /></label>
        <button type="submit">{t('portal.signIn.submit')}</button>
      </form>
    </PortalShell>
  );
}
