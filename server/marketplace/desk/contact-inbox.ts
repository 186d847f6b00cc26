/**
 * The contact messages as customer service's inbox: new, answered, closed. The list has one row
 * per sender's e-mail address (its newest message, and how many it has in the view), so a flood
 * from one address is one row and the other shoppers' messages stay in sight; the message's page
 * lists the sender's others.
 */
import { CONTACT_STATUSES, type ContactStatus, type DeskContactMessageWithSender, type DeskInboxEntry } from '../../../contract/calls/desk';
import { sql } from 'kysely';
import { contactIdOfReference } from '../../../contract/calls/desk-items';
import type { Db } from '../db/connection';
import { repliesTo } from './contact-replies';
import { contactThreadReplies } from './threads';

const COLUMNS = ['id', 'received_at as receivedAt', 'locale', 'name', 'email', 'order_number as orderNumber', 'message', 'status'] as const;
const asStatus = (value: string): ContactStatus => ((CONTACT_STATUSES as readonly string[]).includes(value) ? (value as ContactStatus) : 'new');
/** Rows of the list, and the sender's other messages on a message's page. */
const LIST_ROWS = 200;
const SAME_SENDER_ROWS = 100;

/** A LIKE pattern finding the text anywhere, its own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Messages whose sender's name, address, order number or text holds every word searched, whatever
 * the case: lower() and LIKE with an escape, the same on both backends.
 */
function matching(words: string[]) {
  // A reference (K-2026-000123) finds its message, as shoppers quote it.
  const referenced = words.length === 1 ? contactIdOfReference(words[0]!) : undefined;
  if (referenced !== undefined) return sql<boolean>`id = ${referenced}`;
  return sql<boolean>`${sql.join(words.map((word) => sql`lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(order_number, '') || ' ' || coalesce(message, '')) like ${containsPattern(word)} escape '\\'`), sql` and `)}`;
}

export async function inbox(db: Db, status: ContactStatus | undefined, q = ''): Promise<{ messages: DeskInboxEntry[]; counts: Record<ContactStatus, number> }> {
  // An anonymised message has no sender left: each stays a row of its own.
  const sender = sql<string>`case when anonymised_at is null then email else 'anonymised:' || id end`;
  let senders = db.selectFrom('contact_messages').select((eb) => [eb.fn.max('id').as('newest'), eb.fn.countAll<number>().as('n')]).groupBy(sender);
  if (status) senders = senders.where('status', '=', status);
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length) senders = senders.where(matching(words));
  const newest = await senders.orderBy((eb) => eb.fn.max('id'), 'desc').limit(LIST_ROWS).execute();
  const counts = new Map(newest.map((row) => [Number(row.newest), Number(row.n)]));
  const rows = counts.size ? await db.selectFrom('contact_messages').select(COLUMNS).where('id', 'in', [...counts.keys()]).orderBy('id', 'desc').execute() : [];
  const messages = rows.map((row) => ({ ...row, status: asStatus(row.status), fromSender: counts.get(row.id) ?? 1 }));
  const counted = await db.selectFrom('contact_messages').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
  const byStatus = { new: 0, answered: 0, closed: 0 };
  for (const row of counted) byStatus[asStatus(row.status)] = Number(row.n);
  return { messages, counts: byStatus };
}

export async function contactMessage(db: Db, id: number): Promise<DeskContactMessageWithSender | undefined> {
  const found = await db.selectFrom('contact_messages as c').leftJoin('orders as o', 'o.id', 'c.merged_into_order_id')
    .select([...COLUMNS.map((column) => `c.${column}` as const), 'c.anonymised_at', 'o.number as mergedInto']).where('c.id', '=', id).executeTakeFirst();
  if (!found) return undefined;
  const { anonymised_at: anonymisedAt, mergedInto, ...row } = found;
  const others = anonymisedAt !== null ? [] : await db.selectFrom('contact_messages').select(['id', 'received_at as receivedAt', 'status'])
    .where('email', '=', row.email).where('anonymised_at', 'is', null).where('id', '!=', id).orderBy('id', 'desc').limit(SAME_SENDER_ROWS).execute();
  return { ...row, mergedInto: mergedInto ?? null, status: asStatus(row.status), sameSender: others.map((other) => ({ ...other, status: asStatus(other.status) })), replies: await repliesTo(db, id),
    shopperReplies: (await contactThreadReplies(db, id)).map(({ id: replyId, at, sender, fromOther, text }) => ({ id: replyId, at, sender, fromOther, text })) };
}

export async function setContactStatus(db: Db, id: number, status: ContactStatus, now = new Date()): Promise<boolean> {
  const result = await db.updateTable('contact_messages').set({ status, status_changed_at: now.toISOString() }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface IncomingContactMessage { locale: string; name: string; email: string; orderNumber: string | null; message: string }

/** A message from the contact page comes into the inbox as new. */
export async function receiveContactMessage(db: Db, incoming: IncomingContactMessage, now = new Date()): Promise<{ id: number; receivedAt: string }> {
  // The time is set here, as ISO-8601 text, so both backends store the same form.
  return db.insertInto('contact_messages')
    .values({ locale: incoming.locale, name: incoming.name, email: incoming.email, order_number: incoming.orderNumber, message: incoming.message, received_at: now.toISOString() })
    .returning(['id', 'received_at as receivedAt']).executeTakeFirstOrThrow();
}
