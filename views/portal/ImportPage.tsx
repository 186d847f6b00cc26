/**
 * One import: its progress (the page reloads itself while it runs), its counts, the hold with
 * confirm or reject, and the report filtered by reason with each cell as the shop sent it.
 */
import type { Translate } from '../../locales/i18n';
import type { FeedImportView, ReportLineView } from '../../contract/calls/portal';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { taxHoldOf } from '../../contract/tax-setup';
import { sellerRefusalFields } from '../../contract/seller-refusal';
import { sellerFieldsText } from './seller-fields';
import { reportDetail } from './report-detail';
import { holdTexts } from './hold-text';
import { PortalShell } from './PortalShell';

export interface ImportPageProps {
  t: Translate;
  lang: string;
  shopName: string;
  feedImport: FeedImportView;
  reasons: { reason: string; lines: number }[];
  reason: string | null;
  report: ReportLineView[];
  more: boolean;
  formatDate: (iso: string) => string;
}

const reasonLabel = (t: Translate, reason: string) => t(`portal.reasons.${reason}`, { defaultValue: reason });

export function ImportPage({ t, lang, shopName, feedImport, reasons, reason, report, more, formatDate }: ImportPageProps) {
  const running = feedImport.status === 'running';
  const percent = feedImport.bytesTotal ? Math.min(100, Math.floor((feedImport.bytesRead / feedImport.bytesTotal) * 100)) : null;
  const counts: [string, number | null][] = [
    ['rows', feedImport.rowsRead], ['rejected', feedImport.rowsRejected], ['duplicates', feedImport.duplicates],
    ['added', feedImport.offersAdded], ['updated', feedImport.offersUpdated], ['removed', feedImport.offersRemoved],
  ];
  const last = report[report.length - 1];
  const filterQuery = (after?: number) => {
    const query = new URLSearchParams();
    if (reason) query.set('reason', reason);
    if (after) query.set('after', String(after));
    const text = query.toString();
    return text ? `?${text}` : '';
  };
  return (
    <PortalShell t={t} lang={lang} title={t('portal.import.heading', { id: feedImport.id })} shopName={shopName} current="feeds" refreshSeconds={running ? 2 : undefined}>
      <p><a href={PORTAL_PATHS.feeds}>← {t('portal.import.back')}</a></p>
      <h1>{t('portal.import.heading', { id: feedImport.id })} <span className={`status status-${feedImport.status}`}>{t(`portal.import.status.${feedImport.status}`)}</span></h1>
      <p className="muted">{feedImport.fileName ?? t(`portal.import.sources.${feedImport.source}`, { defaultValue: feedImport.source })} · {formatDate(feedImport.createdAt)}</p>
      {feedImport.format ? <p className="feed-format">{t('labelled', { label: t('portal.import.format'), value: t(`portal.formats.${feedImport.format}`, { defaultValue: feedImport.format }) })}</p> : null}
      {running && percent !== null ? (
        <p className="progress-line">
          <progress max={100} value={percent} aria-label={t('portal.import.progress', { percent })}>{percent} %</progress>
          <span>{t('portal.import.progress', { percent })}</span>
        </p>
      ) : null}
      <dl className="counts">
        {counts.filter(([, value]) => value !== null).map(([key, value]) => (
          <div key={key}><dt>{t(`portal.import.${key}`)}</dt><dd>{value}</dd></div>
        ))}
      </dl>
      {feedImport.error ? <ImportError t={t} error={feedImport.error} /> : null}
      {feedImport.status === 'held' ? (
        <section className="held" aria-labelledby="held-heading">
          <h2 id="held-heading">{t('portal.import.heldHeading')}</h2>
          {taxHoldOf(feedImport.holdReason) ? <p>{holdText(t, feedImport.holdReason)}</p> : feedImport.holds.length ? (
            <ul>
              {holdTexts(t, lang, feedImport.holds).map((text, i) => <li key={feedImport.holds[i]!.kind}>{text}</li>)}
            </ul>
          ) : <p>{t('portal.import.hold.unknown')}</p>}
          <form method="post" action={PORTAL_PATHS.importDecision(feedImport.id)} className="row">
            <button type="submit" name="decision" value="confirm">{t('portal.import.confirm')}</button>
            <button type="submit" name="decision" value="reject" className="secondary">{t('portal.import.reject')}</button>
          </form>
        </section>
      ) : null}
      <section aria-labelledby="report-heading">
        <h2 id="report-heading">{t('portal.import.reportHeading')}</h2>
        <form method="get" action={PORTAL_PATHS.importPage(feedImport.id)} className="row">
          <label>{t('portal.import.reason')}{' '}
            <select name="reason" defaultValue={reason ?? ''}>
              <option value="">{t('portal.import.allReasons')}</option>
              {reasons.map((entry) => <option key={entry.reason} value={entry.reason}>{`${reasonLabel(t, entry.reason)} (${entry.lines})`}</option>)}
            </select>
          </label>
          <button type="submit" className="secondary">{t('portal.import.filter')}</button>
          <a href={PORTAL_PATHS.importReportCsv(feedImport.id) + filterQuery()} download>{t('portal.import.download')}</a>
        </form>
        {report.length === 0 ? <p>{t('portal.import.noLines')}</p> : (
          <div className="table-scroll">
            <table className="report">
              <thead>
                <tr><th scope="col" className="num">{t('portal.import.line')}</th><th scope="col">{t('portal.import.sku')}</th><th scope="col">{t('portal.import.reason')}</th><th scope="col">{t('portal.import.cell')}</th><th scope="col">{t('portal.import.detail')}</th></tr>
              </thead>
              <tbody>
                {report.map((line) => (
                  <tr key={`${line.line}-${line.reason}`}>
                    <td className="num" data-label={t('portal.import.line')}>{line.line}</td>
                    <td className="wrap" data-label={t('portal.import.sku')}>{line.sku}</td>
                    <td data-label={t('portal.import.reason')}>{reasonLabel(t, line.reason)}</td>
                    <td className="wrap" data-label={t('portal.import.cell')}>{line.cell ? <code>{line.cell}</code> : '–'}</td>
                    <td className="wrap" data-label={t('portal.import.detail')}>{reportDetail(t, line)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {more && last ? <p><a href={PORTAL_PATHS.importPage(feedImport.id) + filterQuery(last.line)}>{t('portal.import.more')} →</a></p> : null}
      </section>
    </PortalShell>
  );
}

/** A hold by the tax set-up is said in the member's language, with where to complete it; the safety check's reason as stored. */
function holdText(t: Translate, reason: string | null) {
  const tax = taxHoldOf(reason);
  if (!tax) return reason;
  return <>{t('tax.held', { why: t(`tax.problem.${tax.problem}`) })} <a href={`${PORTAL_PATHS.shopPage}#tax`}>{t('tax.heading')}</a></>;
}

/** An import's error: a shop that has not said who it is learns what is missing and where to give it, in its language. */
function ImportError({ t, error }: { t: Translate; error: string }) {
  const missing = sellerRefusalFields(error);
  if (!missing) return <p className="problem" role="alert">{t('labelled', { label: t('portal.import.error'), value: error })}</p>;
  return (
    <p className="problem" role="alert">
      {t('portal.import.sellerMissing', { fields: sellerFieldsText(t, missing) })}{' '}
      <a href={`${PORTAL_PATHS.shopPage}#identity`}>{t('portal.import.sellerForm')}</a>
    </p>
  );
}
