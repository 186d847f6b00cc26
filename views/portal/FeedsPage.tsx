/** Upload a feed and the shop's imports so far. The form works without JavaScript; with it, it shows the upload's progress. */
import type { Translate } from '../../locales/i18n';
import type { FeedImportView } from '../../contract/calls/portal';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import * as FeedUploadIsland from '../islands/FeedUpload';
import type { ClientManifest } from '../page-scripts';
import { island } from '../render/island';
import { FeedSourceForm, type FeedSourceFormProps } from './FeedSourceForm';
import { PortalShell } from './PortalShell';

const FeedUpload = island(FeedUploadIsland);

export interface FeedsPageProps {
  t: Translate;
  lang: string;
  shopName: string;
  imports: FeedImportView[];
  problem: string | null;
  formatDate: (iso: string) => string;
  /** The client build: the upload form's island shows the upload's progress. */
  manifest?: ClientManifest;
  /** The feed URL's form, when the marketplace answered for it. */
  feedSource?: Omit<FeedSourceFormProps, 't' | 'formatDate'>;
}

export function FeedsPage({ t, lang, shopName, imports, problem, formatDate, manifest, feedSource }: FeedsPageProps) {
  return (
    <PortalShell t={t} lang={lang} title={t('portal.feeds.heading')} shopName={shopName} current="feeds" manifest={manifest}>
      <h1>{t('portal.feeds.heading')}</h1>
      <section aria-labelledby="upload-heading">
        <h2 id="upload-heading">{t('portal.feeds.uploadHeading')}</h2>
        <p>{t('portal.feeds.uploadHint')}</p>
        {problem ? <p className="problem" role="alert">{t(`portal.feeds.problem.${problem}`)}</p> : null}
        <FeedUpload
          action={PORTAL_PATHS.feedUpload} fileLabel={t('portal.feeds.file')} submitLabel={t('portal.feeds.submit')} lang={lang}
          uploadingText={t('portal.feeds.uploading', { sent: '{{sent}}', total: '{{total}}', percent: '{{percent}}', interpolation: { escapeValue: false } })}
          failedText={t('portal.feeds.problem.interrupted')}
          checkColumnsLabel={t('portal.feeds.checkColumns')}
        />
      </section>
      {feedSource ? <FeedSourceForm t={t} formatDate={formatDate} {...feedSource} /> : null}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">{t('portal.feeds.historyHeading')}</h2>
        {imports.length === 0 ? <p>{t('portal.feeds.none')}</p> : (
          <div className="table-scroll">
            <table>
              <thead>
                <tr><th scope="col">#</th><th scope="col">{t('portal.import.started')}</th><th scope="col">{t('portal.import.file')}</th><th scope="col">Status</th><th scope="col" className="num">{t('portal.import.rows')}</th><th scope="col" className="num">{t('portal.import.rejected')}</th></tr>
              </thead>
              <tbody>
                {imports.map((row) => (
                  <tr key={row.id}>
                    <td><a href={PORTAL_PATHS.importPage(row.id)}>{row.id}</a></td>
                    <td>{formatDate(row.createdAt)}</td>
                    <td className="wrap">{row.fileName ?? t(`portal.import.sources.${row.source}`, { defaultValue: row.source })}</td>
                    <td><span className={`status status-${row.status}`}>{t(`portal.import.status.${row.status}`)}</span></td>
                    <td className="num">{row.rowsRead}</td>
                    <td className="num">{row.rowsRejected}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </PortalShell>
  );
}
