/**
 * The column-mapping screen of an upload whose layout the shop maps: the first rows as sent, and
 * per column a choice of the field it holds. A plain form (no JavaScript needed); a choice that
 * does not do comes back with the problem named beside the form and the choices as sent.
 */
import type { Translate } from '../../locales/i18n';
import { MAPPABLE_FIELDS, type FeedMappingView } from '../../contract/calls/portal-feeds';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { PortalShell } from './PortalShell';

export interface FeedMappingPageProps {
  t: Translate;
  lang: string;
  shopName: string;
  token: string;
  view: FeedMappingView;
  problem: { kind: 'missing' | 'twice'; field?: string } | null;
}

export function FeedMappingPage({ t, lang, shopName, token, view, problem }: FeedMappingPageProps) {
  const fieldLabel = (field: string) => t(`portal.mapping.fields.${field}`, { defaultValue: field });
  const message = problem?.kind === 'twice'
    ? t('portal.mapping.problem.twice', { field: fieldLabel(problem.field ?? '') })
    : problem?.kind === 'missing' ? t('portal.mapping.problem.missing', { fields: view.missing.map((name) => t(`portal.mapping.required.${name}`, { defaultValue: name })).join(', ') }) : null;
  return (
    <PortalShell t={t} lang={lang} title={t('portal.mapping.heading')} shopName={shopName} current="feeds">
      <p><a href={PORTAL_PATHS.feeds}>← {t('portal.import.back')}</a></p>
      <h1>{t('portal.mapping.heading')}</h1>
      <p className="muted">{view.fileName} · {t('labelled', { label: t('portal.import.format'), value: view.format === 'csv' ? t('portal.mapping.ownLayout') : t(`portal.formats.${view.format}`, { defaultValue: view.format }) })}</p>
      <p>{t('portal.mapping.hint')}</p>
      {message ? <p className="problem" role="alert" id="mapping-problem">{message}</p> : null}
      <form method="post" action={PORTAL_PATHS.feedMappingForm(token)} className="mapping-form" aria-describedby={message ? 'mapping-problem' : undefined}>
        <div className="table-scroll">
          <table className="mapping">
            <caption>{t('portal.mapping.preview', { rows: view.rows.length })}</caption>
            <thead>
              <tr>
                {view.headers.map((header, index) => (
                  <th key={index} scope="col">
                    <label>
                      <span className="column-name">{header || t('portal.mapping.unnamed', { n: index + 1 })}</span>
                      <select name={`column_${index}`} defaultValue={view.choices[String(index)] ?? ''} aria-invalid={problem?.kind === 'twice' && view.choices[String(index)] === problem.field ? true : undefined}>
                        <option value="">{t('portal.mapping.ignore')}</option>
                        {MAPPABLE_FIELDS.map((field) => <option key={field} value={field}>{fieldLabel(field)}</option>)}
                      </select>
                    </label>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>{view.headers.map((_header, index) => <td key={index} className="wrap">{row[index] ?? ''}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="actions"><button type="submit">{t('portal.mapping.submit')}</button></p>
      </form>
    </PortalShell>
  );
}
