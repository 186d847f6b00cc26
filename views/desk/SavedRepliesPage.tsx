/**
 * The saved replies staff start answers from, by language: each editable in place (title, text,
 * language) or removed, and a new one added. A refused form comes back as typed, the problem beside
 * its field.
 */
import type { SavedReply } from '../../contract/calls/desk-items';
import { LOCALES } from '../../locales/editions';
import { formatWhen } from '../../locales/moments';
import { DeskLayout, type DeskFrame } from './DeskLayout';
import { languageName } from './pages';

/** What was typed into one form and the field at fault (title or body). */
export interface SavedReplyDraft { id: number | null; locale: string; title: string; body: string; problem?: { field: 'title' | 'body'; text: string } }

function ReplyFields({ frame, prefix, values, problem }: { frame: DeskFrame; prefix: string; values: { locale: string; title: string; body: string }; problem?: SavedReplyDraft['problem'] }) {
  const { t } = frame;
  const invalid = (field: 'title' | 'body') => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${prefix}-${field}-problem` } : {});
  const beside = (field: 'title' | 'body') => (problem?.field === field ? <p className="error" id={`${prefix}-${field}-problem`} role="alert">{problem.text}</p> : null);
  return (
    <>
      <label htmlFor={`${prefix}-locale`}>{t('deskItems.saved.language')}</label>
      <select id={`${prefix}-locale`} name="locale" defaultValue={values.locale}>
        {LOCALES.map((locale) => <option key={locale} value={locale}>{languageName(frame.locale, locale)}</option>)}
      </select>
      <label htmlFor={`${prefix}-title`}>{t('deskItems.saved.title')}</label>
      <input id={`${prefix}-title`} name="title" maxLength={120} defaultValue={values.title} {...invalid('title')} />
      {beside('title')}
      <label htmlFor={`${prefix}-body`}>{t('deskItems.saved.body')}</label>
      <textarea id={`${prefix}-body`} name="body" rows={6} maxLength={10000} defaultValue={values.body} {...invalid('body')} />
      {beside('body')}
    </>
  );
}

export function SavedRepliesPage({ frame, replies, action, notice, draft }: {
  frame: DeskFrame; replies: SavedReply[]; action: (id?: number) => string; notice?: string; draft?: SavedReplyDraft;
}) {
  const { t } = frame;
  const fresh = draft && draft.id === null ? draft : { locale: frame.locale, title: '', body: '' };
  return (
    <DeskLayout frame={frame}>
      {notice && <p className="notice" role="status">{notice}</p>}
      <form method="post" action={action()} className="box">
        <h2>{t('deskItems.saved.create')}</h2>
        <ReplyFields frame={frame} prefix="new" values={fresh} problem={draft?.id === null ? draft.problem : undefined} />
        <button type="submit">{t('deskItems.saved.add')}</button>
      </form>
      {replies.length === 0 && <p className="box">{t('deskItems.saved.none')}</p>}
      {replies.map((reply) => {
        const typed = draft?.id === reply.id ? draft : undefined;
        return (
          <section key={reply.id} className="box" aria-labelledby={`reply-${reply.id}-head`}>
            <h2 id={`reply-${reply.id}-head`}>{reply.title} · {languageName(frame.locale, reply.locale)}</h2>
            <p className="muted">{t('deskItems.saved.changedBy', { name: reply.changedBy, when: formatWhen(reply.changedAt, frame.locale) })}</p>
            <form method="post" action={action(reply.id)}>
              <ReplyFields frame={frame} prefix={`reply-${reply.id}`} values={typed ?? reply} problem={typed?.problem} />
              <button type="submit">{t('deskItems.saved.save')}</button>
            </form>
            <form method="post" action={`${action(reply.id)}/removal`} className="inline">
              <button type="submit" className="secondary" aria-label={t('labelled', { label: t('deskItems.saved.remove'), value: reply.title })}>{t('deskItems.saved.remove')}</button>
            </form>
          </section>
        );
      })}
    </DeskLayout>
  );
}
