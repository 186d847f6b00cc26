/** The shop's audit log in the portal: what its members did, newest first (the owner's page). */
import type { Translate } from '../../locales/i18n';
import type { AuditEntry } from '../../contract/calls/staff';
import { SHOP_KEY_ACTOR } from '../../contract/calls/portal-account';
import { PortalShell } from './PortalShell';

export interface LogPageProps {
  t: Translate;
  lang: string;
  shopName: string;
  entries: AuditEntry[] | null;
  formatDate: (iso: string) => string;
}

/** The entry's facts as "key: value" pairs; never more than the short detail the log keeps. */
/** The entry's facts with their names in words ("Import: 12", "Weg: Portal"). */
function detailOf(t: Translate, detail: string | null): string {
  if (!detail) return '';
  try {
    return Object.entries(JSON.parse(detail) as Record<string, unknown>)
      .map(([key, value]) => t('labelled', { label: t(`portal.log.facts.${key}`, { defaultValue: key }), value: t(`portal.log.values.${key}.${String(value)}`, { defaultValue: String(value) }) }))
      .join(', ');
  } catch {
    return detail;
  }
}

export function LogPage({ t, lang, shopName, entries, formatDate }: LogPageProps) {
  return (
    <PortalShell t={t} lang={lang} title={t('portal.log.heading')} shopName={shopName} current="log">
      <h1>{t('portal.log.heading')}</h1>
      {entries === null ? <p className="problem" role="alert">{t('portal.ownersOnly')}</p> : entries.length === 0 ? <p>{t('portal.log.none')}</p> : (
        <div className="table-scroll">
          <table className="report">
            <thead>
              <tr><th scope="col">{t('portal.log.at')}</th><th scope="col">{t('portal.log.who')}</th><th scope="col">{t('portal.log.action')}</th><th scope="col">{t('portal.log.detail')}</th></tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t('portal.log.at')}>{formatDate(entry.at)}</td>
                  <td data-label={t('portal.log.who')} className="wrap">{entry.staffEmail === SHOP_KEY_ACTOR ? t('portal.log.shopKey') : entry.staffEmail}</td>
                  <td data-label={t('portal.log.action')}>{t(`portal.log.actions.${entry.action}`, { defaultValue: entry.action })}</td>
                  <td data-label={t('portal.log.detail')} className="wrap">{[entry.orderNumber, detailOf(t, entry.detail)].filter(Boolean).join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PortalShell>
  );
}
