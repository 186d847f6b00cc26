/**
 * What agents add to a desk item: its priority and tags (a form, and the badges on queue cards),
 * internal notes marked as such, the merge of a contact message into an order's conversation, and
 * the saved reply to insert into an answer. Forms without scripts, as the rest of the desk.
 */
import { PRIORITIES, SUGGESTED_TAGS, type DeskMarks, type DeskNote, type Priority, type SavedReply } from '../../contract/calls/desk-items';
import type { Translate } from '../../locales/i18n';
import { formatWhen } from '../../locales/moments';
import type { DeskFrame } from './DeskLayout';

/** A tag in the reader's words when it is one of the suggested ones; else as typed. */
export const tagName = (t: Translate, tag: string): string => t(`deskItems.tagNames.${tag}`, { defaultValue: tag });

/** The item's priority (when not normal) and tags, as a card shows them. */
export function MarkBadges({ frame, priority, tags }: { frame: DeskFrame; priority: Priority; tags: string[] }) {
  const { t } = frame;
  if (priority === 'normal' && tags.length === 0) return null;
  return (
    <div className="marks">
      {priority !== 'normal' && <span className={`prio ${priority}`}>{t(`deskItems.priority.${priority}`)}</span>}
      {tags.map((tag) => <span key={tag} className="label">{tagName(t, tag)}</span>)}
    </div>
  );
}

export function MarksBox({ frame, marks, action, known }: { frame: DeskFrame; marks: DeskMarks; action: string; known: string[] }) {
  const { t } = frame;
  const offered = [...new Set([...SUGGESTED_TAGS, ...known, ...marks.tags])];
  return (
    <form method="post" action={action} className="box marks-form">
      <h2>{t('deskItems.marks.heading')}</h2>
      <label htmlFor="item-priority">{t('deskItems.priority.label')}</label>
      <select id="item-priority" name="priority" defaultValue={marks.priority}>
        {PRIORITIES.map((p) => <option key={p} value={p}>{t(`deskItems.priority.${p}`)}</option>)}
      </select>
      <fieldset>
        <legend>{t('deskItems.tags.label')}</legend>
        {offered.map((tag) => (
          <label key={tag} className="check"><input type="checkbox" name="tags" value={tag} defaultChecked={marks.tags.includes(tag)} /> {tagName(t, tag)}</label>
        ))}
      </fieldset>
      <label htmlFor="item-more-tags">{t('deskItems.tags.more')}</label>
      <input id="item-more-tags" name="more" maxLength={200} />
      <button type="submit">{t('deskItems.marks.save')}</button>
    </form>
  );
}

export function NotesBox({ frame, notes, action, error, draft }: { frame: DeskFrame; notes: DeskNote[]; action: string; error?: string; draft?: string }) {
  const { t } = frame;
  return (
    <section className="box internal" aria-labelledby="notes-heading">
      <h2 id="notes-heading">{t('deskItems.notes.heading')}</h2>
      <p className="internal-mark">{t('deskItems.notes.internal')}</p>
      {notes.length > 0 && (
        <ul className="notes">
          {notes.map((note) => <li key={note.id}><p className="muted">{t('deskItems.notes.by', { name: note.staffName, when: formatWhen(note.at, frame.locale) })}</p><p className="text">{note.text}</p></li>)}
        </ul>
      )}
      <form method="post" action={action}>
        <label htmlFor="note-text">{t('deskItems.notes.text')}</label>
        <textarea id="note-text" name="text" rows={3} maxLength={2000} defaultValue={draft}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': 'note-text-problem' } : {})} />
        {error && <p className="error" id="note-text-problem" role="alert">{error}</p>}
        <button type="submit" className="secondary">{t('deskItems.notes.add')}</button>
      </form>
    </section>
  );
}

export function MergeBox({ frame, action, value, error }: { frame: DeskFrame; action: string; value?: string; error?: string }) {
  const { t } = frame;
  return (
    <form method="post" action={action} className="box">
      <h2>{t('deskItems.merge.heading')}</h2>
      <p className="muted" id="merge-hint">{t('deskItems.merge.hint')}</p>
      <label htmlFor="merge-order">{t('deskItems.merge.orderNumber')}</label>
      <input id="merge-order" name="orderNumber" maxLength={40} defaultValue={value} autoComplete="off" placeholder="SP-261122-ABCDEF"
        aria-describedby={error ? 'merge-hint merge-order-problem' : 'merge-hint'} {...(error ? { 'aria-invalid': true } : {})} />
      {error && <p className="error" id="merge-order-problem" role="alert">{error}</p>}
      <button type="submit" className="secondary">{t('deskItems.merge.submit')}</button>
    </form>
  );
}

/**
 * The saved replies of the answer's language, to insert into the text: a select and a button of the
 * answer's own form, so without scripts the page comes back with the text as typed plus the reply.
 */
export function SavedReplyPicker({ frame, replies, manage }: { frame: DeskFrame; replies: SavedReply[]; manage: string }) {
  const { t } = frame;
  if (replies.length === 0) return <p className="muted">{t('deskItems.saved.none')} <a href={manage}>{t('deskItems.saved.manage')}</a></p>;
  return (
    <div className="choose saved-pick">
      <label htmlFor="saved-reply">{t('deskItems.saved.choose')}</label>
      <select id="saved-reply" name="savedReply">
        {replies.map((reply) => <option key={reply.id} value={reply.id}>{reply.title}</option>)}
      </select>
      <button type="submit" name="insert" value="1" className="secondary" formNoValidate>{t('deskItems.saved.insert')}</button>
    </div>
  );
}

/** Where a saved reply goes into what was typed: before the closing when the text has it, else at the end. */
export function insertSavedReply(sent: string, body: string, closing: string): string {
  // A browser sends a textarea's lines ended by CR LF.
  const typed = sent.replace(/\r\n?/g, '\n');
  const at = closing ? typed.lastIndexOf(closing) : -1;
  if (at < 0) return `${typed.trimEnd()}${typed.trim() ? '\n\n' : ''}${body}\n`;
  const before = typed.slice(0, at).replace(/\s+$/, '');
  return `${before}\n\n${body}\n\n${typed.slice(at)}`;
}
