/** The shop's audit log in the portal: what its members did, newest first (the owner's page). */
import type { Translate } from '../../locales/i18n';
import type { AuditEntry } from '../../contract/calls/staff';
import { SHOP_KEY_ACTOR } from '../../contract/calls/portal-account';
import { PortalShell } from './PortalShell';
import type { Locale } from '../../locales/editions';
import { formatPrice } from '../context';
import { numberFormat } from '../intl';

export interface LogPageProps {
  t: Translate;
  lang: string;
  shopName: string;
  entries: AuditEntry[] | null;
  formatDate: (iso: string) => string;
}

/** The entry's facts with their names in words ("Import: 12", "Weg: Portal"); amounts as money, a commission in per cent, a moment in the reader's zone. */
function detailOf(t: Translate, lang: string, detail: string | null, formatDate: (iso: string) => string): string {
  if (!detail) return '';
  const shown = (key: string, value: unknown): string => {
    if (typeof value === 'number' && key.endsWith('Cents')) return formatPrice(value, lang as Locale);
    if (typeof value === 'number' && /^bp(Before)?$/.test(key)) return `${numberFormat(lang, { maximumFractionDigits: 2 }).format(value / 100)}\u00a0%`;
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDate(value);
    // A person whose account is gone is named as such, never by a number.
    if (key === 'person' && value === null) return t('portal.log.formerPerson');
    return t(`portal.log.values.${key}.${String(value)}`, { defaultValue: String(value) });
  };
  try {
    return Object.entries(JSON.parse(detail) as Record<string, unknown>)
      .map(([key, value]) => t('labelled', { label: t(`portal.log.facts.${key}`, { defaultValue: key }), value: shown(key, value) }))
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
                  <td data-label={t('portal.log.detail')} className="wrap">{[entry.orderNumber, detailOf(t, lang, entry.detail, formatDate)].filter(Boolean).join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PortalShell>
  );
}
