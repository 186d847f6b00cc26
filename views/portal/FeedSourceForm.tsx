/**
 * The shop's own feed URL and how often it is fetched, with how the last fetch went. A plain form
 * (no JavaScript); a refused value is named beside its field. Only the owner may change it.
 */
import type { Translate } from '../../locales/i18n';
import type { FeedSourceView } from '../../contract/calls/portal-account';
import { PORTAL_PATHS } from '../../contract/portal-paths';

export interface FeedSourceFormProps {
  t: Translate;
  source: FeedSourceView | null;
  /** What the member last sent, shown again with its problem. */
  sent?: { url: string; frequency: string; everyHours: string; dailyHour: string; username: string };
  problem: { field: string; message: string } | null;
  canChange: boolean;
  /** What "fetch now" answered (due, running, none, suspended, refused). */
  fetchNotice?: string | null;
  formatDate: (iso: string) => string;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export function FeedSourceForm({ t, source, sent, problem, canChange, formatDate, fetchNotice }: FeedSourceFormProps) {
  const url = sent?.url ?? source?.url ?? '';
  const username = sent?.username ?? source?.username ?? '';
  const frequency = sent?.frequency ?? source?.frequency ?? 'daily';
  const everyHours = sent?.everyHours ?? String(source?.everyHours ?? 6);
  const dailyHour = sent?.dailyHour ?? String(source?.dailyHour ?? 3);
  const errorOf = (field: string) => (problem?.field === field ? <span className="field-problem" id={`${field}-problem`} role="alert">{problem.message}</span> : null);
  const invalid = (field: string) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${field}-problem` } as const : {});
  return (
    <section aria-labelledby="source-heading">
      <h2 id="source-heading">{t('portal.source.heading')}</h2>
      <p>{t('portal.source.hint')}</p>
      {source ? (
        <p className="muted">
          {t('portal.source.next', { at: formatDate(source.nextFetchAt) })}
          {source.lastFetchedAt ? <> · {t('portal.source.last', { at: formatDate(source.lastFetchedAt) })}</> : null}
          {source.lastImportId ? <> · <a href={PORTAL_PATHS.importPage(source.lastImportId)}>{t('portal.import.heading', { id: source.lastImportId })}</a></> : null}
        </p>
      ) : null}
      {source?.lastError ? <p className="problem">{t('portal.source.lastError', { error: source.lastError })}</p> : null}
      {fetchNotice ? <p className={fetchNotice === 'due' ? 'notice' : 'problem'} role="status">{t(`portal.source.fetchNotice.${fetchNotice}`)}</p> : null}
      {source ? (
        <form method="post" action={PORTAL_PATHS.feedFetch}>
          <button type="submit" className="secondary">{t('portal.source.fetchNow')}</button>
        </form>
      ) : null}
      {!canChange ? <p className="muted">{t('portal.ownersOnly')}</p> : (
        <form method="post" action={PORTAL_PATHS.feedSource} className="stack" noValidate>
          <label>
            {t('portal.source.url')}
            <input type="url" name="url" defaultValue={url} maxLength={2000} placeholder="https://" required {...invalid('url')} />
            {errorOf('url')}
          </label>
          <fieldset>
            <legend>{t('portal.source.credentials')}</legend>
            <p className="muted">{t('portal.source.credentialsHint')}</p>
            <label>
              {t('portal.source.username')}
              <input type="text" name="username" defaultValue={username} maxLength={200} autoComplete="off" {...invalid('username')} />
              {errorOf('username')}
            </label>
            <label>
              {t('portal.source.password')}
              <input type="password" name="password" defaultValue="" maxLength={500} autoComplete="new-password" placeholder={source?.hasPassword ? t('portal.source.passwordKept') : ''} {...invalid('password')} />
              {errorOf('password')}
            </label>
          </fieldset>
          <fieldset>
            <legend>{t('portal.source.frequency')}</legend>
            <label className="inline">
              <input type="radio" name="frequency" value="daily" defaultChecked={frequency === 'daily'} /> {t('portal.source.daily')}
              <select name="dailyHour" defaultValue={dailyHour} aria-label={t('portal.source.hour')} {...invalid('dailyHour')}>
                {HOURS.map((hour) => <option key={hour} value={hour}>{`${String(hour).padStart(2, '0')}:00`}</option>)}
              </select>
            </label>
            <label className="inline">
              <input type="radio" name="frequency" value="hours" defaultChecked={frequency === 'hours'} /> {t('portal.source.every')}
              <input type="number" name="everyHours" defaultValue={everyHours} min={1} max={168} className="hours" aria-label={t('portal.source.hours')} {...invalid('everyHours')} />
              {t('portal.source.hours')}
            </label>
            {errorOf('everyHours')}{errorOf('dailyHour')}{errorOf('frequency')}
          </fieldset>
          <p className="actions">
            <button type="submit" name="action" value="save">{t('portal.source.save')}</button>
            {source ? <button type="submit" name="action" value="clear" className="secondary">{t('portal.source.clear')}</button> : null}
          </p>
        </form>
      )}
    </section>
  );
}
