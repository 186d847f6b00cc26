/** The contact messages as customer service's inbox: new, answered, closed. */
import { CONTACT_STATUSES, type ContactStatus, type DeskContactMessage } from '../../../contract/calls/desk';
import type { Db } from '../db/connection';

const COLUMNS = ['id', 'received_at as receivedAt', 'locale', 'name', 'email', 'order_number as orderNumber', 'message', 'status'] as const;
const asStatus = (value: string): ContactStatus => ((CONTACT_STATUSES as readonly string[]).includes(value) ? (value as ContactStatus) : 'new');

export async function inbox(db: Db, status: ContactStatus | undefined): Promise<{ messages: DeskContactMessage[]; counts: Record<ContactStatus, number> }> {
  let query = db.selectFrom('contact_messages').select(COLUMNS).orderBy('id', 'desc').limit(200);
  if (status) query = query.where('status', '=', status);
  const messages = (await query.execute()).map((row) => ({ ...row, status: asStatus(row.status) }));
  const counted = await db.selectFrom('contact_messages').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const counts = { new: 0, answered: 0, closed: 0 };
  for (const row of counted) counts[asStatus(row.status)] = Number(row.n);
  return { messages, counts };
}

export async function contactMessage(db: Db, id: number): Promise<DeskContactMessage | undefined> {
  const row = await db.selectFrom('contact_messages').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && { ...row, status: asStatus(row.status) };
}

export async function setContactStatus(db: Db, id: number, status: ContactStatus, now = new Date()): Promise<boolean> {
  const result = await db.updateTable('contact_messages').set({ status, status_changed_at: now.toISOString() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
