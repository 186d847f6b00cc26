/**
 * Staff's internal notes on a contact message: kept beside the message for colleagues, never put in
 * a mail (an order's notes are order_notes, on its timeline).
 */
import type { DeskNote } from '../../../contract/calls/desk-items';
import type { Db } from '../db/connection';

export async function contactNotes(db: Db, messageId: number): Promise<DeskNote[]> {
  return db.selectFrom('desk_notes').select(['id', 'staff_name as staffName', 'text', 'created_at as at'])
    .where('item_kind', '=', 'contact').where('item_id', '=', messageId).orderBy('id').execute();
}

export async function addContactNote(db: Db, messageId: number, staff: { id: number; name: string }, text: string, now = new Date()): Promise<number> {
  const row = await db.insertInto('desk_notes').values({ item_kind: 'contact', item_id: messageId, staff_id: staff.id, staff_name: staff.name, text, created_at: now.toISOString() })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}
