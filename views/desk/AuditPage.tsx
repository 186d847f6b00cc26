/**
 * The desk's audit log: who did what, when, to which order or shop, with the entry's details in
 * the reader's words (people, reviews and mails by name); filtered by staff member, action, object
 * and days typed in the edition's form, a page at a time. A plain GET form: works without scripts.
 */
import type { AuditEntry } from '../../contract/calls/staff';
import { SHOP_KEY_ACTOR } from '../../contract/calls/portal-account';
import type { Locale } from '../../locales/editions';
import type { Translate } from '../../locales/i18n';
import { formatWhen } from '../../locales/moments';
import { formatPrice } from '../context';
import { numberFormat } from '../intl';
import { DeskLayout, type DeskFrame } from './DeskLayout';

const actionText = (t: Translate, action: string) => t(`desk.actions.${action}`, { defaultValue: t(`portal.log.actions.${action}`, { defaultValue: action }) });

/** A fact's name: the desk's word, else the shop log's; a fact without words is left out rather than shown as code. */
function factLabel(t: Translate, key: string): string | null {
  const missing = '\u0000';
  for (const candidate of [`desk.auditLog.facts.${key}`, `desk.facts.${key}`, `portal.log.facts.${key}`]) {
    const text = t(candidate, { defaultValue: missing });
    if (text !== missing) return text;
  }
  return null;
}

function factValue(t: Translate, locale: Locale, key: string, value: unknown): string {
  if (value === null && key === 'person') return t('portal.log.formerPerson');
  if (value === null) return t('desk.auditLog.gone');
  if (typeof value === 'number' && /cents$/i.test(key)) return formatPrice(value, locale);
  if (typeof value === 'number' && /^bp(Before)?$/.test(key)) return `${numberFormat(locale, { maximumFractionDigits: 2 }).format(value / 100)}\u00a0%`;
  if (typeof value === 'number') return numberFormat(locale).format(value);
  if (typeof value === 'boolean') return t(`desk.auditLog.values.yesNo.${value}`);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatWhen(value, locale);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return t(`desk.auditLog.values.${key}.${text}`, { defaultValue: t(`portal.log.values.${key}.${text}`, { defaultValue: text }) });
}

/** "Person: Petra Wolf, Rolle: Support" from the entry's detail. */
export function auditDetail(t: Translate, locale: Locale, detail: string | null): string {
  if (!detail) return '';
  try {
    return Object.entries(JSON.parse(detail) as Record<string, unknown>).flatMap(([key, value]) => {
      const label = factLabel(t, key);
      return label ? [t('labelled', { label, value: factValue(t, locale, key, value) })] : [];
    }).join(', ');
  } catch {
    return '';
  }
}

/** Audit entries as a table: when, who, what, on which order or shop, and the details. */
export function AuditTable({ frame, entries, orderLink }: { frame: DeskFrame; entries: AuditEntry[]; orderLink: (number: string) => string }) {
  const { t, locale } = frame;
  return (
    <table>
      <thead><tr><th scope="col">{t('desk.when')}</th><th scope="col">{t('desk.auditLog.who')}</th><th scope="col">{t('desk.action')}</th><th scope="col">{t('desk.number')}</th><th scope="col">{t('desk.auditLog.shop')}</th><th scope="col">{t('desk.auditLog.details')}</th></tr></thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{formatWhen(entry.at, locale)}</td>
            <td>{entry.staffEmail === SHOP_KEY_ACTOR ? t('portal.log.shopKey') : entry.staffName ? <>{entry.staffName} <span className="muted">{entry.staffEmail}</span></> : entry.staffEmail}</td>
            <td>{actionText(t, entry.action)}</td>
            <td>{entry.orderNumber ? <a href={orderLink(entry.orderNumber)}>{entry.orderNumber}</a> : ''}</td>
            <td>{entry.shopName ?? ''}</td>
            <td>{auditDetail(t, locale, entry.detail)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface AuditFilterForm {
  action: string;
  values: { who: string; what: string; object: string; from: string; to: string };
  /** The fields refused, with what to say beside each. */
  errors: Partial<Record<'from' | 'to', string>>;
  people: { id: number; name: string }[];
  actions: string[];
  /** The day pattern to type, in the edition's words ("TT.MM.JJJJ"). */
  dayPattern: string;
}

export interface AuditPaging { page: number; pages: number; total: number; link: (page: number) => string }

export function AuditPage({ frame, filter, entries, paging, orderLink, error }: {
  frame: DeskFrame; filter: AuditFilterForm; entries: AuditEntry[]; paging: AuditPaging; orderLink: (number: string) => string; error?: string;
}) {
  const { t } = frame;
  const { values, errors } = filter;
  const beside = (field: 'from' | 'to') => (errors[field] ? <p id={`${field}-error`} className="error">{errors[field]}</p> : null);
  const invalid = (field: 'from' | 'to') => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error ${field}-hint` } : { 'aria-describedby': `${field}-hint` });
  const actions = [...filter.actions].map((action) => ({ action, text: actionText(t, action) })).sort((a, b) => a.text.localeCompare(b.text, frame.locale));
  return (
    <DeskLayout frame={frame}>
      {error ? <p role="alert" className="error">{error}</p> : null}
      <form method="get" action={filter.action} className="box" role="search" aria-label={t('desk.auditLog.filter')}>
        <div className="grid">
          <div>
            <label htmlFor="who">{t('desk.auditLog.who')}</label>
            <select id="who" name="who" defaultValue={values.who}>
              <option value="">{t('desk.auditLog.everyone')}</option>
              {filter.people.map((person) => <option key={person.id} value={String(person.id)}>{person.name}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="what">{t('desk.action')}</label>
            <select id="what" name="what" defaultValue={values.what}>
              <option value="">{t('desk.auditLog.anyAction')}</option>
              {actions.map(({ action, text }) => <option key={action} value={action}>{text}</option>)}
            </select>
          </div>
          <div><label htmlFor="object">{t('desk.auditLog.object')}</label><input id="object" name="object" maxLength={100} defaultValue={values.object} /></div>
          <div>
            <label htmlFor="from">{t('desk.from')}</label>
            <input id="from" name="from" inputMode="numeric" autoComplete="off" maxLength={10} placeholder={filter.dayPattern} defaultValue={values.from} {...invalid('from')} />
            <span id="from-hint" className="muted">{t('desk.auditLog.dayHint', { pattern: filter.dayPattern })}</span>
            {beside('from')}
          </div>
          <div>
            <label htmlFor="to">{t('desk.to')}</label>
            <input id="to" name="to" inputMode="numeric" autoComplete="off" maxLength={10} placeholder={filter.dayPattern} defaultValue={values.to} {...invalid('to')} />
            <span id="to-hint" className="muted">{t('desk.auditLog.dayHint', { pattern: filter.dayPattern })}</span>
            {beside('to')}
          </div>
        </div>
        <button type="submit">{t('desk.auditLog.apply')}</button>
      </form>
      <p role="status">{t('desk.auditLog.found', { count: paging.total })}</p>
      {entries.length ? <AuditTable frame={frame} entries={entries} orderLink={orderLink} /> : <p>{t('desk.auditLog.none')}</p>}
      {paging.pages > 1 ? (
        <nav aria-label={t('desk.auditLog.pages')} className="pager">
          {paging.page > 1 ? <a href={paging.link(paging.page - 1)} rel="prev">{t('desk.auditLog.previous')}</a> : null}
          <span>{t('desk.auditLog.pageOf', { page: paging.page, pages: paging.pages })}</span>
          {paging.page < paging.pages ? <a href={paging.link(paging.page + 1)} rel="next">{t('desk.auditLog.next')}</a> : null}
        </nav>
      ) : null}
    </DeskLayout>
  );
}
