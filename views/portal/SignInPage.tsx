/** The portal's sign-in form (plain HTML form; the shop's number and its API key). */
import type { Translate } from '../../locales/i18n';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { PortalShell } from './PortalShell';

export function SignInPage({ t, lang, failed, shopId }: { t: Translate; lang: string; failed: boolean; shopId: string }) {
  return (
    <PortalShell t={t} lang={lang} title={t('portal.signIn.heading')}>
      <h1>{t('portal.signIn.heading')}</h1>
      <p>{t('portal.signIn.lead')}</p>
      {failed ? <p className="problem" role="alert">{t('portal.signIn.failed')}</p> : null}
      <form method="post" action={PORTAL_PATHS.signIn} className="stack">
        <label>{t('portal.signIn.shopId')}<input name="shopId" inputMode="numeric" autoComplete="username" required defaultValue={shopId} /></label>
        <label>{t('portal.signIn.token')}<input name="token" type="password" autoComplete="current-password" required /></label>
        <button type="submit">{t('portal.signIn.submit')}</button>
      </form>
    </PortalShell>
  );
}
