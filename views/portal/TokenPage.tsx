/** The shop's API key: since when one is live; issue (or rotate) and revoke. A new key is shown once, on the answer to the form. */
import type { Translate } from '../../locales/i18n';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { usePortalOwner } from './owner-context';
import { PortalShell } from './PortalShell';

export interface TokenPageProps {
  t: Translate;
  lang: string;
  shopName: string;
  createdAt: string | null;
  newToken: string | null;
  notice: 'revoked' | 'ownersOnly' | null;
  formatDate: (iso: string) => string;
}

export function TokenPage({ t, lang, shopName, createdAt, newToken, notice, formatDate }: TokenPageProps) {
  const owner = usePortalOwner();
  return (
    <PortalShell t={t} lang={lang} title={t('portal.token.heading')} shopName={shopName} current="token">
      <h1>{t('portal.token.heading')}</h1>
      <p>{t('portal.token.lead')}</p>
      {newToken ? (
        <div className="notice" role="status">
          <p>{t('portal.token.shownOnce')}</p>
          <p><code className="token">{newToken}</code></p>
        </div>
      ) : null}
      {notice ? <p className={notice === 'ownersOnly' ? 'problem' : 'notice'} role="status">{t(`portal.token.${notice}`)}</p> : null}
      <p>{createdAt ? t('portal.token.since', { date: formatDate(createdAt) }) : t('portal.token.none')}</p>
      {owner ? (
        <form method="post" action={PORTAL_PATHS.token} className="row">
          <button type="submit" name="action" value="issue">{createdAt ? t('portal.token.rotate') : t('portal.token.issue')}</button>
          {createdAt ? <button type="submit" name="action" value="revoke" className="secondary">{t('portal.token.revoke')}</button> : null}
        </form>
      ) : notice === 'ownersOnly' ? null : <p className="muted">{t('portal.token.ownersOnly')}</p>}
    </PortalShell>
  );
}
