/**
 * Information page "data sources": the attribution each imported data set's licence requires
 * (KBA: Datenlizenz Deutschland – Namensnennung 2.0; ADEME: Licence Ouverte 2.0; the taxonomy's
 * MIT notice). Notices are shown as the licensor words them, in their own language.
 */
import { useShop } from '../context';

export interface SourceEntry {
  source: string;
  title: string;
  notice: string;
  licence: string;
  licenceUrl: string;
  sourceUrl: string;
  /** ISO date of the last import. */
  changedAt: string;
}

export function SourcesPage({ sources }: { sources: SourceEntry[] }) {
  const { t, locale } = useShop();
  const date = (iso: string) => {
    const value = new Date(iso);
    return Number.isNaN(value.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(value);
  };
  return (
    <article className="site-page data-sources">
      <h1>{t('info.sources.title')}</h1>
      <p>{t('info.sources.text')}</p>
      {sources.map((entry) => (
        <section key={entry.source} className="data-source" id={`source-${entry.source}`}>
          <h2>{entry.title}</h2>
          <p className="data-source-notice">{entry.notice}</p>
          <dl>
            <dt>{t('info.sources.licence')}</dt>
            <dd><a href={entry.licenceUrl} rel="license noopener noreferrer">{entry.licence}</a></dd>
            <dt>{t('info.sources.origin')}</dt>
            {/* Our own compilation lives in the repository, not at an address of its own. */}
            <dd>{/^https?:/.test(entry.sourceUrl) ? <a href={entry.sourceUrl} rel="noopener noreferrer">{entry.sourceUrl}</a> : entry.sourceUrl}</dd>
            <dt>{t('info.sources.imported')}</dt>
            <dd>{date(entry.changedAt)}</dd>
          </dl>
        </section>
      ))}
    </article>
  );
}
