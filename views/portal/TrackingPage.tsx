/**
 * Many parts marked shipped at once from a file of tracking numbers: what the file holds, its
 * template, the upload (a plain multipart form, no script) and, after an upload, the parts shipped
 * and each row refused with its line and reason.
 */
import type { Translate } from '../../locales/i18n';
import type { Locale } from '../../locales/editions';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { PortalShell } from './PortalShell';

/** Why the file as a whole could not be read. */
export type TrackingFileProblem = 'noFile' | 'tooLarge' | 'encoding' | 'unreadable' | 'empty' | 'tooMany';
export interface ShippedRow { line: number; part: string; carrier: string; trackingNumber: string }
export interface RefusedRow { line: number; text: string; message: string }
/** The parts shipped and each row refused with its line in the file. */
export interface TrackingResult { shipped: ShippedRow[]; refused: RefusedRow[] }

export interface TrackingPageProps {
  t: Translate;
  lang: Locale;
  shopName: string;
  problem?: TrackingFileProblem;
  result?: TrackingResult;
}

export function TrackingPage({ t, lang, shopName, problem, result }: TrackingPageProps) {
  return (
    <PortalShell t={t} lang={lang} title={t('portal.tracking.heading')} shopName={shopName} current="orders">
      <h1>{t('portal.tracking.heading')}</h1>
      <p><a href={PORTAL_PATHS.orders}>{t('portal.tracking.back')}</a></p>
      {result ? (
        <section aria-labelledby="tracking-result-heading">
          <h2 id="tracking-result-heading">{t('portal.tracking.resultHeading')}</h2>
          <p className={result.refused.length > 0 ? 'problem' : 'notice'} role="status">{t('portal.tracking.summary', { shipped: result.shipped.length, refused: result.refused.length })}</p>
          {result.refused.length > 0 ? (
            <div className="table-scroll">
              <table>
                <caption>{t('portal.tracking.refusedCaption')}</caption>
                <thead><tr><th scope="col" className="num">{t('portal.tracking.line')}</th><th scope="col">{t('portal.tracking.row')}</th><th scope="col">{t('portal.tracking.reason')}</th></tr></thead>
                <tbody>{result.refused.map((row) => <tr key={`${row.line}-${row.text}`}><td className="num">{row.line}</td><td className="wrap">{row.text}</td><td className="wrap">{row.message}</td></tr>)}</tbody>
              </table>
            </div>
          ) : null}
          {result.shipped.length > 0 ? (
            <div className="table-scroll">
              <table>
                <caption>{t('portal.tracking.shippedCaption')}</caption>
                <thead><tr><th scope="col" className="num">{t('portal.tracking.line')}</th><th scope="col">{t('portal.tracking.column.part')}</th><th scope="col">{t('portal.tracking.column.carrier')}</th><th scope="col">{t('portal.tracking.column.trackingNumber')}</th></tr></thead>
                <tbody>{result.shipped.map((row) => <tr key={`${row.line}-${row.part}`}><td className="num">{row.line}</td><td><a href={`${PORTAL_PATHS.orders}?q=${encodeURIComponent(row.part)}#${row.part}`}>{row.part}</a></td><td className="wrap">{row.carrier}</td><td className="wrap">{row.trackingNumber}</td></tr>)}</tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="tracking-upload-heading">
        <h2 id="tracking-upload-heading">{t('portal.tracking.uploadHeading')}</h2>
        <p>{t('portal.tracking.lead')}</p>
        <p><a href={PORTAL_PATHS.trackingTemplate} download>{t('portal.tracking.template')}</a></p>
        <form method="post" action={PORTAL_PATHS.trackingFile} encType="multipart/form-data" className="stack" noValidate>
          <label htmlFor="tracking-file">{t('portal.tracking.file')}
            <input id="tracking-file" name="file" type="file" accept=".csv,.txt,text/csv,text/plain" {...(problem ? { 'aria-invalid': true, 'aria-describedby': 'tracking-file-problem' } : {})} />
            <span className="muted">{t('portal.tracking.fileHint')}</span>
            {problem ? <span className="field-problem" id="tracking-file-problem" role="alert">{t(`portal.tracking.fileProblem.${problem}`)}</span> : null}
          </label>
          <button type="submit">{t('portal.tracking.submit')}</button>
        </form>
      </section>
    </PortalShell>
  );
}
