/** The replies staff keep to start an answer from: a title and a body, each in one language. */
import type { SavedReply } from '../../../contract/calls/desk-items';
import type { Db } from '../db/connection';

const COLUMNS = ['id', 'locale', 'title', 'body', 'changed_by as changedBy', 'changed_at as changedAt'] as const;
const LIMIT = 500;

/** All, or a language's, by language and title. */
export async function savedReplies(db: Db, locale?: string): Promise<SavedReply[]> {
  let query = db.selectFrom('desk_saved_replies').select(COLUMNS);
  if (locale) query = query.where('locale', '=', locale);
  return query.orderBy('locale').orderBy('title').orderBy('id').limit(LIMIT).execute();
}

export interface SavedReplyText { locale: string; title: string; body: string }

export async function keepSavedReply(db: Db, reply: SavedReplyText, staffName: string, now = new Date()): Promise<number> {
  const row = await db.insertInto('desk_saved_replies').values({ ...reply, changed_by: staffName, changed_at: now.toISOString() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Whether there was such a reply to change. */
export async function changeSavedReply(db: Db, id: number, reply: SavedReplyText, staffName: string, now = new Date()): Promise<boolean> {
  const result = await db.updateTable('desk_saved_replies').set({ ...reply, changed_by: staffName, changed_at: now.toISOString() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function removeSavedReply(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('desk_saved_replies').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
