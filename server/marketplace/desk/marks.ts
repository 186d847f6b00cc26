/**
 * An item's priority and tags (a contact message, or an order's conversation). Setting them
 * replaces both at once, as the agent's form sends them; an item with neither has no rows.
 */
import { PRIORITIES, type DeskMarks, type Priority } from '../../../contract/calls/desk-items';
import type { DeskItemKind } from '../../../contract/calls/desk-claims';
import type { Db } from '../db/connection';

const asPriority = (value: string | null | undefined): Priority => ((PRIORITIES as readonly string[]).includes(value ?? '') ? (value as Priority) : 'normal');
/** Urgent first: the order the queue sorts by. */
export const priorityRank = (priority: Priority): number => PRIORITIES.indexOf(priority);

export async function marksOf(db: Db, kind: DeskItemKind, id: number): Promise<DeskMarks> {
  return (await marksOfMany(db, kind, [id])).get(id) ?? { priority: 'normal', tags: [] };
}

/** The marks of the items given that have any. */
export async function marksOfMany(db: Db, kind: DeskItemKind, ids: number[]): Promise<Map<number, DeskMarks>> {
  const found = new Map<number, DeskMarks>();
  if (ids.length === 0) return found;
  const mark = (id: number) => found.get(id) ?? (found.set(id, { priority: 'normal', tags: [] }), found.get(id)!);
  for (const row of await db.selectFrom('desk_item_marks').select(['item_id', 'priority']).where('item_kind', '=', kind).where('item_id', 'in', ids).execute()) {
    mark(row.item_id).priority = asPriority(row.priority);
  }
  for (const row of await db.selectFrom('desk_item_tags').select(['item_id', 'tag']).where('item_kind', '=', kind).where('item_id', 'in', ids).orderBy('tag').execute()) {
    mark(row.item_id).tags.push(row.tag);
  }
  return found;
}

/** Replaces the item's priority and tags (tags already normalised by the contract). */
export async function setMarks(db: Db, kind: DeskItemKind, id: number, marks: DeskMarks, now = new Date()): Promise<void> {
  await db.transaction().execute((tx) => writeMarks(tx, kind, id, marks, now));
}

/** setMarks inside a transaction already open. */
export async function writeMarks(tx: Db, kind: DeskItemKind, id: number, marks: DeskMarks, now = new Date()): Promise<void> {
  await tx.deleteFrom('desk_item_marks').where('item_kind', '=', kind).where('item_id', '=', id).execute();
  if (marks.priority !== 'normal') await tx.insertInto('desk_item_marks').values({ item_kind: kind, item_id: id, priority: marks.priority, changed_at: now.toISOString() }).execute();
  await tx.deleteFrom('desk_item_tags').where('item_kind', '=', kind).where('item_id', '=', id).execute();
  const tags = [...new Set(marks.tags)];
  if (tags.length) await tx.insertInto('desk_item_tags').values(tags.map((tag) => ({ item_kind: kind, item_id: id, tag }))).execute();
}
